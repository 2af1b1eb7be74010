import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { queryDb, startServer, type RunningServer } from './server';
import { addStaff, signIn as signInAs, type TestStaff } from './console-helpers';
import { planPath } from '../src/shared/health-plans/paths';

/**
 * The catalogue's items in Chromium (decision 0127): an admin opens a health plan in the form generated from ZPlan,
 * renames it, types a co-payment the contract refuses (the error sits beside the field, publish is disabled), fixes
 * it, publishes, and the visitor's plan page shows the new name; restoring the publication's 'before' brings the
 * old name back; a publication opened before another admin's is refused as stale with a reload; a saved draft is
 * stored until discarded; the JSON view holds the same document. The changes to publish list the renamed field
 * before publishing, and a publication's "Show changes" its name before and after.
 * CONSOLE_SHOTS=<dir> keeps screenshots of the list and the editor at 390 and 1280 px, en and ar.
 */
let browser: Browser;
let server: RunningServer;
const SHOTS = process.env.CONSOLE_SHOTS;
let admin: TestStaff;
const NEW_NAME = 'Essential Care Renamed (E2E)';

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
  admin = await addStaff(
    server.databaseUrl,
    'catalogue-items-e2e@sahel.example',
    'Catalogue Items Admin',
    'admin',
  );
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const signIn = (page: Page) => signInAs(page, server.baseUrl, admin);

