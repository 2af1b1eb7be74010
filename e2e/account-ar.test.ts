import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import ar from '../src/shared/i18n/locales/ar/account.json';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';

/**
 * Decision 0031, docs/product/pages.md in Arabic (decision 0035): the same path as e2e/account.test.ts on /ar-ae/account/ at 390 px:
 * right to left, a wrong then right code, the account, a query raised and escalated, no horizontal overflow.
 * Its own demo number (the English test uses 501111111), so the two never see each other's queries.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const wrongOf = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
const before = (template: string) => template.slice(0, template.indexOf('{{')).trim();

describe('sign-in and the account in Arabic', () => {
  it('ar, 390 px, rtl: a wrong then right code, the account, a query raised and escalated', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = w;
    const res = await page.goto(`${baseUrl()}/ar-ae/account/`);
    expect(res?.status()).toBe(200);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    expect(await sessionSettled(page)).toBe('ready');
    await page.getByTestId('account-sign-in').click();
    await page.getByTestId('sign-in-dialog').waitFor();
    const mobile = '502222222'; // the other demo number with seeded policies
    await page.getByTestId('sign-in-mobile').fill(mobile);
    await page.getByTestId('sign-in-send').click();
    await page.getByTestId('sign-in-otp').waitFor();
    const code = await latestCode(page, mobile);
    await page.getByTestId('sign-in-otp').fill(wrongOf(code));
    await page.getByTestId('sign-in-verify').click();
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).not.toBe('');
    await page.getByTestId('sign-in-otp').fill(code);
    await page.getByTestId('sign-in-verify').click();

    const policies = page.getByTestId('account-policies');
    await policies.waitFor({ timeout: 15_000 });
    // The account opens in the page's language: the redirect after the tick keeps /ar-ae/.
    expect(new URL(page.url()).pathname).toBe('/ar-ae/account/');
    expect(await policies.locator('[data-policy]').count()).toBeGreaterThan(0);
    expect(await policies.locator('summary').first().textContent()).toBe(ar.page.howToClaim);

    const form = page.getByTestId('raise-query');
    await expect.poll(() => form.locator('#raise-issue option').count()).toBeGreaterThan(0);
    await form.locator('#raise-text').fill('لم يصلني جدول وثيقة التأمين حتى الآن.');
    await form.getByRole('button', { name: ar.page.submit }).click();
    const queries = page.getByTestId('account-queries');
    await expect.poll(() => queries.locator('[data-ticket]').count()).toBe(1);
    const ticket = queries.locator('[data-ticket]').first();
    await ticket.locator('textarea').fill('لم يرد أحد على استفساري منذ أسبوع.');
    await ticket
      .locator('button')
      .filter({ hasText: before(ar.page.escalate) })
      .first()
      .click();
    await expect.poll(() => ticket.textContent()).toContain(before(ar.page.level));
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await w.context.close();
  });
});
