import {
  NO_RESULT_PRODUCTS,
  QUOTES_ERROR_CODES,
  type LeadSource,
  type TLeadRequest,
  type TLeadResponse,
} from '../../../shared/contracts/quotes-api';
import {
  isMaskedMobile,
  validateCallbackName,
  validateGlossaryEmail,
  validateGlossaryName,
  validateMobile,
  validateMonthlySalary,
  validateOptionalName,
  type CapturePoint,
} from '../../../shared/rules/inputs';
import type { RuleResult } from '../../../shared/rules/types';
import { PRODUCT, productPath } from '../../../shared/domain/products';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { refuse, type Outcome, type Refusal } from '../../lib/outcome';
import { planNotFound, storeLead, type LeadDeps, type RequestFacts } from './core';

/** Where each capture point's number is checked with the spec's messages (docs/product/leads.md). */
const CAPTURE_POINT_OF: Partial<Record<LeadSource, CapturePoint>> = {
  footer_popup: 'footer',
  exit_intent: 'footer',
  advisor_popup: 'footer',
  user_popup: 'footer',
  splash: 'footer',
  doorway: 'footer',
  talk_to_expert: 'talkToExpert',
  customer_callback: 'callback',
  glossary: 'glossary',
  no_result: 'noResult',
};

/** Sources whose answer sends the browser on (docs/product/leads.md 'Talk-to-expert … redirect to next.config.url'). */
const REDIRECTING_SOURCES: ReadonlySet<LeadSource> = new Set(['talk_to_expert', 'doorway']);

const KNOWN_PRODUCTS: ReadonlySet<number> = new Set(Object.values(PRODUCT));

type Contact = { mobile: string; name: string | null; email: string | null; income: number | null };

/**
 * The capture points (docs/product/leads.md lead payloads and rules; decision 0030): a number to call, with the
 * spec's messages per point; the callback card's name, the glossary's name and e-mail, talk-to-expert's income. The
 * no-results card (docs/product/leads.md) is product 7 only. The attribution is the session's device source, never
 * the body's (decision 0030).
 */
export async function captureLead(
  deps: LeadDeps,
  deviceUuid: string,
  body: TLeadRequest,
  lang: LangCode,
  facts: RequestFacts,
): Promise<Outcome<TLeadResponse>> {
  const t = tFor(lang);
  const noResult = body.source === 'no_result';
  if (noResult && (body.countryProductId === undefined || !NO_RESULT_PRODUCTS.has(body.countryProductId)))
    return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.leadTarget');
  if (body.countryProductId === undefined || !KNOWN_PRODUCTS.has(body.countryProductId))
    return refuse(lang, 422, QUOTES_ERROR_CODES.INVALID_PRODUCT, 'quotes:errors.invalidProduct');
  const countryProductId = body.countryProductId;
  const device = await deps.repo.deviceByUuid(deviceUuid);
  if (!device) return planNotFound(lang);
  const contact = await contactOf(deps, device.id, body, lang, facts);
  if (!contact.ok) return contact;
  const { mobile, name, email, income } = contact.value;
  const path = productPath(countryProductId);
  return storeLead(
    deps,
    {
      deviceId: device.id,
      enquiryId: null,
      planId: null,
      providerId: null,
      quoteId: null,
      countryProductId,
      source: body.source,
      sourceId: device.sourceId,
      mobileNumber: mobile,
      name,
      email,
      income,
      totalFils: null,
      breakdown: null,
      utm: body,
    },
    facts,
    lang,
    (leadId) => ({
      planName: null,
      providerName: null,
      total: null,
      breakdown: [],
      nextSteps: [t(noResult ? 'quotes:lead.nextSteps.noResult' : 'quotes:lead.nextSteps.capture')],
      ...(REDIRECTING_SOURCES.has(body.source) && path
        ? {
            next: {
              type: 'REDIRECT' as const,
              config: { url: `${localizedPath(`${path}/`, lang)}?leadId=${leadId}` },
            },
          }
        : {}),
    }),
  );
}

/**
 * The capture point's fields, each checked by its rule (docs/product/leads.md field order: the callback card's name
 * before its phone, the glossary's name, number, e-mail). A masked number ('*****1234') stands for the caller's own
 * enquiry's number (`cachedEnquiryId`), else 404, so nobody files a lead on someone else's number.
 */
async function contactOf(
  deps: Pick<LeadDeps, 'repo'>,
  deviceId: number,
  body: TLeadRequest,
  lang: LangCode,
  facts: RequestFacts,
): Promise<{ ok: true; value: Contact } | Refusal> {
  const failed = (code: string, r: RuleResult) =>
    r.valid ? null : refuse(lang, 422, code, r.messageKey, r.params);
  let name: string | null = null;
  let email: string | null = null;
  let income: number | null = null;
  if (body.source === 'customer_callback' || body.source === 'glossary') {
    const r = body.source === 'glossary' ? validateGlossaryName(body.name) : validateCallbackName(body.name);
    const bad = failed(QUOTES_ERROR_CODES.INVALID_NAME, r);
    if (bad) return bad;
    name = (body.name ?? '').trim();
  } else {
    // Other points (talk-to-expert, the popups) store no name, yet one sent is held to the same rule: no field
    // named 'name' takes markup or a link.
    const bad = failed(QUOTES_ERROR_CODES.INVALID_NAME, validateOptionalName(body.name));
    if (bad) return bad;
  }
  let mobile = (body.mobileNumber ?? '').trim();
  if (isMaskedMobile(mobile) && body.cachedEnquiryId !== undefined) {
    const stored = await deps.repo.enquiryMobile(body.cachedEnquiryId, deviceId);
    if (!stored || `*****${stored.slice(-4)}` !== mobile)
      return refuse(lang, 404, QUOTES_ERROR_CODES.ENQUIRY_NOT_FOUND, 'quotes:errors.enquiryNotFound');
    mobile = stored;
  } else {
    const point = CAPTURE_POINT_OF[body.source] ?? 'footer';
    const bad = failed(QUOTES_ERROR_CODES.INVALID_MOBILE, validateMobile(mobile, point));
    if (bad) return bad;
    // A masked number accepted by the point's rule still needs the enquiry it stands for.
    if (isMaskedMobile(mobile))
      return refuse(lang, 404, QUOTES_ERROR_CODES.ENQUIRY_NOT_FOUND, 'quotes:errors.enquiryNotFound');
  }
  // An e-mail is checked when given, on the glossary form, and when the visitor chose to be e-mailed.
  const emailText = (body.email ?? '').trim();
  if (body.source === 'glossary' || emailText !== '' || facts.terms.channel === 'email') {
    if (emailText === '' && body.source !== 'glossary')
      return refuse(lang, 422, QUOTES_ERROR_CODES.INVALID_EMAIL, 'quotes:errors.emailRequiredForChannel');
    const bad = failed(QUOTES_ERROR_CODES.INVALID_EMAIL, validateGlossaryEmail(emailText));
    if (bad) return bad;
    email = emailText;
  }
  if (body.source === 'talk_to_expert') {
    const bad = failed(QUOTES_ERROR_CODES.INVALID_INCOME, validateMonthlySalary(body.income));
    if (bad) return bad;
    income = Math.min(Number(body.income), 2_147_483_647);
  }
  return { ok: true, value: { mobile, name, email, income } };
}
