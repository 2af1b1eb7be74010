import type { ContactTrackingId } from '../../shared/contracts/journey';
import { isEmiratesId, isMaskedMobile, maskEmiratesId } from '../../shared/rules/inputs';

/** How personal values leave the server: masked in every read (docs/product/enquiries.md, docs/product/otp.md). */

/** Five asterisks then the last four digits. */
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

/** The masked value a stored contact is shown as; kinds that are not masked (name) as stored. */
export function maskContact(trackingId: ContactTrackingId, stored: string): string {
  if (trackingId === 'mobileNumber' || trackingId === 'altMobileNumber') return maskMobile(stored);
  if (trackingId === 'email') return maskEmail(stored);
  return stored;
}

/** A masked value stands for `stored` only when `stored` masks to exactly it (same last digits / same shape). */
export function maskMatches(trackingId: ContactTrackingId, masked: string, stored: string | null): boolean {
  return stored !== null && stored !== '' && maskContact(trackingId, stored) === masked;
}

/** `value` with every Emirates ID in it (at any depth) masked. */
export function maskedIds(value: unknown): unknown {
  if (isEmiratesId(value)) return maskEmiratesId(value);
  if (Array.isArray(value)) return value.map(maskedIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskedIds(v)]));
  return value;
}
