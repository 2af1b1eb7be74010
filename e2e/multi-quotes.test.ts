import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from './axe';
import { baseUrl, launch, openPage } from './browser';

/**
 * The car landing page's multi-quote tabs (decision 0014) in Chromium at 390 px: tab 0 selected from the server, the
 * arrow keys move through the tabs in their visual order (mirrored in Arabic), the panels follow, and nothing
 * overflows sideways. Every step waits for the state it needs, never for a time.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const BLOCK = '[data-block-type="MULTIPLE_QUOTES"]';
const tab = (i: number) => `${BLOCK} #mq-car-popular-plans-tab-${i}`;
const panel = (i: number) => `${BLOCK} #mq-car-popular-plans-panel-${i}`;

/** Waits until tab `i` is the selected, focused one and only its panel shows. */
async function expectSelected(page: Page, i: number, count: number): Promise<void> {
  await page.waitForSelector(`${tab(i)}[aria-selected="true"]`);
  await page.waitForFunction((id) => document.activeElement?.id === id, `mq-car-popular-plans-tab-${i}`);
  for (let j = 0; j < count; j++) {
    expect(await page.getAttribute(tab(j), 'aria-selected')).toBe(String(j === i));
    expect(await page.getAttribute(tab(j), 'tabindex')).toBe(j === i ? '0' : '-1');
    expect(await page.isVisible(panel(j))).toBe(j === i);
  }
}

const noSidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const { lang, path, next, prev } of [
  { lang: 'en', path: '/car-insurance/', next: 'ArrowRight', prev: 'ArrowLeft' },
  { lang: 'ar', path: '/ar-ae/car-insurance/', next: 'ArrowLeft', prev: 'ArrowRight' },
] as const) {
  describe(`multi-quote tabs (${lang}, 390 px)`, () => {
    it('switch with the keyboard, keep the first tab’s plans server-rendered, and fit the width', async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const res = await w.page.goto(baseUrl() + path);
      expect(res?.status()).toBe(200);
      await w.page.waitForSelector('html[data-hydrated="true"]');
      expect(await w.page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      const count = await w.page.locator(`${BLOCK} [role="tab"]`).count();
      expect(count).toBe(3);
      // Index 0 from the server; its panel lists priced plans.
      expect(await w.page.getAttribute(tab(0), 'aria-selected')).toBe('true');
      expect(await w.page.isVisible(panel(0))).toBe(true);
      expect(await w.page.locator(`${panel(0)} .mq-plan`).count()).toBe(3);
      expect(await w.page.textContent(`${panel(0)} .mq-plan__price`)).toMatch(
        lang === 'ar' ? /ابتداءً من\s*[\d,.]+\s*د\.إ/ : /Starting from\s*AED\s*[\d,.]+/,
      );

      // The tabs hydrate when they come into view or are first touched (decision 0026): wait for React.
      await w.page.focus(tab(0));
      await w.page.waitForSelector('[data-island="MultiQuoteTabs"][data-island-hydrated]', {
        state: 'attached',
      });
      await w.page.keyboard.press(next);
      await expectSelected(w.page, 1, count);
      await w.page.keyboard.press(next);
      await expectSelected(w.page, 2, count);
      await w.page.keyboard.press(next); // wraps to the first
      await expectSelected(w.page, 0, count);
      await w.page.keyboard.press(prev); // and back to the last
      await expectSelected(w.page, 2, count);
      await w.page.keyboard.press('Home');
      await expectSelected(w.page, 0, count);
      await w.page.keyboard.press('End');
      await expectSelected(w.page, 2, count);
      expect(await w.page.locator(`${panel(2)} .mq-plan`).count()).toBe(3);

      // The tab list is laid out in the page's direction: tab 1 sits after tab 0 (to its left in Arabic).
      const [x0, x1] = await Promise.all(
        [0, 1].map(async (i) => (await w.page.locator(tab(i)).boundingBox())?.x ?? 0),
      );
      expect(lang === 'ar' ? (x1 as number) < (x0 as number) : (x1 as number) > (x0 as number)).toBe(true);

      // Tab then moves into the shown panel, not to the other tabs.
      await w.page.keyboard.press('Tab');
      await w.page.waitForFunction(() => document.activeElement?.id === 'mq-car-popular-plans-panel-2');

      await w.page.locator(BLOCK).scrollIntoViewIfNeeded();
      expect(await noSidewaysOverflow(w.page)).toBe(true);
      const axe = await new AxeBuilder({ page: w.page }).include(BLOCK).analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  });
}

describe('multi-quote tabs without JavaScript', () => {
  it('show the first tab’s plans and hide the others', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await w.page.goto(baseUrl() + '/car-insurance/');
    await w.page.waitForSelector(`${panel(0)} .mq-plan`);
    expect(await w.page.isVisible(panel(0))).toBe(true);
    expect(await w.page.isVisible(panel(1))).toBe(false);
    expect(await noSidewaysOverflow(w.page)).toBe(true);
    await w.context.close();
  });
});
