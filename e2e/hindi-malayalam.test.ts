import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../src/server/config';
import { baseUrl, launch, openPage } from './browser';
import { isoInDays, latestCode } from './journey-helpers';
import { sessionSettled } from './session-helpers';

/**
 * Hindi and Malayalam in Chromium (decision 0081). A visitor runs the car journey from /hi-ae/ and /ml-ae/
 * car insurance to the quotes page on a 390 px phone: every screen has no horizontal overflow, no axe violation,
 * no English word left in its labels and buttons except brand names, acronyms and the English term in brackets
 * (decision 0079's glossary), and the first quote shows its price. The language menu lists the four languages and
 * switches en → hi → ml → ar → en keeping the page, with <html lang> and dir each time. At 360 px, home, a journey
 * step, the quotes page and credit cards in both scripts draw their text in the Noto face of the script (no tofu:
 * no glyph falls back to another face) and nothing sticks out, long words wrapping inside buttons and cards.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 780 };
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

type Script = { lang: 'hi' | 'ml'; prefix: string; letters: RegExp; face: string };
const SCRIPTS: Script[] = [
  { lang: 'hi', prefix: '/hi-ae', letters: /[\u0900-\u097F]/, face: 'Noto Sans Devanagari' },
  { lang: 'ml', prefix: '/ml-ae', letters: /[\u0D00-\u0D7F]/, face: 'Noto Sans Malayalam' },
];

/** Brand names stay in Latin letters (the brief): Sahel Compare and the demo insurers' and banks' names. */
const BRANDS: string[] = (() => {
  const names = ['Sahel Compare', 'Sahel Tower'];
  for (const file of ['insurers', 'banks']) {
    const texts = JSON.parse(
      readFileSync(join(ROOT, 'content/en/catalogue', `${file}.json`), 'utf8'),
    ) as Record<string, string>;
    for (const [key, text] of Object.entries(texts))
      if (/\.(name|brand|shortName)$/.test(key)) names.push(text.replace(/\s*\(demo\)$/, ''));
  }
  return [...new Set(names)].sort((a, b) => b.length - a.length);
})();

/**
 * The English words left in a text once brand names, the English term in brackets, acronyms (UAE, AED, OTP, ID),
 * e-mail addresses and URLs are taken out.
 */
function englishLeft(text: string): string[] {
  let t = text;
  for (const b of BRANDS) t = t.split(b).join(' ');
  t = t
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\([^()]*\)/g, (m) => m.replace(/[A-Za-z]+/g, ' ')) // (comprehensive), (मुल्किया/Mulkiya)
    .replace(/\b[A-Z][A-Z0-9]+s?\b/g, ' ') // UAE, AED, OTP, RTA, IDs
    .replace(/\b\d*X{3,}\b/g, ' '); // a number's pattern (5XXXXXXXX)
  return t.match(/[A-Za-z]{2,}/g) ?? [];
}

/** Visible labels, headings, buttons, options and accessible names inside `root`, each with its English left. */
function englishOnScreen(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const scope = document.querySelector(sel);
    if (!scope) return [`no ${sel}`];
    const visible = (el: Element) =>
      (el as HTMLElement).checkVisibility?.() !== false && el.getBoundingClientRect().width > 0;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const t = (n.textContent ?? '').trim();
      if (!el || !t || !visible(el) || el.closest('script,style,[translate="no"]')) continue;
      out.push(t);
    }
    for (const el of scope.querySelectorAll('[placeholder],[aria-label],[title],select option')) {
      if (el.tagName !== 'OPTION' && !visible(el)) continue;
      for (const a of ['placeholder', 'aria-label', 'title'])
        if (el.getAttribute(a)) out.push(el.getAttribute(a) ?? '');
      if (el.tagName === 'OPTION' && (el as HTMLOptionElement).value === '') out.push(el.textContent ?? '');
    }
    return out;
  }, root);
}

