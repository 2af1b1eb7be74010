import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { contactWithOtp } from './quotes-helpers';

/**
 * Loan offers in Chromium (decision 0018): a finished personal loan journey lists the demo banks'
 * offers with the monthly instalment, the APR including fees and a flat rate beside its reducing equivalent; the
 * banks whose minimum salary is above the visitor's say so; in Arabic the page reads right to left.
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
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const loaded = (page: Page) =>
  page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });

describe('personal loan offers', () => {
  it('en and ar, 390 px: instalment, APR beside the flat rate, and why some banks made no offer', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await page.goto(`${baseUrl()}/personal-loans/`);
    expect(await sessionSettled(page)).toBe('ready');
    const mobile = '508880001';
    const values = {
      monthlySalary: 6_000,
      employerCategory: 'government',
      dateOfBirth: '15/03/1990',
      nationality: 'IN',
      loanAmount: 50_000,
      loanTenure: '48',
      existingRepayments: 0,
      name: 'Sara Ahmed',
      email: 'sara.loan@example.com',
      mobileNumber: mobile,
    };
    const enquiryId = await page.evaluate(async (v) => {
      const res = await fetch('/api/enquiry', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('authorization') ?? '',
        },
        body: JSON.stringify({ countryProductId: 8, formKey: 'personalLoan.apply', values: v }),
      });
      return ((await res.json()) as { enquiryId: string }).enquiryId;
    }, values);
    await contactWithOtp(
      page,
      {
        method: 'POST',
        url: '/api/enquiry',
        body: { countryProductId: 8, formKey: 'personalLoan.apply', enquiryId, values },
      },
      mobile,
    );

    await page.goto(`${baseUrl()}/personal-loans/quotes/?enquiryId=${enquiryId}`);
    await loaded(page);
    const cards = page.locator('[data-testid="quote-card"]');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = (await cards.first().textContent()) ?? '';
    expect(first).toContain('APR (with fees)');
    expect(first).toContain('a month');
    expect(first).toMatch(/Total repayable/);
    await page
      .getByRole('button', { name: 'See More Plans' })
      .click()
      .catch(() => undefined);
    const all = (await cards.allTextContents()).join(' ');
    expect(all).toMatch(/[\d.]+% flat = [\d.]+% reducing/);
    const declined = page.getByTestId('declined-more');
    await declined.locator('summary').click();
    expect(await declined.textContent()).toMatch(/asks for a monthly salary of at least AED [\d,]+/);
    expect(await noOverflow(page)).toBe(true);

    await page.goto(`${baseUrl()}/ar-ae/personal-loans/quotes/?enquiryId=${enquiryId}`);
    await loaded(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('[data-testid="quote-card"]').first().textContent()).toContain(
      'معدل النسبة السنوي',
    );
    expect(await noOverflow(page)).toBe(true);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});

/** Screenshots of the cards when E2E_SCREENSHOTS names a directory (to look at them; nothing compares them). */
async function shoot(card: Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: join(dir, `${name}.png`) });
}

describe('home loan offers (decision 0046)', () => {
  it('en and ar, 360 px: a fixed rate shows its period, the rate after it and the payment after it', async () => {
    const w = await openPage(browser, { viewport: { width: 360, height: 800 } });
    const { page } = w;
    await page.goto(`${baseUrl()}/mortgage-loan/`);
    expect(await sessionSettled(page)).toBe('ready');
    const mobile = '508880046';
    const values = {
      propertyStatus: 'ready',
      emirate: 'dubai',
      propertyValue: 2_000_000,
      loanAmount: 1_500_000,
      residencyStatus: 'resident',
      monthlySalary: 60_000,
      propertyOrder: 'first',
      mortgageTenure: '300',
      dateOfBirth: '15/03/1990',
      existingRepayments: 0,
      name: 'Omar Haddad',
      email: 'omar.home@example.com',
      mobileNumber: mobile,
    };
    const step = { countryProductId: 10, formKey: 'homeLoan.apply', values };
    const enquiryId = await page.evaluate(async (body) => {
      const res = await fetch('/api/enquiry', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('authorization') ?? '',
        },
        body: JSON.stringify(body),
      });
      return ((await res.json()) as { enquiryId: string }).enquiryId;
    }, step);
    await contactWithOtp(page, { method: 'POST', url: '/api/enquiry', body: { ...step, enquiryId } }, mobile);

    await page.goto(`${baseUrl()}/mortgage-loan/quotes/?enquiryId=${enquiryId}`);
    await loaded(page);
    await page
      .getByRole('button', { name: 'See More Plans' })
      .click()
      .catch(() => undefined);
    const fixed = page.locator('[data-testid="quote-card"]', { has: page.getByTestId('loan-fixed') });
    expect(await fixed.count()).toBeGreaterThan(0);
    const card = (await fixed.first().textContent()) ?? '';
    expect(card).toMatch(/Fixed for \d+ years?, then \d+\.\d\d%/);
    expect(card).toMatch(/After that: AED [\d,.]+ a month/);
    expect(card).toMatch(/[\d.]+% for \d+ years?, then [\d.]+% reducing/);
    // The best APR is a variable rate once fixed rates are priced with the rate they revert to.
    const first = page.locator('[data-testid="quote-card"]').first();
    expect(await first.getByTestId('loan-fixed').count()).toBe(0);
    expect(await noOverflow(page)).toBe(true);
    await shoot(fixed.first(), 'home-loan-fixed-en-360');

    await page.goto(`${baseUrl()}/ar-ae/mortgage-loan/quotes/?enquiryId=${enquiryId}`);
    await loaded(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page
      .getByRole('button', { name: /المزيد/ })
      .click()
      .catch(() => undefined);
    const fixedAr = page.getByTestId('loan-fixed').first();
    expect(await fixedAr.textContent()).toMatch(/ثابت لمدة .+، ثم \d+\.\d\d٪بعد ذلك: [\d,.]+ د\.إ شهرياً/);
    expect(await fixedAr.locator('bdi[dir="ltr"]').count()).toBeGreaterThanOrEqual(2);
    expect(await noOverflow(page)).toBe(true);
    await shoot(
      page.locator('[data-testid="quote-card"]', { has: page.getByTestId('loan-fixed') }).first(),
      'home-loan-fixed-ar-360',
    );
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});
