import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiGet,
  apiPost,
  configureRequest,
  failureFrom,
  resetRequestHooks,
  retryAfterSeconds,
  type RequestHooks,
} from './request';
import { logsSettled, resetLogBudget } from './log';
import { resetMemoryStorage, stored } from './storage';
import { sessionStore } from './store';
import { installFakeBrowser, type FakeBrowser } from './testing/fake-browser';
import { resetContextCache } from './context';

let b: FakeBrowser;
let hooks: { [K in keyof RequestHooks]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  b = installFakeBrowser();
  hooks = { onRateLimit: vi.fn(), onInternalRateLimit: vi.fn(), onSessionInvalid: vi.fn(async () => false) };
  configureRequest(hooks as unknown as RequestHooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetMemoryStorage();
  resetContextCache();
  resetLogBudget();
  resetRequestHooks();
  sessionStore.setState({ signInPrompt: false });
});

const logCalls = () => b.calls.filter((c) => c.url === '/api/analytics/dumpLogs');
const apiCalls = () => b.calls.filter((c) => c.url !== '/api/analytics/dumpLogs');

describe('request helper: success', () => {
  it('returns typed data checked by the schema and stores a returned authorization header', async () => {
    b.setHandler(() => ({ status: 200, body: { visitId: 9 }, headers: { authorization: 'new-token' } }));
    const r = await apiPost('/api/visit', { a: 1 }, { schema: z.object({ visitId: z.number() }) });
    expect(r).toEqual({ ok: true, status: 200, data: { visitId: 9 } });
    expect(stored.authorization.get()).toBe('new-token');
    expect(apiCalls()[0]).toMatchObject({ method: 'POST', url: '/api/visit', body: { a: 1 } });
    expect(apiCalls()[0]?.headers['content-type']).toBe('application/json');
    await logsSettled();
    expect(logCalls()).toHaveLength(0);
  });

  it('sends the stored token except to exempt calls', async () => {
    stored.authorization.set('tok');
    b.setHandler(() => ({ status: 200, body: {} }));
    await apiGet('/api/recent');
    await apiPost('/api/device', {});
    expect(apiCalls()[0]?.headers.authorization).toBe('tok');
    expect(apiCalls()[1]?.headers.authorization).toBeUndefined();
  });

  it('turns a body that breaks the contract into INVALID_RESPONSE (logged)', async () => {
    b.setHandler(() => ({ status: 200, body: { visitId: 'x' } }));
    const r = await apiPost('/api/visit', {}, { schema: z.object({ visitId: z.number() }) });
    expect(r).toMatchObject({ ok: false, code: 'INVALID_RESPONSE', status: 200 });
    await logsSettled();
    expect(logCalls()).toHaveLength(1);
  });
});

