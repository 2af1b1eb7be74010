import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, databaseUrl, launch, openPage, type Watched } from './browser';
import { addEditorSession, withSession } from './console-helpers';
import { queryDb } from './server';

/**
 * The console's content sections in Chromium (decision 0124): a content editor approves a pending review and
 * rejects another with a reason, adds a redirection (a loop is refused with its message) that a visitor then
 * follows, and uploads an image whose copied address serves it. The staff member and session are written to the
 * server's database. CONSOLE_SHOTS=<dir> keeps screenshots at 390 and 1280 px, in English and Arabic.
 */
const SHOTS = process.env.CONSOLE_SHOTS;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
let browser: Browser;
let token = '';

beforeAll(async () => {
  browser = await launch();
  const db = databaseUrl();
  token = await addEditorSession(db);
  for (const [title, r] of [
    ['E2E approve me', 2],
    ['E2E reject me', 4],
  ] as const)
    await queryDb(
      db,
      `insert into reviews (product_id, provider_id, mobile_hash, user_name, city, lang, title, body,
         ease_rating, clarity_rating, speed_rating, support_rating, status)
       values (7, 1, $1, 'Rana', 'Sharjah', 'en', $2, 'Clear fees and a quick answer from the bank.', $3, $3, $3, $3, 'pending')`,
      [`e2e-${title}-${token.slice(0, 8)}`, title, r],
    );
});
afterAll(async () => {
  await browser?.close();
});

async function editorPage(width: number): Promise<Watched> {
  const w = await openPage(browser, { viewport: { width, height: 900 } });
  await withSession(w.context, baseUrl(), token);
  return w;
}

const shot = async (w: Watched, name: string) => {
  if (SHOTS) await w.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('console content sections', () => {
  it('moderates reviews, manages a redirection and uploads an image', async () => {
    const w = await editorPage(1280);
    const { page } = w;
    await page.goto(`${baseUrl()}/console/#reviews`);
    const approve = page.locator('[data-testid=review]', { hasText: 'E2E approve me' });
    await shot(w, 'content-reviews-en-1280');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => approve.count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Review approved' }).waitFor();
    const reject = page.locator('[data-testid=review]', { hasText: 'E2E reject me' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.locator('input[name=reason]').fill('Mentions a staff member by name');
    await reject.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect.poll(() => reject.count()).toBe(0);

    await page.goto(`${baseUrl()}/console/#redirections`);
    await page.locator('input[name=fromPath]').fill('/e2e-old-page');
    await page.locator('input[name=toPath]').fill('/car-insurance/');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-testid=redirection][data-from="/e2e-old-page/"]').waitFor();
    await page.locator('input[name=fromPath]').fill('/car-insurance/');
    await page.locator('input[name=toPath]').fill('/e2e-old-page/');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'loop' }).textContent()).resolves.toContain(
      '/car-insurance/ → /e2e-old-page/ → /car-insurance/',
    );
    await shot(w, 'content-redirections-en-1280');
    const visit = await page.request.get(`${baseUrl()}/e2e-old-page/`, { maxRedirects: 0 });
    expect(visit.status()).toBe(301);
    expect(visit.headers().location).toBe('/car-insurance/');

    await page.goto(`${baseUrl()}/console/#images`);
    await page.locator('input[name=file]').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await page.locator('input[name=alt-en]').fill('A blue dot');
    await page.locator('input[name=alt-ar]').fill('نقطة زرقاء');
    await page.getByRole('button', { name: 'Upload' }).click();
    const card = page.locator('[data-testid=image]').first();
    await card.waitFor();
    const url = await card.locator('input[readonly]').inputValue();
    expect(url).toMatch(/\/media\/u\/[A-Za-z0-9_-]{12}\.png$/);
    const img = await page.request.get(url);
    expect(img.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await img.body()).equals(PNG_1X1)).toBe(true);
    await shot(w, 'content-images-en-1280');
    // The refused loop's 409 is the one failed request the browser reports.
    expect(w.errors.filter((e) => !e.includes('409 (Conflict)'))).toEqual([]);

    if (SHOTS) {
      for (const section of ['reviews', 'redirections', 'images']) {
        const ar = await editorPage(390);
        await ar.page.goto(
          `${baseUrl()}/ar-ae/console/#${section}${section === 'reviews' ? '?status=published' : ''}`,
        );
        await ar.page.locator('.cs-main h1').waitFor();
        await ar.page.locator('.cs-main [data-testid]').first().waitFor();
        await shot(ar, `content-${section}-ar-390`);
        const en = await editorPage(390);
        await en.page.goto(`${baseUrl()}/console/#${section}`);
        await en.page.locator('.cs-main h1').waitFor();
        await shot(en, `content-${section}-en-390`);
        await ar.context.close();
        await en.context.close();
      }
    }
    await w.context.close();
  });
});
