import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { emiFils } from '../src/shared/banking/loans';
import { formatFils } from '../src/shared/banking/loan-calculator';
import { baseUrl, launch, openPage, type Watched } from './browser';

/**
 * The loan EMI calculator (decision 0020) on the personal loans landing page in Chromium: the server's figures for
 * the seeded defaults (AED 100,000, 48 months, 7.5 %), the island fetched only when scrolled near, typing and the
 * slider recomputing the EMI and the chart, the spec's reserved height, no sideways overflow at 360 px, Arabic
 * right to left, and the figures without JavaScript. Every step waits for the state it needs, never for a time.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const BLOCK = '[data-block-type="CALCULATOR"]';
const ID = 'calc-personal-loan-calculator';
const EMI = `${BLOCK} [data-testid="calc-emi"] .money__amount`;
const AMOUNT = `#${ID}-amount`;
const LINE = `${BLOCK} .calc-chart__line`;
const FIRST_BAR = `${BLOCK} .calc-chart__bars rect >> nth=0`;
const SLIDER = `${BLOCK} .calc__slider >> nth=0`;

const emiOf = (amountAed: number, rateBp = 750, months = 48) =>
  formatFils(emiFils(amountAed * 100, rateBp, months));

const noSidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens a page and waits for the eager islands; `html` is the document as the server sent it. */
async function open(
  viewport: { width: number; height: number },
  path: string,
): Promise<Watched & { html: string }> {
  const w = await openPage(browser, { viewport });
  const res = await w.page.goto(baseUrl() + path);
  expect(res?.status()).toBe(200);
  const html = (await res?.text()) ?? '';
  await w.page.waitForSelector('html[data-hydrated="true"]');
  return { ...w, html };
}

/** Scrolls the calculator into view and waits for its island to hydrate (it marks itself ready). */
async function hydrateCalculator(page: Page): Promise<void> {
  await page.locator(BLOCK).scrollIntoViewIfNeeded();
  // on screen when the page opened, it waits for the visitor's first touch (decision 0108)
  await page.hover(`${BLOCK} [data-island]`);
  await page.waitForSelector(`${BLOCK} .calc__body[data-ready="true"]`);
  expect(await page.isEnabled(AMOUNT)).toBe(true);
}

async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(([s, t]) => document.querySelector(s as string)?.textContent === t, [
    selector,
    text,
  ] as const);
}