describe('request helper: failures (docs/product/session.md)', () => {
  it('RATE_LIMIT opens the block-user popup with the message and retry-after', async () => {
    b.setHandler(() => ({
      status: 429,
      body: { code: 'RATE_LIMIT', message: 'Slow down', retryAfter: 42 },
      headers: { 'retry-after': '42' },
    }));
    const r = await apiPost('/api/lead', {});
    expect(r).toEqual({
      body: { code: 'RATE_LIMIT', message: 'Slow down', retryAfter: 42 },
      ok: false,
      status: 429,
      code: 'RATE_LIMIT',
      message: 'Slow down',
      retryAfter: 42,
    });
    expect(hooks.onRateLimit).toHaveBeenCalledWith('Slow down', 42);
    expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('the default RATE_LIMIT hook opens the store popup', async () => {
    resetRequestHooks();
    b.setHandler(() => ({
      status: 429,
      body: { code: 'RATE_LIMIT', message: 'Wait' },
      headers: { 'retry-after': '7' },
    }));
    await apiGet('/api/x');
    await vi.waitFor(() =>
      expect(sessionStore.getState().blockUser).toMatchObject({ open: true, message: 'Wait', retryAfter: 7 }),
    );
    sessionStore.getState().closeBlockUser();
  });

  it('INTERNAL_RATE_LIMIT_EXCEED raises the sign-in prompt flag (default hook)', async () => {
    resetRequestHooks();
    b.setHandler(() => ({ status: 429, body: { code: 'INTERNAL_RATE_LIMIT_EXCEED', message: 'Sign in' } }));
    await apiGet('/api/x');
    expect(sessionStore.getState().signInPrompt).toBe(true);
  });

  it('SESSION_EXPIRED: no popup, renews the session and retries once', async () => {
    let n = 0;
    b.setHandler(() =>
      ++n === 1
        ? { status: 401, body: { code: 'SESSION_EXPIRED', message: 'expired' } }
        : { status: 200, body: { ok: 1 } },
    );
    hooks.onSessionInvalid.mockResolvedValue(true);
    const r = await apiGet('/api/x');
    expect(r).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(hooks.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(hooks.onRateLimit).not.toHaveBeenCalled();
    expect(apiCalls()).toHaveLength(2);
  });

  it('UNAUTHORIZED twice: one renewal, one retry, then the failure', async () => {
    b.setHandler(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } }));
    hooks.onSessionInvalid.mockResolvedValue(true);
    const r = await apiGet('/api/x');
    expect(r).toMatchObject({ ok: false, code: 'UNAUTHORIZED', status: 401 });
    expect(hooks.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(apiCalls()).toHaveLength(2);
  });

  it('does not renew when the caller opts out (the bootstrap itself)', async () => {
    b.setHandler(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } }));
    await apiPost('/api/visit', {}, { recoverSession: false });
    expect(hooks.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('posts the payload to a native app bridge when there is one', async () => {
    const postMessage = vi.fn();
    b.win.ReactNativeWebView = { postMessage };
    b.setHandler(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } }));
    await apiGet('/api/x');
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual({
      code: 'UNAUTHORIZED',
      status: 401,
      message: 'no',
    });
  });

  it('alerts the raw error on source 4 (the bank app webview) while no token is stored (decision 0109)', async () => {
    const alert = vi.fn();
    b.win.alert = alert;
    b.setHandler(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something failed' } }));
    await apiGet('/api/x');
    expect(alert).not.toHaveBeenCalled(); // not a partner source
    stored.sourceId.set(4);
    await apiGet('/api/x');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('INTERNAL_ERROR: Something failed');
    stored.authorization.set('tok');
    await apiGet('/api/x');
    expect(alert).toHaveBeenCalledTimes(1); // a token exists: no alert
    stored.authorization.remove();
    stored.sourceId.set(10);
    await apiGet('/api/x');
    expect(alert).toHaveBeenCalledTimes(1); // another partner: no alert
  });

  it('logs every failure with personal data redacted', async () => {
    b.setHandler((req) =>
      req.url === '/api/lead'
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Failed for 0501234567' } }
        : { status: 200, body: { success: true } },
    );
    await apiPost('/api/lead', { mobileNumber: '501234567', email: 'a@b.example' });
    await logsSettled();
    const logs = logCalls();
    expect(logs).toHaveLength(1);
    const rec = logs[0]?.body as Record<string, unknown>;
    expect(rec).toMatchObject({ statusCode: 500, requestUrl: '/api/lead', errorInfo: 'POST INTERNAL_ERROR' });
    const all = JSON.stringify(rec);
    expect(all).not.toContain('501234567');
    expect(all).not.toContain('a@b.example');
    expect(logs[0]?.headers.authorization).toBeUndefined();
  });

  it('a failing dumpLogs call never logs itself', async () => {
    b.setHandler(() => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'down' } }));
    const r = await apiPost('/api/analytics/dumpLogs', { message: 'x' });
    expect(r.ok).toBe(false);
    expect(b.calls).toHaveLength(1);
  });

  it('a network failure is NETWORK_ERROR with status 0', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const r = await apiGet('/api/x');
    expect(r).toMatchObject({ ok: false, status: 0, code: 'NETWORK_ERROR' });
  });

  it('a timeout is TIMEOUT', async () => {
    vi.mocked(fetch).mockImplementationOnce(
      (_u, init) =>
        new Promise((_res, rej) => {
          init?.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')));
        }),
    );
    const r = await apiGet('/api/x', { timeoutMs: 10 });
    expect(r).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });

  it('a caller abort is ABORTED and not logged', async () => {
    const ctrl = new AbortController();
    vi.mocked(fetch).mockImplementationOnce(
      (_u, init) =>
        new Promise((_res, rej) => {
          init?.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = apiGet('/api/x', { signal: ctrl.signal });
    ctrl.abort();
    expect(await p).toMatchObject({ ok: false, code: 'ABORTED' });
    await logsSettled();
    expect(logCalls()).toHaveLength(0);
  });
});

describe('failure parsing', () => {
  it.each([
    [{ code: 'X', message: 'm' }, 400, { code: 'X', message: 'm' }],
    [undefined, 502, { code: 'HTTP_502', message: 'Bad Gateway' }],
    ['<html>oops</html>', 500, { code: 'HTTP_500', message: '<html>oops</html>' }],
  ])('%j %i', (body, status, expected) => {
    expect(failureFrom(status, 'Bad Gateway', body, null, 0)).toMatchObject({
      ok: false,
      status,
      ...expected,
    });
  });

  it.each<[unknown, string | null, number]>([
    [30, null, 30],
    [2.2, null, 3],
    [undefined, '15', 15],
    [undefined, '0', 1],
    [undefined, new Date(60_000).toUTCString(), 60],
    [undefined, 'garbage', 60],
    [-5, null, 60],
  ])('retry-after body %j header %j → %i s', (bodyValue, header, expected) => {
    expect(retryAfterSeconds(bodyValue, header, 0)).toBe(expected);
  });
});
