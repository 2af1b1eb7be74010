import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * docs/decisions/0071-style-and-screen-checks.md: on a phone the back-to-top button never sits on a control, a price
 * or a fixed bar. Scrolled down the page a screen at a time, wherever it shows, nothing the visitor needs is under it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const UNDER = 'a[href], button, input, select, textarea, summary, label, [role="button"], .journey__actions';

/** Scrolls to y and waits for the button's own check there (it notes the scroll position it looked at). */
async function scrollTo(page: Page, y: number): Promise<number> {
  const at = await page.evaluate((top) => {
    window.scrollTo(0, top);
    return Math.round(window.scrollY);
  }, y);
  await page.waitForFunction(
    (want) => document.querySelector<HTMLElement>('.scroll-top')?.dataset.at === String(want),
    at,
  );
  return at;
}

/** What lies under the shown button, by the same points a finger would cover; empty when it is not shown. */
const underButton = (page: Page) =>
  page.evaluate((sel) => {
    const b = document.querySelector<HTMLElement>('.scroll-top');
    if (!b || b.hidden || getComputedStyle(b).visibility === 'hidden') return null;
    const r = b.getBoundingClientRect();
    const pts = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ] as const;
    const hits = new Set<string>();
    for (const [x, y] of pts)
      for (const el of document.elementsFromPoint(x, y)) {
        if (b.contains(el)) continue;
        const hit = el.closest(sel);
        if (hit) hits.add(`${hit.tagName.toLowerCase()}.${hit.className}`);
      }
    return [...hits];
  }, UNDER);

describe('back to top on a phone (390 px)', () => {
  for (const path of ['/', '/car-insurance/', '/ar-ae/car-insurance/']) {
    it(`covers nothing the visitor needs on ${path}`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page } = w;
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForSelector('html[data-hydrated="true"]');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let shown = 0;
      for (let y = 0; y <= height; y += 300) {
        await scrollTo(page, y);
        const under = await underButton(page);
        if (under === null) continue;
        shown++;
        expect({ y, under }).toEqual({ y, under: [] });
      }
      // It does show somewhere on a long page, so the check above looked at something.
      expect(shown).toBeGreaterThan(0);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }
});