async function expectOwnScript(page: Page, root: string, where: string) {
  const texts = await englishOnScreen(page, root);
  const left = [...new Set(texts)].map((t) => [t, englishLeft(t)] as const).filter(([, w]) => w.length > 0);
  expect.soft(left.map(([t, w]) => `${where}: "${t.slice(0, 80)}" → ${w.join(' ')}`)).toEqual([]);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function axeClean(page: Page, where: string, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect
    .soft(
      results.violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    )
    .toEqual([]);
}

/** HI_ML_SHOTS=<dir> keeps a full-page screenshot of each screen checked at 360 px (decision 0081). */
async function shot(page: Page, name: string) {
  const dir = process.env.HI_ML_SHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}-360.png`), fullPage: true });
}

/**
 * Elements whose text is in the script (Devanagari or Malayalam) but drawn, even in part, by a face other than the
 * script's Noto web font or the Latin Noto Sans (digits, brand names): a missing glyph falls back to a system
 * font or a tofu box. Chromium's own answer (CSS.getPlatformFontsForNode), not the font-family stack.
 */
async function glyphsOutsideFace(page: Page, s: Script): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const count = await page.evaluate((src) => {
    const letters = new RegExp(src);
    let n = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const el = t.parentElement;
      if (!el || !letters.test(t.textContent ?? '') || el.hasAttribute('data-script-text')) continue;
      if (el.getBoundingClientRect().width === 0) continue;
      el.setAttribute('data-script-text', String(n++));
    }
    return n;
  }, s.letters.source);
  expect(count, `${s.lang}: text in its script`).toBeGreaterThan(3);
  expect(await page.evaluate((f) => document.fonts.check(`16px "${f}"`, 'क ക'), s.face)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-script-text]',
  });
  const bad: string[] = [];
  let own = 0;
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.some((f) => f.familyName === s.face && f.isCustomFont)) own++;
    const others = fonts.filter((f) => !(f.isCustomFont && /^Noto Sans/.test(f.familyName)));
    if (others.length === 0) continue;
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    bad.push(
      `${others.map((f) => `${f.familyName} ×${f.glyphCount}`).join(', ')}: ${outerHTML.slice(0, 100)}`,
    );
  }
  await cdp.detach();
  expect(own, `${s.lang}: nodes drawn in ${s.face}`).toBeGreaterThan(0);
  return bad;
}

/** Buttons and cards whose content spills out of them (a long word that does not wrap) at the current width. */
const spills = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const els = document.querySelectorAll<HTMLElement>(
      'button, a.button, .button, [role="button"], [class*="card"], label, h1, h2, h3',
    );
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // Carousels and tables scroll sideways on purpose; visually hidden headings are 1 px wide.
      if (r.width <= 1 || getComputedStyle(el).clipPath !== 'none') continue;
      let scroller = false;
      for (let a = el.parentElement; a && !scroller; a = a.parentElement)
        scroller = /auto|scroll/.test(getComputedStyle(a).overflowX) && a !== document.documentElement;
      if (scroller) continue;
      if (el.scrollWidth > el.clientWidth + 1 || r.right > innerWidth + 1 || r.left < -1)
        out.push(`${el.tagName}.${el.className} "${(el.textContent ?? '').trim().slice(0, 50)}"`);
    }
    return out;
  });

/** The layout checks at 360 px of one screen: no overflow, nothing spilling, every glyph from its face. */
async function layout360(page: Page, s: Script, name: string) {
  await page.setViewportSize(NARROW);
  expect.soft(await noOverflow(page), `${s.lang} ${name}: overflow at 360 px`).toBe(true);
  expect.soft(await spills(page), `${s.lang} ${name}: spilling at 360 px`).toEqual([]);
  expect.soft(await glyphsOutsideFace(page, s), `${s.lang} ${name}: glyphs`).toEqual([]);
  await shot(page, `${s.lang}-${name}`);
}

async function choose(page: Page, fieldId: string, value?: string): Promise<void> {
  const select = page.locator(`#jf-${fieldId}`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption(value ?? (await select.locator('option').nth(1).getAttribute('value')) ?? '');
}

const heading = (page: Page) => page.locator('#journey-heading').textContent();
const next = (page: Page) => page.locator('button.journey__next').click();

/** Each journey screen, once its fields are there: overflow, axe and the language of its texts. */
async function checkScreen(page: Page, s: Script, name: string) {
  expect.soft(await noOverflow(page), `${s.lang} ${name}: overflow`).toBe(true);
  await axeClean(page, `${s.lang} ${name}`, '#journey');
  expect(await heading(page), `${s.lang} ${name}: heading`).toMatch(s.letters);
  await expectOwnScript(page, '#journey', `${s.lang} ${name}`);
}

