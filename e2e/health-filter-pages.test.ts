import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { localizedPath } from '../src/shared/domain/locales';
import { baseUrl, launch, openPage } from './browser';

/**
 * A Dubai sum-insured filter page (decision 0098) in Chromium at 390 px, en and ar: its plans with their starting
 * prices, each linking to its plan page; nothing wider than the screen; axe finds nothing; no script of its own.
 * FILTER_SHOTS=<dir> keeps a full-page screenshot of each.
 */

const PAGE = '/health-insurance/dubai/sum-insured-1-million/';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('health filter page at 390 px', () => {
  it('en and ar: the plans of the amount with prices, inside the screen, axe clean', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = w;
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(baseUrl() + localizedPath(PAGE, lang));
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const plans = page.getByTestId('filter-plan');
      expect(await plans.count()).toBeGreaterThan(1);
      const prices = await page.locator('[data-testid="filter-plan-price"] .money__amount').allTextContents();
      expect(prices.length).toBe(await plans.count());
      for (const p of prices) expect(p).toMatch(/^\d{1,3}(,\d{3})*(\.\d{2})?$/);
      // cheapest first
      const values = prices.map((p) => Number(p.replace(/,/g, '')));
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(await plans.first().locator('a.mq-plan__cta').getAttribute('href')).toMatch(
        new RegExp(`^${lang === 'ar' ? '/ar-ae' : ''}/health-insurance/[a-z0-9-]+-insurance/[a-z0-9-]+/$`),
      );
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
      await plans.first().scrollIntoViewIfNeeded();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const box = await plans.first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
      const dir = process.env.FILTER_SHOTS;
      if (dir) await page.screenshot({ path: join(dir, `filter-${lang}-390.png`), fullPage: true });
    }
    expect(w.scripts.filter((s) => /filter/i.test(s))).toEqual([]);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});
