import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
import { latestCode } from './journey-helpers';
import { storeCarEnquiry } from './quotes-helpers';
import { sessionSettled } from './session-helpers';

/**
 * Device sync (decision 0109) in Chromium, one browser for every step: the computer's home page shows a QR of the
 * latest search; the phone (390 px) that opens its link lands on the results link, which shows the results only
 * after the number's code (decision 0028); the same link opened again answers the 410 page, in English and, for a
 * phone set to Arabic, in Arabic, right to left, without script, inside the width.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const pathOf = (r: Response) => new URL(r.url()).pathname;
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

describe('device sync', () => {
  it('QR from the computer → the phone proves the number and sees the results → the used link: the 410 page (en, ar)', async () => {
    const mobile = '502000654';
    const desk = await openPage(browser);
    // The search is stored from the home page already open (so no continue-journey popup covers the header).
    await desk.page.goto(`${baseUrl()}/`);
    expect(await sessionSettled(desk.page)).toBe('ready');
    await storeCarEnquiry(desk.page, mobile);
    await desk.page.waitForSelector('[data-widget="device-sync"][data-widget-ready]');
    await desk.page.getByTestId('desktop-header').getByTestId('device-sync').click();
    const dialog = desk.page.getByTestId('device-sync-dialog');
    const made = desk.page.waitForResponse((r) => pathOf(r) === '/api/getQrForWebToMobile');
    await dialog.getByRole('button', { name: 'Show QR code' }).click();
    expect((await made).status()).toBe(200);
    const { data } = (await (await made).json()) as { data: { url: string } };
    await dialog.getByTestId('device-sync-qr').waitFor();
    const link = new URL(data.url);
    expect(link.pathname).toMatch(/^\/api\/device-sync\/qr\/[A-Za-z0-9_-]{24}$/);
    await desk.context.close();
    // The journey's code went to this number a moment ago: its 30 s resend cooldown is moved into the past.
    await queryDb(
      databaseUrl(),
      `update otp_events set created_at = created_at - interval '31 seconds' where mobile_number = $1`,
      [mobile],
    );

    // The phone's camera opens the link: the results link, nothing shown before the number and its code.
    const phone = await openPage(browser, { viewport: PHONE });
    const { page } = phone;
    await page.goto(baseUrl() + link.pathname + link.search);
    expect(new URL(page.url()).pathname).toBe('/car-insurance/quotes/');
    expect(new URL(page.url()).searchParams.get('ref')).toMatch(/^SC-/);
    const gate = page.getByTestId('results-link-gate');
    await gate.locator('[data-state="number"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('quote-card').count()).toBe(0);
    await gate.locator('#verify-number-mobile').fill(mobile);
    await gate.getByTestId('verify-number-send').click();
    await gate.locator('[data-state="code"]').waitFor();
    await gate.getByTestId('verify-number-code').fill(await latestCode(page, mobile));
    await gate.getByTestId('verify-number-confirm').click();
    await page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });
    expect(await page.getByTestId('quote-card').count()).toBeGreaterThan(0);
    expect(unexpected(phone.errors)).toEqual([]);

    // Opened again: the link is used. A page that says so and what to do, 410, no script.
    const again = await page.goto(baseUrl() + link.pathname + link.search);
    expect(again?.status()).toBe(410);
    expect(again?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('h1').textContent()).toBe('This QR code no longer works');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.locator('main ol li').count()).toBe(3);
    expect(await page.locator('script').count()).toBe(0);
    expect(await fits(page)).toBe(true);
    await phone.context.close();

    // A phone set to Arabic: the same page in Arabic, right to left, styled by the site's stylesheet.
    const ar = await openPage(browser, { viewport: PHONE, locale: 'ar-AE' });
    const gone = await ar.page.goto(baseUrl() + link.pathname + link.search);
    expect(gone?.status()).toBe(410);
    expect(await ar.page.getAttribute('html', 'lang')).toBe('ar');
    expect(await ar.page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await ar.page.locator('h1').textContent()).toBe('رمز QR هذا لم يعد يعمل');
    expect(await ar.page.locator('main').evaluate((m) => getComputedStyle(m).direction)).toBe('rtl');
    expect(
      await ar.page.locator('main [role="alert"]').evaluate((e) => getComputedStyle(e).borderStyle),
    ).toContain('solid');
    expect(await fits(ar.page)).toBe(true);
    await ar.context.close();
  });
});
