import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';

/**
 * Applying for a credit card in Chromium (docs/product/cards.md 'Credit card apply'): the apply page starts
 * with the card 'Apply Now' named (`?planid=`), the seeded form through the journey island, the OTP popup with a
 * wrong then the right code from the development outbox, and the result page saying whether the income meets the
 * card's minimum.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));
const heading = (page: Page) => page.locator('#journey-heading').textContent();
const next = (page: Page) => page.locator('button.journey__next').click();
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The first card offered by the apply form's own option list. */
async function firstCard(page: Page): Promise<{ id: string; label: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/options/creditCards', {
      headers: { authorization: localStorage.getItem('authorization') ?? '' },
    });
    const list = ((await res.json()) as { data: { id: string; label: string }[] }).data;
    return list[0]!;
  });
}

describe('credit card application', () => {
  it('en, 390 px: the card Apply Now named, the form, a wrong then right code, the result', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await page.goto(`${baseUrl()}/credit-cards/apply/`);
    expect(await sessionSettled(page)).toBe('ready');
    const card = await firstCard(page);

    const res = await page.goto(`${baseUrl()}/credit-cards/apply/?planid=${card.id}`);
    expect(res?.status()).toBe(200);
    expect(await sessionSettled(page)).toBe('ready');
    const select = page.locator('#jf-creditCardId');
    await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await select.inputValue()).toBe(card.id);
    expect(await select.locator('option:checked').textContent()).toBe(card.label);
    expect(await noOverflow(page)).toBe(true);

    await page.fill('#jf-monthlySalary', '50000');
    await page.fill('#jf-employerName', 'Demo Employer LLC');
    await next(page);
    await page.locator('#jf-emiratesId').waitFor();
    await page.locator('#jf-emiratesId').pressSequentially('784198812345671');
    await page.selectOption('#jf-nationality', 'AE');
    await page.fill('#jf-dateOfBirth', '1988-04-02');
    await page.locator('#jf-applicationConsent').check();
    await next(page);
    await expect
      .poll(() => heading(page), { timeout: 10_000 })
      .toBe('How can the bank reach you about your application?');
    const mobile = '507770001';
    await page.fill('#jf-name', 'Sara Ahmed');
    await page.fill('#jf-email', 'sara.card@example.com');
    await page.locator('#jf-mobileNumber').pressSequentially(mobile);
    await next(page);

    const otp = page.locator('#journey-otp-input');
    await otp.waitFor();
    const code = await latestCode(page, mobile);
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.locator('.journey__modal button[type=submit]').click();
    await expect.poll(() => page.locator('#journey-otp-message').textContent()).toBe('Incorrect OTP');
    await otp.fill(code);
    await page.locator('.journey__modal button[type=submit]').click();

    await page.waitForURL(/\/credit-cards\/quotes\/\?enquiryId=/, { timeout: 15_000 });
    const status = page.locator('.quotes__status');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
    const cardName = card.label.split(' – ').at(-1) ?? card.label;
    expect(await page.locator('.quotes__summary').textContent()).toContain(cardName);
    expect(await status.textContent()).toMatch(/meets the card's minimum of AED [\d,]+/);
    // The receipt names the enquiry by its readable reference, isolated left to right (decision 0028).
    await expect
      .poll(() => page.getByTestId('quotes-reference').textContent())
      .toMatch(/^Your reference: SC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(await page.getByTestId('quotes-reference').locator('bdi').getAttribute('dir')).toBe('ltr');
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });

  it('ar, 390 px: right to left, the chosen card in Arabic', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await page.goto(`${baseUrl()}/ar-ae/credit-cards/apply/`);
    expect(await sessionSettled(page)).toBe('ready');
    const card = await page.evaluate(async () => {
      const res = await fetch('/api/options/creditCards', {
        headers: {
          authorization: localStorage.getItem('authorization') ?? '',
          'accept-language': 'ar',
        },
      });
      return ((await res.json()) as { data: { id: string; label: string }[] }).data[1]!;
    });
    await page.goto(`${baseUrl()}/ar-ae/credit-cards/apply/?planid=${card.id}`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const select = page.locator('#jf-creditCardId');
    await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await select.inputValue()).toBe(card.id);
    expect(await select.locator('option:checked').textContent()).toMatch(/تجريبي/);
    expect(await noOverflow(page)).toBe(true);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
  it('en, 1280 px: Apply Now on the listing opens the form in a popup with the card chosen; a wrong then right code', async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = w;
    await page.goto(`${baseUrl()}/credit-cards/`);
    expect(await sessionSettled(page)).toBe('ready');
    const tile = page.locator('[data-testid="apply-now"]').first();
    const href = (await tile.getAttribute('href')) ?? '';
    const planId = new URL(href, baseUrl()).searchParams.get('planid') ?? '';
    expect(planId).toMatch(/^\d+$/);
    const form = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user_form');
    await tile.click();
    expect((await form).status()).toBe(200);
    const popup = page.getByTestId('apply-popup');
    await popup.waitFor();
    expect(await popup.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/credit-cards/');
    // The page behind stops scrolling while the popup is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const select = popup.locator('#jf-creditCardId');
    await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await select.inputValue()).toBe(planId);

    await popup.locator('#jf-monthlySalary').fill('50000');
    await popup.locator('#jf-employerName').fill('Demo Employer LLC');
    await popup.locator('button.journey__next').click();
    await popup.locator('#jf-emiratesId').waitFor();
    await popup.locator('#jf-emiratesId').pressSequentially('784198812345671');
    await popup.locator('#jf-nationality').selectOption('AE');
    await popup.locator('#jf-dateOfBirth').fill('1988-04-02');
    await popup.locator('#jf-applicationConsent').check();
    await popup.locator('button.journey__next').click();
    await popup.locator('#jf-mobileNumber').waitFor();
    const mobile = '507770002';
    await popup.locator('#jf-name').fill('Sara Ahmed');
    await popup.locator('#jf-email').fill('sara.popup@example.com');
    await popup.locator('#jf-mobileNumber').pressSequentially(mobile);
    await popup.locator('button.journey__next').click();
    // The OTP modal stacks on the popup.
    const otp = page.locator('#journey-otp-input');
    await otp.waitFor();
    const code = await latestCode(page, mobile);
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.locator('.journey__modal button[type=submit]').click();
    await expect.poll(() => page.locator('#journey-otp-message').textContent()).toBe('Incorrect OTP');
    await otp.fill(code);
    await page.locator('.journey__modal button[type=submit]').click();
    await page.waitForURL(/\/credit-cards\/quotes\/\?enquiryId=/, { timeout: 15_000 });
    await expect
      .poll(() => page.locator('.quotes__status').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('ready');
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});
