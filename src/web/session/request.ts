import { SESSION_ERROR_CODES } from '../../shared/contracts/session-constants';
import { browserHeaders, credentialsFor, isLogUrl } from './headers';
import { sendErrorLog } from './log';
import { SOURCE } from '../../shared/domain/sources';
import { currentSourceId, nativeBridge } from './context';
import { openBlockUser, openSignInPrompt } from './overlays';
import { stored } from './storage';
import type { Transport, TransportResponse } from './transport';

/**
 * The one request helper for every browser call (docs/product/session.md 'Every request', docs/product/errors-and-limits.md error catalogue).
 * Never throws: every outcome is an ApiResult.
 */
export type ApiOk<T> = { ok: true; status: number; data: T };
export type ApiFailure = {
  ok: false;
  status: number;
  code: string;
  message: string;
  retryAfter?: number;
  /** The parsed error body, for callers that read more than {code, message} (e.g. RULE_FAILED fieldErrors). */
  body?: unknown;
};
export type ApiResult<T> = ApiOk<T> | ApiFailure;

/** Structural subset of a zod schema, so response checks reuse the contracts without a hard dependency. */
export type ResponseParser<T> = { safeParse(value: unknown): { success: boolean; data?: T | undefined } };

export type RequestOptions<T> = {
  /** Validates the success body; a mismatch is an INVALID_RESPONSE failure. */
  schema?: ResponseParser<T>;
  headers?: Record<string, string>;
  enquiryId?: string;
  /** Send the stored session token (default true; the device and dumpLogs calls never do). */
  auth?: boolean;
  /**
   * On SESSION_EXPIRED/UNAUTHORIZED re-run the session bootstrap and retry once (default true). The bootstrap's
   * own calls turn it off, so recovery can never loop.
   */
  recoverSession?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Statuses that are an ordinary answer of this call (a signed-out 401 on the account pages): no error record. */
  quietStatuses?: readonly number[];
};

export type UploadOptions<T> = RequestOptions<T> & {
  onProgress?: (fraction: number) => void;
  method?: 'POST' | 'PUT';
};

/** Client-side failure codes (the server's come from its body). */
export const CLIENT_ERROR_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Used when a RATE_LIMIT answer carries no usable wait (the server always should). */
export const DEFAULT_RETRY_AFTER_S = 60;

export type RequestHooks = {
  onRateLimit(message: string, retryAfter: number): void;
  onInternalRateLimit(): void;
  /** Re-runs the bootstrap (forced); resolves true when a new session token is stored. */
  onSessionInvalid(): Promise<boolean>;
};

const defaultHooks: RequestHooks = {
  onRateLimit: (message, retryAfter) => void openBlockUser(message, retryAfter).catch(() => undefined),
  onInternalRateLimit: () => openSignInPrompt(),
  onSessionInvalid: async () => false,
};
let hooks: RequestHooks = defaultHooks;

/** The session start wires recovery to the bootstrap; tests replace any hook. */
export function configureRequest(overrides: Partial<RequestHooks>): void {
  hooks = { ...hooks, ...overrides };
}
export function resetRequestHooks(): void {
  hooks = defaultHooks;
}

const fetchTransport: Transport = async (req) => {
  const res = await fetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body ?? null,
    credentials: req.credentials,
    signal: req.signal,
  });
  const text = await res.text();
  return { status: res.status, statusText: res.statusText, header: (n) => res.headers.get(n), text };
};

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Retry-After from the body (seconds) or the header (seconds or an HTTP date). */
export function retryAfterSeconds(bodyValue: unknown, header: string | null, now: number): number {
  if (typeof bodyValue === 'number' && Number.isFinite(bodyValue) && bodyValue > 0)
    return Math.ceil(bodyValue);
  if (header) {
    if (/^\s*\d+\s*$/.test(header)) return Math.max(1, Number(header));
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(1, Math.ceil((at - now) / 1000));
  }
  return DEFAULT_RETRY_AFTER_S;
}

/** The failure a non-2xx answer describes ({code, message, retryAfter} bodies per the API contract). */
export function failureFrom(
  status: number,
  statusText: string,
  body: unknown,
  retryAfterHeader: string | null,
  now: number,
): ApiFailure {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof b.code === 'string' && b.code ? b.code : `HTTP_${status}`;
  const message =
    typeof b.message === 'string' ? b.message : typeof body === 'string' ? body.slice(0, 500) : statusText;
  const f: ApiFailure = { ok: false, status, code, message };
  if (typeof body === 'object' && body !== null) f.body = body;
  if (code === SESSION_ERROR_CODES.RATE_LIMIT || status === 429)
    f.retryAfter = retryAfterSeconds(b.retryAfter, retryAfterHeader, now);
  return f;
}

function combinedSignal(
  timeoutMs: number,
  outer: AbortSignal | undefined,
): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, timeoutMs);
  const onAbort = () => ctrl.abort();
  if (outer?.aborted) ctrl.abort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: ctrl.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

const SESSION_CODES: readonly string[] = [
  SESSION_ERROR_CODES.SESSION_EXPIRED,
  SESSION_ERROR_CODES.UNAUTHORIZED,
];

