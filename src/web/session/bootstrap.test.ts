import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_PARTNER_ID } from '../../shared/contracts/session';
import {
  bootstrap,
  renewSession,
  resetBootstrapState,
  runPageSession,
  MAX_FORCED_RENEWALS_PER_PAGE,
} from './bootstrap';
import { resetContextCache } from './context';
import { logsSettled, resetLogBudget } from './log';
import { configureRequest, resetRequestHooks } from './request';
import { resetMemoryStorage, stored } from './storage';
import { sessionStore } from './store';
import {
  fakeJwt,
  installFakeBrowser,
  PAGE_CONTEXT,
  type FakeBrowser,
  type FakeResponse,
} from './testing/fake-browser';

/** A fake API with the contract of src/shared/contracts/session.ts. */
function fakeApi(b: FakeBrowser, overrides: Partial<Record<string, () => FakeResponse | undefined>> = {}) {
  const state = { devices: 0, visits: 0, tokenChecks: 0, known: new Set<string>() };
  b.setHandler((req) => {
    const o = overrides[req.url]?.();
    if (o) return o;
    if (req.url === '/api/device') {
      state.devices++;
      const uuid = String(state.devices).padStart(32, 'd');
      state.known.add(uuid);
      const token = fakeJwt({
        sub: uuid,
        exp: Math.floor(Date.now() / 1000) + 3600,
        partnerId: WEB_PARTNER_ID,
      });
      return {
        status: 200,
        body: { deviceId: state.devices, deviceUuid: uuid, visitId: 100 + state.devices },
        headers: { authorization: token },
      };
    }
    if (req.url === '/api/visit') {
      state.visits++;
      const body = req.body as { deviceUuid: string };
      if (!state.known.has(body.deviceUuid))
        return { status: 404, body: { code: 'DEVICE_ID_NOT_FOUND', message: 'gone' } };
      return { status: 200, body: { visitId: 500 + state.visits } };
    }
    if (req.url === '/api/partner/token-check') {
      state.tokenChecks++;
      return { status: 200, body: { valid: true, sourceId: 4 } };
    }
    return { status: 200, body: { success: true } };
  });
  return state;
}

let b: FakeBrowser;
beforeEach(() => {
  b = installFakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetMemoryStorage();
  resetContextCache();
  resetBootstrapState();
  resetLogBudget();
  resetRequestHooks();
  sessionStore.setState({ session: {} });
});

const apiCalls = (url: string) => b.calls.filter((c) => c.url === url);

