import type { ContactTrackingId } from '../../../shared/contracts/journey';
import { MOBILE_PATTERN } from '../../../shared/rules/inputs';

/** Contact values live in their own columns (never in `answers`, never in logs) and leave the server masked. */
export type Contacts = Partial<Record<ContactTrackingId, string>>;

const MOBILE_RE = new RegExp(MOBILE_PATTERN);
/** A deliberately plain address check (the form's own rules may be stricter). */
const EMAIL_RE = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/;

/**
 * What a contact column can hold, whatever the form definition says (the server is at least as strict as any
 * form: docs/ARCHITECTURE.md#principle-1). Mobiles are nine digits without +971 (docs/product/journeys.md).
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
