import { ZQuotesRequest, type TQuote } from '../../../shared/contracts/quotes-api';
import { QUOTE_LIST_LIMIT_MAX } from '../../../shared/contracts/quotes-api-constants';
import {
  RENEWAL_ERROR_CODES,
  type TRenewalAccess,
  type TRenewalQuote,
  type TRenewalView,
} from '../../../shared/contracts/renewal-page';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { productPath } from '../../../shared/domain/products';
import { localized } from '../../../shared/i18n/localized';
import { formatDate, parseDate } from '../../../shared/rules/dates';
import { linkMask } from '../../lib/masking';
import { refuse, type Outcome } from '../../lib/outcome';
import { otpOutcome } from '../enquiries/core';
import { quotesUrl } from '../enquiries/urls';
import type { OtpService } from '../otp/types';
import type { QuotesService } from '../quotes/service';
import { verifyRenewalToken } from './link';
import type { RenewalPageRepo, RenewalPolicy } from './page-repo';
import { renewalAnswers } from './renewal-answers';

/**
 * The renewal page's use cases (decision 0090, docs/product/policies.md 'Renewal page'): the link names an active
 * policy; the page opens on the device that bought it, on a device signed in to the holder's number, or on a
 * device that proved that number by a code (a grant on the policy's enquiry, as for saved results: decision
 * 0017). It then copies the policy's answers with time moved on into an enquiry of the visiting device and
 * prices it with the quotes module: the same insurer's renewal price beside the three best current quotes.
 */

export type RenewalPageDeps = {
  repo: RenewalPageRepo;
  quotes: Pick<QuotesService, 'list' | 'loadCatalogue'>;
  otp: OtpService;
  linkKey: Buffer;
  now?: () => Date;
};

type Caller = { token: string; deviceUuid: string; language: LangCode };

const invalid = (lang: LangCode) =>
  refuse(lang, 404, RENEWAL_ERROR_CODES.RENEWAL_LINK_INVALID, 'renewals:page.errors.invalid');

/** The active policy a token names, or the refusal (tampered, unknown and inactive read the same). */
async function policyOf(
  deps: RenewalPageDeps,
  c: Caller,
): Promise<Outcome<{ policy: RenewalPolicy; deviceId: number }>> {
  const lang = c.language;
  const check = verifyRenewalToken(deps.linkKey, c.token, (deps.now ?? (() => new Date()))());
  if (!check.ok)
    return check.reason === 'expired'
      ? refuse(lang, 410, RENEWAL_ERROR_CODES.RENEWAL_LINK_EXPIRED, 'renewals:page.errors.expired')
      : invalid(lang);
  const [policy, deviceId] = await Promise.all([
    deps.repo.policy(check.policyPublicId),
    deps.repo.deviceId(c.deviceUuid),
  ]);
  if (!policy || policy.status !== 'active' || !policy.endDate || deviceId === undefined)
    return invalid(lang);
  return { ok: true, value: { policy, deviceId } };
}

/** The buying device, a device signed in to the holder's number, or one granted by the number's code. */
async function mayOpen(
  deps: RenewalPageDeps,
  policy: RenewalPolicy,
  deviceId: number,
  signedInMobile: string | null,
): Promise<boolean> {
  if (policy.deviceId === deviceId) return true;
  if (signedInMobile !== null && signedInMobile === policy.mobileNumber) return true;
  return policy.enquiryId !== null && deps.repo.hasAccess(policy.enquiryId, deviceId);
}

const toRenewalQuote = (q: TQuote, href: string): TRenewalQuote => ({
  quoteId: q.quoteId,
  planId: q.planId,
  insurerName: q.insurerName,
  planName: q.planName,
  logo: q.providerLogo,
  totalAed: q.premium,
  vatAed: Math.round((q.premium - q.basicPremium.value) * 100) / 100,
  href,
});

/** The same insurer's quote: the policy's plan, else that insurer's first in the recommended order. */
export function pickRenewal(
  quotes: readonly TQuote[],
  policy: Pick<RenewalPolicy, 'planId' | 'insurerId'>,
): TQuote | undefined {
  return (
    quotes.find((q) => policy.planId !== null && q.planId === policy.planId) ??
    quotes.find((q) => policy.insurerId !== null && q.providerId === policy.insurerId)
  );
}

async function insurerNameOf(deps: RenewalPageDeps, policy: RenewalPolicy, lang: LangCode): Promise<string> {
  if (policy.insurerId === null) return '';
  const c = await deps.quotes.loadCatalogue(policy.countryProductId);
  const insurer = c.insurerById.get(policy.insurerId);
  return insurer ? localized(insurer.name, lang) : '';
}

const isoOf = (dmy: string) => {
  const d = parseDate(dmy, 'DD/MM/YYYY');
  return d ? formatDate(d, 'YYYY-MM-DD') : dmy;
};

