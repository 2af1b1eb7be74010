import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import en from '../src/shared/i18n/locales/en/quotesUi.json';
import ar from '../src/shared/i18n/locales/ar/quotesUi.json';
import { baseUrl, launch, openPage } from './browser';
import { latestCode } from './journey-helpers';
import { storeCarEnquiry } from './quotes-helpers';
import { sessionSettled } from './session-helpers';

/**
 * 'Confirm your mobile number' on the quotes page (decisions 0017 and 0062) at 390 px in English and Arabic: with
 * the connection gone, Send code and Confirm say so and their button reads Retry, which works once back online; a
 * wrong code keeps the dialog open with the server's message; the same number asked for again within the resend
 * cooldown is told that no new code was sent, not "we sent a code".
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const textOf = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const lead = (template: string) => template.slice(0, template.indexOf('{{')).trim();
const wrongOf = (code: string) => (code[0] === '1' ? '2' : '1') + code.slice(1);

const cases = [
  { lang: 'en', prefix: '', n: en.number, mobile: '502000351' },
  { lang: 'ar', prefix: '/ar-ae', n: ar.number, mobile: '502000352' },
] as const;

describe('the number step of the quotes page: honest code messages, offline and Retry', () => {
  for (const { lang, prefix, n, mobile } of cases) {
    it(`${lang}, 390 px`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page, context } = w;
      await page.goto(`${baseUrl()}${prefix}/car-insurance/?journeyType=2`);
      expect(await sessionSettled(page)).toBe('ready');
      const enquiryId = await storeCarEnquiry(page, mobile, { quotesFirst: true });
      await page.goto(`${baseUrl()}${prefix}/car-insurance/quotes/?enquiryId=${enquiryId}`);
      await page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });
      await page.getByTestId('save-results').click();
      const dialog = page.getByTestId('save-dialog');
      await dialog.locator('[data-state="number"]').waitFor();
      await dialog.locator('#verify-number-mobile').fill(mobile);

      // No connection at Send code: said under the box, and the button reads Retry.
      const send = dialog.getByTestId('verify-number-send');
      await context.setOffline(true);
      await send.click();
      await expect.poll(() => textOf(dialog.getByRole('alert'))).toBe(n.offline);
      expect(await textOf(send)).toBe(n.retry);
      await context.setOffline(false);
      await send.click();
      await dialog.locator('[data-state="code"]').waitFor();
      expect(await textOf(dialog.locator('#verify-number-sent'))).toContain(lead(n.sentTo));

      // A wrong code: the dialog stays open with the server's message.
      const code = await latestCode(page, mobile);
      const box = dialog.getByTestId('verify-number-code');
      await box.fill(wrongOf(code));
      await dialog.getByTestId('verify-number-confirm').click();
      await expect.poll(() => dialog.locator('#verify-number-message.lead__error').count()).toBe(1);
      expect(await dialog.isVisible()).toBe(true);

      // The same number again within the cooldown: no new code, and the dialog does not claim one.
      await dialog.getByRole('button', { name: n.change }).click();
      await dialog.locator('#verify-number-mobile').fill(mobile);
      await send.click();
      await dialog.locator('[data-state="code"]').waitFor();
      const sentLine = await textOf(dialog.locator('#verify-number-sent'));
      expect(sentLine).toContain(lead(n.alreadySent));
      expect(sentLine).not.toContain(lead(n.sentTo));
      expect(await textOf(dialog.locator('#verify-number-message'))).toMatch(/\d/);
      expect(await latestCode(page, mobile)).toBe(code);

      // No connection at Confirm: the code is kept, the message says so, Confirm reads Retry and then works.
      await box.fill(code);
      const confirm = dialog.getByTestId('verify-number-confirm');
      await context.setOffline(true);
      await confirm.click();
      await expect.poll(() => textOf(dialog.locator('#verify-number-message'))).toBe(n.offline);
      expect(await textOf(confirm)).toBe(n.retry);
      expect(await box.inputValue()).toBe(code);
      await context.setOffline(false);
      await confirm.click();
      await page.getByTestId('save-done').waitFor();
      expect(w.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    });
  }
});
