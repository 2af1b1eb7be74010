import {
  apiGet as rawGet,
  apiPost as rawPost,
  apiPut as rawPut,
  type ApiResult,
  type RequestOptions,
} from '../session/request';
import { sessionReady } from '../session/ready';

export { sessionReady };

/** The one request helper (src/web/session/request.ts), after the session start. */
export async function apiGet(url: string, opts?: RequestOptions<unknown>): Promise<ApiResult<unknown>> {
  await sessionReady();
  return rawGet(url, opts);
}
export async function apiPost(
  url: string,
  body: unknown,
  opts?: RequestOptions<unknown>,
): Promise<ApiResult<unknown>> {
  await sessionReady();
  return rawPost(url, body, opts);
}
export async function apiPut(
  url: string,
  body: unknown,
  opts?: RequestOptions<unknown>,
): Promise<ApiResult<unknown>> {
  await sessionReady();
  return rawPut(url, body, opts);
}