async function send<T>(
  method: string,
  url: string,
  body: unknown,
  opts: RequestOptions<T>,
  transport: Transport,
  isRetry = false,
): Promise<ApiResult<T>> {
  const started = performance.now();
  const isJson = body !== undefined && !(typeof FormData !== 'undefined' && body instanceof FormData);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...browserHeaders(url, { auth: opts.auth ?? true, enquiryId: opts.enquiryId }),
    ...(isJson ? { 'content-type': 'application/json' } : {}),
    ...opts.headers,
  };
  const timing = combinedSignal(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal);
  let res: TransportResponse;
  try {
    res = await transport({
      method,
      url,
      headers,
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as BodyInit),
      credentials: credentialsFor(url),
      signal: timing.signal,
    });
  } catch (err) {
    const code = timing.timedOut()
      ? CLIENT_ERROR_CODES.TIMEOUT
      : opts.signal?.aborted
        ? CLIENT_ERROR_CODES.ABORTED
        : CLIENT_ERROR_CODES.NETWORK_ERROR;
    const failure: ApiFailure = {
      ok: false,
      status: 0,
      code,
      message: err instanceof Error ? err.message : String(err),
    };
    return handleFailure(failure, { method, url, body, opts, transport, started, responseText: '', isRetry });
  } finally {
    timing.done();
  }

  // docs/product/session.md: a returned authorization header is stored.
  const token = res.header('authorization');
  if (token) stored.authorization.set(token);

  const parsed = parseBody(res.text);
  let failure: ApiFailure;
  if (res.status >= 200 && res.status < 300) {
    if (!opts.schema) return { ok: true, status: res.status, data: parsed as T };
    const check = opts.schema.safeParse(parsed);
    if (check.success) return { ok: true, status: res.status, data: check.data as T };
    failure = {
      ok: false,
      status: res.status,
      code: CLIENT_ERROR_CODES.INVALID_RESPONSE,
      message: 'The response did not match the contract.',
    };
  } else {
    failure = failureFrom(res.status, res.statusText, parsed, res.header('retry-after'), Date.now());
  }
  return handleFailure(failure, {
    method,
    url,
    body,
    opts,
    transport,
    started,
    responseText: res.text,
    isRetry,
  });
}

async function handleFailure<T>(
  failure: ApiFailure,
  c: {
    method: string;
    url: string;
    body: unknown;
    opts: RequestOptions<T>;
    transport: Transport;
    started: number;
    responseText: string;
    isRetry: boolean;
  },
): Promise<ApiResult<T>> {
  // The log call is exempt from the error handler (docs/product/session.md): no popup, no record about itself.
  if (isLogUrl(c.url) || failure.code === CLIENT_ERROR_CODES.ABORTED) return failure;
  if (c.opts.quietStatuses?.includes(failure.status)) return failure;
  sendErrorLog({
    errorInfo: `${c.method} ${failure.code}`,
    statusCode: failure.status,
    message: failure.message,
    requestUrl: c.url,
    requestData: c.body,
    responseData: c.responseText,
    durationMs: performance.now() - c.started,
  });
  try {
    if (failure.code === SESSION_ERROR_CODES.RATE_LIMIT) {
      hooks.onRateLimit(failure.message, failure.retryAfter ?? DEFAULT_RETRY_AFTER_S);
    } else if (failure.code === SESSION_ERROR_CODES.INTERNAL_RATE_LIMIT_EXCEED) {
      hooks.onInternalRateLimit();
    } else if (SESSION_CODES.includes(failure.code)) {
      // docs/product/session.md: no popup. Inside the mobile app the app is told, so it can renew its own session.
      nativeBridge()?.(
        JSON.stringify({ code: failure.code, status: failure.status, message: failure.message }),
      );
      if (c.opts.recoverSession !== false && !c.isRetry && (await hooks.onSessionInvalid())) {
        return send(c.method, c.url, c.body, c.opts, c.transport, true);
      }
    }
  } catch {
    // a failing hook must not turn a failure result into an exception
  }
  alertOnWebviewWithoutToken(failure);
  return failure;
}

/**
 * docs/product/session.md partner sources: source 4 (the app webview) alerts raw errors when no token (decision 0109): on the ADCB source, which
 * opens inside the bank's app webview with no chrome of ours, a failure while no session token is stored is shown
 * with the webview's native alert, raw (`CODE: message`). Any other source, or once a token exists: no alert.
 */
function alertOnWebviewWithoutToken(failure: ApiFailure): void {
  try {
    if (stored.authorization.get() || currentSourceId() !== SOURCE.ADCB) return;
    const alert = (window as { alert?: (message: string) => void }).alert;
    if (typeof alert === 'function') alert(`${failure.code}: ${failure.message}`);
  } catch {
    // an alert that cannot show changes nothing in the result
  }
}

export function apiGet<T = unknown>(url: string, opts: RequestOptions<T> = {}): Promise<ApiResult<T>> {
  return send<T>('GET', url, undefined, opts, fetchTransport);
}
export function apiPost<T = unknown>(
  url: string,
  body?: unknown,
  opts: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  return send<T>('POST', url, body ?? {}, opts, fetchTransport);
}
export function apiPut<T = unknown>(
  url: string,
  body?: unknown,
  opts: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  return send<T>('PUT', url, body ?? {}, opts, fetchTransport);
}
/**
 * Multipart upload with progress (documents, docs/product/session.md). XMLHttpRequest, because fetch cannot report
 * upload progress; its code is a separate chunk that only upload pages load.
 */
export async function apiUpload<T = unknown>(
  url: string,
  form: FormData,
  opts: UploadOptions<T> = {},
): Promise<ApiResult<T>> {
  const { xhrTransport } = await import('./upload-xhr');
  return send<T>(opts.method ?? 'POST', url, form, opts, xhrTransport(opts.onProgress));
}
