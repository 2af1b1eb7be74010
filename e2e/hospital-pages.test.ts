import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import { localizedPath, type LangCode } from '../src/shared/domain/locales';
import { baseUrl, launch, openPage } from './browser';

/**
 * The network hospital pages (decision 0093) in Chromium at 390 px, en and ar: a list page, its plain link to page
 * 2, a hospital page from it; axe finds nothing, nothing is wider than the screen, no script beyond the shell's.
 * HOSPITAL_SHOTS=<dir> keeps a full-page screenshot of each (en, ar, hi, ml).
 */

const LIST = '/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-dubai/';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function check(page: Page, name: string) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, name).toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const dir = process.env.HOSPITAL_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}-390.png`), fullPage: true });
}

describe('network hospital pages at 390 px', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: a list page, View page 2, a hospital page`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page } = w;
      await page.goto(baseUrl() + localizedPath(LIST, lang));
      const heading = page.locator('h1#hosp-title');
      await expect.poll(() => heading.textContent()).toMatch(/\d+/);
      expect(await page.locator('.hosp__item').count()).toBe(10);
      await check(page, `list-${lang}`);
      await page.locator('a[rel="next"]').click();
      await page.waitForURL(/\?page=2$/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      expect(await page.locator('.hosp__item').count()).toBeGreaterThan(0);
      await check(page, `list-page2-${lang}`);
      await page.locator('.hosp__name a').first().click();
      await page.waitForURL(/\/health-insurance\/hospitals\/[a-z0-9-]+\/$/);
      expect(await page.locator('.hosp__insurer').count()).toBeGreaterThan(0);
      expect(await page.locator('a.hosp__map').getAttribute('href')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
      );
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(1);
      await check(page, `hospital-${lang}`);
      // no script of these pages' own: only what every content page loads
      expect(w.scripts.filter((s) => /hospital/i.test(s))).toEqual([]);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }

  it('hi and ml: the list and a hospital page stay inside 390 px (screenshots with HOSPITAL_SHOTS)', async () => {
    for (const lang of ['hi', 'ml'] as LangCode[]) {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await w.page.goto(baseUrl() + localizedPath(LIST, lang));
      await check(w.page, `list-${lang}`);
      await w.page.locator('.hosp__name a').first().click();
      await w.page.waitForURL(/\/hospitals\//);
      await check(w.page, `hospital-${lang}`);
      await w.context.close();
    }
  });
});
