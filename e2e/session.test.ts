import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WEB_PARTNER_ID } from '../src/shared/contracts/session';
import { baseUrl, launch, openPage } from './browser';
import { localItems, sessionSettled, unsignedJwt, watchSessionCalls } from './session-helpers';

/** Visitor session in a real browser against the real server (docs/product/session.md 'Session bootstrap', 'Traffic source'). */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('session bootstrap', () => {
  it('a first visit creates exactly one device and one visit; a reload reuses them', async () => {
    const w = await openPage(browser);
    const calls = watchSessionCalls(w.page);
    await w.page.goto(baseUrl() + '/car-insurance/');
    expect(await sessionSettled(w.page)).toBe('ready');
    expect(calls).toMatchObject({ device: 1, visit: 1 });
    const first = await localItems(w.page);
    expect(first.deviceUuid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first.deviceId).toMatch(/^\d+$/);
    expect(first.authorization).toMatch(/^(Bearer )?[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.visitId_1).toMatch(/^\d+$/);

    await w.page.reload();
    expect(await sessionSettled(w.page)).toBe('ready');
    expect(calls).toMatchObject({ device: 1, visit: 1 });
    const again = await localItems(w.page);
    expect(again.deviceUuid).toBe(first.deviceUuid);
    expect(again.visitId_1).toBe(first.visitId_1);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('replaces an expired token with a new device', async () => {
    const w = await openPage(browser);
    const calls = watchSessionCalls(w.page);
    await w.page.goto(baseUrl() + '/car-insurance/');
    expect(await sessionSettled(w.page)).toBe('ready');
    const expired = unsignedJwt({
      sub: 'x'.repeat(32),
      iat: 1_600_000_000,
      exp: 1_600_000_600,
      partnerId: WEB_PARTNER_ID,
    });
    await w.page.evaluate((t) => localStorage.setItem('authorization', t), expired);
    await w.page.reload();
    expect(await sessionSettled(w.page)).toBe('ready');
    expect(calls.device).toBe(2);
    expect(calls.visit).toBe(2);
    const after = await localItems(w.page);
    expect(after.authorization).toBeTruthy();
    expect(after.authorization).not.toBe(expired);
    expect(after.visitId_1).toMatch(/^\d+$/);
    await w.context.close();
  });

  it('saves UTM parameters to the session and strips them from the address bar', async () => {
    const w = await openPage(browser);
    const calls = watchSessionCalls(w.page);
    await w.page.goto(baseUrl() + '/car-insurance/?utm_source=google&utm_medium=cpc&x=1');
    expect(await sessionSettled(w.page)).toBe('ready');
    const url = new URL(w.page.url());
    expect(url.pathname + url.search).toBe('/car-insurance/?x=1');
    const utm = await w.page.evaluate(() => sessionStorage.getItem('utmParams'));
    expect(JSON.parse(utm ?? 'null')).toEqual({ utmSource: 'google', utmMedium: 'cpc' });
    expect(calls.bodies['/api/device']?.[0]).toMatchObject({
      utmSource: 'google',
      utmMedium: 'cpc',
      countryProductId: 1,
    });
    expect(calls.bodies['/api/visit']?.[0]).toMatchObject({ utmSource: 'google', utmMedium: 'cpc' });
    await w.context.close();
  });
});
