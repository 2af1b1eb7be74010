import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { isoInDays } from './journey-helpers';

/**
 * docs/product/journeys.md, progress that survives: one indicator across the whole journey with its sections, each screen an
 * entry of the browser's history (Back and Forward move between screens, the address stays the page's), and a
 * reload returns to the same screen with its answers, also after the next form arrived from the server.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.locator('#journey-heading').textContent();
const step = (page: Page) => page.locator('.journey__step').textContent();
const next = (page: Page) => page.locator('button.journey__next').click();

async function choose(page: Page, fieldId: string, value?: string): Promise<string> {
  const select = page.locator(`#jf-${fieldId}`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const v = value ?? (await select.locator('option').nth(1).getAttribute('value')) ?? '';
  await select.selectOption(v);
  return v;
}

async function ready(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]');
  expect(await sessionSettled(page)).toBe('ready');
}

describe('progress that survives (car journey, 390 px)', () => {
  it('moves between screens with Back and Forward, and a reload returns to the same screen and form', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = w;
    const address = `${baseUrl()}/car-insurance/`;
    await page.goto(address);
    await ready(page);
    // One indicator for the whole journey: its parts are named, and the step counts every screen of them.
    const sections = page.locator('.journey__sections li');
    expect(await sections.count()).toBeGreaterThan(2);
    await expect.poll(() => step(page)).toMatch(/^Part 1 of \d+: .+ · Step 1 of \d+$/);
    const total = Number(/Step 1 of (\d+)/.exec((await step(page)) ?? '')?.[1]);
    expect(total).toBeGreaterThan(4);
    expect(await page.locator('.journey__sections li[aria-current="step"]').count()).toBe(1);

    const first = await heading(page);
    await choose(page, 'carMake', 'toyota');
    const model = await choose(page, 'carModel');
    await choose(page, 'carYear');
    await choose(page, 'carTrim');
    await next(page);
    await expect.poll(() => heading(page)).not.toBe(first);
    const second = await heading(page);
    await expect.poll(() => step(page)).toContain(`Step 2 of ${total}`);

    // The browser's Back: the previous screen with its answers, on the same address.
    await page.goBack();
    await expect.poll(() => heading(page)).toBe(first);
    expect(page.url()).toBe(address);
    expect(await page.inputValue('#jf-carModel')).toBe(model);
    await page.goForward();
    await expect.poll(() => heading(page)).toBe(second);

    // A reload on screen 2 comes back to screen 2 with what was typed.
    await page.fill('#jf-firstRegistrationDate', isoInDays(-400));
    const registered = await page.inputValue('#jf-firstRegistrationDate');
    await page.fill('#jf-carValue', '85000');
    await page.reload();
    await ready(page);
    await expect.poll(() => heading(page)).toBe(second);
    await expect.poll(() => page.inputValue('#jf-firstRegistrationDate')).toBe(registered);
    expect(await page.inputValue('#jf-carValue')).toBe('85,000');

    // The next form comes from the server; the count goes on (part 2), and a reload keeps that form too.
    await choose(page, 'registrationEmirate');
    await next(page);
    // The total stays the one of the first screen: a screen a constraint skips still counts (decision 0071).
    await expect
      .poll(() => step(page), { timeout: 10_000 })
      .toMatch(new RegExp(`^Part 2 of \\d+: .+ · Step 3 of ${total}$`));
    const third = await heading(page);
    await page.fill('#jf-driverDob', '20/05/1990');
    await page.reload();
    await ready(page);
    await expect.poll(() => heading(page), { timeout: 10_000 }).toBe(third);
    await expect.poll(() => page.inputValue('#jf-driverDob')).toBe('20/05/1990');
    // The journey's own Back button walks the same history.
    await page.locator('button.journey__back').click();
    await expect.poll(() => heading(page)).toBe(second);
    await page.goForward();
    await expect.poll(() => heading(page)).toBe(third);
    await w.context.close();
  });

  it('in Arabic, names the part right to left', async () => {
    const w = await openPage(browser, { viewport: { width: 360, height: 780 } });
    const { page } = w;
    await page.goto(`${baseUrl()}/ar-ae/car-insurance/`);
    await ready(page);
    await expect.poll(() => step(page)).toMatch(/^الجزء 1 من \d+: .+ · /);
    await w.context.close();
  });
});
