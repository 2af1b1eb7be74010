import {
  CALL_WINDOW,
  CONSENT_TEXT_VERSION,
  CONSENT_TEXT_VERSIONS,
  PLAN_LEAD_SOURCES,
  ZLeadRequest,
  QUOTES_ERROR_CODES,
  type LeadSource,
  type TLeadRequest,
  type TLeadResponse,
} from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { refuse, type Refusal } from '../../lib/outcome';

// The visitor's consent on a lead (decision 0030): asked before anything else, stored with every lead.

/** What a stored lead carries about the visitor's consent (decision 0030). */
export type ConsentTerms = { version: string; callFromMinute: number; callToMinute: number; channel: string };

const HHMM = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const minuteOf = (text: string): number | null => {
  const m = HHMM.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** A minute of the day as the 'HH:MM' the visitor chose (the answer and the CRM's body). */
export const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The request's body and consent terms, or the refusal. Consent first: without the visitor's yes nothing else
 * matters (and nothing is stored). Then the consent text version, the call window (within 09:00–18:00) and the
 * channel (decision 0030).
 */
export function consentTerms(
  raw: unknown,
  lang: LangCode,
): { ok: true; body: TLeadRequest; terms: ConsentTerms } | Refusal {
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
  return {
    ok: true,
    body,
    terms: { version, callFromMinute: from, callToMinute: to, channel: body.channel ?? 'call' },
  };
}

/** The consent the answer repeats back to the visitor. */
export const consentOf = (terms: ConsentTerms): NonNullable<TLeadResponse['consent']> => ({
  version: terms.version,
  callWindow: { from: hhmm(terms.callFromMinute), to: hhmm(terms.callToMinute) },
  channel: terms.channel as 'call' | 'whatsapp' | 'email',
});
