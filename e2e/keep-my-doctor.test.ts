import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import en from '../src/shared/i18n/locales/en/hospitalPicker.json';
import ar from '../src/shared/i18n/locales/ar/hospitalPicker.json';
import { createTranslator } from '../src/shared/i18n/translator';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { storeHealthEnquiry } from './quotes-helpers';
import { sessionSettled } from './session-helpers';

/**
 * Keep my doctor on the health quotes page (decision 0099): the picker loads when opened, two places chosen (one a
 * premier-only place, so plans below premier leave it out) re-ask the list with `hospitalIds`, the sort becomes
 * 'Most of my hospitals', each card says how many of the places its network holds with the list of each in or out,
 * and a reload keeps all of it (the choice is saved with the enquiry, decision 0095). One browser for every case.
 */

let browser: Browser;
let db: pg.Client;
/** A place in most networks at the lowest tier, and one that most insurers take only in premier and global plans. */
let everywhere: { id: number; name: string };
let premierOnly: { id: number; name: string };

beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  // The place most networks take at their lowest tier, and the one most networks take only from premier up.
  const pickPlace = async (score: string) => {
    const r = await db.query<{ id: number; name: string }>(
      `select h.id, h.name_latin as name from hospitals h join hospital_networks n on n.hospital_id = h.id
       group by h.id, h.name_latin order by ${score} desc, h.id limit 1`,
    );
    const row = r.rows[0];
    if (!row) throw new Error('no hospitals in the database');
    return row;
  };
  everywhere = await pickPlace('count(*) filter (where n.tier_rank = 0)');
  premierOnly = await pickPlace(
    'count(*) filter (where n.tier_rank >= 2) - count(*) filter (where n.tier_rank < 2)',
  );
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const CATALOGUES = { en, ar } as const;
const cardTexts = (lang: 'en' | 'ar') =>
  createTranslator(lang, { [lang]: { p: CATALOGUES[lang].card } }, { defaultNs: 'p' }).t;

const loaded = (page: Page) =>
  page.waitForSelector('[data-testid="quotes"][data-state="loaded"] [data-testid="quote-card"]', {
    timeout: 60_000,
  });

/** The visible cards in order: plan id, insurer, and the match (null: no line). */
const cardsOf = (page: Page) =>
  page.$$eval('[data-testid="quote-card"]', (els) =>
    els.map((el) => {
      const m = el.querySelector<HTMLElement>('[data-testid="network-match"]');
      return {
        plan: Number(el.getAttribute('data-plan-id')),
        provider: Number(el.getAttribute('data-provider-id')),
        matched: m ? Number(m.dataset.matched) : null,
        total: m ? Number(m.dataset.total) : null,
        line: m?.querySelector('summary')?.textContent ?? null,
      };
    }),
  );
type Card = Awaited<ReturnType<typeof cardsOf>>[number];

/** Best match first: down the list of insurers (each group in the order of its best plan) and inside each group. */
function bestFirst(cards: Card[]): boolean {
  const m = (c: Card) => c.matched ?? -1;
  const leaders = cards.filter((c, i) => cards.findIndex((d) => d.provider === c.provider) === i);
  const ordered = (list: Card[]) => list.every((c, i) => i === 0 || m(list[i - 1] as Card) >= m(c));
  return (
    ordered(leaders) &&
    [...new Set(cards.map((c) => c.provider))].every((p) => ordered(cards.filter((c) => c.provider === p)))
  );
}

/** Types a name in the picker and chooses that place (by pointer, or by the arrow keys and Enter). */
async function choose(page: Page, place: { id: number; name: string }, by: 'pointer' | 'keys') {
  const input = page.getByTestId('keep-doctor-input');
  await input.fill(place.name);
  const option = page.locator(`[data-testid="keep-doctor-option"][data-provider-id="${place.id}"]`);
  await option.waitFor();
  expect(await input.getAttribute('aria-expanded')).toBe('true');
  if (by === 'pointer') await option.click();
  else {
    const ids = await page.$$eval('[data-testid="keep-doctor-option"]', (els) =>
      els.map((e) => Number(e.getAttribute('data-provider-id'))),
    );
    for (let i = 0; i < ids.indexOf(place.id); i++) await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await input.press('Enter');
  }
  await page.locator(`[data-testid="keep-doctor-chips"] [data-provider-id="${place.id}"]`).waitFor();
}

/** One health enquiry of one device for every case (pricing it is the slow part): its id and the device's storage. */
let enquiry: {
  id: string;
  storage: Awaited<ReturnType<BrowserContext['storageState']>>;
};

async function quotesPage(width: number, prefix: string) {
  const w = await openPage(browser, { viewport: { width, height: 844 }, storageState: enquiry.storage });
  const panelLoads: string[] = [];
  w.page.on('request', (r) => {
    if (/\/assets\/panel-[^/]*\.js$/.test(new URL(r.url()).pathname)) panelLoads.push(r.url());
  });
  await w.page.goto(`${baseUrl()}${prefix}/health-insurance/quotes/?enquiryId=${enquiry.id}`);
  await loaded(w.page);
  return { ...w, panelLoads };
}

/** Opens the picker: its chunk loads only now. */
async function openPicker(page: Page, panelLoads: string[]) {
  expect(panelLoads).toEqual([]);
  await page.getByTestId('keep-doctor-open').click();
  await page.getByTestId('keep-doctor-input').waitFor();
  expect(panelLoads).toHaveLength(1);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const sentWith = (page: Page, ids: number[]) =>
  page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/quotes' &&
      JSON.stringify((r.request().postDataJSON() as { hospitalIds?: number[] }).hospitalIds) ===
        JSON.stringify(ids),
  );
