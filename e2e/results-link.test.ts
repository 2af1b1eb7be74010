import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
import { api, latestCode } from './journey-helpers';
import { storeCarEnquiry } from './quotes-helpers';
import { sessionSettled } from './session-helpers';

/**
 * Results you can get back to (decision 0028) in Chromium: the quotes page shows the enquiry's
 * readable reference (isolated left to right) and texts a link to the proved number; the link opened in a new
 * browser context shows nothing of the results and asks for the number and a code first, then the list.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (r: Response) => new URL(r.url()).pathname;
const loaded = (page: Page) =>
  page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

describe('the results link (decision 0028)', () => {
  it('en then ar, 390 px: texted from the quotes page, opened elsewhere only with the code', async () => {
    const mobile = '502000321';
    const a = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await a.page.goto(`${baseUrl()}/car-insurance/`);
    expect(await sessionSettled(a.page)).toBe('ready');
    const enquiryId = await storeCarEnquiry(a.page, mobile);
    await a.page.goto(`${baseUrl()}/car-insurance/quotes/?enquiryId=${enquiryId}`);
    await loaded(a.page);
    const box = a.page.getByTestId('results-reference');
    await box.waitFor();
    // Folded under 'Your reference' so the plans come first (decision 0065).
    expect(await box.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await box.locator('summary').click();
    const reference = (await box.locator('bdi[dir="ltr"]').first().textContent()) ?? '';
    expect(reference).toMatch(/^SC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
    expect(await box.textContent()).toContain(`Your reference: ${reference}`);
    // The language switcher keeps the enquiry.
    expect(
      await a.page.locator('[data-testid="lang-dropdown-desktop"] a[hreflang="ar"]').getAttribute('href'),
    ).toBe(`/ar-ae/car-insurance/quotes/?enquiryId=${enquiryId}`);

    const sent = a.page.waitForResponse(
      (r) => pathOf(r).endsWith('/results-link') && r.request().method() === 'POST',
    );
    await box.getByTestId('send-results-link').click();
    expect((await sent).status()).toBe(200);
    const status = box.getByTestId('results-link-status');
    await expect.poll(() => status.textContent()).toBe(`We sent a link to +971 5X XXX ${mobile.slice(-4)}.`);
    expect(await status.locator('bdi[dir="ltr"]').textContent()).toBe(`+971 5X XXX ${mobile.slice(-4)}`);
    const { body } = await api(a.page, `/api/dev/outbox?mobileNumber=${mobile}`);
    const messages = (body.data ?? []) as { body: string; createdAt: string }[];
    const sms = [...messages].sort((x, y) => x.createdAt.localeCompare(y.createdAt)).at(-1)?.body ?? '';
    const link = /https?:\/\/\S+\?ref=\S+/.exec(sms)?.[0] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('ref')).toBe(reference);
    expect(link).not.toContain(enquiryId);
    await a.context.close();
    // The journey's code went to this number a moment ago: its 30 s resend cooldown is moved into the past.
    await queryDb(
      databaseUrl(),
      `update otp_events set created_at = created_at - interval '31 seconds' where mobile_number = $1`,
      [mobile],
    );

    // Another phone, in Arabic: the link shows nothing of the results before the number and its code.
    const b = await openPage(browser, { viewport: { width: 390, height: 844 }, locale: 'ar-AE' });
    const { page } = b;
    await page.goto(`${baseUrl()}/ar-ae${url.pathname}${url.search}`);
    const gate = page.getByTestId('results-link-gate');
    await gate.locator('[data-state="number"]').waitFor({ timeout: 30_000 });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByTestId('quote-card').count()).toBe(0);
    expect(await page.getByTestId('results-reference').count()).toBe(0);
    expect(await gate.textContent()).toContain('هذه النتائج محمية');
    await gate.locator('#verify-number-mobile').fill(mobile);
    await gate.getByTestId('verify-number-send').click();
    await gate.locator('[data-state="code"]').waitFor();
    expect(await gate.locator('#verify-number-sent bdi[dir="ltr"]').textContent()).toBe(
      `*****${mobile.slice(-4)}`,
    );
    expect(await page.getByTestId('quote-card').count()).toBe(0);
    const opened = page.waitForResponse(
      (r) => pathOf(r) === '/api/quotes' && r.request().method() === 'POST',
    );
    await gate.getByTestId('verify-number-code').fill(await latestCode(page, mobile));
    await gate.getByTestId('verify-number-confirm').click();
    expect((await opened).status()).toBe(200);
    await loaded(page);
    expect(await page.getByTestId('quote-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('results-reference').locator('bdi[dir="ltr"]').first().textContent()).toBe(
      reference,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(unexpected(b.errors)).toEqual([]);
    await b.context.close();
  });
});
