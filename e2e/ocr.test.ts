import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { TEST_CARDS, renderCards } from '../test/support/ocr-cards';

/**
 * Decision 0027 in real Chromium: a generated Emirates ID uploaded on the bank account journey is
 * read on the server, and its number is offered as a suggestion the visitor confirms; nothing is filled until
 * then. The test waits for the suggestion to appear (a condition), never for the spec's 2-second retry.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));
const heading = (page: Page) => page.locator('#journey-heading').textContent();
const next = (page: Page) => page.locator('button.journey__next').click();

describe('documents read for the visitor', () => {
  it('suggests the Emirates ID number read from an uploaded card; the visitor confirms it', async () => {
    const card = TEST_CARDS.find((c) => c.docType === 'emiratesId');
    if (!card) throw new Error('no Emirates ID test card');
    const [image] = await renderCards([card], 'clean', browser);
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    expect((await page.goto(`${baseUrl()}/bank-accounts/`))?.status()).toBe(200);
    expect(await sessionSettled(page)).toBe('ready');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.locator('[data-field="accountType"] input[type=radio]').first().check();
    await page.locator('#jf-monthlySalary').pressSequentially('15000');
    const employer = page.locator('#jf-employerCategory');
    await expect.poll(() => employer.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await employer.selectOption((await employer.locator('option').nth(1).getAttribute('value')) ?? '');
    await next(page);
    await expect.poll(() => heading(page)).toBe('Your Emirates ID');

    const number = page.locator('#jf-emiratesId');
    await page
      .locator('#jf-emiratesIdFront')
      .setInputFiles({ name: 'emirates-id.png', mimeType: 'image/png', buffer: image as Buffer });
    const read = page.locator('[data-ocr="read"]');
    await read.waitFor({ timeout: 30_000 });
    const suggestion = read.locator('[data-ocr-field="idNumber"]');
    expect(await suggestion.textContent()).toContain('784-1990-1234567-1');
    // A suggestion, not an answer: the field stays as the visitor left it until they confirm.
    expect(await number.inputValue()).toBe('');

    await suggestion.getByRole('button', { name: 'Use 784-1990-1234567-1 as Emirates ID number' }).click();
    await expect.poll(() => number.inputValue()).toBe('784-1990-1234567-1');
    expect(await suggestion.textContent()).toContain('Added: please check it');
    // The name field is on a later screen: shown, with nothing to click.
    expect(await read.locator('[data-ocr-field="fullName"] button').count()).toBe(0);

    // The confirmed number is an answer like a typed one: the screen passes and the next one opens.
    await next(page);
    await expect.poll(() => heading(page)).toBe('Where should we send your quotes?');
    // The name read from the card is offered on this later screen too, and filled only on a click.
    const offer = page.locator('[data-ocr-later="name"]');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('From your document: Ahmed Ali Hassan');
    expect(await page.inputValue('#jf-name')).toBe('');
    await offer.getByRole('button', { name: 'Use Ahmed Ali Hassan from your document' }).click();
    await expect.poll(() => page.inputValue('#jf-name')).toBe('Ahmed Ali Hassan');
    expect(await offer.count()).toBe(0);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });

  it('reads a Mulkiya on the car journey: make, model and year chosen on a click, the registration date later', async () => {
    const card = TEST_CARDS.find((c) => c.docType === 'mulkiya');
    if (!card) throw new Error('no Mulkiya test card');
    const [image] = await renderCards([card], 'clean', browser);
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    expect((await page.goto(`${baseUrl()}/car-insurance/`))?.status()).toBe(200);
    expect(await sessionSettled(page)).toBe('ready');
    await page.waitForSelector('html[data-hydrated="true"]');
    await page
      .locator('#jf-mulkiyaFront')
      .setInputFiles({ name: 'mulkiya.png', mimeType: 'image/png', buffer: image as Buffer });
    const read = page.locator('[data-ocr="read"]');
    await read.waitFor({ timeout: 30_000 });
    expect(await page.inputValue('#jf-carMake')).toBe('');
    const use = async (key: string) => {
      const row = read.locator(`[data-ocr-field="${key}"]`);
      await row.locator('button').click();
      await row.getByRole('status').waitFor();
    };
    await use('make');
    await expect.poll(() => page.inputValue('#jf-carMake')).toBe('toyota');
    // The models of the make load after it is chosen; then the model and its year can be used.
    await expect
      .poll(() => page.locator('#jf-carModel option').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await use('model');
    await expect.poll(() => page.inputValue('#jf-carModel')).toBe('toyota-camry');
    await expect
      .poll(() => page.locator('#jf-carYear option').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    await use('modelYear');
    await expect.poll(() => page.inputValue('#jf-carYear')).toBe('2021');
    const trim = page.locator('#jf-carTrim');
    await expect.poll(() => trim.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await trim.selectOption((await trim.locator('option').nth(1).getAttribute('value')) ?? '');
    await next(page);
    // The registration date is asked on the next screen, where the card's date is offered.
    const offer = page.locator('[data-ocr-later="firstRegistrationDate"]');
    await offer.waitFor();
    await offer.getByRole('button').click();
    await expect.poll(() => page.inputValue('#jf-firstRegistrationDate')).toBe('15/06/2023');
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});