const allTotal = (page: Page, total: number) =>
  page.waitForFunction((n) => {
    const cards = [...document.querySelectorAll('[data-testid="quote-card"]')];
    return (
      cards.length > 0 &&
      cards.every((c) => {
        const m = c.querySelector<HTMLElement>('[data-testid="network-match"]');
        return n === 0 ? m === null : m?.dataset.total === String(n);
      })
    );
  }, total);

/** Two places chosen: every card counts both, best match first, each line in the page's words. */
async function expectTwoChosen(page: Page, lang: 'en' | 'ar', before: Card[]) {
  const t = cardTexts(lang);
  await allTotal(page, 2);
  expect(await page.inputValue('#quotes-sort')).toBe('NETWORK_MATCH_DESC');
  const after = await cardsOf(page);
  expect(after.map((c) => c.plan)).not.toEqual(before.map((c) => c.plan));
  expect(bestFirst(after)).toBe(true);
  for (const c of after) expect(c.line).toBe(t('match', { count: 2, matched: c.matched ?? -1 }));
  return after;
}

describe('keep my doctor on the health quotes page (decision 0099)', () => {
  beforeAll(async () => {
    const w = await openPage(browser);
    await w.page.goto(`${baseUrl()}/health-insurance/`);
    expect(await sessionSettled(w.page)).toBe('ready');
    const id = await storeHealthEnquiry(w.page, '502009901', '01/01/1985');
    enquiry = { id, storage: await w.context.storageState() };
    await w.context.close();
  });

  it('en, 390 px: two places change the order and the cards, a reload keeps them, a cheaper plan leaves one out', async () => {
    const w = await quotesPage(390, '');
    const { page } = w;
    const t = cardTexts('en');
    const before = await cardsOf(page);
    expect(before.every((c) => c.matched === null)).toBe(true);
    await openPicker(page, w.panelLoads);

    const first = sentWith(page, [everywhere.id]);
    await choose(page, everywhere, 'pointer');
    expect((await first).ok()).toBe(true);
    await allTotal(page, 1);
    expect(await page.inputValue('#quotes-sort')).toBe('NETWORK_MATCH_DESC');
    const second = sentWith(page, [everywhere.id, premierOnly.id]);
    await choose(page, premierOnly, 'keys');
    expect((await second).ok()).toBe(true);
    const after = await expectTwoChosen(page, 'en', before);
    expect(await noOverflow(page)).toBe(true);

    await page.reload();
    await loaded(page);
    await allTotal(page, 2);
    expect((await cardsOf(page)).map((c) => c.plan)).toEqual(after.map((c) => c.plan));
    expect(await page.inputValue('#quotes-sort')).toBe('NETWORK_MATCH_DESC');
    expect(await page.getByTestId('keep-doctor-open').textContent()).toContain(t('chosen', { count: 2 }));

    // Cheapest first: plans below premier leave the premier-only place out, marked and said so.
    await page.selectOption('#quotes-sort', 'PRICE_ASC');
    await page.waitForSelector('[data-testid="network-match"][data-matched="1"]');
    const partial = page.locator('[data-testid="network-match"][data-matched="1"]').first();
    expect(await partial.locator('summary').textContent()).toBe(t('match', { count: 2, matched: 1 }));
    await partial.locator('summary').click();
    const out = partial.locator('li[data-in-network="false"]');
    expect(await out.textContent()).toContain('✗');
    expect(await out.textContent()).toContain(t('notInNetwork'));
    expect(await partial.locator('li[data-in-network="true"]').textContent()).toContain(t('inNetwork'));
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('ar, 390 px: the saved places in Arabic; removed, the lines go; chosen again, the order and the cards change; a reload keeps them', async () => {
    const w = await quotesPage(390, '/ar-ae');
    const { page } = w;
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await allTotal(page, 2);
    await openPicker(page, w.panelLoads);
    const chips = page.getByTestId('keep-doctor-chips');
    expect(await chips.locator('li').count()).toBe(2);
    await page.getByTestId('keep-doctor-remove').first().click();
    await allTotal(page, 1);
    await page.getByTestId('keep-doctor-remove').first().click();
    await allTotal(page, 0);
    const before = await cardsOf(page);

    await choose(page, everywhere, 'pointer');
    await choose(page, premierOnly, 'keys');
    const after = await expectTwoChosen(page, 'ar', before);
    expect(await noOverflow(page)).toBe(true);
    await page.reload();
    await loaded(page);
    await allTotal(page, 2);
    expect((await cardsOf(page)).map((c) => c.plan)).toEqual(after.map((c) => c.plan));
    expect(await page.inputValue('#quotes-sort')).toBe('NETWORK_MATCH_DESC');
    expect(await noOverflow(page)).toBe(true);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('en, 1280 px: too short, the empty message, axe clean with the picker open', async () => {
    const w = await quotesPage(1280, '');
    const { page } = w;
    const t = createTranslator('en', { en: { p: en } }, { defaultNs: 'p' }).t;
    await openPicker(page, w.panelLoads);
    const input = page.getByTestId('keep-doctor-input');
    const status = (text: string) =>
      page.waitForFunction(
        (x) => document.querySelector('[data-testid="keep-doctor-status"]')?.textContent === x,
        text,
      );
    await input.fill('q');
    await status(t('tooShort', { min: 2 }));
    await input.fill('zzqqxx');
    await status(t('empty', { query: 'zzqqxx' }));
    await input.fill(everywhere.name);
    await page.locator('[data-testid="keep-doctor-option"]').first().waitFor();
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="keep-doctor"]')
      .include('[data-testid="quote-card"]')
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});