async function visitorHtml(path: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The page at 390 and 1280 px: whole (a list), or the screen around `at` (the long form of a plan). */
async function shots(page: Page, name: string, at?: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (at) await page.locator(at).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/catalogue-${name}-${width}.png`, fullPage: !at });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('console catalogue items', () => {
  it('an admin edits a plan in its generated form, cannot publish an invalid number, publishes and restores', async () => {
    const [plan] = await queryDb<{ id: number; slug: string; insurer: string; name: string; copay: number }>(
      server.databaseUrl,
      `select p.id, p.slug, i.slug as insurer, p.document->'planName'->>'en' as name,
              (p.document->'health'->>'copayPercent')::int as copay
         from plans p join insurers i on i.id = p.provider_id
        where p.product_id = 3 and not p.is_hidden order by p.id limit 1`,
    );
    const visitorPath = planPath(plan!.insurer, plan!.slug);
    expect(await visitorHtml(visitorPath)).toContain(plan!.name);

    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    await page.goto(`${server.baseUrl}/console/#catalogue?view=plans`);
    await page.selectOption('select[name="product"]', '3');
    await page.fill('input[name="filter"]', 'falcon-crest');
    await page.locator('#catalogue-items tbody tr').nth(1).waitFor();
    expect(new Set(await page.locator('#catalogue-items tbody td:nth-child(2)').allInnerTexts())).toEqual(
      new Set(['Health insurance']),
    );
    await shots(page, 'list-en');
    await page.fill('input[name="filter"]', plan!.slug);
    const link = page.locator(`#catalogue-items a[href="#catalogue?kind=plans&id=${plan!.id}"]`);
    await link.click();

    const name = page.locator('#catalogue-item-form input[data-path="planName.en"]');
    await name.waitFor();
    expect(await name.inputValue()).toBe(plan!.name);
    await name.fill(NEW_NAME);
    const copay = page.locator('#catalogue-item-form input[data-path="health.copayPercent"]');
    await copay.fill('999');
    await page.locator('[data-issues-of="health.copayPercent"] li').waitFor();
    expect(await copay.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#catalogue-publish').isDisabled()).toBe(true);
    await shots(page, 'editor-invalid-en', '[data-issues-of="health.copayPercent"]');

    await copay.fill(String(plan!.copay));
    await page.locator('[data-issues-of="health.copayPercent"]').waitFor({ state: 'detached' });
    expect(await copay.getAttribute('aria-invalid')).toBeNull();
    // Before publishing, the admin sees exactly what visitors will get: the renamed field, old and new.
    const toPublish = page.locator('#catalogue-changes tbody tr');
    await expect.poll(() => toPublish.count()).toBe(1);
    expect(await toPublish.getAttribute('data-path')).toBe('planName.en');
    expect(await toPublish.locator('del').innerText()).toBe(plan!.name);
    expect(await toPublish.locator('ins').innerText()).toBe(NEW_NAME);
    await shots(page, 'changes-en', '#catalogue-changes');
    await page.click('#catalogue-publish');
    await page.locator('#catalogue-note').filter({ hasText: /\S/ }).waitFor();
    await page.locator('#catalogue-history-list li').first().waitFor();
    await page.locator('#catalogue-changes').waitFor({ state: 'detached' });
    await expect.poll(() => visitorHtml(visitorPath), { timeout: 5_000 }).toContain(NEW_NAME);

    // The publication's "Show changes": the name before and after, field by field.
    await page.locator('#catalogue-history-list li').first().locator('button[data-show-changes]').click();
    const shown = page.locator('#catalogue-history-list table.cc-diff tbody tr');
    await shown.first().waitFor();
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('data-path')).toBe('planName.en');
    expect(await shown.locator('del').innerText()).toBe(plan!.name);
    expect(await shown.locator('ins').innerText()).toBe(NEW_NAME);
    await shots(page, 'history-diff-en', '#catalogue-history-list');

    await page.locator('#catalogue-history-list li').first().locator('button[data-side="before"]').click();
    await expect.poll(() => page.locator('#catalogue-history-list li').count()).toBe(2);
    expect(await name.inputValue()).toBe(plan!.name);
    await expect.poll(() => visitorHtml(visitorPath), { timeout: 5_000 }).not.toContain(NEW_NAME);
    const [stored] = await queryDb<{ name: string }>(
      server.databaseUrl,
      `select document->'planName'->>'en' as name from plans where id = $1`,
      [plan!.id],
    );
    expect(stored!.name).toBe(plan!.name);

    // Another admin publishes meanwhile: this editor's publication is refused as stale, and it offers a reload.
    await name.fill('A stale edit');
    const other = await page.evaluate(async (id) => {
      const one = (await (await fetch(`/api/console/catalogue/plans/${id}`)).json()) as {
        data: { data: unknown; version: number };
      };
      const res = await fetch(`/api/console/catalogue/plans/${id}/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: one.data.data, baseVersion: one.data.version }),
      });
      return res.status;
    }, plan!.id);
    expect(other).toBe(200);
    await page.click('#catalogue-publish');
    const reload = page.locator('#catalogue-reload');
    await reload.waitFor();
    await reload.click();
    await expect.poll(() => page.locator('#catalogue-history-list li').count()).toBe(3);
    expect(await name.inputValue()).toBe(plan!.name);
    await shots(page, 'history-en', '#catalogue-history-list');

    // A draft is kept on the server until discarded.
    await name.fill('A draft name');
    await page.click('#catalogue-save');
    await page.locator('#catalogue-item-draft').waitFor();
    const [draft] = await queryDb<{ n: number }>(
      server.databaseUrl,
      `select count(*)::int as n from console_catalogue_drafts where kind = 'plan' and item_id = $1`,
      [String(plan!.id)],
    );
    expect(draft!.n).toBe(1);
    await page.click('#catalogue-discard');
    await page.locator('#catalogue-item-draft').waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe(plan!.name);

    // The JSON view holds the same document, and the form comes back from it.
    await page.click('#catalogue-view-json');
    const json = JSON.parse(await page.locator('textarea[name="document"]').inputValue()) as {
      planName: { en: string };
    };
    expect(json.planName.en).toBe(plan!.name);
    await page.click('#catalogue-view-form');
    expect(await name.inputValue()).toBe(plan!.name);

    // The old address of a plan's editor still opens it; the Arabic console mirrors the form.
    await page.goto(`${server.baseUrl}/ar-ae/console/#catalogue?plan=${plan!.id}`);
    await page.locator('#catalogue-item-form input[data-path="planName.ar"]').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await shots(page, 'editor-ar', 'h1');
    await page.locator('#catalogue-history-list li').last().locator('button[data-show-changes]').click();
    await page.locator('#catalogue-history-list table.cc-diff ins').filter({ hasText: NEW_NAME }).waitFor();
    await shots(page, 'history-diff-ar', '#catalogue-history-list');
    if (SHOTS) {
      await page.goto(`${server.baseUrl}/ar-ae/console/#catalogue?view=plans`);
      await page.fill('input[name="filter"]', 'falcon-crest');
      await page.locator('#catalogue-items').waitFor();
      await shots(page, 'list-ar');
      await page.goto(`${server.baseUrl}/console/#catalogue?kind=plans&id=${plan!.id}`);
      await page.locator('form#catalogue-item-form').waitFor();
      await shots(page, 'editor-en', 'h1');
    }
    // Chromium logs the refused (409) publication itself; nothing else failed.
    expect(errors.filter((e) => !e.includes('status of 409 (Conflict)'))).toEqual([]);
    await context.close();
  });
});
