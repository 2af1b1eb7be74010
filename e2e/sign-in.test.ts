import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import en from '../src/shared/i18n/locales/en/account.json';
import ar from '../src/shared/i18n/locales/ar/account.json';
import { launch, baseUrl, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { api, latestCode } from './journey-helpers';

/**
 * The sign-in dialog as a person on a phone sees it (decision 0062), in English and Arabic at 390 px: the number
 * box is a real box with +971 beside the digits, never over them; × sits on the title's row; the field's messages
 * show; Edit number and Resend OTP are two separate buttons with a countdown; a wrong code keeps the dialog open
 * with the server's message; a number asked for again within the cooldown is not told "we sent a code"; with
 * the connection gone, Get OTP and Verify say so beside the button, and Retry works once it is back.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;
const wrongOf = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
const textOf = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** A template's words before its first parameter. */
const lead = (template: string) => template.slice(0, template.indexOf('{{')).trim();

async function outboxCount(page: Page, mobile: string): Promise<number> {
  const { body } = await api(page, `/api/dev/outbox?mobileNumber=${mobile}`);
  return ((body.data ?? []) as unknown[]).length;
}

/** The failure sits right under the button that made the call, inside the screen. */
async function besideButton(page: Page, failure: Locator, button: Locator) {
  const [f, b] = [await box(failure), await box(button)];
  expect(f.y - (b.y + b.height)).toBeGreaterThanOrEqual(0);
  expect(f.y - (b.y + b.height)).toBeLessThan(24);
  expect(f.y + f.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 844);
}

const cases = [
  { lang: 'en', path: '/account/', s: en.signIn, mobile: '503456781' },
  { lang: 'ar', path: '/ar-ae/account/', s: ar.signIn, mobile: '504567812' },
] as const;

describe('the sign-in dialog at 390 px', () => {
  for (const { lang, path, s, mobile } of cases) {
    it(`${lang}: styled fields and messages, separate controls, honest code messages, offline and Retry`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page, context } = w;
      await page.goto(`${baseUrl()}${path}`);
      expect(await sessionSettled(page)).toBe('ready');
      await page.getByTestId('account-sign-in').click();
      const dialog = page.getByTestId('sign-in-dialog');
      await dialog.waitFor();

      // The box: a proper height, +971 whole and beside the digits (left to right in Arabic too).
      const input = page.getByTestId('sign-in-mobile');
      const prefix = page.getByTestId('sign-in-prefix');
      const [inputBox, prefixBox] = [await box(input), await box(prefix)];
      expect(inputBox.height).toBeGreaterThanOrEqual(44);
      expect(overlaps(inputBox, prefixBox)).toBe(false);
      expect(prefixBox.x + prefixBox.width).toBeLessThanOrEqual(inputBox.x + 0.5);
      expect(await prefix.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      expect(await textOf(prefix)).toBe('+971');

      // × on the title's row, at the row's inline end.
      const title = dialog.locator('#sign-in-title');
      const [closeBox, titleBox] = [await box(page.getByTestId('sign-in-close')), await box(title)];
      const mid = (b: Box) => b.y + b.height / 2;
      expect(Math.abs(mid(closeBox) - mid(titleBox))).toBeLessThan(titleBox.height / 2);
      expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(inputBox.y);

      // The field's own messages.
      const fieldError = page.getByTestId('sign-in-mobile-error');
      await input.focus();
      await input.blur();
      await expect.poll(() => textOf(fieldError)).toBe(s.mobileRequired);
      await input.fill('5012');
      await input.blur();
      await expect.poll(() => textOf(fieldError)).toBe(s.mobileInvalid);
      await input.fill(mobile);
      await expect.poll(() => textOf(fieldError)).toBe('');

      // No connection: Get OTP says so beside itself; Retry works once the connection is back.
      const sendFailure = page.getByTestId('sign-in-send-failure');
      await context.setOffline(true);
      await page.getByTestId('sign-in-send').click();
      await sendFailure.waitFor();
      expect(await textOf(sendFailure.locator('.sign-in__failure-text'))).toBe(s.offline);
      await besideButton(page, sendFailure, page.getByTestId('sign-in-send'));
      await context.setOffline(false);
      await page.getByTestId('sign-in-send-failure-retry').click();
      const otp = page.getByTestId('sign-in-otp');
      await otp.waitFor();
      const info = page.getByTestId('sign-in-info');
      expect(await textOf(info)).toContain(lead(s.sentTo));

      // Edit number and Resend OTP: two visible buttons, apart; the countdown shows and Resend waits for it.
      const edit = page.getByTestId('sign-in-edit');
      const resend = page.getByTestId('sign-in-resend');
      expect(await edit.isVisible()).toBe(true);
      expect(await resend.isVisible()).toBe(true);
      expect(overlaps(await box(edit), await box(resend))).toBe(false);
      expect(await textOf(edit)).toBe(s.edit);
      expect(await textOf(resend)).toBe(s.resend);
      expect(await resend.isDisabled()).toBe(true);
      await expect.poll(() => textOf(page.getByTestId('sign-in-countdown'))).toMatch(/\d:\d\d/);

      // A wrong code: the dialog stays open, the server's message under the box.
      const code = await latestCode(page, mobile);
      await otp.fill(wrongOf(code));
      await page.getByTestId('sign-in-verify').click();
      await expect.poll(() => textOf(page.getByTestId('sign-in-error'))).not.toBe('');
      expect(await dialog.isVisible()).toBe(true);
      expect(await otp.getAttribute('aria-invalid')).toBe('true');

      // The same number again within the cooldown: nothing is sent, and the dialog does not say it was.
      const sent = await outboxCount(page, mobile);
      await edit.click();
      await page.getByTestId('sign-in-send').click();
      await expect.poll(() => textOf(info)).toContain(lead(s.alreadySent));
      expect(await textOf(info)).not.toContain(lead(s.sentTo));
      await expect.poll(() => textOf(page.getByTestId('sign-in-countdown'))).toMatch(/\d:\d\d/);
      expect(await outboxCount(page, mobile)).toBe(sent);

      // No connection at Verify: the dialog stays, says so beside Verify; Retry signs in once back online.
      await otp.fill(code);
      await context.setOffline(true);
      await page.getByTestId('sign-in-verify').click();
      const verifyFailure = page.getByTestId('sign-in-verify-failure');
      await verifyFailure.waitFor();
      expect(await textOf(verifyFailure.locator('.sign-in__failure-text'))).toBe(s.offline);
      expect(await dialog.isVisible()).toBe(true);
      await besideButton(page, verifyFailure, page.getByTestId('sign-in-verify'));
      await context.setOffline(false);
      await page.getByTestId('sign-in-verify-failure-retry').click();
      await page.getByTestId('sign-in-success').waitFor();
      // The refusals (422 wrong code, 429 cooldown) and the offline calls are logged by Chromium as failed loads.
      expect(w.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    });
  }
});
