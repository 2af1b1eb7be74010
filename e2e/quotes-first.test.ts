import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
import { latestCode } from './journey-helpers';
import { storeCarEnquiry } from './quotes-helpers';
import { sessionSettled } from './session-helpers';

/**
 * 'Quotes before the phone number' in Chromium (decision 0017): the landing page offers journey
 * type 2, whose finished journey lands on priced quotes with no number given; choosing a plan asks for the
 * number and its code inside the lead popup (a wrong code, then the right one from the outbox), 'Save results'
 * does the same on its own; and the list loads its next page by itself on scroll (docs/product/quotes.md, page type BU).
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
const quotesAnswer = (page: Page, check: (body: Record<string, unknown>) => boolean = () => true) =>
  page.waitForResponse(
    (r) =>
      pathOf(r) === '/api/quotes' &&
      r.request().method() === 'POST' &&
      check((r.request().postDataJSON() ?? {}) as Record<string, unknown>),
  );
const cards = (page: Page) => page.locator('[data-testid="quote-card"]');
const loaded = (page: Page) =>
  page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));
/** A code that is not the one sent. */
const wrongOf = (code: string) => (code[0] === '1' ? '2' : '1') + code.slice(1);

describe('quotes before the phone number (decision 0017)', () => {
  it('en, 390 px: the landing page offers it; choosing a plan asks for the number and its code; the list scrolls on', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    const mobile = '502000311';

    await page.goto(`${baseUrl()}/car-insurance/`);
    expect(await sessionSettled(page)).toBe('ready');
    const offer = page.getByTestId('journey-variant');
    expect(await offer.textContent()).toContain('Prefer to see prices before you give your number?');
    await Promise.all([page.waitForURL(/journeyType=2/), offer.getByRole('link').click()]);
    expect(await sessionSettled(page)).toBe('ready');
    // The variant's own form (no contact step), said in plain words.
    expect(await page.content()).toContain('car.vehicle.quotesFirst');
    expect(await page.getByTestId('journey-variant').textContent()).toContain(
      'We ask for your mobile number only if you choose a plan or save your results.',
    );
    expect(await noOverflow(page)).toBe(true);

    const enquiryId = await storeCarEnquiry(page, mobile, { quotesFirst: true });
    const first = quotesAnswer(page);
    await page.goto(`${baseUrl()}/car-insurance/quotes/?enquiryId=${enquiryId}`);
    const answer = (await (await first).json()) as { maskedMobile: unknown; totalCount: number };
    expect(answer.maskedMobile).toBeNull();
    await loaded(page);
    expect(await page.getByTestId('save-results').isVisible()).toBe(true);

    // Choose a plan: the popup asks for the number first (the journey's rule in the browser, then the server).
    const card = cards(page).first();
    const planName = (await card.locator('.qcard__plan').textContent()) ?? '';
    await card.getByTestId('choose-plan').click();
    const popup = page.getByTestId('lead-popup');
    await popup.waitFor();
    expect(await popup.evaluate((el) => el.matches(':modal'))).toBe(true);
    await popup.locator('[data-state="number"]').waitFor();
    expect(await popup.locator('h2').textContent()).toBe('Confirm your mobile number');
    const box = popup.locator('#verify-number-mobile');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill('12');
    await popup.getByTestId('verify-number-send').click();
    expect(await popup.getByRole('alert').textContent()).toBe('Mobile number is invalid');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    // Written the way people in the UAE write it: the box keeps the nine digits after the trunk zero.
    await box.fill(`+971 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`);
    expect(await box.inputValue()).toBe(mobile);
    const sent = page.waitForResponse((r) => pathOf(r) === '/api/prequote_enquiry/4');
    await popup.getByTestId('verify-number-send').click();
    expect((await sent).status()).toBe(200);
    await popup.locator('[data-state="code"]').waitFor();
    expect(await popup.locator('#verify-number-sent').textContent()).toContain(`*****${mobile.slice(-4)}`);
    expect(await popup.locator('#verify-number-message').textContent()).toMatch(
      /You can ask for another code in \d+ seconds?\./,
    );

    const code = await latestCode(page, mobile);
    await popup.getByTestId('verify-number-code').fill(wrongOf(code));
    const refused = page.waitForResponse((r) => pathOf(r) === '/api/prequote_enquiry/4');
    await popup.getByTestId('verify-number-confirm').click();
    expect((await refused).status()).toBe(422);
    await expect.poll(() => popup.locator('#verify-number-message[class="lead__error"]').count()).toBe(1);
    expect(await popup.getByTestId('verify-number-code').inputValue()).toBe('');

    await popup.getByTestId('verify-number-code').fill(code);
    await popup.getByTestId('verify-number-confirm').click();
    // Proved: the choice continues with the consent box, the number shown masked.
    await page.getByTestId('lead-consent').waitFor();
    expect(await page.getByTestId('lead-consent').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await popup.textContent()).toContain(planName);
    expect(await popup.textContent()).toContain(`*****${mobile.slice(-4)}`);
    await page.getByTestId('lead-consent').check();
    const lead = page.waitForResponse((r) => pathOf(r) === '/api/lead_details');
    await page.getByTestId('lead-confirm').click();
    expect((await lead).status()).toBe(200);
    await page.getByTestId('lead-confirmation').waitFor();
    expect(await noOverflow(page)).toBe(true);
    await page.getByTestId('lead-confirmation').getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await page.getByTestId('save-results').count()).toBe(0);

    // Infinite scroll (page type BU): after 'See More Plans', scrolling near 'Show More' loads skip 10 by itself.
    expect(answer.totalCount).toBeGreaterThan(10);
    const next = quotesAnswer(page, (b) => b.skip === 10);
    await page.getByRole('button', { name: 'See More Plans' }).click();
    expect(await cards(page).count()).toBe(10);
    // Scrolled to the end of the list (not of the page: the footer below it is taller than a phone screen).
    await page.getByRole('button', { name: 'Show More' }).scrollIntoViewIfNeeded();
    expect((await next).status()).toBe(200);
    // The skip-10 page arrives; if 'Show More' is still within the 400 px margin the observer
    // rightly asks for the page after it as well, so the count is at least 20, never past the total.
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(Math.min(20, answer.totalCount));
    expect(await cards(page).count()).toBeLessThanOrEqual(answer.totalCount);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });

  it('ar, 390 px: Save results proves the number, then a plan is chosen without asking again', async () => {
    const w = await openPage(browser, { viewport: PHONE, locale: 'ar-AE' });
    const { page } = w;
    const mobile = '502000312';
    await page.goto(`${baseUrl()}/ar-ae/car-insurance/?journeyType=2`);
    expect(await sessionSettled(page)).toBe('ready');
    expect(await page.getByTestId('journey-variant').textContent()).toContain('لن نطلب رقم هاتفك المتحرك');
    const enquiryId = await storeCarEnquiry(page, mobile, { quotesFirst: true });
    await page.goto(`${baseUrl()}/ar-ae/car-insurance/quotes/?enquiryId=${enquiryId}`);
    await loaded(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');

    await page.getByTestId('save-results').click();
    const dialog = page.getByTestId('save-dialog');
    await dialog.waitFor();
    // The number step is its own chunk: its form replaces the loading line.
    await dialog.locator('[data-state="number"]').waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('أكّد رقم هاتفك المتحرك');
    expect(await dialog.textContent()).toContain('احفظ هذه النتائج برقم هاتفك المتحرك');
    await dialog.locator('#verify-number-mobile').fill(mobile);
    await dialog.getByTestId('verify-number-send').click();
    await dialog.locator('[data-state="code"]').waitFor();
    // The masked number stays left to right inside the Arabic sentence.
    expect(await dialog.locator('#verify-number-sent bdi[dir="ltr"]').textContent()).toBe(
      `*****${mobile.slice(-4)}`,
    );
    expect(await dialog.locator('#verify-number-message').textContent()).toMatch(/يمكنك طلب رمز آخر بعد/);
    expect(await noOverflow(page)).toBe(true);
    await dialog.getByTestId('verify-number-code').fill(await latestCode(page, mobile));
    await dialog.getByTestId('verify-number-confirm').click();
    const done = page.getByTestId('save-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('حُفظت برقمك المؤكَّد');
    expect(await done.locator('bdi[dir="ltr"]').textContent()).toBe(`*****${mobile.slice(-4)}`);
    await done.getByRole('button', { name: 'إغلاق' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('save-results').count()).toBe(0);

    await cards(page).first().getByTestId('choose-plan').click();
    const popup = page.getByTestId('lead-popup');
    await popup.waitFor();
    expect(await popup.getByTestId('verify-number').count()).toBe(0);
    expect(await popup.textContent()).toContain(`*****${mobile.slice(-4)}`);
    expect(await page.getByTestId('lead-consent').isChecked()).toBe(false);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
  it('en, 1280 px: saved results open on another device with the number and its code', async () => {
    const mobile = '502000313';
    const a = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await a.page.goto(`${baseUrl()}/car-insurance/`);
    expect(await sessionSettled(a.page)).toBe('ready');
    const enquiryId = await storeCarEnquiry(a.page, mobile);
    await a.context.close();
    // The journey's code went to this number a moment ago: its 30 s resend cooldown is moved into the past.
    await queryDb(
      databaseUrl(),
      `update otp_events set created_at = created_at - interval '31 seconds' where mobile_number = $1`,
      [mobile],
    );

    const b = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = b;
    // A first visit (its device made by this page load) owns no enquiry: 'none' without asking for the list.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/quotes') asked.push(r.method());
    });
    await page.goto(`${baseUrl()}/car-insurance/quotes/?enquiryId=${enquiryId}`);
    await page.getByTestId('quotes-none').waitFor();
    expect(await page.getAttribute('html', 'data-device')).toBe('new');
    expect(asked).toEqual([]);
    // The answer takes the place of the loading line the server painted: nothing below it jumps (decision 0026).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
        }),
    );
    expect(shifted).toBeLessThan(0.05);
    expect(await page.getByTestId('quotes-none').textContent()).toContain(
      'Saved these results with your mobile number on another device?',
    );
    await page.getByTestId('open-saved').click();
    const dialog = page.getByTestId('claim-dialog');
    await dialog.locator('[data-state="number"]').waitFor();
    // Another number: the same code step as the right one (decision 0043: the answer never tells whether a guessed
    // number is the owner's), but no code is sent to it and none opens the results.
    await dialog.locator('#verify-number-mobile').fill('502000399');
    await dialog.getByTestId('verify-number-send').click();
    await dialog.locator('[data-state="code"]').waitFor();
    await dialog.getByTestId('verify-number-code').fill('123456');
    await dialog.getByTestId('verify-number-confirm').click();
    await expect.poll(() => dialog.locator('#verify-number-message').textContent()).toBe('Incorrect OTP');
    await dialog.getByRole('button', { name: 'Change number' }).click();
    await dialog.locator('[data-state="number"]').waitFor();
    await dialog.locator('#verify-number-mobile').fill(mobile);
    await dialog.getByTestId('verify-number-send').click();
    await dialog.locator('[data-state="code"]').waitFor();
    const opened = quotesAnswer(page);
    await dialog.getByTestId('verify-number-code').fill(await latestCode(page, mobile));
    await dialog.getByTestId('verify-number-confirm').click();
    expect((await opened).status()).toBe(200);
    await loaded(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    expect(unexpected(b.errors)).toEqual([]);
    await b.context.close();
  });
});
