import {
  apiGet as rawGet,
  apiPost as rawPost,
  apiPut as rawPut,
  type ApiResult,
  type RequestOptions,
} from '../session/request';

/**
 * Resolves once the page's session start has finished (entry-client runs it after hydration and marks
 * <html data-session="ready|failed">). Every journey call but the device's needs the session token, and a
 * first visit has none until then. Resolves after `timeoutMs` anyway: the request helper then handles 401s.
 */
export function sessionReady(timeoutMs = 15_000): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const root = document.documentElement;
  if (root.dataset.session) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.session) done();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-session'] });
    const timer = setTimeout(done, timeoutMs);
  });
}

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
