import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/domain/idempotency';
import { sessionReady } from '../../session/ready';
import { newIdempotencyKey } from '../../session/idempotency';
import { apiPost } from '../../session/request';

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
 * box, the number, the page's product); one Idempotency-Key per submission. Loaded only when the form is sent.
 */
export async function postDoorwayLead(
  mobileNumber: string,
  countryProductId: number,
): Promise<{ ok: true; next: string | undefined } | { ok: false; message: string }> {
  await sessionReady();
  const res = await apiPost<LeadAnswer>(
    '/api/lead_details',
    { source: 'doorway', consent: true, mobileNumber, countryProductId },
    { schema: leadAnswer, headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
  );
  return res.ok ? { ok: true, next: res.data.next?.config?.url } : { ok: false, message: res.message };
}
