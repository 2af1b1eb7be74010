import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { localizedPath } from '../src/shared/domain/locales';
import { providerPath } from '../src/shared/health-plans/paths';
import { AxeBuilder } from './axe';
import { baseUrl, launch, openPage, type Watched } from './browser';

/**
 * The health provider and plan pages (decision 0097) in Chromium, en and ar, at 390 and 1280 px, one browser and one
 * page per language: the provider page → a plan page from its card → the hospital list its network links to. The Plan
 * Summary card is on screen without horizontal scrolling at 390 px, nothing is wider than the screen at either
 * width, axe finds nothing, and no script of their own loads. HEALTH_PLAN_SHOTS=<dir> keeps full-page screenshots.
 */

const PROVIDER = providerPath('falcon-crest');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function check(page: Page, name: string, axe: boolean) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, name).toBeLessThanOrEqual(0);
  if (axe) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  const dir = process.env.HEALTH_PLAN_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

describe('health provider and plan pages', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: provider page → plan page → its hospital list, at 390 and 1280 px`, async () => {
      const w: Watched = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page } = w;
      await page.goto(baseUrl() + localizedPath(PROVIDER, lang));
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const cards = page.locator('.hplan__card');
      expect(await cards.count()).toBeGreaterThan(2);
      await check(page, `provider-${lang}-390`, true);

      await cards.first().locator('.hplan__card-name a').click();
      await page.waitForURL(/\/health-insurance\/falcon-crest-insurance\/[a-z0-9-]+\/$/);
      const summary = page.locator('.hplan__summary');
      await summary.waitFor();
      // the whole card is on the first screens without sideways scrolling: inside the viewport's width
      const box = await summary.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.locator('.hplan__apply').isVisible()).toBe(true);
      expect(await summary.locator('dd').count()).toBe(5);
      await check(page, `plan-${lang}-390`, true);

      await page.setViewportSize({ width: 1280, height: 900 });
      await check(page, `plan-${lang}-1280`, false);
      await page.goto(baseUrl() + localizedPath(PROVIDER, lang));
      await check(page, `provider-${lang}-1280`, false);
      await page.goBack();
      await summary.waitFor();

      await page.locator('a.hplan__list-link').click();
      await page.waitForURL(/\/network-hospitals\/falcon-crest-insurance-hospital-list-[a-z0-9-]+\/$/);
      expect(await page.locator('.hosp__item').count()).toBeGreaterThan(0);
      // no script of these pages' own: only what every content page loads
      expect(w.scripts.filter((s) => /health-plan|hplan/i.test(s))).toEqual([]);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }
});
