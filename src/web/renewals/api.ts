import type { TRenewalAccess, TRenewalView } from '../../shared/contracts/renewal-page';
import { apiPost, type ApiResult } from '../session/request';
import { sessionReady } from '../session/ready';

/**
 * The renewal page's calls (decision 0090), with this device's token once the page's session has started (a page
 * navigation carries none). 403 (another device), 404 and 410 (a broken or expired link) are ordinary answers.
 */
const QUIET = [403, 404, 410] as const;
const urlOf = (token: string, action: 'open' | 'access') =>
  `/api/renewals/${encodeURIComponent(token)}/${action}`;

export async function openRenewal(token: string): Promise<ApiResult<TRenewalView>> {
  await sessionReady();
  return apiPost<TRenewalView>(urlOf(token, 'open'), undefined, { quietStatuses: QUIET });
}

export async function renewalAccess(token: string, otp?: string): Promise<ApiResult<TRenewalAccess>> {
  await sessionReady();
  return apiPost<TRenewalAccess>(urlOf(token, 'access'), otp === undefined ? {} : { otp }, {
    quietStatuses: [...QUIET, 422, 429],
  });
}
