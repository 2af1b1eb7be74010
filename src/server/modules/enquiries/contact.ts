import { CONTACT_TRACKING_IDS, type ContactTrackingId } from '../../../shared/contracts/journey';
import { isMaskedMobile, MOBILE_PATTERN } from '../../../shared/rules/inputs';

/** Contact values live in their own columns (never in `answers`, never in logs) and leave the server masked. */
export type Contacts = Partial<Record<ContactTrackingId, string>>;

export function isContactTrackingId(value: unknown): value is ContactTrackingId {
  return typeof value === 'string' && (CONTACT_TRACKING_IDS as readonly string[]).includes(value);
}

/** Spec 000 §5 'five asterisks then four digits'. */
export function maskMobile(mobile: string): string {
  return `*****${mobile.slice(-4)}`;
}

/** Decision 0028: where a results link went, as the page says it ('+971 5X XXX 1234'). */
export function linkMask(mobile: string): string {
  return `+971 5X XXX ${mobile.slice(-4)}`;
}

/** 'jane@example.com' → 'j***@example.com' (the browser shows it and sends it back unchanged). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const MASKED_EMAIL = /^[^@\s*]\*{3}@[^@\s*]+$/;

export function isMaskedEmail(value: unknown): value is string {
  return typeof value === 'string' && MASKED_EMAIL.test(value);
}

/** Is `value` a masked stand-in for a contact of this kind? */
export function isMaskedContact(trackingId: ContactTrackingId, value: unknown): value is string {
  if (trackingId === 'mobileNumber' || trackingId === 'altMobileNumber') return isMaskedMobile(value);
  if (trackingId === 'email') return isMaskedEmail(value);
  return false;
}

/** The masked value a stored contact is shown as; `undefined` for kinds that are not masked (name). */
export function maskContact(trackingId: ContactTrackingId, stored: string): string {
  if (trackingId === 'mobileNumber' || trackingId === 'altMobileNumber') return maskMobile(stored);
  if (trackingId === 'email') return maskEmail(stored);
  return stored;
}

/** A masked value stands for `stored` only when `stored` masks to exactly it (same last digits / same shape). */
export function maskMatches(trackingId: ContactTrackingId, masked: string, stored: string | null): boolean {
  return stored !== null && stored !== '' && maskContact(trackingId, stored) === masked;
}

const MOBILE_RE = new RegExp(MOBILE_PATTERN);
/** A deliberately plain address check (the form's own rules may be stricter). */
const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

/**
 * What a contact column can hold, whatever the form definition says (the server is at least as strict as any
 * form: architecture §3 example 1). Mobiles are nine digits without +971 (spec 000 §9).
 */
export function contactShapeOk(trackingId: ContactTrackingId, value: string): boolean {
  switch (trackingId) {
    case 'mobileNumber':
    case 'altMobileNumber':
      return MOBILE_RE.test(value);
    case 'email':
      return EMAIL_RE.test(value) && value.length <= 254;
    case 'name':
      return value.trim().length > 0 && value.length <= 200;
  }
}
