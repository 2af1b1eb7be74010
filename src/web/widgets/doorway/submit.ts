import { postLead } from '../../leads-form/post';

type LeadAnswer = { next?: { config?: { url?: string } } };
const leadAnswer = {
  safeParse(value: unknown): { success: boolean; data?: LeadAnswer } {
    return typeof value === 'object' && value !== null
      ? { success: true, data: value as LeadAnswer }
      : { success: false };
  },
};

/**
 * POST /api/lead_details with source 'doorway' (decision 0030: `consent: true` only after the visitor ticked the
 * box, the number, the page's product) through the one lead post, with its Idempotency-Key per submission. Loaded only when the form is sent.
 */
export async function postDoorwayLead(
  mobileNumber: string,
  countryProductId: number,
): Promise<{ ok: true; next: string | undefined } | { ok: false; message: string }> {
  // No countryproductid header: the product is in the body (as the doorway always sent it).
  const res = await postLead<LeadAnswer>(
    undefined,
    { source: 'doorway', consent: true, mobileNumber, countryProductId },
    { schema: leadAnswer },
  );
  return res.ok ? { ok: true, next: res.data.next?.config?.url } : { ok: false, message: res.message };
}
