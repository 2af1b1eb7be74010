import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage } from './browser';
import { queryDb, startServer, type RunningServer } from './server';
import { addStaff, signIn, type TestStaff } from './console-helpers';

/**
 * The page editor in Chromium (decision 0123): a content editor signs in with password and code, changes the car
 * page's banner title in English and Arabic, previews the draft at 390 px, publishes, and a visitor's next load of
 * /car-insurance/ and /ar-ae/car-insurance/ shows it; reorders the blocks; restores the version before the change
 * and the visitor sees the old title again. CONSOLE_SHOTS=<dir> keeps screenshots at 390 and 1280 px, en and ar.
 */
const SHOTS = process.env.CONSOLE_SHOTS;
let browser: Browser;
let server: RunningServer;
let editor: TestStaff;
const NEW_EN = 'Car insurance, edited in the console';
const NEW_AR = 'تأمين السيارات، حُرِّر في لوحة التحكم';
const BANNER = 'li[data-block-key="car-banner"]';

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
  editor = await addStaff(server.databaseUrl, 'pages-e2e@sahel.example', 'Page Editor', 'content_editor');
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** The banner's title on a visitor's fresh load (no console cookie). */
async function visitorTitle(path: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/pages-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens the banner's form in the language's tab, sets its title, saves, and waits for the saved note. */
async function editTitle(page: Page, lang: 'en' | 'ar', title: string) {
  await page.click(`button[data-lang="${lang}"]`);
  await page.waitForSelector(`button[data-lang="${lang}"][aria-selected="true"]`);
  await page.click(`${BANNER} summary`);
  await page.fill(`${BANNER} input[data-path="title"]`, title);
  await page.click('#cp-save');
  await page.waitForSelector(`#cp-note:has-text("${lang.toUpperCase()} saved")`);
}

async function publish(page: Page) {
  await page.click('#cp-publish');
  await page.waitForSelector('#cp-note:has-text("is live")');
}

describe('console pages', () => {
  it('an editor changes the car banner in en and ar, previews, publishes, reorders and restores', async () => {
    const before = {
      en: await visitorTitle('/car-insurance/'),
      ar: await visitorTitle('/ar-ae/car-insurance/'),
    };
    expect(before.en).toBe('Car Insurance in the UAE');
    const { page, context, errors } = await openPage(browser);
    await signIn(page, server.baseUrl, editor);

    // The list: the car page with each language's state.
    await page.goto(`${server.baseUrl}/console/#pages?q=car-insurance`);
    const row = page.locator('.cp-page-row', {
      has: page.locator('a[href="#pages?path=%2Fcar-insurance%2F"]'),
    });
    await row.waitFor();
    expect(await row.locator('.cp-marks').count()).toBe(4);
    await shots(page, 'list-en');
    await row.locator('a.cp-page-link').click();
    await page.waitForSelector('.cp-lock:has-text("You are editing")');

    await editTitle(page, 'en', NEW_EN);
    await page.click('#cp-preview');
    const frame = page.frameLocator('iframe[data-width="390"]');
    await expect.poll(() => frame.locator('h1').first().textContent(), { timeout: 10_000 }).toContain(NEW_EN);
    await shots(page, 'editor-en');
    await publish(page);

    await editTitle(page, 'ar', NEW_AR);
    await publish(page);
    expect(await visitorTitle('/car-insurance/')).toBe(NEW_EN);
    expect(await visitorTitle('/ar-ae/car-insurance/')).toBe(NEW_AR);

    // Reorder: the second block moves up, the draft keeps the new order.
    await page.click('button[data-lang="en"]');
    const keys = () =>
      page.locator('.cp-block').evaluateAll((els) => els.map((e) => e.getAttribute('data-block-key')));
    const order = await keys();
    await page.locator('.cp-block').nth(1).locator('button[aria-label^="Move up"]').click();
    expect(await keys()).toEqual([order[1], order[0], ...order.slice(2)]);
    await page.click('#cp-save');
    await page.waitForSelector('#cp-note:has-text("EN saved")');
    expect(await keys()).toEqual([order[1], order[0], ...order.slice(2)]);

    // Restore the version before the title change (the seed's) and publish it: the visitor has the old title.
    const [seed] = await queryDb<{ v: number }>(
      server.databaseUrl,
      `select min(version)::int as v from console_page_versions where url_path = '/car-insurance/' and language = 'en'`,
    );
    await page.click(`button[data-restore="${seed!.v}"]`);
    await page.waitForSelector('#cp-note:has-text("restored")');
    await expect.poll(keys).toEqual(order);
    await publish(page);
    expect(await visitorTitle('/car-insurance/')).toBe(before.en);
    expect(await visitorTitle('/ar-ae/car-insurance/')).toBe(NEW_AR);

    await page.goto(`${server.baseUrl}/ar-ae/console/#pages?path=%2Fcar-insurance%2F`);
    await page.click('button[data-lang="ar"]');
    await page.click(`${BANNER} summary`);
    await page.waitForSelector(`${BANNER} input[data-path="title"]`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await shots(page, 'editor-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
