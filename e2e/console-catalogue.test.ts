import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { queryDb, startServer, type RunningServer } from './server';
import { newPublicId } from '../src/server/lib/public-id';
import { addStaff, signIn, type TestStaff } from './console-helpers';
import { carQuoteAnswers } from '../test/support/factories';

/**
 * The catalogue in the console in Chromium (decision 0125): an admin signs in with password and code, opens a car
 * rate table, raises a rate, sees the before/after table (a stored enquiry among the samples), publishes, and a
 * quote priced afterwards for the same answers has the preview's new premium; the new version's "Show changes" lists
 * the rate changed. CONSOLE_SHOTS=<dir> keeps screenshots of that diff at 390 and 1280 px, en and ar.
 */
let browser: Browser;
let server: RunningServer;
let admin: TestStaff;
const FIELD = 'comprehensive.valueTiers.0.rateBp';
const SHOTS = process.env.CONSOLE_SHOTS;

async function shots(page: Page, name: string, at: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(at).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/catalogue-${name}-${width}.png` });
  }
}

async function device(): Promise<{ uuid: string; token: string }> {
  const res = await fetch(`${server.baseUrl}/api/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sourceId: 2, countryProductId: 1 }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { deviceUuid: string };
  return { uuid: body.deviceUuid, token: res.headers.get('authorization') ?? '' };
}

/** A submitted car enquiry with the quotes tests' answers, stored for a new device. */
async function carEnquiry(): Promise<{ publicId: string; token: string }> {
  const d = await device();
  const publicId = newPublicId();
  await queryDb(
    server.databaseUrl,
    `insert into enquiries (public_id, device_id, country_product_id, source_id, status, stage, answers,
       mobile_number, mobile_verified_at)
     select $1, id, 1, 2, 'submitted', 2, $2::jsonb, '501234567', now() from devices where device_uuid = $3`,
    [publicId, JSON.stringify(carQuoteAnswers()), d.uuid],
  );
  return { publicId, token: d.token };
}

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
  admin = await addStaff(server.databaseUrl, 'catalogue-e2e@sahel.example', 'Catalogue Admin', 'admin');
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

describe('console catalogue', () => {
  it('an admin changes a rate, sees the before/after table, publishes, and a new quote has the new price', async () => {
    const sample = await carEnquiry();
    const [table] = await queryDb<{ id: string }>(
      server.databaseUrl,
      `select id from rate_tables where product_id = 1 order by id limit 1`,
    );
    const { page, context, errors } = await openPage(browser);
    await signIn(page, server.baseUrl, admin);

    await page.goto(`${server.baseUrl}/console/#catalogue?product=1`);
    await page.click(`#catalogue-tables a[href="#catalogue?table=${table!.id}"]`);
    const input = page.locator(`input[data-path="${FIELD}"]`);
    const old = Number(await input.inputValue());
    await input.fill(String(old * 2));
    await page.click('#catalogue-preview-button');
    const rows = page.locator(`#catalogue-preview-rows tr[data-sample="${sample.publicId}"]`);
    await rows.first().waitFor();
    const priced = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        plan: Number(tr.getAttribute('data-plan')),
        before: Number(tr.getAttribute('data-before') || NaN),
        after: Number(tr.getAttribute('data-after') || NaN),
      })),
    );
    const moved = priced.filter((r) => r.after > r.before);
    expect(moved.length).toBeGreaterThan(0);
    expect(await page.locator('#catalogue-preview-insurers tbody tr').count()).toBe(1);

    await page.click('#catalogue-publish');
    await page.waitForSelector('#catalogue-note:has-text("is published")');
    const [v] = await queryDb<{ n: number }>(
      server.databaseUrl,
      `select max(version)::int as n from rate_tables where id = $1`,
      [table!.id],
    );
    expect(await page.locator('#catalogue-history-list li').count()).toBe(v!.n);
    // The new version's "Show changes": the one rate, from the version before it.
    await page.click(`#catalogue-history-list li[data-version="${v!.n}"] button[data-show-changes]`);
    const change = page.locator(`#catalogue-diff-${v!.n} tbody tr`);
    await change.first().waitFor();
    expect(await change.count()).toBe(1);
    expect(await change.getAttribute('data-path')).toBe(FIELD);
    expect(await change.locator('del').innerText()).toBe(String(old));
    expect(await change.locator('ins').innerText()).toBe(String(old * 2));
    await shots(page, 'table-diff-en', '#catalogue-history-list');
    if (SHOTS) {
      await page.goto(`${server.baseUrl}/ar-ae/console/#catalogue?table=${table!.id}`);
      await page.click(`#catalogue-history-list li[data-version="${v!.n}"] button[data-show-changes]`);
      await page.locator(`#catalogue-diff-${v!.n}`).waitFor();
      await shots(page, 'table-diff-ar', '#catalogue-history-list');
    }

    const next = await carEnquiry();
    const res = await fetch(`${server.baseUrl}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: next.token },
      body: JSON.stringify({ enquiryId: next.publicId }),
    });
    expect(res.status).toBe(200);
    const totals = await queryDb<{ planId: number; totalFils: string }>(
      server.databaseUrl,
      `select q.plan_id as "planId", q.total_fils as "totalFils" from quotes q
         join enquiries e on e.id = q.enquiry_id where e.public_id = $1`,
      [next.publicId],
    );
    for (const r of moved) expect(Number(totals.find((x) => x.planId === r.plan)?.totalFils)).toBe(r.after);
    expect(errors).toEqual([]);
    await context.close();
  });
});
