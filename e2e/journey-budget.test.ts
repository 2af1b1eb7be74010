import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * Decision 0048: a journey page downloads at most 100 KB of JavaScript on a phone. Counted as Chromium received
 * it: the compressed body bytes of every script response from navigation until the network is idle (after the
 * session start, which comes after the load event), with the phone Lighthouse emulates.
 */
const BUDGET = 100 * 1024;
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36',
};
const JOURNEY_PAGES = [
  '/car-insurance/',
  '/ar-ae/car-insurance/',
  '/health-insurance/',
  '/ar-ae/health-insurance/',
  '/travel-insurance/',
  '/ar-ae/travel-insurance/',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Compressed bytes of every script a page load fetched, by path. */
async function scriptBytes(path: string): Promise<Map<string, number>> {
  const w = await openPage(browser, PHONE);
  const bytes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const count = (r: Request) => {
    if (r.resourceType() !== 'script') return;
    pending.push(
      r.sizes().then(
        (s) => void bytes.set(new URL(r.url()).pathname, s.responseBodySize),
        () => undefined,
      ),
    );
  };
  w.page.on('requestfinished', count);
  const res = await w.page.goto(baseUrl() + path);
  expect(res?.status()).toBe(200);
  await w.page.waitForSelector('html[data-hydrated="true"]');
  await w.page.waitForSelector('html[data-session]', { state: 'attached' });
  await w.page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // the journey hydrated: the budget is for a working page, not one whose chunks failed
  await w.page.waitForSelector('[data-island="Journey"][data-island-hydrated]', { state: 'attached' });
  expect(w.errors).toEqual([]);
  await w.context.close();
  return bytes;
}

describe('journey pages on a phone', () => {
  it('download at most 100 KB of JavaScript (compressed, every script until idle)', async () => {
    const totals: Record<string, number> = {};
    for (const path of JOURNEY_PAGES) {
      const bytes = await scriptBytes(path);
      const total = [...bytes.values()].reduce((a, b) => a + b, 0);
      totals[path] = total;
      console.log(
        `${path}: ${(total / 1024).toFixed(1)} KB in ${bytes.size} scripts (${[...bytes]
          .sort((a, b) => b[1] - a[1])
          .map(([p, n]) => `${p.replace(/^\/assets\//, '')} ${(n / 1024).toFixed(1)}`)
          .join(', ')})`,
      );
      expect(bytes.size).toBeGreaterThan(0);
    }
    // names the pages over budget in the failure
    expect(Object.entries(totals).filter(([, total]) => total > BUDGET)).toEqual([]);
  });
});
