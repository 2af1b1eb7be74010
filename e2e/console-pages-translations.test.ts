import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, type Watched } from './browser';
import { addEditorSession, withSession } from './console-helpers';
import { startServer, type RunningServer } from './server';

/**
 * The page editor's translations side by side and its image picker in Chromium (decisions 0123, 0124), on a server
 * of its own (it publishes a page). English adds a block and changes a text, so the other languages are stale with
 * texts missing; an editor fills the Arabic and Hindi texts of the new block side by side, saves each column,
 * reloads: the texts are there, the marks are gone for Arabic and Hindi and stay for Malayalam; publishing Arabic
 * shows a visitor the new text. Then the picker: a block's icon field opens an accessible dialog (focus inside,
 * Escape closes and gives focus back), an upload the server refuses shows its error, a good upload fills the
 * address and the empty alt text, and a listed image can be chosen. CONSOLE_SHOTS=<dir> keeps screenshots of the
 * open picker at 390 and 1280 px in English and Arabic.
 */
const SHOTS = process.env.CONSOLE_SHOTS;
const PATH = '/bike-insurance/';
const EDITOR = `/console/#pages?path=${encodeURIComponent(PATH)}`;
const NOTE = 'bike-new-note';
const AR_TITLE = 'ملاحظة جديدة لراكبي الدراجات';
const HI_TITLE = 'बाइक सवारों के लिए नई सूचना';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
let browser: Browser;
let server: RunningServer;
let token = '';

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer()]);
  token = await addEditorSession(server.databaseUrl);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function editorPage(): Promise<Watched> {
  const w = await openPage(browser);
  await withSession(w.context, server.baseUrl, token);
  return w;
}

/** Opens the page in the editor (in the console's language) and waits for its lock. */
async function openEditor(page: Page, prefix = '') {
  await page.goto(`${server.baseUrl}${prefix}${EDITOR}`);
  await page.waitForSelector('button[data-lang="en"]');
}

const sideBySide = async (page: Page) => {
  await page.click('.cp-tabs button[role="tab"]:not([data-lang])');
  await page.waitForSelector('.cp-tr-table');
};
const cell = (page: Page, lang: string, path: string) =>
  page.locator(`textarea[aria-label="${lang.toUpperCase()} ${path}"]`);
const header = (page: Page, lang: string) =>
  page.locator('.cp-tr-table thead th', { hasText: new RegExp(`^${lang.toUpperCase()}`) });

