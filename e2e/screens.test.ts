import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, type Watched } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';
import { storeCarEnquiry } from './quotes-helpers';
import { SCRIPT_HOOKS, unstyledClasses, type Unstyled } from './style-coverage';

/**
 * Screens a person looks at (docs/decisions/0071-style-and-screen-checks.md): the key screens at 390×844 in English and
 * Arabic, each compared with its reviewed baseline in e2e/screens/<Chromium major>/ by pixelmatch (threshold 0.1, at
 * most 0.5 % of the pixels different). The clock is frozen and what changes by itself (prices, dates, references,
 * countdowns) is masked. A Chromium major without baselines compares nothing and says so loudly; UPDATE_SCREENS=1
 * writes the baselines, to be looked at before they are committed. On every screen, the style coverage check: no
 * element carries a class that no rule of the page's stylesheets names (e2e/style-coverage.ts).
 */

const PHONE = { width: 390, height: 844 };
const THRESHOLD = 0.1;
const MAX_DIFFERENT = 0.005;
const UPDATE = process.env.UPDATE_SCREENS === '1';
const HERE = dirname(fileURLToPath(import.meta.url));
/** Where a failed comparison leaves the new screen and the difference, to look at. */
const OUT = join(tmpdir(), 'sahel-screens');
/** A number without seeded policies or queries, so the account screens do not depend on other files' tests. */
const MOBILE = '503710001';
const ENQUIRY_MOBILE = '503710002';

/** What changes by itself between runs: covered by a flat box in both the baseline and the new screen. */
const MASK = [
  '[data-testid="quote-price"]',
  '[data-testid="quotes-reference"]',
  '.qcard__premium',
  '.ctable__price',
  'time',
  'bdi[dir="ltr"]',
  '[data-countdown]',
  '.recent-searches',
];

/** Page kinds no screen above shows, visited for the style coverage only (the gallery shows every block). */
const COVERAGE_ONLY = [
  '/dev/blocks/',
  '/ar-ae/dev/blocks/',
  '/health-insurance/',
  '/personal-loans/',
  '/travel-insurance/',
  '/credit-score/',
  '/privacy-notice/',
];

/** A date written into a sentence ('Valid until 06/12/2026', '30 Nov 2026'): its paragraph is masked. */
const DATE_IN_TEXT = /\d{1,2}\/\d{1,2}\/\d{4}|\d{1,2} \p{L}+ \d{4}/u;

type Lang = 'en' | 'ar';
const prefixOf = (lang: Lang) => (lang === 'ar' ? '/ar-ae' : '');

let browser: Browser;
let w: Watched;
let dir = '';
let enquiryId = '';
const compared: string[] = [];
const missing = new Map<string, Unstyled>();

beforeAll(async () => {
  browser = await launch();
  const major = browser.version().split('.')[0] ?? 'unknown';
  dir = join(HERE, 'screens', major);
  if (!UPDATE && !existsSync(dir))
    console.warn(
      `\n!!!!!!!!!!\n!!! SCREENS NOT COMPARED: no baselines for Chromium ${major} in e2e/screens/${major}/.\n` +
        '!!! Run with UPDATE_SCREENS=1, look at every image, and commit them.\n!!!!!!!!!!\n',
    );
  // One context and one page for every screen: one browser, one sign-in.
  w = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
  await w.page.clock.setFixedTime(new Date(Math.floor(Date.now() / 60_000) * 60_000));
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await sessionSettled(page)).toBe('ready');
}

async function choose(page: Page, fieldId: string, value?: string) {
  const select = page.locator(`#jf-${fieldId}`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption(value ?? ((await select.locator('option').nth(1).getAttribute('value')) || ''));
}

/** The screen as shown: fonts loaded, nothing moving, then compared (or written) and its classes checked. */
async function look(name: string) {
  const { page } = w;
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  for (const [cls, u] of await unstyledClasses(page))
    if (!missing.has(cls)) missing.set(cls, { ...u, where: `${u.where} (${name})` });
  const shot = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: [...MASK.map((s) => page.locator(s)), page.locator('main p', { hasText: DATE_IN_TEXT })],
    maskColor: '#888888',
  });
  const file = join(dir, `${name}.png`);
  if (UPDATE) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, shot);
    return;
  }
  if (!existsSync(dir)) return;
  if (!existsSync(file))
    throw new Error(`no baseline ${file}: run with UPDATE_SCREENS=1, look at it, commit it`);
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(shot);
  mkdirSync(OUT, { recursive: true });
  const keep = () => writeFileSync(join(OUT, `${name}.png`), shot);
  if (want.width !== got.width || want.height !== got.height) {
    keep();
    throw new Error(`${name}: ${got.width}×${got.height}, baseline ${want.width}×${want.height}`);
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const different = pixelmatch(want.data, got.data, diff.data, got.width, got.height, {
    threshold: THRESHOLD,
  });
  const share = different / (got.width * got.height);
  if (share > MAX_DIFFERENT) {
    keep();
    writeFileSync(join(OUT, `${name}.diff.png`), PNG.sync.write(diff));
  }
  compared.push(name);
  expect(
    { name, share: Number(share.toFixed(4)) },
    `changed screen: see ${OUT}/${name}.png and .diff.png; if intended, UPDATE_SCREENS=1 and commit the reviewed baseline`,
  ).toEqual({ name, share: Math.min(Number(share.toFixed(4)), MAX_DIFFERENT) });
}

async function go(path: string) {
  const res = await w.page.goto(`${baseUrl()}${path}`);
  expect(res?.status()).toBeLessThan(500);
  await ready(w.page);
}

const LANGS: Lang[] = ['en', 'ar'];

