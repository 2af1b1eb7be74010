import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';

/**
 * Fonts per script (decisions 0032 and 0074): each page preloads the 400 face of its own script and downloads no
 * other script's file; Devanagari loads only on Hindi pages and Malayalam only on Malayalam ones. Opening the
 * language menu on a page in another language fetches the small endonym subsets, not the scripts' whole files.
 * The pages are copies of the seeded English home page stored here in all four languages under a path of this
 * file's own, so the test does not depend on which pages the seed has in Hindi and Malayalam.
 */

const PATH = '/fonts-per-script/';
let browser: Browser;
beforeAll(async () => {
  const cols = (
    await queryDb<{ c: string }>(
      databaseUrl(),
      `select quote_ident(column_name) as c from information_schema.columns
        where table_name = 'content_pages' and column_name not in ('id', 'url_path', 'language')`,
    )
  ).map((r) => r.c);
  await queryDb(
    databaseUrl(),
    `insert into content_pages (url_path, language, ${cols.join(', ')})
     select $1, l, ${cols.join(', ')} from content_pages, unnest($2::text[]) as l
      where url_path = '/' and language = 'en'
     on conflict do nothing`,
    [PATH, ['en', 'ar', 'hi', 'ml']],
  );
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: PATH, preload: /noto-sans-latin-400/ },
  { path: `/ar-ae${PATH}`, preload: /noto-sans-arabic-core-400/ },
  // The core subsets of Devanagari and Malayalam (decision 0091), like Arabic's, with their 600 and Latin's faces.
  { path: `/hi-ae${PATH}`, preload: /noto-sans-devanagari-core-400/, more: /noto-sans-devanagari-core-600/ },
  { path: `/ml-ae${PATH}`, preload: /noto-sans-malayalam-core-400/, more: /noto-sans-malayalam-core-600/ },
];

const DEVANAGARI = /noto-sans-devanagari-/;
const MALAYALAM = /noto-sans-malayalam-/;
/** The full files, which only a character outside a core subset would fetch. */
const FULL = /noto-sans-(arabic-arabic|devanagari-devanagari|malayalam-malayalam)-/;

async function visit(path: string, open?: 'menu') {
  const w = await openPage(browser);
  const fonts: string[] = [];
  w.page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
  });
  const res = await w.page.goto(baseUrl() + path);
  expect(res?.status(), path).toBe(200);
  await w.page.waitForSelector('html[data-hydrated="true"]');
  await w.page.evaluate(() => document.fonts.ready);
  await w.page.waitForLoadState('networkidle');
  const preloads = await w.page.$$eval('head link[rel="preload"][as="font"]', (ls) =>
    ls.map((l) => l.getAttribute('href') ?? ''),
  );
  const before = [...fonts];
  if (open) {
    await w.page.locator('[data-testid="lang-dropdown-desktop"] summary').click();
    await w.page.locator('[data-testid="lang-dropdown-desktop"] a[lang]').first().waitFor();
    await w.page.evaluate(() => document.fonts.ready);
    await w.page.waitForLoadState('networkidle');
  }
  expect(w.errors).toEqual([]);
  await w.context.close();
  return { preloads, before, after: fonts };
}

describe('fonts per script', () => {
  it.each(PAGES)('$path preloads its own script and downloads no other', async ({ path, preload, more }) => {
    const { preloads, before } = await visit(path);
    expect(preloads).toEqual(
      more
        ? [
            expect.stringMatching(preload),
            expect.stringMatching(more),
            expect.stringMatching(/noto-sans-latin-400/),
            expect.stringMatching(/noto-sans-latin-600/),
          ]
        : [expect.stringMatching(preload)],
    );
    expect(
      before.some((f) => preload.test(f)),
      before.join(' '),
    ).toBe(true);
    if (!path.startsWith('/hi-ae/')) expect(before.filter((f) => DEVANAGARI.test(f))).toEqual([]);
    if (!path.startsWith('/ml-ae/')) expect(before.filter((f) => MALAYALAM.test(f))).toEqual([]);
    expect(before.filter((f) => FULL.test(f))).toEqual([]);
  });

  it('the language menu on an English page draws the other names from the endonym subsets', async () => {
    const { after } = await visit(PATH, 'menu');
    expect(after.filter((f) => /endonyms-(arabic|devanagari|malayalam)/.test(f)).length).toBe(3);
    expect(
      after.filter((f) => DEVANAGARI.test(f) || MALAYALAM.test(f) || /noto-sans-arabic/.test(f)),
    ).toEqual([]);
  });

  it('on a Hindi page, the menu does not fetch the Malayalam file', async () => {
    const { after } = await visit(`/hi-ae${PATH}`, 'menu');
    expect(after.filter((f) => MALAYALAM.test(f))).toEqual([]);
    expect(after.some((f) => /endonyms-malayalam/.test(f))).toBe(true);
  });
});