describe('session bootstrap (docs/product/session.md)', () => {
  it('first load: one device, one visit, everything stored', async () => {
    const api = fakeApi(b);
    const r = await bootstrap();
    expect(api).toMatchObject({ devices: 1, visits: 1 });
    expect(r).toMatchObject({ deviceCreated: true, visitId: 501, deviceUuid: stored.deviceUuid.get() });
    expect(r.token).toBe(stored.authorization.get());
    expect(stored.deviceId.get()).toBe(1);
    expect(stored.visitId(1).get()).toBe(501);
    expect(apiCalls('/api/device')[0]?.body).toEqual({ sourceId: 2, countryProductId: 1, deviceType: 1 });
    // the visit carries the device's first visit id, and the new token
    expect(apiCalls('/api/visit')[0]?.body).toMatchObject({
      countryProductId: 1,
      sourceId: 2,
      deviceUuid: r.deviceUuid,
      visitId: 101,
    });
    expect(apiCalls('/api/visit')[0]?.headers.authorization).toBe(r.token);
    expect(sessionStore.getState().session).toEqual({ deviceUuid: r.deviceUuid, visitId: 501 });
  });

  it('a second load reuses device and visit: no calls', async () => {
    fakeApi(b);
    await bootstrap();
    const before = b.calls.length;
    resetBootstrapState();
    const r = await bootstrap();
    expect(b.calls.length).toBe(before);
    expect(r).toMatchObject({ deviceCreated: false, visitId: 501 });
  });

  it('another product on the same device: a visit, no device', async () => {
    const api = fakeApi(b);
    await bootstrap();
    resetContextCache();
    resetBootstrapState();
    b.setContext({ ...PAGE_CONTEXT, countryProductId: 3, path: '/health-insurance/' });
    await bootstrap();
    expect(api).toMatchObject({ devices: 1, visits: 2 });
    expect(stored.visitId(3).get()).toBe(502);
    expect(apiCalls('/api/visit')[1]?.body).not.toHaveProperty('visitId');
  });

  it.each([
    ['expired token', () => stored.authorization.set(fakeJwt({ exp: 1, partnerId: WEB_PARTNER_ID }))],
    [
      'token inside the 300 s threshold',
      () =>
        stored.authorization.set(
          fakeJwt({ exp: Math.floor(Date.now() / 1000) + 200, partnerId: WEB_PARTNER_ID }),
        ),
    ],
    ['foreign partner token', () => stored.authorization.set(fakeJwt({ exp: 9e9, partnerId: 'other' }))],
    ['garbage token', () => stored.authorization.set('garbage')],
    ['missing token', () => stored.authorization.remove()],
    ['missing deviceId', () => stored.deviceId.remove()],
    ['missing deviceUuid', () => stored.deviceUuid.remove()],
    ['agent changed', () => (b.document.cookie = 'agentId=AG9')],
  ])('recreates the device and a visit: %s', async (_name, breakIt) => {
    const api = fakeApi(b);
    await bootstrap();
    const firstToken = stored.authorization.get();
    breakIt();
    resetBootstrapState();
    const r = await bootstrap();
    expect(api).toMatchObject({ devices: 2, visits: 2 });
    expect(r.deviceCreated).toBe(true);
    expect(stored.authorization.get()).not.toBe(firstToken);
    expect(stored.visitId(1).get()).toBe(502);
  });

  it('forced: recreates even with a valid session', async () => {
    const api = fakeApi(b);
    await bootstrap();
    resetBootstrapState();
    await bootstrap({ force: true });
    expect(api).toMatchObject({ devices: 2, visits: 2 });
  });

  it('DEVICE_ID_NOT_FOUND on the visit: recreates the device and retries once', async () => {
    const api = fakeApi(b);
    await bootstrap();
    stored.visitId(1).remove();
    api.known.clear(); // the server lost the device
    resetBootstrapState();
    const r = await bootstrap();
    expect(api).toMatchObject({ devices: 2, visits: 3 });
    expect(r).toMatchObject({ deviceCreated: true, visitId: 503 });
  });

  it('retries the visit only once', async () => {
    const api = fakeApi(b, {
      '/api/visit': () => ({ status: 404, body: { code: 'DEVICE_ID_NOT_FOUND', message: 'x' } }),
    });
    const r = await bootstrap();
    expect(api.devices).toBe(2);
    expect(apiCalls('/api/visit')).toHaveLength(2);
    expect(r.visitId).toBe(102); // the device's own first visit
    expect(stored.visitId(1).get()).toBeUndefined();
  });

  it('a failed device call is logged and yields an empty token, no visit', async () => {
    fakeApi(b, {
      '/api/device': () => ({ status: 503, body: { code: 'DATABASE_UNAVAILABLE', message: 'down' } }),
    });
    stored.authorization.set('old');
    const r = await bootstrap();
    expect(r).toEqual({ token: '', deviceCreated: false });
    expect(stored.authorization.get()).toBeUndefined();
    expect(apiCalls('/api/visit')).toHaveLength(0);
    await logsSettled();
    expect(apiCalls('/api/analytics/dumpLogs')).toHaveLength(1);
  });

  it('concurrent callers share one run', async () => {
    const api = fakeApi(b);
    const [a, c] = await Promise.all([bootstrap(), bootstrap()]);
    expect(a).toBe(c);
    expect(api).toMatchObject({ devices: 1, visits: 1 });
  });

  it('session renewal is capped per page', async () => {
    const api = fakeApi(b);
    for (let i = 0; i < MAX_FORCED_RENEWALS_PER_PAGE + 2; i++) await renewSession();
    expect(api.devices).toBe(MAX_FORCED_RENEWALS_PER_PAGE);
  });

  it('a 401 on any later call renews the session and the call succeeds', async () => {
    const api = fakeApi(b);
    await bootstrap();
    configureRequest({ onSessionInvalid: renewSession });
    let refused = false;
    b.setHandler((req) => {
      if (req.url === '/api/recent' && !refused) {
        refused = true;
        return { status: 401, body: { code: 'SESSION_EXPIRED', message: 'expired' } };
      }
      if (req.url === '/api/device') {
        const token = fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, partnerId: WEB_PARTNER_ID });
        return {
          status: 200,
          body: { deviceId: 9, deviceUuid: 'e'.repeat(32), visitId: 9 },
          headers: { authorization: token },
        };
      }
      return { status: 200, body: { visitId: 900 } };
    });
    const { apiGet } = await import('./request');
    const r = await apiGet('/api/recent');
    expect(r.ok).toBe(true);
    expect(apiCalls('/api/recent')).toHaveLength(2);
    expect(stored.deviceUuid.get()).toBe('e'.repeat(32));
    expect(api.devices).toBe(1);
  });
});

