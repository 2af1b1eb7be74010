import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../src/shared/i18n/locales/en/journey.json';
import ar from '../src/shared/i18n/locales/ar/journey.json';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { api, latestCode } from './journey-helpers';

/**
 * The journey's OTP popup says a code was sent only when one was (decision 0062): the contact form sent again
 * within the 30 s resend cooldown sends no code, and the popup then says the earlier code stands (with the
 * countdown) instead of "Enter the code we sent"; that earlier code still finishes the journey. Term insurance
 * (the shortest journey with a code) at 390 px in English and Arabic.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const lead = (template: string) => template.slice(0, template.indexOf('{{')).trim();
const textOf = async (page: Page, selector: string) =>
  ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function outboxCount(page: Page, mobile: string): Promise<number> {
  const { body } = await api(page, `/api/dev/outbox?mobileNumber=${mobile}`);
  return ((body.data ?? []) as unknown[]).length;
}

const cases = [
  { lang: 'en', prefix: '', otp: en.otp, mobile: '507770551', name: 'Sara Mansouri' },
  { lang: 'ar', prefix: '/ar-ae', otp: ar.otp, mobile: '507770552', name: 'سارة المنصوري' },
] as const;

describe('the journey OTP popup within the resend cooldown', () => {
  for (const { lang, prefix, otp, mobile, name } of cases) {
    it(`${lang}, 390 px: no "we sent a code" when nothing was sent; the earlier code finishes`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page } = w;
      await page.goto(`${baseUrl()}${prefix}/term-insurance/`);
      expect(await sessionSettled(page)).toBe('ready');
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.fill('#jf-dateOfBirth', '1988-03-14');
      await page.locator('[data-field="gender"] input[type=radio]').first().check();
      await page.locator('[data-field="smoker"] input[type=radio]').first().check();
      await page.locator('button.journey__next').click();
      await page.locator('#jf-monthlyIncome').waitFor();
      await page.locator('#jf-monthlyIncome').pressSequentially('15000');
      for (const id of ['coverAmount', 'policyTerm']) {
        const select = page.locator(`#jf-${id}`);
        await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
        await select.selectOption((await select.locator('option').nth(1).getAttribute('value')) ?? '');
      }
      await page.locator('button.journey__next').click();
      await page.locator('#jf-mobileNumber').waitFor({ timeout: 10_000 });
      await page.fill('#jf-name', name);
      await page.fill('#jf-email', `cooldown.${lang}@example.com`);
      await page.fill('#jf-mobileNumber', mobile);
      await page.locator('button.journey__next').click();

      // The first answer sent a code, and says so.
      const input = page.locator('#journey-otp-input');
      await input.waitFor({ timeout: 15_000 });
      expect(await textOf(page, '#journey-otp-sent')).toContain(lead(otp.sentTo));
      const code = await latestCode(page, mobile);
      const sent = await outboxCount(page, mobile);

      // Closed and sent again at once: no new code, and the popup does not claim one.
      await page.keyboard.press('Escape');
      await input.waitFor({ state: 'detached' });
      await page.locator('button.journey__next').click();
      await input.waitFor();
      const line = await textOf(page, '#journey-otp-sent');
      expect(line).toContain(lead(otp.alreadySent));
      expect(line).not.toContain(lead(otp.sentTo));
      expect(await page.locator('#journey-otp-sent bdi[dir="ltr"]').textContent()).toBe(
        `*****${mobile.slice(-4)}`,
      );
      expect(await page.locator('.journey__modal .jf__hint').last().textContent()).toMatch(/\d/);
      expect(await outboxCount(page, mobile)).toBe(sent);

      // The earlier code still stands.
      await input.fill(code);
      await page.locator('.journey__modal button[type=submit]').click();
      await page.waitForURL(new RegExp(`${prefix}/term-insurance/quotes/\\?enquiryId=`), { timeout: 15_000 });
      await w.context.close();
    });
  }
});