/** English, through the console's own API from the page: a new block, then a text change (not carried). */
async function englishChanges(page: Page) {
  await page.evaluate(
    async ({ path, note }) => {
      const call = async (url: string, body?: object) => {
        const r = await fetch(`/api/console/${url}`, {
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json' } : {},
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
        return ((await r.json()) as { data: never }).data;
      };
      type Doc = { language: string; latestVersion: number; metaData: object; blocks: { key: string }[] };
      const d = await call(`pages/detail?path=${encodeURIComponent(path)}`);
      const en = (d as { languages: Doc[] }).languages.find((l) => l.language === 'en')!;
      const intro = en.blocks.find((b) => b.key === 'bike-intro')!;
      const blocks = [
        ...en.blocks.slice(0, 2),
        { ...intro, key: note, title: 'A new note for riders', content: '<p>Compare cover first.</p>' },
        ...en.blocks.slice(2),
      ];
      const draft = (baseVersion: number, bs: object[]) =>
        call('pages/draft', { path, language: 'en', baseVersion, metaData: en.metaData, blocks: bs });
      await draft(en.latestVersion, blocks);
      await draft(
        en.latestVersion + 1,
        blocks.map((b) => (b.key === 'bike-banner' ? { ...b, title: 'Bike insurance, compared' } : b)),
      );
    },
    { path: PATH, note: NOTE },
  );
}

describe('console pages: translations side by side, image picker', () => {
  it('saves the Arabic and Hindi texts of a block side by side; the marks follow; Arabic published', async () => {
    const { page, context, errors } = await editorPage();
    await openEditor(page);
    await englishChanges(page);
    await page.reload();
    await sideBySide(page);
    for (const l of ['ar', 'hi', 'ml']) {
      await expect.poll(() => header(page, l).textContent()).toMatch(/stale.*missing texts: 2/);
      expect(await cell(page, l, `jsonData.${NOTE}.title`).inputValue()).toBe('A new note for riders');
    }
    expect(await page.locator('td.cp-tr-missing').count()).toBe(6);
    if (SHOTS) {
      await cell(page, 'ar', `jsonData.${NOTE}.title`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/pages-side-by-side-en-1280.png` });
    }

    await cell(page, 'ar', `jsonData.${NOTE}.title`).fill(AR_TITLE);
    await cell(page, 'ar', `jsonData.${NOTE}.content`).fill('<p>قارن التغطية أولًا.</p>');
    await cell(page, 'hi', `jsonData.${NOTE}.title`).fill(HI_TITLE);
    // Hindi keeps the English paragraph on purpose: 'Keep the English text' confirms it (typing the same text
    // changes nothing a form can see).
    await page.click(`button[data-keep="hi ${`jsonData.${NOTE}.content`}"]`);
    await page.click('button:has-text("Save AR")');
    await page.waitForSelector('#cp-note:has-text("AR saved")');
    // The Hindi column's typed texts survive the Arabic save and its reload.
    expect(await cell(page, 'hi', `jsonData.${NOTE}.title`).inputValue()).toBe(HI_TITLE);
    await page.click('button:has-text("Save HI")');
    await page.waitForSelector('#cp-note:has-text("HI saved")');

    await page.reload();
    await sideBySide(page);
    expect(await cell(page, 'ar', `jsonData.${NOTE}.title`).inputValue()).toBe(AR_TITLE);
    expect(await cell(page, 'ar', `jsonData.${NOTE}.content`).inputValue()).toBe('<p>قارن التغطية أولًا.</p>');
    expect(await cell(page, 'hi', `jsonData.${NOTE}.title`).inputValue()).toBe(HI_TITLE);
    for (const l of ['ar', 'hi']) expect(await header(page, l).textContent()).toBe(l.toUpperCase());
    expect(await header(page, 'ml').textContent()).toMatch(/stale.*missing texts: 2/);
    expect(await page.locator('td.cp-tr-missing').count()).toBe(2);

    await page.click('button[data-lang="ar"]');
    await page.click('#cp-publish');
    await page.waitForSelector('#cp-note:has-text("is live")');
    const html = await (await fetch(`${server.baseUrl}/ar-ae${PATH}`)).text();
    expect(html).toContain(AR_TITLE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chooses an image for a block field: upload in the dialog, errors shown, focus kept and returned', async () => {
    const { page, context, errors } = await editorPage();
    await openEditor(page);
    const how = 'li[data-block-key="bike-how"]';
    await page.click(`${how} summary`);
    const choose = page.locator(`${how} .cp-ip-field`).first().locator('button[aria-haspopup="dialog"]');
    await choose.click();
    const dialog = page.locator('dialog.cp-ip-dialog[open]');
    await dialog.waitFor();
    await dialog.locator('text=No image uploaded yet').waitFor();
    // Focus stays inside: Shift+Tab from the first control goes to the last one; Escape closes and returns focus.
    await dialog.locator('.cp-ip-head button').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await choose.evaluate((b) => b === document.activeElement)).toBe(true);

    await choose.click();
    const upload = dialog.locator('form.cp-ip-upload');
    // A file that says PNG but is an SVG: the server refuses it and the dialog shows why.
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await upload.locator('input[name="alt-en"]').fill('Helmet icon');
    await upload.locator('button[type="submit"]').click();
    await upload.locator('.cs-error:has-text("PNG, JPEG and WebP")').waitFor();
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await upload.locator('input[name="alt-ar"]').fill('أيقونة خوذة');
    await upload.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    const src = page.locator(`${how} [data-path="rows.0.icon"]`);
    expect(await src.inputValue()).toMatch(/^\/media\/u\/[A-Za-z0-9_-]{12}\.png$/);
    expect(await page.locator(`${how} input[data-path="rows.0.iconAlt"]`).inputValue()).toBe('Helmet icon');
    expect(await page.locator(`${how} img.cp-ip-thumb`).first().getAttribute('src')).toBe(
      await src.inputValue(),
    );

    // The second row's icon: the uploaded image is listed with its alt text and chosen from the list.
    const second = page.locator(`${how} .cp-ip-field`).nth(1).locator('button[aria-haspopup="dialog"]');
    await second.click();
    await dialog.locator('.cp-ip-pick:has-text("Helmet icon")').waitFor();
    await shotsOfPicker(page, 'en');
    await dialog.locator('.cp-ip-pick').first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator(`${how} [data-path="rows.1.icon"]`).inputValue()).toBe(await src.inputValue());
    await page.click('#cp-save');
    await page.waitForSelector('#cp-note:has-text("EN saved")');

    // The refused upload is the one failed request.
    expect(errors.filter((e) => !e.includes('415 (Unsupported Media Type)'))).toEqual([]);
    if (SHOTS) {
      await openEditor(page, '/ar-ae');
      await page.click(`${how} summary`);
      await page.locator(`${how} button[aria-haspopup="dialog"]`).first().click();
      await dialog.locator('.cp-ip-pick').first().waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('rtl');
      await shotsOfPicker(page, 'ar');
    }
    await context.close();
  });
});

async function shotsOfPicker(page: Page, lang: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/pages-image-picker-${lang}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