/** POST /api/renewals/{token}/open: the renewal, or 403 RENEWAL_CODE_REQUIRED on a device that must prove the number. */
export async function openRenewal(
  deps: RenewalPageDeps,
  input: Caller & { signedInMobile: string | null },
): Promise<Outcome<TRenewalView>> {
  const lang = input.language;
  const found = await policyOf(deps, input);
  if (!found.ok) return found;
  const { policy, deviceId } = found.value;
  if (!(await mayOpen(deps, policy, deviceId, input.signedInMobile)))
    return refuse(lang, 403, RENEWAL_ERROR_CODES.RENEWAL_CODE_REQUIRED, 'renewals:page.errors.codeRequired');

  const endDate = parseDate(policy.endDate as string, 'YYYY-MM-DD');
  const source = policy.enquiryId === null ? undefined : await deps.repo.sourceEnquiry(policy.enquiryId);
  const landing = localizedPath(`${productPath(policy.countryProductId)}/`, lang);
  const base = {
    productId: policy.countryProductId,
    insurerName: await insurerNameOf(deps, policy, lang),
    endDate: policy.endDate as string,
    coverStart: policy.endDate as string,
    noClaimYears: null,
    claimRecorded: false,
    renewal: null,
    best: [],
    enquiryId: '',
    quotesHref: landing,
    noAnswers: true,
  } satisfies TRenewalView;
  if (!endDate || !source) return { ok: true, value: base };

  const claimRecorded = await deps.repo.claimRecorded(policy.id);
  const shift = renewalAnswers(policy.countryProductId, source.answers, { endDate, claimRecorded });
  const enquiryId = await deps.repo.renewalEnquiry({
    policyPublicId: policy.publicId,
    deviceId,
    source,
    answers: shift.answers,
    language: lang,
    provedAt: (deps.now ?? (() => new Date()))(),
  });
  const quotesHref = quotesUrl(policy.countryProductId, enquiryId, lang);
  const view: TRenewalView = {
    ...base,
    coverStart: isoOf(formatDate(shift.coverStart, 'DD/MM/YYYY')),
    noClaimYears: shift.noClaimYears ?? null,
    claimRecorded,
    enquiryId,
    quotesHref,
    noAnswers: false,
  };
  const listed = await deps.quotes.list({
    deviceUuid: input.deviceUuid,
    body: ZQuotesRequest.parse({ enquiryId, limit: QUOTE_LIST_LIMIT_MAX }),
    language: lang,
  });
  // Answers the engine cannot price any more (a withdrawn option): the re-quote still opens the journey's answers.
  if (!listed.ok || listed.value.status !== 'done') return { ok: true, value: view };
  const quotes = listed.value.quotes.filter((q) => q.showPriceOnRequest === 0 && q.premium > 0);
  const renewal = pickRenewal(quotes, policy);
  return {
    ok: true,
    value: {
      ...view,
      insurerName: renewal?.insurerName ?? view.insurerName,
      renewal: renewal ? toRenewalQuote(renewal, quotesHref) : null,
      best: quotes
        .filter((q) => q !== renewal)
        .slice(0, 3)
        .map((q) => toRenewalQuote(q, quotesHref)),
    },
  };
}

/**
 * POST /api/renewals/{token}/access: without a code, sends one to the policy's number (never a number from the
 * request); with one, checks it and grants this device the policy's enquiry (and so its renewal page).
 */
export async function renewalAccess(
  deps: RenewalPageDeps,
  input: Caller & { signedInMobile: string | null; otp?: string | undefined; ipHash: string },
): Promise<Outcome<TRenewalAccess>> {
  const lang = input.language;
  const found = await policyOf(deps, input);
  if (!found.ok) return found;
  const { policy, deviceId } = found.value;
  if (await mayOpen(deps, policy, deviceId, input.signedInMobile))
    return { ok: true, value: { granted: true } };
  if (policy.enquiryId === null) return invalid(lang);
  const code = {
    mobileNumber: policy.mobileNumber,
    purpose: 'enquiryAccess' as const,
    requestRef: `renewal:${policy.publicId}:${deviceId}`,
    ipHash: input.ipHash,
    deviceUuid: input.deviceUuid,
    language: lang,
  };
  if (input.otp === undefined) {
    const sent = otpOutcome(deps.otp, policy.mobileNumber, await deps.otp.send(code));
    if (!sent.ok) return sent;
    return {
      ok: true,
      value: {
        granted: false,
        maskedMobile: linkMask(policy.mobileNumber),
        resendAfter: sent.data.resendAfter,
        length: sent.data.otpLength,
      },
    };
  }
  const verified = await deps.otp.verify({ ...code, code: input.otp });
  if (!verified.ok)
    return { ok: false, status: 422, body: { code: verified.code, message: verified.message } };
  await deps.repo.grantAccess(policy.enquiryId, deviceId);
  return { ok: true, value: { granted: true } };
}
