import {
  CALL_WINDOW,
  CONSENT_TEXT_VERSION,
  CONSENT_TEXT_VERSIONS,
  NO_RESULT_PRODUCTS,
  PLAN_LEAD_SOURCES,
  ZLeadRequest,
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
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { newPublicId } from '../../lib/public-id';
import { filsToAed, localized, presentBreakdown } from '../quotes/domain/labels';
import type { QuotesService } from '../quotes/service';
import { refuse, type Outcome } from '../../lib/outcome';
import type { EnquiryForQuotes } from '../quotes/repo';
import type { OffersService } from '../offers/service';
import type { SqlClient } from '../../lib/job-queue';
import type { LeadLimits, LeadsRepo, NewLead } from './repo';

/** What a stored lead carries about the visitor's consent (decision 0030). */
type ConsentTerms = { version: string; callFromMinute: number; callToMinute: number; channel: string };

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

const HHMM = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const minuteOf = (text: string): number | null => {
  const m = HHMM.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Leads (docs/product/leads.md 'Lead creation'; decision 0013): a visitor chose a plan and agreed to be contacted. Made for
 * every capture point (`source`); the quote click is the first. A lead names something the device owns: a quote
 * of its enquiry, or a plan (and insurer) for its enquiry; anything else is answered as not found.
 */
export function leadsService(deps: {
  repo: LeadsRepo;
  quotes: Pick<QuotesService, 'chosenPlan' | 'readableEnquiry'>;
  /** Loan offers (decision 0018): a chosen offer is a lead on the enquiry's product. */
  offers?: Pick<OffersService, 'handles' | 'chosen'>;
  /** Sends the outbox row's delivery job through the lead's transaction (decision 0030). */
  sendDelivery?: (client: SqlClient, outboxId: number) => Promise<void>;
  limits?: LeadLimits;
  now?: () => Date;
}) {
  const { repo, quotes } = deps;
  const now = deps.now ?? (() => new Date());
  const limits: LeadLimits = deps.limits ?? {
    perDevicePerHour: 10,
    perIpPerHour: 300,
    perMobileProductPerDay: 3,
  };

  /** Per request: who asks (for the limits) and the key that makes a retry find the same lead. */
  type RequestFacts = { ipHash: string | null; idempotencyKey: string | null; terms: ConsentTerms };

  /**
   * Stores the lead, its outbox row and its delivery job in one transaction (decision 0030). Null: a limit is
   * reached (the 429 carries the wait); otherwise the lead's public id (an earlier one for a repeated key).
   */
  async function store(
    lead: Omit<NewLead, 'consent' | 'ipHash' | 'idempotencyKey'>,
    facts: RequestFacts,
  ): Promise<{ leadId: string } | { retryAfter: number }> {
    const r = await repo.insertWithOutbox(
      { ...lead, consent: facts.terms, ipHash: facts.ipHash, idempotencyKey: facts.idempotencyKey },
      limits,
      async (client, outboxId) => {
        if (!deps.sendDelivery) return;
        // The job commits with the lead. If the job schema is unavailable the lead still commits and its outbox
        // row stays 'pending' (decision 0030).
        await client.query('savepoint lead_job');
        try {
          await deps.sendDelivery(client, outboxId);
          await client.query('release savepoint lead_job');
        } catch {
          await client.query('rollback to savepoint lead_job');
        }
      },
    );
    if (r.kind === 'limited') return { retryAfter: r.retryAfter };
    return { leadId: r.publicId };
  }

  const limited = (t: ReturnType<typeof tFor>, retryAfter: number) =>
    ({
      ok: false,
      status: 429,
      body: {
        code: ERROR_CODES.RATE_LIMIT,
        message: t('quotes:errors.leadLimit', { seconds: retryAfter }),
        retryAfter,
      },
    }) as const;

  const consentOf = (terms: ConsentTerms) => ({
    version: terms.version,
    callWindow: { from: hhmm(terms.callFromMinute), to: hhmm(terms.callToMinute) },
    channel: terms.channel as 'call' | 'whatsapp' | 'email',
  });

  async function create(input: {
    deviceUuid: string;
    body: unknown;
    language: LangCode;
    ipHash?: string | null;
    idempotencyKey?: string | null;
  }): Promise<Outcome<TLeadResponse>> {
    const lang = input.language;
    const t = tFor(lang);
    // Consent first: without the visitor's yes nothing else matters (and nothing is stored).
    const raw = input.body;
    if (
      typeof raw === 'object' &&
      raw !== null &&
      !Array.isArray(raw) &&
      (raw as { consent?: unknown }).consent !== true
    ) {
      const source = (raw as { source?: unknown }).source;
      const planSource = typeof source === 'string' && PLAN_LEAD_SOURCES.has(source as LeadSource);
      return refuse(
        lang,
        422,
        QUOTES_ERROR_CODES.CONSENT_REQUIRED,
        planSource ? 'quotes:errors.consentRequired' : 'quotes:errors.consentRequiredContact',
      );
    }
    const body = ZLeadRequest.parse(raw);
    // Decision 0030: the consent text version, the call window (within 09:00–18:00) and the channel.
    const version = body.consentVersion ?? CONSENT_TEXT_VERSION;
    if (!CONSENT_TEXT_VERSIONS.includes(version))
      return refuse(
        lang,
        422,
        QUOTES_ERROR_CODES.INVALID_CONSENT_VERSION,
        'quotes:errors.invalidConsentVersion',
      );
    const from = minuteOf(body.callWindow?.from ?? CALL_WINDOW.from);
    const to = minuteOf(body.callWindow?.to ?? CALL_WINDOW.to);
    if (
      from === null ||
      to === null ||
      from < CALL_WINDOW.minFromMinute ||
      to > CALL_WINDOW.maxToMinute ||
      from >= to
    )
      return refuse(lang, 422, QUOTES_ERROR_CODES.INVALID_CALL_WINDOW, 'quotes:errors.invalidCallWindow');
    const facts: RequestFacts = {
      ipHash: input.ipHash ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      terms: { version, callFromMinute: from, callToMinute: to, channel: body.channel ?? 'call' },
    };
    if (!PLAN_LEAD_SOURCES.has(body.source)) return capture(input.deviceUuid, body, lang, facts);
    if (body.quoteId === undefined && (body.planId === undefined || body.enquiryId === undefined))
      return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.leadTarget');
    if (deps.offers && body.planId !== undefined && body.enquiryId !== undefined) {
      const e = await quotes.readableEnquiry(input.deviceUuid, body.enquiryId);
      if (e && deps.offers.handles(e.countryProductId))
        return offerLead(input.deviceUuid, e, body, lang, facts);
    }

    const [deviceId, chosen] = await Promise.all([
      repo.deviceIdByUuid(input.deviceUuid),
      quotes.chosenPlan({
        deviceUuid: input.deviceUuid,
        quoteId: body.quoteId,
        planId: body.planId,
        providerId: body.providerId,
        enquiryId: body.enquiryId,
      }),
    ]);
    if (deviceId === undefined || !chosen)
      return refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');

    const { enquiry, plan, insurer, quote } = chosen;
    // A lead is a promise to call a number the visitor proved (decision 0017: the quotes-first journey asks for
    // it first), at a price still valid (an older one is re-priced by the list before it can be chosen).
    if (enquiry.verifiedMobile === null)
      return refuse(lang, 409, QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED, 'quotes:errors.mobileNotVerified');
    if (quote && quote.validUntil.getTime() <= now().getTime())
      return refuse(lang, 409, QUOTES_ERROR_CODES.QUOTE_EXPIRED, 'quotes:errors.quoteExpired');
    const stored = await store(
      {
        publicId: newPublicId(),
        deviceId,
        enquiryId: enquiry.id,
        planId: plan.planId,
        providerId: insurer.id,
        quoteId: quote?.id ?? null,
        countryProductId: enquiry.countryProductId,
        source: body.source,
        sourceId: body.sourceId ?? null,
        totalFils: quote?.totalFils ?? null,
        breakdown: quote?.breakdown ?? null,
        utm: body,
      },
      facts,
    );
    if ('retryAfter' in stored) return limited(t, stored.retryAfter);
    const { leadId } = stored;
    const planName = localized(plan.planName, lang);
    const providerName = localized(insurer.name, lang);
    return {
      ok: true,
      value: {
        leadId,
        status: 'received',
        planName,
        providerName,
        total: quote ? filsToAed(quote.totalFils) : null,
        breakdown: quote ? presentBreakdown(t, quote.breakdown) : [],
        nextSteps: [
          t('quotes:lead.nextSteps.received', { provider: providerName, plan: planName }),
          t('quotes:lead.nextSteps.call'),
          t('quotes:lead.nextSteps.documents'),
        ],
        consent: consentOf(facts.terms),
      },
    };
  }

  /** A chosen loan offer (decision 0018): the visitor's proved number, the figures they saw, no insurer plan. */
  async function offerLead(
    deviceUuid: string,
    e: EnquiryForQuotes,
    body: TLeadRequest,
    lang: LangCode,
    facts: RequestFacts,
  ): Promise<Outcome<TLeadResponse>> {
    const t = tFor(lang);
    const [device, chosen] = await Promise.all([
      repo.deviceByUuid(deviceUuid),
      deps.offers!.chosen(e, body.planId!, lang),
    ]);
    if (!device || !chosen || (chosen.kind === 'loan' && !chosen.offer))
      return refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');
    if (body.providerId !== undefined && body.providerId !== chosen.bank.id)
      return refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');
    if (e.verifiedMobile === null)
      return refuse(lang, 409, QUOTES_ERROR_CODES.MOBILE_NOT_VERIFIED, 'quotes:errors.mobileNotVerified');
    const o = chosen.kind === 'loan' ? chosen.offer : undefined;
    const lines = o
      ? [
          { code: 'loanAmount', label: t('quotes:offers.amount'), amount: o.amountFils / 100 },
          {
            code: 'totalInterest',
            label: t('quotes:offers.totalInterest'),
            amount: o.totalInterestFils / 100,
          },
          { code: 'fees', label: t('quotes:offers.fees'), amount: o.totalFeesFils / 100 },
        ]
      : [];
    const stored = await store(
      {
        publicId: newPublicId(),
        deviceId: device.id,
        enquiryId: e.id,
        planId: null,
        providerId: null,
        quoteId: null,
        countryProductId: e.countryProductId,
        source: body.source,
        sourceId: device.sourceId,
        totalFils: o ? o.totalCostFils : null,
        // What the visitor chose, as they saw it (the catalogue row and, for a loan, the engine's figures).
        breakdown: (o
          ? { kind: 'loanOffer', loanId: chosen.id, bankId: chosen.bank.id, offer: o }
          : { kind: 'bankAccount', accountId: chosen.id, bankId: chosen.bank.id }) as never,
        utm: body,
      },
      facts,
    );
    if ('retryAfter' in stored) return limited(t, stored.retryAfter);
    const { leadId } = stored;
    return {
      ok: true,
      value: {
        leadId,
        status: 'received',
        planName: chosen.planName,
        providerName: chosen.bankName,
        total: o ? o.totalCostFils / 100 : null,
        breakdown: lines,
        nextSteps: [
          t('quotes:lead.nextSteps.received', { provider: chosen.bankName, plan: chosen.planName }),
          t(o ? 'quotes:offers.nextCall' : 'quotes:accounts.nextCall'),
          t(o ? 'quotes:offers.nextDocuments' : 'quotes:accounts.nextDocuments'),
        ],
        consent: consentOf(facts.terms),
      },
    };
  }

  /**
   * The capture points (docs/product/leads.md lead payloads, docs/product/leads.md rules; decision 0030): a number to call, with the spec's
   * messages per point; the callback card's name, the glossary's name and e-mail, talk-to-expert's income. A
   * masked number ('*****1234') stands for the caller's own enquiry's number (`cachedEnquiryId`), else 404, so
   * nobody files a lead on someone else's number. The no-results card (docs/product/leads.md) is product 7 only. The
   * attribution is the session's device source, never the body's (decision 0030).
   */
  async function capture(
    deviceUuid: string,
    body: TLeadRequest,
    lang: LangCode,
    facts: RequestFacts,
  ): Promise<Outcome<TLeadResponse>> {
    const t = tFor(lang);
    const failed = (code: string, r: RuleResult) =>
      r.valid ? null : refuse(lang, 422, code, r.messageKey, r.params);
    const noResult = body.source === 'no_result';
    if (noResult && (body.countryProductId === undefined || !NO_RESULT_PRODUCTS.has(body.countryProductId)))
      return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.leadTarget');
    if (body.countryProductId === undefined || !KNOWN_PRODUCTS.has(body.countryProductId))
      return refuse(lang, 422, QUOTES_ERROR_CODES.INVALID_PRODUCT, 'quotes:errors.invalidProduct');
    const countryProductId = body.countryProductId;
    const device = await repo.deviceByUuid(deviceUuid);
    if (!device) return refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');

    // docs/product/leads.md field order: the callback card's name before its phone, the glossary's name, number, e-mail.
    let name: string | null = null;
    let email: string | null = null;
    let income: number | null = null;
    if (body.source === 'customer_callback' || body.source === 'glossary') {
      const r =
        body.source === 'glossary' ? validateGlossaryName(body.name) : validateCallbackName(body.name);
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
      const stored = await repo.enquiryMobile(body.cachedEnquiryId, device.id);
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
    const stored = await store(
      {
        publicId: newPublicId(),
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
    );
    if ('retryAfter' in stored) return limited(t, stored.retryAfter);
    const path = productPath(countryProductId);
    const prefix = lang === 'en' ? '' : `/${lang}-ae`;
    return {
      ok: true,
      value: {
        leadId: stored.leadId,
        status: 'received',
        planName: null,
        providerName: null,
        total: null,
        breakdown: [],
        nextSteps: [t(noResult ? 'quotes:lead.nextSteps.noResult' : 'quotes:lead.nextSteps.capture')],
        ...(REDIRECTING_SOURCES.has(body.source) && path
          ? {
              next: {
                type: 'REDIRECT' as const,
                config: { url: `${prefix}${path}/?leadId=${stored.leadId}` },
              },
            }
          : {}),
        consent: consentOf(facts.terms),
      },
    };
  }

  return { create };
}

export type LeadsService = ReturnType<typeof leadsService>;
