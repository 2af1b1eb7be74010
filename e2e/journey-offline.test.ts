import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { isoInDays, latestCode } from './journey-helpers';

/**
 * A dropped connection in the car journey on a phone (decision 0069): an option list that failed loads again when
 * the connection returns; a submission or a next step that failed says so beside the Next button, keeps the
 * answers and goes through on Retry; a code that could not be checked keeps the OTP popup open with the message.
 * English and Arabic at 390 px, no reload anywhere.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const TEXTS = {
  en: {
    offline: 'No connection. Your answers are kept. Try again.',
    listFailed: 'This list could not be loaded.',
    retry: 'Try again',
    driver: /main driver/,
    policy: /current policy/,
    contact: /send your quotes/,
  },
  ar: {
    offline: 'لا يوجد اتصال. إجاباتك محفوظة. حاول مرة أخرى.',
    listFailed: 'تعذّر تحميل هذه القائمة.',
    retry: 'حاول مرة أخرى',
    driver: /السائق الرئيسي/,
    policy: /وثيقتك الحالية/,
    contact: /عروض الأسعار/,
  },
};

async function choose(page: Page, fieldId: string, value?: string): Promise<void> {
  const select = page.locator(`#jf-${fieldId}`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const v = value ?? (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  await select.selectOption(v);
}
const heading = (page: Page) => page.locator('#journey-heading').textContent();
const next = (page: Page) => page.locator('button.journey__next').click();

/** The banner is inside the first screen and ends above the Next button it speaks of. */
async function bannerBesideNext(page: Page): Promise<void> {
  const banner = await page.locator('.journey__banner').boundingBox();
  const button = await page.locator('button.journey__next').boundingBox();
  if (!banner || !button) throw new Error('banner or Next not shown');
  const viewport = page.viewportSize()?.height ?? 0;
  const scroll = await page.evaluate(() => window.scrollY);
  expect(banner.y + banner.height).toBeLessThanOrEqual(button.y + 1);
  expect(button.y - (banner.y + banner.height)).toBeLessThan(80);
  expect(banner.y).toBeGreaterThanOrEqual(-1);
  expect(banner.y + banner.height).toBeLessThanOrEqual(viewport + scroll);
}

async function offlineJourney(prefix: string, lang: 'en' | 'ar', mobile: string) {
  const t = TEXTS[lang];
  const w = await openPage(browser, { viewport: PHONE });
  const { page, context } = w;
  await page.goto(`${baseUrl()}${prefix}/car-insurance/`);
  await page.locator('#jf-carMake').waitFor();
  expect(await sessionSettled(page)).toBe('ready');

  // The model list fails while offline: said under the field, and it loads by itself once back online.
  await choose(page, 'carMake', 'toyota');
  await expect.poll(() => page.locator('#jf-carModel option').count()).toBeGreaterThan(1);
  await context.setOffline(true);
  await page.locator('#jf-carMake').selectOption('nissan');
  const warning = page.locator('.jf--select .jf__warning', { hasText: t.listFailed });
  await warning.waitFor();
  expect(await warning.locator('button').textContent()).toBe(t.retry);
  await context.setOffline(false);
  await warning.waitFor({ state: 'detached' });
  await choose(page, 'carModel');
  await choose(page, 'carYear');
  await choose(page, 'carTrim');
  await next(page);

  // Screen 2, submitted offline: the message beside Next, the answers kept; Retry once online goes through.
  await page.locator('#jf-carValue').waitFor();
  await page.fill('#jf-firstRegistrationDate', isoInDays(-400));
  await page.fill('#jf-carValue', '85000');
  await choose(page, 'registrationEmirate');
  await context.setOffline(true);
  await next(page);
  await expect.poll(() => page.locator('.journey__banner p').textContent()).toBe(t.offline);
  await bannerBesideNext(page);
  expect(await page.inputValue('#jf-carValue')).toMatch(/^85,?000$/);
  await context.setOffline(false);
  await page.locator('.journey__banner-retry').click();
  await expect.poll(() => heading(page), { timeout: 10_000 }).toMatch(t.driver);
  expect(await page.locator('.journey__banner').count()).toBe(0);

  // The next step fails to load once (the submission was stored): Retry loads it.
  await page.fill('#jf-driverDob', '1990-05-20');
  await choose(page, 'nationality');
  await choose(page, 'uaeDrivingExperience');
  await choose(page, 'noClaimYears', '0');
  await next(page);
  await expect.poll(() => heading(page)).toMatch(t.policy);
  await page.fill('#jf-policyExpiryDate', isoInDays(20));
  let dropped = false;
  await page.route('**/api/user_form/**', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.abort('internetdisconnected');
  });
  await next(page);
  await page.locator('.journey__banner-retry').waitFor();
  await bannerBesideNext(page);
  await page.locator('.journey__banner-retry').click();
  await expect.poll(() => heading(page), { timeout: 10_000 }).toMatch(t.contact);
  await page.unroute('**/api/user_form/**');

  // The code is checked while offline: the popup stays open and says why; online, the same code goes through.
  await page.fill('#jf-name', lang === 'ar' ? 'محمد المنصوري' : 'Sarah Mansouri');
  await page.fill('#jf-email', `offline.${lang}@example.com`);
  await page.fill('#jf-mobileNumber', mobile);
  await next(page);
  const otp = page.locator('#journey-otp-input');
  await otp.waitFor();
  const code = await latestCode(page, mobile);
  await otp.fill(code);
  await context.setOffline(true);
  await page.locator('.journey__modal button[type=submit]').click();
  await expect.poll(() => page.locator('#journey-otp-message').textContent()).toBe(t.offline);
  expect(await otp.isVisible()).toBe(true);
  await context.setOffline(false);
  await page.locator('.journey__modal button[type=submit]').click();
  await page.waitForURL(new RegExp(`${prefix}/car-insurance/quotes/\\?enquiryId=`), { timeout: 15_000 });
  await context.close();
}

describe('a dropped connection in the car journey on a phone', () => {
  it('recovers each time without a reload, in English', async () => {
    await offlineJourney('', 'en', '501239871');
  });
  it('recovers each time without a reload, in Arabic', async () => {
    await offlineJourney('/ar-ae', 'ar', '521239871');
  });
});
