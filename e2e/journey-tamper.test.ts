import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
import { sessionSettled } from './session-helpers';
import { isoInDays } from './journey-helpers';

/**
 * docs/product/journeys.md: a visitor who edits what the page sends must not store an enquiry that breaks the rules. The
 * request is rewritten on its way out (as an edited script would), the real server refuses it with RULE_FAILED,
 * stores nothing, and the island shows the server's message next to the field, on that field's screen.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Enquiries the server stored for the page's device, read from the e2e server's own database. */
async function storedEnquiries(page: Page): Promise<number> {
  const deviceUuid = await page.evaluate(() => localStorage.getItem('deviceUuid'));
  expect(deviceUuid).toMatch(/^[A-Za-z0-9]{32}$/);
  const rows = await queryDb<{ n: number }>(
    databaseUrl(),
    `select count(e.id)::int as n
       from devices d left join enquiries e on e.device_id = d.id
      where d.device_uuid = $1
      group by d.id`,
    [deviceUuid],
  );
  // exactly one device row: the query looks at the right visitor
  expect(rows).toHaveLength(1);
  return rows[0]?.n ?? -1;
}

async function choose(page: Page, fieldId: string, value?: string): Promise<void> {
  const select = page.locator(`#jf-${fieldId}`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption(value ?? (await select.locator('option').nth(1).getAttribute('value')) ?? '');
}

describe('server re-validation seen in the browser', () => {
  it('a tampered car value is refused by the server and shown by its field', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/car-insurance/`);
    expect(await sessionSettled(page)).toBe('ready');
    await choose(page, 'carMake', 'toyota');
    await choose(page, 'carModel');
    await choose(page, 'carYear');
    await choose(page, 'carTrim');
    await page.locator('button.journey__next').click();
    await page.locator('#jf-carValue').waitFor();
    await page.fill('#jf-firstRegistrationDate', isoInDays(-400));
    await page.fill('#jf-carValue', '85000');
    await choose(page, 'registrationEmirate');

    // The "edited script": the value leaves the browser below the rule's minimum.
    let status = 0;
    await page.route('**/api/enquiry', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { values: Record<string, unknown> };
      body.values.carValue = 12;
      const res = await route.fetch({ postData: JSON.stringify(body) });
      status = res.status();
      await route.fulfill({ response: res });
    });
    await page.locator('button.journey__next').click();
    await expect.poll(() => status).toBe(422);
    await expect.poll(() => page.locator('#jf-carValue-error').textContent()).toMatch(/5,?000/);
    expect(await page.getAttribute('#jf-carValue', 'aria-invalid')).toBe('true');
    expect(await page.locator('.journey__banner').textContent()).toMatch(/5,?000/);
    // Nothing was stored: not in the database, and no enquiry id for the product in the tab.
    expect(await storedEnquiries(page)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('enquiryId_1'))).toBeNull();

    // Control: the same screen sent untampered is stored, so the count above could have seen a row.
    await page.unroute('**/api/enquiry');
    const accepted = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/enquiry' && r.request().method() === 'POST',
    );
    await page.locator('button.journey__next').click();
    expect((await accepted).status()).toBe(200);
    expect(await storedEnquiries(page)).toBe(1);
    await context.close();
  });
});
