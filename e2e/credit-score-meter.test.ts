import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * The floating credit score meter (docs/product/credit-score.md) in Chromium against the real
 * server: hidden at the top, shown after a deep scroll, a disclosure whose collapsed state lasts for the tab.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const METER = '[data-testid="credit-score-meter"]';

async function hydrated(page: Page, path: string): Promise<void> {
  const res = await page.goto(baseUrl() + path);
  expect(res?.status()).toBe(200);
  await page.waitForSelector('html[data-hydrated="true"]');
}

/**
 * The seeded landing pages are short: a phone cannot scroll 1800 px down them. The test makes the page taller
 * (an empty block at the end of main) so the spec's threshold can be crossed; the meter only reads the scroll.
 */
async function makeTall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const pad = document.createElement('div');
    pad.style.blockSize = '4000px';
    pad.dataset.testPadding = '';
    document.querySelector('main')?.append(pad);
  });
}

/**
 * Scrolls to `top` and resolves two frames after the scroll event, so the island's requestAnimationFrame
 * measurement of that position has run (no fixed sleep).
 */
async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const settle = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (Math.round(window.scrollY) === y) return settle();
        window.addEventListener('scroll', settle, { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
}

describe('credit score meter', () => {
  it('appears on a phone after more than 1800 px, links with pl utm and stays collapsed after reload', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await hydrated(w.page, '/personal-loans/');
    const meter = w.page.locator(METER);
    const toggle = meter.getByRole('button', { name: 'Credit Score' });
    const link = meter.getByRole('link', { name: 'Check Now' });
    // Server-rendered hidden: in the page, not shown at the top.
    expect(await meter.count()).toBe(1);
    expect(await meter.isHidden()).toBe(true);

    await makeTall(w.page);
    await scrollTo(w.page, 1800);
    expect(await meter.isHidden()).toBe(true);
    await scrollTo(w.page, 1801);
    await meter.waitFor({ state: 'visible' });

    expect(await meter.textContent()).toContain('Check Free Credit Score');
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href, baseUrl());
    expect(url.pathname).toBe('/credit-score/');
    expect(url.searchParams.get('utm_medium')).toBe('pl-credit-score-meter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panelId = (await toggle.getAttribute('aria-controls')) ?? '';
    expect(await w.page.locator(`#${panelId}`).isVisible()).toBe(true);

    // Inside the phone's width, at the inline end (right in English), above the scroll-to-top button.
    const box = await meter.boundingBox();
    const scrollTop = w.page.getByTestId('scroll-top');
    await scrollTop.waitFor({ state: 'visible' });
    const top = await scrollTop.boundingBox();
    expect(box && top).toBeTruthy();
    if (!box || !top) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.x + box.width).toBeGreaterThan(PHONE.width / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(top.y);

    // Contrast is checked on the settled meter, not halfway through its fade-in.
    await meter.evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((a) => a.finished));
    });
    const axe = await new AxeBuilder({ page: w.page }).include(METER).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await link.waitFor({ state: 'hidden' });
    expect(await w.page.evaluate(() => sessionStorage.getItem('creditScoreMeterCollapsed'))).toBe('1');

    // Same tab: it comes back after the deep scroll, collapsed.
    await w.page.reload();
    await w.page.waitForSelector('html[data-hydrated="true"]');
    await makeTall(w.page);
    await scrollTo(w.page, 2400);
    await meter.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await link.isHidden()).toBe(true);

    // Reopened, Escape collapses it again and leaves the focus on the toggle.
    await toggle.click();
    await link.waitFor({ state: 'visible' });
    await link.focus();
    await w.page.keyboard.press('Escape');
    await link.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await w.page.evaluate(() => document.activeElement?.className)).toBe('credit-meter__toggle');
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it("steps aside on a phone while it would cover the journey's buttons", async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await hydrated(w.page, '/personal-loans/');
    const meter = w.page.locator(METER);
    await makeTall(w.page);
    await scrollTo(w.page, 2000);
    await meter.waitFor({ state: 'visible' });
    // Bring the journey's Next/Back row into the meter's corner (its bottom 90 px above the viewport's).
    const y = await w.page.evaluate(() => {
      const row = document.querySelector('.journey__actions') as Element;
      return Math.round(window.scrollY + row.getBoundingClientRect().bottom - (window.innerHeight - 90));
    });
    await scrollTo(w.page, y);
    await w.page.waitForFunction(
      (sel) => getComputedStyle(document.querySelector(sel) as Element).visibility === 'hidden',
      METER,
    );
    // Scrolled past the journey, it is back.
    await scrollTo(w.page, 3000);
    await w.page.waitForFunction(
      (sel) => getComputedStyle(document.querySelector(sel) as Element).visibility === 'visible',
      METER,
    );
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('appears on a desktop within 400 px of the page bottom', async () => {
    const w = await openPage(browser);
    await hydrated(w.page, '/personal-loans/');
    const meter = w.page.locator(METER);
    await makeTall(w.page);
    await scrollTo(w.page, 2000);
    expect(await meter.isHidden()).toBe(true);
    const bottom = await w.page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(w.page, bottom - 400);
    await meter.waitFor({ state: 'visible' });
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('is absent from insurance pages', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await hydrated(w.page, '/car-insurance/');
    expect(await w.page.locator('[data-island="CreditScoreMeter"]').count()).toBe(0);
    expect(await w.page.locator(METER).count()).toBe(0);
    expect(w.scripts.some((s) => s.includes('credit-score-meter'))).toBe(false);
    await w.context.close();
  });

  it('reads right to left in Arabic, at the inline end (left), with the Arabic link', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await hydrated(w.page, '/ar-ae/personal-loans/');
    expect(await w.page.getAttribute('html', 'dir')).toBe('rtl');
    const meter = w.page.locator(METER);
    await makeTall(w.page);
    await scrollTo(w.page, 1900);
    await meter.waitFor({ state: 'visible' });
    const toggle = meter.getByRole('button', { name: 'التقييم الائتماني' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await meter.textContent()).toContain('اطّلع على تقييمك الائتماني مجانًا');
    const link = meter.getByRole('link', { name: 'تحقّق الآن' });
    expect(await link.getAttribute('href')).toBe('/ar-ae/credit-score/?utm_medium=pl-credit-score-meter');
    expect(await meter.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const box = await meter.boundingBox();
    expect(box).toBeTruthy();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThan(PHONE.width / 2 + box.width / 2);
    expect(box.x).toBeLessThan(PHONE.width / 2);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });
});
