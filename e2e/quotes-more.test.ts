import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { baseUrl, launch, openPage, type Watched } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';
import { contactWithOtp, firstOption, send, storeCarEnquiry, storeHealthEnquiry } from './quotes-helpers';

/**
 * More of docs/product/quotes.md in Chromium, beside e2e/quotes.test.ts: health with 3 members priced in
 * the background and listed grouped by provider (the decision: browser tests assert the final list; the
 * integration tests assert the progress), with the Plan Summary's TPA; the travel Schengen filter; the car list
 * in English at 390 px and in Arabic at 1280 px (quotes.test.ts covers en 1280 and ar 390); the compare dialog
 * of a product without a comparison page (health). Every wait is for an answer or a state, never a timer.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type QuotesAnswer = {
  status: 'processing' | 'done';
  pricedCount: number;
  insurerCount: number;
  totalCount: number;
  cardsLimit: number;
  quotes: {
    planId: number;
    providerId: number;
    features: { key: string; value: string; strike: boolean }[];
  }[];
};

const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));
const pathOf = (r: Response) => new URL(r.url()).pathname;
const isQuotes = (r: Response) => pathOf(r) === '/api/quotes' && r.request().method() === 'POST';
const quotesAnswer = (page: Page, check: (body: Record<string, unknown>) => boolean = () => true) =>
  page.waitForResponse(
    (r) => isQuotes(r) && check((r.request().postDataJSON() ?? {}) as Record<string, unknown>),
  );

const cards = (page: Page) => page.locator('[data-testid="quote-card"]');
const loaded = (page: Page, timeout = 30_000) =>
  page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout });
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const providersOf = (list: Locator) =>
  list
    .locator('[data-testid="quote-card"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-provider-id')));
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

/** Whether a list of provider ids keeps each provider's entries together (one run per provider). */
function contiguous(ids: readonly (string | number | null)[]): boolean {
  const seen = new Set<string | number | null>();
  return ids.every((id, i) => {
    if (i > 0 && ids[i - 1] === id) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const daysFromNow = (n: number) => dmy(new Date(Date.now() + n * 86_400_000));

/** A finished health journey in Dubai for a family of three (self 37, spouse 39, child 7). */
async function storeFamilyHealthEnquiry(page: Page, mobile: string): Promise<string> {
  const base = { countryProductId: 3, journeyType: 1 };
  const year = new Date().getUTCFullYear();
  const city = await firstOption(page, '/api/options/cities/dubai');
  const { enquiryId } = await send(page, {
    method: 'POST',
    url: '/api/enquiry',
    body: {
      ...base,
      formKey: 'health.members',
      values: {
        insuredMembers: [
          { id: 'self', dateOfBirth: `10/01/${year - 38}`, gender: '2' },
          { id: 'spouse', dateOfBirth: `10/01/${year - 40}`, gender: '1' },
          { id: 'child', dateOfBirth: `10/01/${year - 8}`, gender: '1' },
        ],
        emirate: 'dubai',
        city,
        salaryBand: 'from4001To12000',
        nationality: 'AE',
      },
    },
  });
  await contactWithOtp(
    page,
    {
      method: 'PUT',
      url: '/api/prequote_enquiry/2',
      body: {
        ...base,
        formKey: 'health.contact',
        enquiryId,
        values: { name: 'Mariam Saeed', email: `mariam.${mobile}@example.com`, mobileNumber: mobile },
      },
    },
    mobile,
  );
  return enquiryId;
}

/**
 * A finished travel journey (one form with the contact screen): one adult, two weeks in Asia a month from now.
 * Asia is covered by Schengen-compliant plans and by regional ones that are not, so the filter has work to do.
 */
async function storeTravelEnquiry(page: Page, mobile: string): Promise<string> {
  const body = {
    countryProductId: 2,
    journeyType: 1,
    formKey: 'travel.trip',
    values: {
      tripType: 'single',
      travelRegion: 'asia',
      travelDates: [daysFromNow(30), daysFromNow(43)],
      travelCategory: '5',
      travellerDob: '15/03/1990',
      name: 'Layla Nasser',
      email: `layla.${mobile}@example.com`,
      mobileNumber: mobile,
    },
  };
  const first = await send(page, { method: 'POST', url: '/api/enquiry', body });
  expect(first.next?.type).toBe('POPUP');
  const otp = await latestCode(page, mobile);
  const done = await send(page, {
    method: 'POST',
    url: '/api/enquiry',
    body: { ...body, enquiryId: first.enquiryId, otp, verifyBy: 'mobileNumber' },
  });
  expect(done.next?.type).toBe('REDIRECT');
  return first.enquiryId;
}

describe('health quotes: 3 members, priced in the background, grouped by provider', () => {
  it('shows the final list grouped by insurer, every insurer priced, with the Plan Summary and its TPA', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    const { page } = w;
    await page.goto(`${baseUrl()}/health-insurance/`);
    expect(await sessionSettled(page)).toBe('ready');
    const enquiryId = await storeFamilyHealthEnquiry(page, '502000201');

    // Every answer in the order it arrived (its slot taken on arrival, its body read after).
    const answers: (QuotesAnswer | null)[] = [];
    const bodies: Record<string, unknown>[] = [];
    page.on('response', (r) => {
      if (!isQuotes(r)) return;
      bodies.push((r.request().postDataJSON() ?? {}) as Record<string, unknown>);
      const slot = answers.push(null) - 1;
      void r.json().then((j: QuotesAnswer) => (answers[slot] = j));
    });
    const done = page.waitForResponse(
      async (r) => isQuotes(r) && ((await r.json()) as QuotesAnswer).status === 'done',
      { timeout: 60_000 },
    );
    await page.goto(`${baseUrl()}/health-insurance/quotes/?enquiryId=${enquiryId}`);
    const final = (await (await done).json()) as QuotesAnswer;
    await loaded(page);

    // The final answer: every insurer priced, the list grouped by provider (docs/product/quotes.md groupBy: providerId).
    expect(final.pricedCount).toBe(final.insurerCount);
    expect(final.insurerCount).toBeGreaterThan(5);
    expect(final.totalCount).toBeGreaterThan(final.cardsLimit);
    expect(contiguous(final.quotes.map((q) => q.providerId))).toBe(true);
    expect(bodies.every((b) => b.groupBy === 'providerId' && b.enquiryId === enquiryId)).toBe(true);
    // Progress only ever grows towards the insurer count (the page polled while it was 'processing').
    await expect.poll(() => answers.every((a) => a !== null)).toBe(true);
    const counts = answers.map((a) => a?.pricedCount ?? -1);
    expect(counts.at(-1)).toBe(final.insurerCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(await page.getByTestId('quotes-progress').count()).toBe(0);
    expect(await page.inputValue('#quotes-sort')).toBe('COVER_DESC');

    // The page: one section per insurer, each holding only that insurer's cards, titled with its name.
    await page.getByRole('button', { name: 'See More Plans' }).click();
    // Wait for the list to grow (a count read at once could see the five cards before the render). At least the
    // first page: the infinite scroll may load the next one by itself once every card shows (docs/product/quotes.md).
    await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(Math.min(10, final.totalCount));
    const groups = page.getByTestId('quotes-group');
    const groupCount = await groups.count();
    expect(groupCount).toBeGreaterThan(1);
    const groupProviders: string[] = [];
    for (let i = 0; i < groupCount; i++) {
      const g = groups.nth(i);
      const ids = await providersOf(g);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(1);
      groupProviders.push(ids[0] ?? '');
      const insurer = (await g.locator('.qcard__insurer').first().textContent()) ?? '';
      expect(await g.locator('.quotes-group__title').textContent()).toContain(insurer);
    }
    expect(new Set(groupProviders).size).toBe(groupCount);
    expect(contiguous(await providersOf(page.locator('[data-testid="quotes"]')))).toBe(true);

    // Plan Summary (docs/product/quotes.md): the first plan, its cover in AED, 'Upto AED' pharmacy and the TPA.
    const summary = page.getByTestId('plan-summary');
    expect(await summary.textContent()).toContain(
      (await cards(page).first().locator('.qcard__plan').textContent()) ?? '',
    );
    expect(await summary.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Upto AED/), expect.stringMatching(/\(demo\)$/)]),
    );
    expect(await summary.locator('dt').allTextContents()).toContain('TPA');
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});

describe('travel quotes: the Schengen filter', () => {
  it('keeps only Schengen-compliant plans, each card saying so', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    const { page } = w;
    await page.goto(`${baseUrl()}/travel-insurance/`);
    expect(await sessionSettled(page)).toBe('ready');
    const enquiryId = await storeTravelEnquiry(page, '502000202');

    const first = quotesAnswer(page);
    await page.goto(`${baseUrl()}/travel-insurance/quotes/?enquiryId=${enquiryId}`);
    const all = (await (await first).json()) as QuotesAnswer;
    await loaded(page);

    const panel = page.locator('.quotes-app__filters');
    const filtered = quotesAnswer(page, (b) => b.schengen === 'yes');
    await panel.locator('[data-field="schengen"] select').selectOption('yes');
    await panel.getByRole('button', { name: 'Search' }).click();
    const answer = (await (await filtered).json()) as QuotesAnswer;
    await loaded(page);

    // Regional plans cover Asia without meeting the Schengen rules: the filter removes them.
    expect(answer.totalCount).toBeGreaterThan(0);
    expect(answer.totalCount).toBeLessThan(all.totalCount);
    for (const q of answer.quotes)
      expect(q.features.find((f) => f.key === 'schengen')).toMatchObject({ value: 'Yes', strike: false });

    await page.getByRole('button', { name: 'See More Plans' }).click();
    // Every card shown says it meets the Schengen visa rules, ticked (not struck through). Read in one go: the
    // list may load its next page by itself meanwhile (infinite scroll on page type BU, docs/product/quotes.md).
    const rows = await cards(page).evaluateAll((els) =>
      els.map((card) => {
        const f = [...card.querySelectorAll('.qcard__feature')].find((x) =>
          (x.textContent ?? '').includes('Meets Schengen visa rules'),
        );
        return f
          ? {
              value: f.querySelector('.qcard__feature-value')?.textContent,
              strike: f.matches('.qcard__feature--strike'),
            }
          : null;
      }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(Math.min(10, answer.totalCount));
    expect(rows.length).toBeLessThanOrEqual(answer.totalCount);
    expect(rows).toEqual(Array(rows.length).fill({ value: 'Yes', strike: false }));
    expect(await page.locator('.quotes-app__filters [data-field="schengen"] select').inputValue()).toBe(
      'yes',
    );
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});

/** Opens the car landing page, waits for its session, stores a finished car journey, opens its quotes. */
async function carQuotes(w: Watched, prefix: '' | '/ar-ae', mobile: string): Promise<QuotesAnswer> {
  const { page } = w;
  await page.goto(`${baseUrl()}${prefix}/car-insurance/`);
  expect(await sessionSettled(page)).toBe('ready');
  const enquiryId = await storeCarEnquiry(page, mobile);
  const first = quotesAnswer(page);
  await page.goto(`${baseUrl()}${prefix}/car-insurance/quotes/?enquiryId=${enquiryId}`);
  const answer = (await (await first).json()) as QuotesAnswer;
  await loaded(page);
  return answer;
}

describe('car quotes: English at 390 px, Arabic at 1280 px', () => {
  it('English, phone: left to right, the Filter button instead of the panel, compare limit 2, no overflow', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    const answer = await carQuotes(w, '', '502000203');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.locator('h1').textContent()).toBe('Car Insurance quotes');
    expect(await cards(page).count()).toBe(answer.cardsLimit);
    expect(await page.getByTestId('quotes-count').textContent()).toBe(`${answer.totalCount} plans`);
    const card = cards(page).first();
    expect(await card.locator('[data-testid="quote-price"] .money__currency').textContent()).toBe('AED');
    // Left to right: the logo sits left of the plan name.
    expect((await box(card.locator('.qcard__logo'))).x).toBeLessThan(
      (await box(card.locator('.qcard__plan'))).x,
    );
    expect(await page.locator('.quotes-app__filters').isVisible()).toBe(false);
    expect(await page.getByTestId('filter-open').isVisible()).toBe(true);
    await page.getByTestId('compare-toggle').first().check();
    expect(await page.getByTestId('compare-count').textContent()).toBe('1/2 Selected');
    expect(await noOverflow(page)).toBe(true);
    await page.getByRole('button', { name: 'See More Plans' }).click();
    expect(await cards(page).count()).toBe(Math.min(10, answer.totalCount));
    expect(await noOverflow(page)).toBe(true);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });

  it('Arabic, desktop: right to left, the side panel on the right, compare limit 3, no overflow', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    const { page } = w;
    const answer = await carQuotes(w, '/ar-ae', '502000204');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('h1').textContent()).toContain('عروض أسعار');
    expect(await cards(page).count()).toBe(answer.cardsLimit);
    const card = cards(page).first();
    const price = card.locator('[data-testid="quote-price"]');
    expect(await price.locator('.money__currency').textContent()).toBe('د.إ');
    expect(await price.locator('bdi').getAttribute('dir')).toBe('ltr');
    // Right to left: the logo sits right of the plan name, the filter panel right of the list.
    expect((await box(card.locator('.qcard__logo'))).x).toBeGreaterThan(
      (await box(card.locator('.qcard__plan'))).x,
    );
    const panel = page.locator('.quotes-app__filters');
    expect(await panel.isVisible()).toBe(true);
    expect(await page.getByTestId('filter-open').isVisible()).toBe(false);
    expect((await box(panel)).x).toBeGreaterThan((await box(page.locator('.quotes-app__main'))).x);
    await page.getByTestId('compare-toggle').first().check();
    expect(await page.getByTestId('compare-count').textContent()).toBe('1/3 مختارة');
    expect(await noOverflow(page)).toBe(true);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});

describe('the compare dialog of a product without a comparison page', () => {
  it('health: two plans chosen, Compare Now opens the dialog with their table', async () => {
    const w = await openPage(browser, { viewport: DESKTOP });
    const { page } = w;
    await page.goto(`${baseUrl()}/health-insurance/`);
    expect(await sessionSettled(page)).toBe('ready');
    const enquiryId = await storeHealthEnquiry(page, '502000205', '20/05/1990');
    const done = page.waitForResponse(
      async (r) => isQuotes(r) && ((await r.json()) as QuotesAnswer).status === 'done',
      { timeout: 60_000 },
    );
    await page.goto(`${baseUrl()}/health-insurance/quotes/?enquiryId=${enquiryId}`);
    await done;
    await loaded(page);

    const toggles = page.getByTestId('compare-toggle');
    await toggles.nth(0).check();
    expect(await page.getByTestId('compare-now').isDisabled()).toBe(true);
    await toggles.nth(1).check();
    expect(await page.getByTestId('compare-count').textContent()).toBe('2/3 Selected');
    const chosen = await page
      .locator('[data-testid="quote-card"]:has([data-testid="compare-toggle"]:checked) .qcard__plan')
      .allTextContents();
    expect(chosen).toHaveLength(2);

    const url = page.url();
    await page.getByTestId('compare-now').click();
    const dialog = page.getByTestId('compare-dialog');
    await dialog.waitFor();
    expect(page.url()).toBe(url);
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    const table = dialog.getByTestId('compare-table');
    expect(await table.locator('thead .ctable__name').allTextContents()).toEqual(chosen);
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('Annual limit');
    expect(text).toContain('Claims administrator (TPA)');
    expect(text).not.toMatch(/\bNA\b/);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});
