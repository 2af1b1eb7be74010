import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { storeCarEnquiry, storeHealthEnquiry } from './quotes-helpers';
import { sessionSettled } from './session-helpers';

/**
 * The quotes list as a person on a phone sees it (decision 0065), in Chromium at 390×844 in English and Arabic:
 * the first plan's price on the first screen, compact cards, every extra above the list collapsed, and the
 * sort, filters and compare selection kept in the address through a reload and the Back button.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** A compact card: who, the price, the cover lines and one row of actions. */
const CARD_MAX_PX = 400;

const pathOf = (r: Response) => new URL(r.url()).pathname;
const quotesAnswer = (page: Page, check: (body: Record<string, unknown>) => boolean = () => true) =>
  page.waitForResponse(
    (r) =>
      pathOf(r) === '/api/quotes' &&
      r.request().method() === 'POST' &&
      check((r.request().postDataJSON() ?? {}) as Record<string, unknown>),
  );
const cards = (page: Page) => page.locator('[data-testid="quote-card"]');
/** The list loaded and the page's islands hydrated (a tap before hydration is undone by it). */
const loaded = async (page: Page) => {
  await page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 60_000 });
  await page.waitForSelector('html[data-hydrated="true"]');
};
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Where the first plan's price ends on the page, with the page scrolled to its top; and the cards' heights. */
async function firstScreen(page: Page): Promise<{ priceBottom: number; heights: number[] }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const price = document.querySelector('[data-testid="quote-card"] [data-testid="quote-price"]');
    const r = price?.getBoundingClientRect();
    return {
      priceBottom: r && r.height > 0 ? r.bottom + window.scrollY : Infinity,
      heights: [...document.querySelectorAll('[data-testid="quote-card"]')]
        .slice(0, 6)
        .map((c) => c.getBoundingClientRect().height),
    };
  });
}

/** Every extra above the list is closed: edit your cover, the reference, why this order, the plan summary. */
async function extrasClosed(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const extras = document.querySelector('[data-testid="quotes-extras"]');
    if (!extras) return false;
    const open = extras.querySelectorAll('details[open], [aria-expanded="true"]');
    return open.length === 0 && extras.querySelectorAll('details, [aria-expanded]').length >= 2;
  });
}

async function openQuotes(
  page: Page,
  product: 'car' | 'health',
  prefix: string,
  mobile: string,
): Promise<string> {
  const path = product === 'car' ? 'car-insurance' : 'health-insurance';
  await page.goto(`${baseUrl()}/${path}/`);
  expect(await sessionSettled(page)).toBe('ready');
  const id =
    product === 'car'
      ? await storeCarEnquiry(page, mobile)
      : await storeHealthEnquiry(page, mobile, '01/01/1990');
  await page.goto(`${baseUrl()}${prefix}/${path}/quotes/?enquiryId=${id}`);
  await loaded(page);
  return id;
}

