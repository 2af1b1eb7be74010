import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { WEB_PARTNER_ID } from '../src/shared/contracts/session';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
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

describe('analytics events (decisions 0103, 0108)', () => {
  it('a journey page and a content page post their events with field ids only, never a typed value', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const bodies: string[] = [];
    w.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/analytics/events')) bodies.push(r.postData() ?? '');
    });
    const posted = (name: string) =>
      w.page.waitForRequest(
        (r) => r.url().endsWith('/api/analytics/events') && (r.postData() ?? '').includes(`"name":"${name}"`),
      );

    // A journey: a salary typed and left; the batch leaves 2 s after its first event.
    await w.page.goto(baseUrl() + '/personal-loans/');
    expect(await sessionSettled(w.page)).toBe('ready');
    await w.page.waitForSelector('[data-island="Journey"][data-island-hydrated]', { state: 'attached' });
    const answered = posted('journeyTracking');
    await w.page.fill('#jf-monthlySalary', '23457');
    await w.page.press('#jf-monthlySalary', 'Tab');
    expect((await (await answered).response())?.status()).toBe(202);

    // A content page with product tiles: a tile's click is an iconClick with the product it opens (the click's
    // navigation held here, so the batch leaves from this page). Leaving the journey page sent leavingPage.
    await w.page.goto(baseUrl() + '/health-insurance/plans-explained/');
    expect(await sessionSettled(w.page)).toBe('ready');
    await w.page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    const clicked = posted('iconClick');
    await w.page.click('a[data-ev="iconClick"][data-ev-product]');
    expect((await (await clicked).response())?.status()).toBe(202);

    const events = bodies.flatMap(
      (b) =>
        (
          JSON.parse(b) as {
            events: { name: string; pagePath: string; productId?: number; fieldId?: string }[];
          }
        ).events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'pageView', pagePath: '/personal-loans/', productId: 8 }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'journeyTracking',
        fieldId: 'monthlySalary',
        pagePath: '/personal-loans/',
      }),
    );
    expect(events.find((e) => e.name === 'iconClick')?.productId).toBeGreaterThan(0);
    // nothing typed ever leaves the form
    for (const b of bodies) expect(b).not.toContain('23457');
    // the page's last batch leaves as it unloads (keepalive), which the browser no longer reports: it was stored
    const left = await queryDb<{ name: string }>(
      databaseUrl(),
      `SELECT name FROM analytics_events WHERE page_path = '/personal-loans/' AND name = 'leavingPage'`,
    );
    expect(left.length).toBeGreaterThan(0);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});
