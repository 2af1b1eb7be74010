import type { ResultsLinkState } from '../../../shared/contracts/enquiry-access';
import type { LangCode } from '../../../shared/domain/locales';
import { normaliseReference } from '../../../shared/domain/enquiry-reference';
import { tFor } from '../../../shared/i18n/catalogues';
import { linkMask } from '../../lib/masking';
import { refuse } from '../../lib/outcome';
import { ENQUIRY_ERROR_CODES, ownedEnquiry, type EnquiryDeps, type Outcome } from './core';
import type { EnquiriesRepo, EnquiryRow } from './repo';
import { resultsLinkPath } from './urls';

/** Decision 0028: results links an enquiry may have sent by SMS, in all. */
export const RESULTS_LINK_MAX_SENDS = 3;

/** A finished enquiry with a proved number: the only kind a results link is sent for, to that number only. */
const provedNumber = (e: EnquiryRow): string | null =>
  e.status !== 'draft' && e.mobileVerifiedAt && e.mobileNumber ? e.mobileNumber : null;

const linkState = (e: EnquiryRow, reference: string, sent: number): ResultsLinkState => {
  const mobile = provedNumber(e);
  return { reference, sentTo: mobile ? linkMask(mobile) : null, sent, limit: RESULTS_LINK_MAX_SENDS };
};

// The enquiry's readable reference and the link to its results (decision 0028, docs/product/enquiries.md).

/** The device's own (or granted) enquiry, or the refusal that makes any other look absent. */
async function readable(
  repo: EnquiriesRepo,
  deviceUuid: string,
  enquiryId: string,
  lang: LangCode,
): Promise<Outcome<EnquiryRow>> {
  const device = await repo.deviceByUuid(deviceUuid);
  const e = device ? await ownedEnquiry(repo, enquiryId, device.id) : undefined;
  return e
    ? { ok: true, value: e }
    : refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.enquiryNotFound');
}

/** GET /api/enquiries/{id}/results-link: the reference (given now to an older enquiry) and the link's state. */
export async function resultsLink(
  { repo }: Pick<EnquiryDeps, 'repo'>,
  input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
  },
): Promise<Outcome<ResultsLinkState>> {
  const found = await readable(repo, input.deviceUuid, input.enquiryId, input.language);
  if (!found.ok) return found;
  const e = found.value;
  const reference = e.reference ?? (await repo.ensureReference(e.id));
  return { ok: true, value: linkState(e, reference, e.resultsLinkSends) };
}

/**
 * POST /api/enquiries/{id}/results-link (decision 0028): a link to the results, by SMS, to the enquiry's proved
 * number and nowhere else, at most RESULTS_LINK_MAX_SENDS times. The link names the reference only: opening it
 * on a device without access asks for the number and a code sent to it (`access`).
 */
export async function sendResultsLink(
  deps: Pick<EnquiryDeps, 'repo' | 'sms' | 'origin' | 'log'>,
  input: {
    deviceUuid: string;
    enquiryId: string;
    language: LangCode;
  },
): Promise<Outcome<ResultsLinkState>> {
  const { repo, log } = deps;
  const lang = input.language;
  const found = await readable(repo, input.deviceUuid, input.enquiryId, lang);
  if (!found.ok) return found;
  const e = found.value;
  const mobile = provedNumber(e);
  if (!mobile)
    return refuse(lang, 409, ENQUIRY_ERROR_CODES.MOBILE_NOT_VERIFIED, 'enquiry:errors.resultsLinkNoNumber');
  const reference = e.reference ?? (await repo.ensureReference(e.id));
  const sent = await repo.takeResultsLinkSend(e.id, RESULTS_LINK_MAX_SENDS);
  if (sent === null) {
    const limit = refuse(
      lang,
      429,
      ENQUIRY_ERROR_CODES.RESULTS_LINK_LIMIT,
      'enquiry:errors.resultsLinkLimit',
    );
    // Not a wait: the limit is for good. A day tells a client not to retry soon.
    return { ...limit, body: { ...limit.body, retryAfter: 86_400 } };
  }
  const t = tFor(lang);
  const url = deps.origin + resultsLinkPath(e.countryProductId, reference, lang);
  try {
    await deps.sms.send(mobile, t('enquiry:resultsLink.sms', { brand: t('common:brand'), reference, url }));
  } catch (err) {
    await repo.returnResultsLinkSend(e.id);
    log.warn({ reason: err instanceof Error ? err.message : 'unknown' }, 'results link SMS not delivered');
    return refuse(
      lang,
      503,
      ENQUIRY_ERROR_CODES.RESULTS_LINK_SEND_FAILED,
      'enquiry:errors.resultsLinkFailed',
    );
  }
  return { ok: true, value: linkState(e, reference, sent) };
}

/**
 * GET /api/enquiries/reference/{reference}: the enquiry a results link names, for a device that may read it (its
 * own, or granted by the number's code). Any other device gets 404 and learns nothing: the reference grants nothing.
 */
export async function byReference(
  { repo }: Pick<EnquiryDeps, 'repo'>,
  input: {
    deviceUuid: string;
    reference: string;
    language: LangCode;
  },
): Promise<Outcome<{ enquiryId: string; countryProductId: number }>> {
  const lang = input.language;
  const missing = refuse(lang, 404, ENQUIRY_ERROR_CODES.ENQUIRY_NOT_FOUND, 'enquiry:errors.enquiryNotFound');
  const ref = normaliseReference(input.reference);
  const device = ref ? await repo.deviceByUuid(input.deviceUuid) : undefined;
  const row = ref && device ? await repo.byReference(ref) : undefined;
  if (!row || !device) return missing;
  if (row.deviceId !== device.id && !(await repo.hasAccess(row.id, device.id))) return missing;
  return { ok: true, value: { enquiryId: row.publicId, countryProductId: row.countryProductId } };
}
