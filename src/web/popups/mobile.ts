import { isMaskedMobile, validateMobile } from '../../shared/rules/inputs';

/** What the popup form shows under the number box (the texts come from the page's catalogues). */
export type MobileMessage = 'required' | 'invalid' | 'masked' | null;

/**
 * The popups' number check (docs/product/leads.md 'Mobile number (all capture points)'; decision 0030). A masked number
 * ('*****1234') is invalid in the footer until edited; the other popups send it with the enquiry it stands for
 * (`cachedEnquiryId`, which the server accepts only for the caller's own enquiry). Kept out of rules.ts: the
 * shared rule engine belongs to the lazy popup chunk, not the entry.
 */
export function checkMobile(
  value: string,
  opts: { acceptMasked: boolean; cachedEnquiryId: string | undefined },
): { valid: boolean; sendCachedEnquiryId: boolean; message: MobileMessage } {
  if (isMaskedMobile(value)) {
    const ok = opts.acceptMasked && opts.cachedEnquiryId !== undefined;
    return { valid: ok, sendCachedEnquiryId: ok, message: ok ? null : 'masked' };
  }
  const r = validateMobile(value, 'footer');
  if (r.valid) return { valid: true, sendCachedEnquiryId: false, message: null };
  return {
    valid: false,
    sendCachedEnquiryId: false,
    message: r.type === 'required' ? 'required' : 'invalid',
  };
}