for (const { width, height, minHeight } of [
  { width: 390, height: 844, minHeight: '580px' },
  { width: 1280, height: 900, minHeight: '370px' },
] as const) {
  describe(`loan EMI calculator (en, ${width} px)`, () => {
    it('shows the EMI of its defaults, and typing or sliding recomputes the EMI and the chart', async () => {
      const w = await open({ width, height }, '/personal-loans/');
      const { page } = w;
      expect(await page.textContent(EMI)).toBe(emiOf(100_000));
      expect(await page.textContent(EMI)).toBe('2,417.89');
      expect(await page.textContent(`${BLOCK} [data-testid="calc-emi"]`)).toBe('AED 2,417.89');
      // The spec's reserved height, below and above 992 px.
      expect(await page.$eval(`${BLOCK} .calc`, (el) => getComputedStyle(el).minHeight)).toBe(minHeight);
      // Loaded lazily: the server does not preload its chunk with the page.
      expect(w.html).toContain('data-island="LoanCalculator"');
      expect(w.html).not.toMatch(/<link rel="modulepreload" href="[^"]*loan-calculator/);

      await hydrateCalculator(page);
      const lineBefore = await page.getAttribute(LINE, 'points');
      const barBefore = await page.getAttribute(FIRST_BAR, 'height');
      await page.fill(AMOUNT, '200000');
      await waitForText(page, EMI, emiOf(200_000));
      // The chart follows: the balance scale doubles, the interest bars are redrawn on theirs.
      expect(await page.textContent(`${BLOCK} .calc-chart__ticks--balance text:last-child`)).toBe('200K');
      expect(await page.getAttribute(FIRST_BAR, 'height')).not.toBe(barBefore);
      expect(await page.textContent(`${BLOCK} [data-testid="calc-payable"] .money__amount`)).not.toBe(
        '116,058.70',
      );

      // A shorter tenure redraws it: 2 years, 2 bars, another line.
      await page.fill(`#${ID}-tenure`, '24');
      await waitForText(page, EMI, emiOf(200_000, 750, 24));
      expect(await page.locator(`${BLOCK} .calc-chart__bars rect`).count()).toBe(2);
      expect(await page.getAttribute(LINE, 'points')).not.toBe(lineBefore);
      expect(await page.locator(`${BLOCK} table tbody tr`).count()).toBe(2);

      // Out of range: said so, figures kept; leaving the box puts the valid value back.
      await page.fill(AMOUNT, '500');
      await page.waitForSelector(`${AMOUNT}[aria-invalid="true"]`);
      expect(await page.textContent(`#${ID}-amount-hint`)).toBe('Enter a number from 10,000 to 3,000,000.');
      expect(await page.textContent(EMI)).toBe(emiOf(200_000, 750, 24));
      await page.locator(AMOUNT).blur();
      await page.waitForSelector(`${AMOUNT}[aria-invalid="false"]`);
      expect(await page.inputValue(AMOUNT)).toBe('200,000');

      // The slider, from the keyboard: End is the largest amount.
      await page.focus(SLIDER);
      await page.keyboard.press('End');
      await waitForText(page, EMI, emiOf(3_000_000, 750, 24));
      expect(await page.inputValue(AMOUNT)).toBe('3,000,000');

      // Years: 24 months is 2 years; the rate box takes decimals.
      await page.selectOption(`#${ID}-unit`, 'years');
      expect(await page.inputValue(`#${ID}-tenure`)).toBe('2');
      await page.fill(`#${ID}-rate`, '6.25');
      await waitForText(page, EMI, emiOf(3_000_000, 625, 24));

      expect(await noSidewaysOverflow(page)).toBe(true);
      const axe = await new AxeBuilder({ page }).include(BLOCK).analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  });
}

describe('loan EMI calculator loading', () => {
  it('fetches its island only when scrolled near', async () => {
    const viewport = { width: 390, height: 600 };
    const w = await open(viewport, '/personal-loans/');
    const box = await w.page.locator(BLOCK).boundingBox();
    // Below the banner and the journey on a phone: further down than the observer's 300 px margin.
    expect(box?.y ?? 0).toBeGreaterThan(viewport.height + 300);
    expect(w.scripts.some((s) => s.includes('loan-calculator'))).toBe(false);
    expect(await w.page.isDisabled(AMOUNT)).toBe(true);
    const chunk = w.page.waitForRequest((r) => r.url().includes('loan-calculator'));
    await w.page.locator(BLOCK).scrollIntoViewIfNeeded();
    await chunk;
    await w.page.waitForSelector(`${BLOCK} .calc__body[data-ready="true"]`);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});

describe('loan EMI calculator at 360 px', () => {
  it('fits the width, chart included', async () => {
    const w = await open({ width: 360, height: 740 }, '/personal-loans/');
    await hydrateCalculator(w.page);
    expect(await noSidewaysOverflow(w.page)).toBe(true);
    const block = await w.page.locator(`${BLOCK} .calc`).boundingBox();
    const chart = await w.page.locator(`${BLOCK} .calc-chart__svg`).boundingBox();
    expect(block && chart).toBeTruthy();
    if (!block || !chart) return;
    expect(chart.x).toBeGreaterThanOrEqual(block.x);
    expect(chart.x + chart.width).toBeLessThanOrEqual(block.x + block.width + 0.5);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});

describe('loan EMI calculator in Arabic', () => {
  it('reads right to left, with Latin digits and the currency after the amount', async () => {
    const w = await open({ width: 390, height: 844 }, '/ar-ae/personal-loans/');
    const { page } = w;
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.textContent(`${BLOCK} h2`)).toBe('حاسبة القسط الشهري للقرض الشخصي');
    expect(await page.textContent(`${BLOCK} [data-testid="calc-emi"]`)).toBe('2,417.89 د.إ');
    await hydrateCalculator(page);
    expect(await page.$eval(`${BLOCK} .calc`, (el) => getComputedStyle(el).direction)).toBe('rtl');
    // The label starts at the right; the box sits to its left.
    const label = await page.locator(`label[for="${ID}-amount"]`).boundingBox();
    const input = await page.locator(AMOUNT).boundingBox();
    const body = await page.locator(`${BLOCK} .calc__body`).boundingBox();
    expect(label && input && body).toBeTruthy();
    if (!label || !input || !body) return;
    expect(label.x + label.width).toBeGreaterThan(body.x + body.width - 40);
    expect(input.x).toBeLessThan(label.x);
    // A native range runs right to left too: its right end is the minimum.
    const slider = await page.locator(SLIDER).boundingBox();
    expect(slider).toBeTruthy();
    await page
      .locator(SLIDER)
      .click({ position: { x: (slider?.width ?? 0) - 1, y: (slider?.height ?? 0) / 2 } });
    await waitForText(page, EMI, emiOf(10_000));

    await page.fill(AMOUNT, '٢٠٠٠٠٠'); // Arabic-Indic digits are read too
    await waitForText(page, EMI, emiOf(200_000));
    expect(await page.textContent(`${BLOCK} .calc-chart__ticks--balance text:last-child`)).toBe('200 ألف');
    expect(await page.textContent(`${BLOCK} [data-testid="calc-emi"]`)).not.toMatch(/[\u0660-\u0669]/);
    expect(await noSidewaysOverflow(page)).toBe(true);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});

describe('loan EMI calculator without JavaScript', () => {
  it('shows the server’s figures, chart and table for the defaults', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await w.page.goto(baseUrl() + '/personal-loans/');
    await w.page.waitForSelector(EMI);
    expect(await w.page.textContent(EMI)).toBe(emiOf(100_000));
    expect(await w.page.textContent(`${BLOCK} [data-testid="calc-interest"] .money__amount`)).toBe(
      '16,058.70',
    );
    expect(await w.page.textContent(`${BLOCK} [data-testid="calc-payable"] .money__amount`)).toBe(
      '116,058.70',
    );
    expect(await w.page.locator(`${BLOCK} .calc-chart__bars rect`).count()).toBe(4);
    expect(await w.page.locator(`${BLOCK} table tbody tr`).count()).toBe(4);
    expect(await w.page.isVisible(`${BLOCK} .calc-chart__svg`)).toBe(true);
    // The inputs need the island, so they say they are unavailable rather than do nothing.
    expect(await w.page.isDisabled(AMOUNT)).toBe(true);
    expect(await noSidewaysOverflow(w.page)).toBe(true);
    await w.context.close();
  });
});

/**
 * The other calculators (decision 0102) at 390 px: each one's result and chart from the shared formulas or the
 * server's estimate, in English and Arabic; the hub's tiles; an address with the inputs restores them. One
 * context per language, its page reused from calculator to calculator.
 */
describe('BMI, calories, SIP, growth, term, car and health calculators', () => {
  const TOOL = '[data-calculator]';
  const RESULT = `${TOOL} [data-testid="calc-result"]`;
  const phone = { width: 390, height: 844 };

  async function openTool(page: Page, path: string): Promise<void> {
    const res = await page.goto(baseUrl() + path);
    expect(res?.status(), path).toBe(200);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator(TOOL).scrollIntoViewIfNeeded();
    // on screen when the page opened, it waits for the visitor's first touch (decision 0108)
    await page.hover(`${TOOL} [data-island]`);
    await page.waitForSelector(`${TOOL} .calc__body[data-ready="true"]`);
  }
  const textOf = async (page: Page, s: string) => ((await page.textContent(s)) ?? '').trim();
  const waitForChange = (page: Page, s: string, before: string) =>
    page.waitForFunction(
      ([sel, b]) => (document.querySelector(sel as string)?.textContent ?? '').trim() !== b,
      [s, before] as const,
    );

  it('in English: the hub’s tiles, each result and chart, and an address that restores the inputs', async () => {
    const w = await openPage(browser, { viewport: phone });
    const { page } = w;
    // The hub lists a tile for every calculator.
    await page.goto(baseUrl() + '/calculators/');
    const tiles = await page.$$eval('.calc-preview__link', (as) => as.map((a) => a.getAttribute('href')));
    for (const path of [
      '/personal-loans/',
      '/calculators/bmi-calculator/',
      '/calculators/calorie-calculator/',
      '/calculators/sip-calculator/',
      '/calculators/investment-growth-calculator/',
      '/calculators/term-insurance-calculator/',
      '/calculators/car-insurance-calculator/',
      '/calculators/health-insurance-calculator/',
    ])
      expect(tiles).toContain(path);
    expect(w.scripts.some((s) => s.includes('tool-calculator'))).toBe(false);

    // BMI: typing recomputes the figure, the band and the marker, and writes the inputs into the address.
    await openTool(page, '/calculators/bmi-calculator/');
    expect(await textOf(page, RESULT)).toBe('24.2');
    const marker = await page.getAttribute('[data-testid="bmi-marker"]', 'data-x');
    await page.fill('#calc-bmi-calculator-heightCm', '180');
    await page.fill('#calc-bmi-calculator-weightKg', '90');
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === '27.8', RESULT);
    expect(await textOf(page, `${TOOL} [data-testid="calc-band"]`)).toBe('Overweight');
    expect(await page.getAttribute('[data-testid="bmi-marker"]', 'data-x')).not.toBe(marker);
    expect(await page.isVisible(`${TOOL} .calc-chart__svg`)).toBe(true);
    await page.waitForFunction(() => location.search.includes('bmi-weightKg=90'));
    const shared = await page.getAttribute('[data-testid="calc-share"]', 'href');
    expect(shared).toContain('bmi-heightCm=180');
    expect(await noSidewaysOverflow(page)).toBe(true);
    // The shared address opens on the same inputs and result.
    await openTool(page, `/calculators/bmi-calculator/${shared ?? ''}`);
    await page.waitForFunction((s) => document.querySelector(s)?.textContent === '27.8', RESULT);
    expect(await page.inputValue('#calc-bmi-calculator-heightCm')).toBe('180');

    // Calories: a bar per goal; another activity level changes the figure.
    await openTool(page, '/calculators/calorie-calculator/');
    expect(await textOf(page, RESULT)).toBe('2,336 kcal');
    expect(await page.locator(`${TOOL} [data-testid="chart-bar"]`).count()).toBe(4);
    await page.selectOption('#calc-calorie-calculator-activity', 'active');
    await waitForChange(page, RESULT, '2,336 kcal');
    expect(await textOf(page, RESULT)).toBe('2,930 kcal'); // 1,698.75 × 1.725

    // SIP: a bar per year; fewer years, fewer bars.
    await openTool(page, '/calculators/sip-calculator/');
    expect(await page.locator(`${TOOL} .tool-chart__value-bar`).count()).toBe(10);
    const sipBefore = await textOf(page, RESULT);
    await page.fill('#calc-sip-calculator-years', '5');
    await waitForChange(page, RESULT, sipBefore);
    expect(await page.locator(`${TOOL} .tool-chart__value-bar`).count()).toBe(5);

    // Term cover: the stated method in words, and a bar per part of the sum.
    await openTool(page, '/calculators/term-insurance-calculator/');
    expect(await textOf(page, `${TOOL} [data-testid="calc-explain"]`)).toContain('income replacement');
    expect(await page.locator(`${TOOL} [data-testid="chart-bar"]`).count()).toBe(4);

    // Car: make and model from the journey's lists, the range across insurers from the server's engine.
    await openTool(page, '/calculators/car-insurance-calculator/');
    await page.waitForSelector('#calc-car-insurance-calculator-make option[value="toyota"]', {
      state: 'attached',
    });
    await page.selectOption('#calc-car-insurance-calculator-make', 'toyota');
    await page.waitForSelector('#calc-car-insurance-calculator-model option[value="toyota-camry"]', {
      state: 'attached',
    });
    await page.selectOption('#calc-car-insurance-calculator-model', 'toyota-camry');
    const estimate = page.waitForResponse((r) => r.url().includes('/api/calculators/car-estimate'));
    await page.click('[data-testid="calc-submit"]');
    const body = (await (await estimate).json()) as {
      data: { groups: { group: string; minFils: number }[] };
    };
    await page.waitForSelector('[data-testid="estimate-comprehensive"] [data-testid="calc-result"]');
    const comp = body.data.groups.find((g) => g.group === 'comprehensive')!;
    const minAed = `AED ${formatFils(Math.round(comp.minFils / 100) * 100)}`;
    expect(
      await textOf(page, '[data-testid="estimate-comprehensive"] [data-testid="calc-result"]'),
    ).toContain(minAed);
    expect(
      await page.locator('[data-testid="estimate-comprehensive"] [data-testid="chart-bar"]').count(),
    ).toBeGreaterThan(1);
    expect(await page.isVisible('[data-testid="estimate-thirdParty"]')).toBe(true);
    await page.waitForFunction(() => location.search.includes('car-model=toyota-camry'));
    expect(await noSidewaysOverflow(page)).toBe(true);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('on a product page: loaded only once scrolled to, then the health estimate', async () => {
    const w = await openPage(browser, { viewport: phone });
    const { page } = w;
    const res = await page.goto(baseUrl() + '/health-insurance/');
    expect(res?.status()).toBe(200);
    await page.waitForSelector('html[data-hydrated="true"]');
    // below the journey: nothing of the calculator before the visitor scrolls (decision 0108)
    expect(w.scripts.some((s) => s.includes('tool-calculator'))).toBe(false);
    const priced = page.waitForResponse((r) => r.url().includes('/api/calculators/health-estimate'));
    await page.locator(TOOL).scrollIntoViewIfNeeded();
    await page.waitForSelector(`${TOOL} .calc__body[data-ready="true"]`);
    expect((await priced).status()).toBe(200);
    await page.waitForSelector('[data-testid="estimate-all"] [data-testid="calc-result"]');
    expect(await textOf(page, '[data-testid="estimate-all"] [data-testid="calc-result"]')).toMatch(
      /AED [\d,]+.*AED [\d,]+/,
    );
    expect(await noSidewaysOverflow(page)).toBe(true);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('in Arabic: right to left with Latin digits; growth and the health estimate', async () => {
    const w = await openPage(browser, { viewport: phone });
    const { page } = w;
    await page.goto(baseUrl() + '/ar-ae/calculators/');
    expect(await page.locator('.calc-preview__tile').count()).toBeGreaterThanOrEqual(10);
    expect(await textOf(page, '.calc-preview__tile >> nth=3')).toContain('مؤشر كتلة الجسم');

    await openTool(page, '/ar-ae/calculators/investment-growth-calculator/');
    expect(await page.$eval(TOOL, (el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await textOf(page, RESULT)).toMatch(/^[\d,]+ د\.إ$/);
    expect(await page.locator(`${TOOL} .tool-chart__value-bar`).count()).toBe(10);

    // Health: priced at once for the typical age and emirate.
    const first = page.waitForResponse((r) => r.url().includes('/api/calculators/health-estimate'));
    await openTool(page, '/ar-ae/calculators/health-insurance-calculator/');
    await first;
    await page.waitForSelector('[data-testid="estimate-all"] [data-testid="calc-result"]');
    expect(await textOf(page, '[data-testid="estimate-all"] [data-testid="calc-result"]')).toMatch(
      /^من [\d,]+ د\.إ إلى [\d,]+ د\.إ سنويًا$/,
    );
    expect(
      await page.locator('[data-testid="estimate-all"] [data-testid="chart-bar"]').count(),
    ).toBeGreaterThan(1);
    expect(await textOf(page, `${TOOL} [data-testid="calc-explain"]`)).not.toMatch(/[\u0660-\u0669]/);
    expect(await noSidewaysOverflow(page)).toBe(true);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});