describe('the first screen of the quotes list (decision 0065)', () => {
  for (const [lang, prefix] of [
    ['en', ''],
    ['ar', '/ar-ae'],
  ] as const) {
    for (const product of ['car', 'health'] as const) {
      it(`${lang}, ${product}, 390×844: the first price above the fold, cards under ${CARD_MAX_PX} px, extras collapsed`, async () => {
        const w = await openPage(browser, { viewport: PHONE });
        const { page } = w;
        const n = (lang === 'en' ? 10 : 20) + (product === 'car' ? 1 : 2);
        await openQuotes(page, product, prefix, `5020065${n}`);
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        const { priceBottom, heights } = await firstScreen(page);
        expect(priceBottom).toBeLessThan(PHONE.height);
        expect(heights.length).toBeGreaterThan(1);
        for (const h of heights) expect(h).toBeLessThan(CARD_MAX_PX);
        expect(await extrasClosed(page)).toBe(true);
        // The details stay one tap away: the breakdown and the certificate, then closed again.
        const card = cards(page).first();
        expect(await card.getByTestId('quote-more').isVisible()).toBe(false);
        await card.getByTestId('quote-details').click();
        expect(await card.locator('.breakdown').isVisible()).toBe(true);
        if (product === 'car') expect(await card.locator('.qcard__certificate').isVisible()).toBe(true);
        await card.getByTestId('quote-details').click();
        expect(await card.getByTestId('quote-more').isVisible()).toBe(false);
        expect(await noOverflow(page)).toBe(true);
        await w.context.close();
      });
    }
  }

  it('en, desktop 1280×800: edit your cover starts collapsed and the first price is on the first screen', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    const { page } = w;
    await openQuotes(page, 'car', '', '502006531');
    expect(await page.getByTestId('edit-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await extrasClosed(page)).toBe(true);
    expect((await firstScreen(page)).priceBottom).toBeLessThan(DESKTOP.height);
    await w.context.close();
  });
});

describe('sort, filters and the compare selection in the address (decision 0065)', () => {
  for (const [lang, prefix, search] of [
    ['en', '', 'Search'],
    ['ar', '/ar-ae', 'بحث'],
  ] as const) {
    it(`${lang}, 390 px: they survive a reload and the Back button`, async () => {
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      await openQuotes(page, 'car', prefix, lang === 'en' ? '502006541' : '502006542');

      const byPrice = quotesAnswer(page, (b) => b.sortBy === 'PRICE_ASC');
      await page.selectOption('#quotes-sort', 'PRICE_ASC');
      await byPrice;
      await loaded(page);
      await page.getByTestId('filter-open').click();
      const dialog = page.getByTestId('filter-dialog');
      await dialog.waitFor();
      await dialog.locator('[data-field="insurer"] input[type="checkbox"]').nth(1).check();
      const filtered = quotesAnswer(page, (b) => Array.isArray(b.insurer));
      await dialog.getByRole('button', { name: search }).click();
      const insurer = ((await (await filtered).request().postDataJSON()) as { insurer: string[] }).insurer;
      await dialog.waitFor({ state: 'hidden' });
      await loaded(page);
      const toggles = page.getByTestId('compare-toggle');
      await toggles.nth(0).check();
      await toggles.nth(1).check();
      const chosen = await cards(page).evaluateAll((els) =>
        els.slice(0, 2).map((e) => `${e.getAttribute('data-provider-id')}:${e.getAttribute('data-plan-id')}`),
      );
      await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe(chosen.join(','));
      const address = new URL(page.url());
      expect(address.searchParams.get('sort')).toBe('PRICE_ASC');
      expect(address.searchParams.getAll('f.insurer')).toEqual(insurer);

      /** After a reload or Back: the list asks for the same sort and filter, and the same plans are ticked. */
      const same = async (go: () => Promise<unknown>) => {
        const again = quotesAnswer(
          page,
          (b) => b.sortBy === 'PRICE_ASC' && JSON.stringify(b.insurer) === JSON.stringify(insurer),
        );
        await go();
        await again;
        await loaded(page);
        expect(await page.inputValue('#quotes-sort')).toBe('PRICE_ASC');
        await expect
          .poll(() =>
            page
              .locator('[data-testid="quote-card"]:has([data-testid="compare-toggle"]:checked)')
              .evaluateAll((els) =>
                els.map((e) => `${e.getAttribute('data-provider-id')}:${e.getAttribute('data-plan-id')}`),
              ),
          )
          .toEqual(chosen);
        expect(new URL(page.url()).searchParams.get('compare')).toBe(chosen.join(','));
      };
      await same(() => page.reload());

      // To a plan's certificate and Back.
      const card = cards(page).first();
      await card.getByTestId('quote-details').click();
      await Promise.all([
        page.waitForURL(/\/quotes\/certificate\//),
        card.locator('.qcard__certificate').click(),
      ]);
      await same(() => page.goBack());
      await w.context.close();
    });
  }
});

/** Every plan column of the comparison lies inside the screen and the table needs no sideways scroll. */
async function columnsFit(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="compare-table"]');
    const region = table?.closest('.ctable');
    if (!table || !region) return false;
    const cols = [...table.querySelectorAll('thead th')].map((th) => th.getBoundingClientRect());
    return (
      region.scrollWidth <= region.clientWidth &&
      cols.length >= 3 &&
      cols.every((r) => r.left >= 0 && r.right <= window.innerWidth)
    );
  });
}

describe('compare that fits a phone (decision 0065)', () => {
  for (const [lang, prefix] of [
    ['en', ''],
    ['ar', '/ar-ae'],
  ] as const) {
    it(`${lang}, 390 px, car: 2 plans, no column cut, each column's choose opens that plan's lead popup`, async () => {
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      await openQuotes(page, 'car', prefix, lang === 'en' ? '502006551' : '502006552');
      const toggles = page.getByTestId('compare-toggle');
      await toggles.nth(0).check();
      await toggles.nth(1).check();
      expect(await toggles.nth(2).isDisabled()).toBe(true);
      await Promise.all([
        page.waitForURL(/\/compare\/\?planid=\d+,\d+&enquiryId=/),
        page.getByTestId('compare-now').click(),
      ]);
      await page.waitForSelector('[data-testid="comparison"][data-state="loaded"]', { timeout: 15_000 });
      expect(await page.locator('[data-testid="compare-table"] thead .ctable__plan').count()).toBe(2);
      expect(await columnsFit(page)).toBe(true);
      expect(await noOverflow(page)).toBe(true);
      const second = page.locator('[data-testid="compare-table"] thead .ctable__plan').nth(1);
      const planName = (await second.locator('.ctable__name').textContent()) ?? '';
      expect(await second.getByTestId('compare-choose').isVisible()).toBe(true);
      await Promise.all([page.waitForURL(/\/quotes\/\?/), second.getByTestId('compare-choose').click()]);
      const popup = page.getByTestId('lead-popup');
      await popup.waitFor({ timeout: 30_000 });
      expect(await popup.textContent()).toContain(planName);
      // The ask is not kept: a reload does not open the popup again.
      expect(new URL(page.url()).searchParams.has('choose')).toBe(false);
      await w.context.close();
    });
  }

  it('en, 390 px, health: the compare dialog fits and its choose button opens the lead popup', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await openQuotes(page, 'health', '', '502006553');
    const toggles = page.getByTestId('compare-toggle');
    await toggles.nth(1).check();
    await toggles.nth(2).check();
    await page.getByTestId('compare-now').click();
    const dialog = page.getByTestId('compare-dialog');
    await dialog.waitFor();
    expect(await columnsFit(page)).toBe(true);
    const planName = (await dialog.locator('.ctable__name').first().textContent()) ?? '';
    await dialog.getByTestId('compare-choose').first().click();
    const popup = page.getByTestId('lead-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(planName);
    await w.context.close();
  });
});
