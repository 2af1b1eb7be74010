import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * Decision 0048: a chunk that fails to load shows an in-place message with Retry (translated, fits 360 px), a
 * chunk missing after a deploy reloads the page once (never in a loop), and browser errors reach dumpLogs redacted
 * and rate limited. The journey island's chunks are blocked with page.route.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 360, height: 740 };
/** The journey island's chunks (its small entry and the shared journey chunk). */
const JOURNEY_CHUNK = /\/assets\/journey-[^/]+\.js$/;
const journey = (page: Page) => page.locator('[data-island="Journey"]');
const hydrated = (page: Page) =>
  page.waitForSelector('[data-island="Journey"][data-island-hydrated]', {
    state: 'attached',
    timeout: 15_000,
  });

/** The bodies of the dumpLogs records the page sends. */
function watchLogs(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/api/analytics/dumpLogs') && r.method() === 'POST') bodies.push(r.postData() ?? '');
  });
  return bodies;
}

describe('a journey chunk that fails to load', () => {
  for (const [prefix, text, retry, dir] of [
    ['', 'This part of the page did not load', 'Retry', 'ltr'],
    ['/ar-ae', 'لم يكتمل تحميل هذا الجزء من الصفحة', 'إعادة المحاولة', 'rtl'],
  ] as const)
    it(`shows the message in place (${dir}), reports it, and Retry hydrates the journey`, async () => {
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      const logs = watchLogs(page);
      const block = (route: Route) => route.abort('connectionfailed');
      await page.route(JOURNEY_CHUNK, block);
      await page.goto(`${baseUrl()}${prefix}/car-insurance/`);

      const alert = page.getByRole('alert').filter({ hasText: text });
      await alert.waitFor({ timeout: 15_000 });
      // in place: right above the journey, which keeps its server HTML and is not hydrated
      expect(
        await journey(page).evaluate((el) => el.previousElementSibling?.getAttribute('data-testid') ?? ''),
      ).toBe('load-error');
      expect(await journey(page).getAttribute('data-island-hydrated')).toBeNull();
      expect(await page.locator('#jf-carMake').count()).toBe(1);
      // fits a 360 px phone, mirrored in Arabic
      const box = (await alert.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await alert.evaluate((el) => getComputedStyle(el).direction)).toBe(dir);
      // reported through dumpLogs
      await expect.poll(() => logs.some((b) => b.includes('chunk') && b.includes('Journey'))).toBe(true);

      // the network is back: Retry hydrates the island and the message goes
      await page.unroute(JOURNEY_CHUNK, block);
      await alert.getByRole('button', { name: retry }).click();
      await hydrated(page);
      await alert.waitFor({ state: 'detached' });
      await w.context.close();
    });
});

describe('a chunk gone after a deploy', () => {
  it('reloads the page once for the new build, then shows the message instead of reloading again', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    // The chunks answer 404 (their names changed), and the page fetched again names another entry file.
    await page.route(JOURNEY_CHUNK, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.route(
      (url) => url.pathname === '/car-insurance/',
      async (route) => {
        if (route.request().resourceType() === 'document') return route.continue();
        const res = await route.fetch();
        const html = (await res.text()).replace(/\/assets\/client-[^"]+\.js/g, '/assets/client-NewBuild1.js');
        return route.fulfill({ response: res, body: html });
      },
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(`${baseUrl()}/car-insurance/`);
    // the first load reloads; the reloaded page (still missing the chunk) shows the message instead
    await page.getByTestId('load-error').waitFor({ timeout: 20_000 });
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('sahel:reloaded-for'))).toBe(
      '/assets/client-NewBuild1.js',
    );
    await w.context.close();
  });
});

describe('unhandled errors in the browser', () => {
  it('are reported to dumpLogs redacted, once each and at most 5 per page view', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    const logs = watchLogs(page);
    await page.goto(`${baseUrl()}/car-insurance/`);
    await hydrated(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('rejected for zaynab (at) example (dot) com'));
    });
    await expect.poll(() => logs.length).toBe(1);
    await page.evaluate(() => {
      const fail = (m: string) =>
        setTimeout(() => {
          throw new Error(m);
        });
      fail('boom: your code is 612345');
      fail('boom: your code is 612345'); // the same error again: reported once
      for (let i = 0; i < 6; i++) fail(`boom ${i}`);
    });
    await expect.poll(() => logs.length).toBe(5);
    expect(
      logs.filter((b) => b.includes('612345') || b.includes('your code is [REDACTED_OTP]')),
    ).toHaveLength(1);
    const all = logs.join('\n');
    expect(all).toContain('boom');
    expect(all).toContain('unhandledrejection');
    expect(all).not.toContain('612345');
    expect(all).not.toContain('zaynab');
    // nothing more arrives after a round trip of the page's own
    await page.evaluate(() => fetch('/api/health').then((r) => r.status));
    expect(logs.length).toBe(5);
    await w.context.close();
  });
});