describe('car journey to the quotes in Hindi and Malayalam at 390 px', () => {
  for (const s of SCRIPTS) {
    it(`runs in ${s.lang}, every screen in its own script, axe clean, no overflow`, async () => {
      const mobile = s.lang === 'hi' ? '503456781' : '503456782';
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      const res = await page.goto(`${baseUrl()}${s.prefix}/car-insurance/`);
      expect(res?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(s.lang);
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      expect(await sessionSettled(page)).toBe('ready');
      await page.waitForSelector('html[data-hydrated="true"]');

      await choose(page, 'carMake', 'toyota');
      await choose(page, 'carModel');
      await choose(page, 'carYear');
      await choose(page, 'carTrim');
      await checkScreen(page, s, 'vehicle');
      await next(page);

      await page.locator('#jf-carValue').waitFor();
      await next(page); // the errors in the page's language
      await expect.poll(() => page.locator('.jf__error').count()).toBeGreaterThan(0);
      await checkScreen(page, s, 'car value (errors shown)');
      await page.fill('#jf-firstRegistrationDate', isoInDays(-400));
      await page.fill('#jf-carValue', '85000');
      await choose(page, 'registrationEmirate');
      const vehicleHeading = await heading(page);
      await next(page);

      await expect.poll(() => heading(page), { timeout: 10_000 }).not.toBe(vehicleHeading);
      await page.locator('#jf-driverDob').waitFor();
      await page.fill('#jf-driverDob', '1990-05-20');
      await choose(page, 'nationality');
      await choose(page, 'uaeDrivingExperience');
      await choose(page, 'noClaimYears', '0');
      await checkScreen(page, s, 'driver');
      await next(page);

      await page.locator('#jf-policyExpiryDate').waitFor();
      await page.fill('#jf-policyExpiryDate', isoInDays(20));
      await checkScreen(page, s, 'policy');
      await next(page);

      await page.locator('#jf-mobileNumber').waitFor({ timeout: 10_000 });
      await page.fill('#jf-name', s.lang === 'hi' ? 'राहुल शर्मा' : 'അനിൽ കുമാർ');
      await page.fill('#jf-email', `${s.lang}.journey@example.com`);
      await page.fill('#jf-mobileNumber', mobile);
      await checkScreen(page, s, 'contact');
      await layout360(page, s, 'journey-contact');
      await page.setViewportSize(PHONE);
      await next(page);

      const otp = page.locator('#journey-otp-input');
      await otp.waitFor();
      await otp.fill(await latestCode(page, mobile));
      await expectOwnScript(page, '.journey__modal', `${s.lang} OTP popup`);
      await page.locator('.journey__modal button[type=submit]').click();

      await page.waitForURL(new RegExp(`${s.prefix}/car-insurance/quotes/\\?enquiryId=`), {
        timeout: 15_000,
      });
      await expect
        .poll(() => page.locator('[data-testid="quotes"]').getAttribute('data-state'), { timeout: 30_000 })
        .toBe('loaded');
      const price = page.locator('[data-testid="quote-card"]').first().locator('[data-testid="quote-price"]');
      expect(await price.isVisible()).toBe(true);
      expect(await price.textContent()).toMatch(/AED\s*[\d,]+/);
      expect(await page.locator('h1').textContent()).toMatch(s.letters);
      expect(await noOverflow(page), `${s.lang} quotes: overflow`).toBe(true);
      await axeClean(page, `${s.lang} quotes`);
      await expectOwnScript(page, 'main', `${s.lang} quotes`);
      await layout360(page, s, 'quotes');
      expect(unexpected(w.errors)).toEqual([]);
      await w.context.close();
    });
  }
});

describe('layout at 360 px in Devanagari and Malayalam', () => {
  for (const s of SCRIPTS) {
    it(`home, a journey step and credit cards in ${s.lang}: no overflow, no tofu, words wrap`, async () => {
      const w = await openPage(browser, { viewport: NARROW, reducedMotion: 'reduce' });
      for (const [name, path] of [
        ['home', '/'],
        ['journey-vehicle', '/car-insurance/'],
        ['credit-cards', '/credit-cards/'],
      ] as const) {
        const res = await w.page.goto(`${baseUrl()}${s.prefix}${path}`);
        expect(res?.status(), path).toBe(200);
        await w.page.waitForSelector('html[data-hydrated="true"]');
        if (name === 'credit-cards')
          await w.page.locator('[data-testid="credit-card"]').first().waitFor({ timeout: 15_000 });
        await layout360(w.page, s, name);
      }
      expect(unexpected(w.errors)).toEqual([]);
      await w.context.close();
    });
  }
});

describe('the language menu', () => {
  it('lists the four languages and switches en → hi → ml → ar → en keeping the page', async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = w;
    const menu = page.locator('[data-testid="lang-dropdown-desktop"]');
    await page.goto(`${baseUrl()}/car-insurance/`);
    const steps = [
      { lang: 'hi', dir: 'ltr', path: '/hi-ae/car-insurance/' },
      { lang: 'ml', dir: 'ltr', path: '/ml-ae/car-insurance/' },
      { lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' },
      { lang: 'en', dir: 'ltr', path: '/car-insurance/' },
    ];
    for (const step of steps) {
      await page.waitForSelector('html[data-hydrated="true"]');
      const entries = menu.locator('li[data-language-id] a');
      expect(await entries.evaluateAll((as) => as.map((a) => a.getAttribute('hreflang')))).toEqual([
        'en',
        'ar',
        'hi',
        'ml',
      ]);
      await menu.locator('summary').click();
      await menu.locator(`a[hreflang="${step.lang}"]`).click();
      await page.waitForURL(`${baseUrl()}${step.path}`);
      expect(await page.getAttribute('html', 'lang'), step.path).toBe(step.lang);
      expect(await page.getAttribute('html', 'dir'), step.path).toBe(step.dir);
      expect(await menu.locator('a[aria-current="true"]').getAttribute('hreflang')).toBe(step.lang);
    }
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});
