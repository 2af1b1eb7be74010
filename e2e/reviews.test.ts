import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import en from '../src/shared/i18n/locales/en/reviews.json';
import ar from '../src/shared/i18n/locales/ar/reviews.json';
import { baseUrl, launch, openPage } from './browser';
import { latestCode } from './journey-helpers';
import { sessionSettled } from './session-helpers';

/**
 * The reviews pages in Chromium at 390 px, English and Arabic (decision 0101): the rating panel, the filters
 * applied without a reload (the list and the address follow), nothing wider than the screen, right to left in
 * Arabic; then a review written with the sign-in code answers that it appears after moderation. One browser.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cases = [
  { lang: 'en', prefix: '', s: en, mobile: '505551231', dir: 'ltr' },
  { lang: 'ar', prefix: '/ar-ae', s: ar, mobile: '505551232', dir: 'rtl' },
] as const;

describe('reviews pages at 390 px', () => {
  for (const { lang, prefix, s, mobile, dir } of cases) {
    it(`${lang}: panel, filters without a reload, and a review → pending`, async () => {
      const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await page.goto(`${baseUrl()}${prefix}/credit-cards/reviews/`);
      expect(await page.getAttribute('html', 'dir')).toBe(dir);
      await expect.poll(() => page.getByTestId('overall-rating').textContent()).toMatch(/^\d\.\d$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.waitForSelector('[data-widget="review-form"][data-widget-ready]');
      expect(await sessionSettled(page)).toBe('ready');

      // The star filter: the list is replaced in place and the address says ?rating=5; the page did not reload.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const before = await page.getByTestId('reviews-found').textContent();
      await page.locator('select[name="rating"]').selectOption('5');
      await page.waitForURL(/\?rating=5$/);
      await expect.poll(() => page.getByTestId('reviews-found').textContent()).not.toBe(before);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      const stars = await page.locator('.card-list__item .rv__avg').allTextContents();
      expect(stars.length).toBeGreaterThan(0);
      for (const a of stars) expect(Math.round(Number(a))).toBe(5);

      // Write a review: details, the code to the number, then the pending message.
      const form = page.locator('[data-rv-form]');
      await form.locator('select[name="providerId"]').selectOption('1');
      for (const k of ['easeRating', 'clarityRating', 'speedRating', 'supportRating'])
        await form.locator(`input[name="${k}"][value="4"]`).check({ force: true });
      await form.locator('input[name="userName"]').fill(lang === 'ar' ? 'سارة' : 'Sara');
      await form.locator('input[name="title"]').fill(lang === 'ar' ? 'تجربة جيدة' : 'Good experience');
      await form
        .locator('textarea[name="text"]')
        .fill(
          lang === 'ar'
            ? 'كانت المقارنة واضحة وحصلت على البطاقة بسرعة.'
            : 'The comparison was clear and the card came quickly.',
        );
      await form.locator('input[name="mobileNumber"]').fill(mobile);
      await form.locator('[data-rv-submit]').click();
      await form.locator('input[name="otp"]').waitFor();
      await form.locator('input[name="otp"]').fill(await latestCode(page, mobile));
      await form.locator('[data-rv-submit]').click();
      const done = page.getByTestId('review-pending');
      await done.waitFor();
      expect(await done.textContent()).toBe(s.form.pending);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (process.env.REVIEW_SHOTS)
        await page.screenshot({ path: `/tmp/rv/shot-${lang}-390.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