describe('page session: partner, traffic source (docs/product/session.md)', () => {
  it('saves UTM to the session and strips it from the address', async () => {
    b.navigate('/car-insurance/?utm_source=google&utm_medium=cpc&x=1#top');
    fakeApi(b);
    await runPageSession();
    expect(b.session.getItem('utmParams')).toBe('{"utmSource":"google","utmMedium":"cpc"}');
    expect(b.location.pathname + b.location.search + b.location.hash).toBe('/car-insurance/?x=1#top');
    expect(apiCalls('/api/device')[0]?.body).toMatchObject({ utmSource: 'google', utmMedium: 'cpc' });
    expect(apiCalls('/api/visit')[0]?.body).toMatchObject({ utmSource: 'google', utmMedium: 'cpc' });
  });

  it('marks a search-engine arrival as organic', async () => {
    b.document.referrer = 'https://www.google.com/';
    fakeApi(b);
    await runPageSession();
    expect(apiCalls('/api/device')[0]?.body).toMatchObject({ utmSource: 'organic', utmMedium: 'organic' });
  });

  it('keeps the stored source for homepage/internal links', async () => {
    b.session.setItem('utmParams', '{"utmSource":"newsletter"}');
    b.navigate('/car-insurance/?utm_source=homepage&utm_campaign=internal');
    fakeApi(b);
    await runPageSession();
    expect(b.location.search).toBe('');
    expect(b.session.getItem('utmParams')).toBe('{"utmSource":"newsletter"}');
    expect(apiCalls('/api/device')[0]?.body).toMatchObject({ utmSource: 'newsletter' });
  });

  it('on a partner path saves the query and source id, then checks the token', async () => {
    b.navigate('/adcb/car-insurance/?token=PT1&customerReference=CR9');
    const api = fakeApi(b);
    await runPageSession();
    expect(b.session.getItem('adcbParams')).toBe('token=PT1&customerReference=CR9');
    expect(b.local.getItem('sourceId')).toBe('4');
    // Decision 0022: the partner's token goes with the device call, so the server can keep the partner source.
    expect(apiCalls('/api/device')[0]?.body).toMatchObject({ sourceId: 4, partnerToken: 'PT1' });
    expect(apiCalls('/api/device')[0]?.headers.customerreference).toBe('CR9');
    expect(api.tokenChecks).toBe(1);
    expect(apiCalls('/api/partner/token-check')[0]?.body).toEqual({ token: 'PT1', sourceId: 4 });
  });

  it('a query sourceId that is a partner wins over the path', async () => {
    b.navigate('/network_global/?sourceId=16');
    fakeApi(b);
    await runPageSession();
    expect(b.local.getItem('sourceId')).toBe('16');
  });

  it('a different partner token drops the stored session, the same one keeps it', async () => {
    b.navigate('/mbank/?token=A');
    const api = fakeApi(b);
    await runPageSession();
    expect(api.devices).toBe(1);
    resetBootstrapState();
    b.navigate('/mbank/?token=A');
    await runPageSession();
    expect(api.devices).toBe(1);
    resetBootstrapState();
    b.navigate('/mbank/?token=B');
    await runPageSession();
    expect(api.devices).toBe(2);
  });

  it('a token-check failure is only logged', async () => {
    b.navigate('/peko/?token=X');
    fakeApi(b, {
      '/api/partner/token-check': () => ({ status: 400, body: { code: 'BAD_REQUEST', message: 'bad' } }),
    });
    const r = await runPageSession();
    expect(r.token).not.toBe('');
    await logsSettled();
    expect(apiCalls('/api/analytics/dumpLogs')).toHaveLength(1);
  });

  it('no token check off partner paths', async () => {
    b.navigate('/car-insurance/?token=X');
    const api = fakeApi(b);
    await runPageSession();
    expect(api.tokenChecks).toBe(0);
    expect(b.local.getItem('sourceId')).toBeNull();
    expect(apiCalls('/api/device')[0]?.body).not.toHaveProperty('partnerToken');
  });

  it('a partner path without a token creates the device without one', async () => {
    b.navigate('/adcb/car-insurance/');
    fakeApi(b);
    await runPageSession();
    expect(apiCalls('/api/device')[0]?.body).toMatchObject({ sourceId: 4 });
    expect(apiCalls('/api/device')[0]?.body).not.toHaveProperty('partnerToken');
  });
});
