import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';

/**
 * Decision 0031 in Chromium at 390 px: the account page asks a signed-out visitor to sign in; the sign-in modal
 * takes the number, refuses a wrong code and accepts the right one; the account then shows the demo number's
 * policies, and a query is raised and escalated to level 1.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const wrongOf = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

describe('sign-in and the account', () => {
  it('en, 390 px: a wrong then right code, the policies, a query raised and escalated', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = w;
    const res = await page.goto(`${baseUrl()}/account/`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(await sessionSettled(page)).toBe('ready');
    await page.getByTestId('account-sign-in').click();
    const dialog = page.getByTestId('sign-in-dialog');
    await dialog.waitFor();
    const mobile = '501111111'; // a demo number with seeded policies
    await page.getByTestId('sign-in-mobile').fill(`050 ${mobile.slice(2, 5)} ${mobile.slice(5)}`);
    await page.getByTestId('sign-in-send').click();
    await page.getByTestId('sign-in-otp').waitFor();
    const code = await latestCode(page, mobile);
    await page.getByTestId('sign-in-otp').fill(wrongOf(code));
    await page.getByTestId('sign-in-verify').click();
    await expect.poll(() => page.getByTestId('sign-in-error').textContent()).not.toBe('');
    await page.getByTestId('sign-in-otp').fill(code);
    await page.getByTestId('sign-in-verify').click();

    // The tick, then the account (a reload of this page with the session cookie).
    const policies = page.getByTestId('account-policies');
    await policies.waitFor({ timeout: 15_000 });
    expect(await policies.locator('[data-policy]').count()).toBeGreaterThan(0);
    expect(await policies.locator('summary').first().textContent()).toBe('How to claim');

    // Raise a query, then escalate it to level 1.
    const form = page.getByTestId('raise-query');
    await expect.poll(() => form.locator('#raise-issue option').count()).toBeGreaterThan(0);
    await form.locator('#raise-text').fill('My policy schedule has not arrived yet.');
    await form.getByRole('button', { name: 'Submit query' }).click();
    const queries = page.getByTestId('account-queries');
    await expect.poll(() => queries.locator('[data-ticket]').count()).toBe(1);
    const ticket = queries.locator('[data-ticket]').first();
    await ticket.locator('textarea').fill('Nobody answered my query for a week.');
    await ticket.getByRole('button', { name: 'Escalate to level 1' }).click();
    await expect.poll(() => ticket.textContent()).toContain('Level 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await w.context.close();
  });
});
