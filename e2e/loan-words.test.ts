import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { contactWithOtp } from './quotes-helpers';

/**
 * Loans speak of loans (decision 0064, docs/product/loans.md), at 390 px in English and Arabic: the breakdown adds
 * up to the total repayable with the monthly instalment on its own line, the confirmation names the lender and the
 * instalment, no sort speaks of cover; and when no lender offers anything the page gives the reason once, shows no
 * empty list controls and says what the visitor could borrow instead, as the loan engine works it out.
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
const settled = (page: Page, state: 'loaded' | 'not-found') =>
  page.waitForSelector(`[data-testid="quotes"][data-state="${state}"]`, { timeout: 30_000 });
/** '1,876.67' (Latin digits in both languages) → 1876.67. */
const amountOf = async (l: Locator) =>
  Number(((await l.locator('.money__amount').first().textContent()) ?? '').replace(/,/g, ''));

/** A finished personal loan enquiry of this page's device, its number proved. */
async function personalLoan(
  page: Page,
  mobile: string,
  v: { salary: number; amount: number; months: string },
): Promise<string> {
  await page.goto(`${baseUrl()}/personal-loans/`);
  expect(await sessionSettled(page)).toBe('ready');
  const values = {
    monthlySalary: v.salary,
    employerCategory: 'government',
    dateOfBirth: '15/03/1990',
    nationality: 'IN',
    loanAmount: v.amount,
    loanTenure: v.months,
    existingRepayments: 0,
    name: 'Sara Ahmed',
    email: `loan${mobile}@example.com`,
    mobileNumber: mobile,
  };
  const step = { countryProductId: 8, formKey: 'personalLoan.apply', values };
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
  return enquiryId;
}

/** Screenshots for the record when E2E_SCREENSHOTS names a directory (nothing compares them). */
async function shoot(page: Page, target: Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** The first card's details, however the card folds them (a toggle button or a disclosure). */
async function openDetails(card: Locator): Promise<void> {
  const toggle = card.getByTestId('quote-details');
  if ((await toggle.count()) > 0) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  } else await card.locator('details > summary').first().click();
  await card.getByTestId('loan-total').waitFor();
}

describe('loan offers speak of loans', () => {
  it('en and ar, 390 px: total repayable = amount + interest + fees, instalment apart, lender in the popup, no cover sort', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    const enquiryId = await personalLoan(page, '508880064', { salary: 20_000, amount: 80_000, months: '48' });

    for (const lang of ['en', 'ar'] as const) {
      const prefix = lang === 'ar' ? '/ar-ae' : '';
      await page.goto(`${baseUrl()}${prefix}/personal-loans/quotes/?enquiryId=${enquiryId}`);
      await settled(page, 'loaded');
      const card = page.getByTestId('quote-card').first();
      await openDetails(card);
      const lines = card.locator('table.breakdown tbody td');
      expect(await lines.count()).toBe(3);
      let sum = 0;
      for (const cell of await lines.all()) sum += await amountOf(cell);
      const total = await amountOf(card.getByTestId('loan-total'));
      expect(total).toBeCloseTo(sum, 2);
      expect(total).toBeGreaterThan(80_000);
      // The instalment is the card's price, on its own line, never the total.
      const instalment = await amountOf(card.getByTestId('loan-instalment'));
      expect(instalment).toBe(await amountOf(card.getByTestId('quote-price')));
      expect(instalment).toBeLessThan(total / 40);

      const sorts = await page.locator('#quotes-sort option').allTextContents();
      expect(sorts).toHaveLength(3);
      expect(sorts.join(' ')).not.toMatch(lang === 'ar' ? /التغطية/ : /Cover/);
      expect(await page.locator('#quotes-sort option[value="TOTAL_ASC"]').count()).toBe(1);
      expect(await page.locator('#quotes-sort option[value="COVER_DESC"]').count()).toBe(0);
      await shoot(page, card.getByTestId('loan-total'), `loan-breakdown-${lang}-390`);
      expect(await noOverflow(page)).toBe(true);

      await card.getByTestId('choose-plan').click();
      const facts = page.getByTestId('lead-facts');
      await facts.waitFor();
      const text = (await facts.textContent()) ?? '';
      if (lang === 'en') {
        expect(text).toContain('Lender');
        expect(text).toContain('Monthly instalment');
        expect(text).toContain('Total repayable');
        expect(text).not.toMatch(/Insurer|Premium/);
      } else {
        expect(text).toContain('الجهة المموِّلة');
        expect(text).toContain('القسط الشهري');
        expect(text).not.toContain('شركة التأمين');
      }
      await page.keyboard.press('Escape');
      await facts.waitFor({ state: 'detached' });
    }
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});

describe('a refused loan', () => {
  it('en and ar, 390 px: the reason once, no empty list controls, and the largest amount the rules allow', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    // AED 6,000 a month asks for AED 200,000 over 12 months: 20 × salary is AED 120,000, and AED 3,000 a month
    // (50 % of salary) carries about AED 34,000 over 12 months; over 48 months AED 120,000 fits.
    const enquiryId = await personalLoan(page, '508880065', { salary: 6_000, amount: 200_000, months: '12' });

    for (const lang of ['en', 'ar'] as const) {
      const prefix = lang === 'ar' ? '/ar-ae' : '';
      await page.goto(`${baseUrl()}${prefix}/personal-loans/quotes/?enquiryId=${enquiryId}`);
      await settled(page, 'not-found');
      const refusal = page.getByTestId('loan-refusal');
      await refusal.waitFor();
      const reason = ((await refusal.getByTestId('refusal-reason').textContent()) ?? '').trim();
      expect(reason).toMatch(lang === 'en' ? /20 times your monthly salary \(AED 120,000\)/ : /120,000/);
      const body = (await page.locator('[data-testid="quotes"]').textContent()) ?? '';
      expect(body.split(reason).length - 1).toBe(1);
      expect(await page.locator('#quotes-sort').count()).toBe(0);
      expect(await page.getByTestId('quotes-count').count()).toBe(0);
      expect(await page.getByTestId('filter-open').count()).toBe(0);
      expect(await page.getByTestId('declined').count()).toBe(0);

      const largest = refusal.getByTestId('refusal-largest');
      expect(await amountOf(largest)).toBe(120_000);
      expect(await largest.textContent()).toMatch(lang === 'en' ? /over 48 months/ : /48/);
      const atTerm = refusal.getByTestId('refusal-at-term');
      const atTermAmount = await amountOf(atTerm);
      expect(atTermAmount).toBeGreaterThanOrEqual(33_000);
      expect(atTermAmount).toBeLessThanOrEqual(35_000);
      expect(await refusal.getByTestId('refusal-change').getAttribute('href')).toBe(
        `${prefix}/personal-loans/`,
      );
      expect(await noOverflow(page)).toBe(true);
      await shoot(page, refusal, `loan-refusal-${lang}-390`);
    }
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});