describe('screens at 390 px, en and ar', () => {
  for (const lang of LANGS) {
    it(`${lang}: home, car journey steps 1 and 2, not found`, async () => {
      const p = prefixOf(lang);
      await go(`${p}/`);
      await look(`home-${lang}`);
      await go(`${p}/car-insurance/`);
      await look(`car-step1-${lang}`);
      await choose(w.page, 'carMake', 'toyota');
      await choose(w.page, 'carModel');
      await choose(w.page, 'carYear');
      await choose(w.page, 'carTrim');
      const first = await w.page.locator('#journey-heading').textContent();
      await w.page.locator('button.journey__next').click();
      await expect.poll(() => w.page.locator('#journey-heading').textContent()).not.toBe(first);
      await look(`car-step2-${lang}`);
      const res = await w.page.goto(`${baseUrl()}${p}/no-such-page/`);
      expect(res?.status()).toBe(404);
      await look(`not-found-${lang}`);
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: quotes first screen and compare`, async () => {
      const p = prefixOf(lang);
      if (!enquiryId) {
        await go('/car-insurance/');
        enquiryId = await storeCarEnquiry(w.page, ENQUIRY_MOBILE);
      }
      await w.page.goto(`${baseUrl()}${p}/car-insurance/quotes/?enquiryId=${enquiryId}`);
      await w.page.waitForSelector('[data-testid="quote-card"]', { timeout: 20_000 });
      await ready(w.page);
      // The reference chip comes from its own call after the list: the screen is the one with it.
      await w.page.getByTestId('results-reference').waitFor();
      await look(`quotes-${lang}`);
      const toggles = w.page.getByTestId('compare-toggle');
      await toggles.nth(0).check();
      await toggles.nth(1).check();
      await Promise.all([w.page.waitForURL(/\/compare\//), w.page.getByTestId('compare-now').click()]);
      await w.page.waitForSelector('[data-testid="comparison"][data-state="loaded"]', { timeout: 15_000 });
      await look(`compare-${lang}`);
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: credit cards and the Apply Now sheet`, async () => {
      await go(`${prefixOf(lang)}/credit-cards/`);
      await look(`cards-${lang}`);
      await w.page.locator('[data-testid="apply-now"]').first().click();
      const popup = w.page.getByTestId('apply-popup');
      await popup.waitFor();
      await expect
        .poll(() => popup.locator('#jf-creditCardId option').count(), { timeout: 10_000 })
        .toBeGreaterThan(1);
      await look(`card-apply-${lang}`);
      await w.page.keyboard.press('Escape');
      await popup.waitFor({ state: 'hidden' });
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: the sign-in dialog, then the account and my data signed in`, async () => {
      const p = prefixOf(lang);
      await go(`${p}/account/`);
      if (lang === 'en') {
        await w.page.getByTestId('account-sign-in').click();
        await w.page.getByTestId('sign-in-dialog').waitFor();
        await look(`sign-in-${lang}`);
        await w.page.getByTestId('sign-in-mobile').fill(`050 ${MOBILE.slice(2, 5)} ${MOBILE.slice(5)}`);
        await w.page.getByTestId('sign-in-send').click();
        await w.page.getByTestId('sign-in-otp').waitFor();
        await look(`sign-in-code-${lang}`);
        await w.page.getByTestId('sign-in-otp').fill(await latestCode(w.page, MOBILE));
        await w.page.getByTestId('sign-in-verify').click();
        await w.page.getByTestId('account-policies').waitFor({ timeout: 15_000 });
      } else {
        await w.page.getByTestId('account-policies').waitFor({ timeout: 15_000 });
      }
      await look(`account-${lang}`);
      await go(`${p}/my-data/`);
      // Signed in: the page shows whose data it is once its call answers (a busy machine answers late).
      await w.page.getByTestId('my-data-number').waitFor({ timeout: 15_000 });
      await look(`my-data-${lang}`);
    });
  }

  it('en and ar: the sign-in dialog in Arabic, signed out', async () => {
    await w.context.clearCookies();
    await w.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await go('/ar-ae/account/');
    await w.page.getByTestId('account-sign-in').click();
    await w.page.getByTestId('sign-in-dialog').waitFor();
    await look('sign-in-ar');
  });

  it('the other page kinds and every block of the gallery, for the style coverage only', async () => {
    for (const path of COVERAGE_ONLY) {
      await go(path);
      for (const [cls, where] of await unstyledClasses(w.page))
        if (!missing.has(cls)) missing.set(cls, where);
    }
  });

  it('every class on these screens has a rule, apart from the named script hooks', () => {
    if (compared.length === 0 && !UPDATE) console.warn('screens: nothing compared (see the warning above)');
    // Classes without a rule of their own inside a styled component (a title that takes the element's styles, a
    // modifier for scripts) are counted and listed for review; a component with no rule at all fails.
    mkdirSync(OUT, { recursive: true });
    const list = Object.fromEntries([...missing].map(([c, u]) => [c, u.where]));
    writeFileSync(join(OUT, 'unstyled-classes.json'), JSON.stringify(list, null, 2));
    console.info(
      `style coverage: ${missing.size} classes without a rule of their own, listed in ${OUT}/unstyled-classes.json`,
    );
    const unstyled = [...missing].filter(([c, u]) => u.blockUnstyled && !SCRIPT_HOOKS.has(c));
    expect(Object.fromEntries(unstyled.map(([c, u]) => [c, u.where]))).toEqual({});
    // The not-found page's own status, and the signed-out account's refused session calls, are expected.
    expect(w.errors.filter((e) => !/status of (401|404)/.test(e))).toEqual([]);
  });
});
