import { apiGet, type ApiResult } from '../session/request';
import { sessionReady } from '../session/ready';
import { policyViewParser, type PolicyView } from './thank-you-rules';

/**
 * GET /api/policies/{publicId} (docs/product/policies.md): the policy as the device that bought it may read it, with
 * that device's token (a page navigation carries none, so the call waits for the page's session start). A 404 is
 * an ordinary answer here (another device's policy): no error record.
 */
export async function fetchPolicy(publicId: string): Promise<ApiResult<PolicyView>> {
  await sessionReady();
  return apiGet<PolicyView>(`/api/policies/${encodeURIComponent(publicId)}`, {
    schema: policyViewParser,
    quietStatuses: [404],
  });
}
