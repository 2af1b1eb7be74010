import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  localeTable,
  type CodesOf,
  type LangCode,
  type LOCALES as BaseLocales,
} from '../../src/shared/domain/locales';

/**
 * Decision 0074: a fifth language needs no code change beyond the locale list. This file replaces
 * the locale module with the production list plus a fake fifth locale ('ur', Urdu), the way a developer would add
 * one line to LOCALES, and shows that the types, the database CHECKs (and the migration drizzle-kit would write),
 * the request language, the routes, the sitemap and the content completeness report follow with no other change.
 * Production code never sees the fake locale: only this file's module graph is mocked.
 */

const FIFTH = vi.hoisted(
  () =>
    ({
      code: 'ur',
      prefix: 'ur-ae',
      dir: 'rtl',
      languageId: 5,
      endonym: 'اردو',
      label: 'Urdu',
      script: 'arabic',
    }) as const,
);

vi.mock('../../src/shared/domain/locales', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/shared/domain/locales')>();
  return { ...actual, ...actual.localeTable([...actual.LOCALES, FIFTH]) };
});

type FiveLocales = readonly [...typeof BaseLocales, typeof FIFTH];

describe('a fifth locale added to the list', () => {
  it('is in the list the whole module graph sees', async () => {
    const { LOCALES, LANG_CODES, localeOf, localizedPath } = await import('../../src/shared/domain/locales');
    expect(LOCALES.map((l) => l.languageId)).toEqual([1, 2, 3, 4, 5]);
    expect(LANG_CODES).toEqual(['en', 'ar', 'hi', 'ml', 'ur']);
    expect(localeOf('ur' as LangCode).dir).toBe('rtl');
    expect(localizedPath('/car-insurance/', 'ur' as LangCode)).toBe('/ur-ae/car-insurance/');
  });

  it('types: the language codes, per-language records and enums follow the list (type-level)', async () => {
    const { LOCALES } = await import('../../src/shared/domain/locales');
    expectTypeOf<CodesOf<FiveLocales>>().toEqualTypeOf<LangCode | 'ur'>();
    expectTypeOf<CodesOf<typeof BaseLocales>>().toEqualTypeOf<LangCode>();
    const five = localeTable(LOCALES as unknown as FiveLocales);
    const ZFive = z.enum(five.LANG_CODES);
    expectTypeOf<z.infer<typeof ZFive>>().toEqualTypeOf<'en' | 'ar' | 'hi' | 'ml' | 'ur'>();
    expect(ZFive.parse('ur')).toBe('ur');
    // A record over the list must now carry the fifth language.
    type PerLanguage = Record<CodesOf<FiveLocales>, string>;
    expectTypeOf<keyof PerLanguage>().toEqualTypeOf<'en' | 'ar' | 'hi' | 'ml' | 'ur'>();
    expect(five.localizedPath('/x/', 'ur')).toBe('/ur-ae/x/');
    // @ts-expect-error a language the list does not have is refused
    expect(() => five.localizedPath('/x/', 'xx')).toThrow('unknown locale xx');
  });

  it('the database language CHECKs are built from it', async () => {
    const schema = await import('../../src/db/schema');
    const dialect = new PgDialect();
    const checks = (
      [
        schema.contentPages,
        schema.siteChrome,
        schema.forms,
        schema.optionLists,
        schema.enquiries,
      ] as PgTable[]
    ).flatMap((t) => getTableConfig(t).checks.filter((c) => c.name.endsWith('_language')));
    expect(checks.map((c) => c.name).sort()).toEqual([
      'content_pages_language',
      'enquiries_language',
      'forms_language',
      'option_lists_language',
      'site_chrome_language',
    ]);
    for (const c of checks) {
      expect(dialect.sqlToQuery(c.value).sql, c.name).toMatch(/ in \('en','ar','hi','ml','ur'\)$/);
    }
  });

  it('drizzle-kit would write the migration that widens exactly those CHECKs, and nothing else', async () => {
    const schema = await import('../../src/db/schema');
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const dir = join(import.meta.dirname, '../../src/db/migrations/meta');
    const journal = JSON.parse(readFileSync(join(dir, '_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const last = Math.max(...journal.entries.map((e) => e.idx));
    const snapshot = JSON.parse(
      readFileSync(join(dir, `${String(last).padStart(4, '0')}_snapshot.json`), 'utf8'),
    ) as Parameters<typeof generateMigration>[0];
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema));
    const languageStatements = statements.filter((s) => /_language"/.test(s));
    expect(languageStatements.length).toBeGreaterThan(0);
    for (const s of languageStatements.filter((x) => /ADD CONSTRAINT/.test(x))) {
      expect(s).toContain(`in ('en','ar','hi','ml','ur')`);
    }
    const touched = new Set(languageStatements.map((s) => /"(\w+_language)"/.exec(s)?.[1]));
    expect([...touched].sort()).toEqual([
      'content_pages_language',
      'enquiries_language',
      'forms_language',
      'option_lists_language',
      'site_chrome_language',
    ]);
    // Every other statement would be schema drift from the committed migrations, not the new locale.
    expect(statements.filter((s) => !/_language"/.test(s))).toEqual([]);
  });

  it('the content completeness report names every file the new language lacks, and seeds nothing in it', async () => {
    const { MissingTexts, contentRoot } = await import('../../src/db/seed/data/texts');
    const { loadChrome, loadPages, pageNames } = await import('../../src/db/seed/content/load');
    expect(existsSync(join(contentRoot(), 'ur'))).toBe(false);
    const missing = new MissingTexts();
    const pages = loadPages(missing);
    const chrome = loadChrome(missing);
    expect(pages.some((p) => (p.language as string) === 'ur')).toBe(false);
    expect(Object.keys(chrome)).not.toContain('ur');
    const report = missing.report();
    const urFiles = report.filter((line) => line.startsWith('content/ur/')).map((l) => l.split(':')[0]);
    expect(urFiles).toContain('content/ur/chrome/chrome.json');
    for (const name of pageNames()) expect(urFiles).toContain(`content/ur/pages/${name}.json`);
    // The four real languages are reported exactly as without the fifth one (whatever they lack today).
    expect(
      report
        .filter((line) => !line.startsWith('content/ur/'))
        .every((l) => /^content\/(en|ar|hi|ml)\//.test(l)),
    ).toBe(true);
  });

  it('the request language, routes, page context and sitemap know it', async () => {
    const { parseRequestLanguage } = await import('../../src/shared/i18n/request-language');
    const { resolveRoute } = await import('../../src/shared/domain/routing');
    const { acceptLanguageFor } = await import('../../src/web/session/headers');
    const { isPageContext } = await import('../../src/shared/contracts/page-context');
    const { ZLanguage } = await import('../../src/server/modules/admin/schemas');
    const { sitemapUrls } = await import('../../src/server/modules/seo/sitemap');

    expect(parseRequestLanguage('ur-PK,ur;q=0.9,en;q=0.5')).toBe('ur');
    expect(resolveRoute('/ur-ae/car-insurance/')).toMatchObject({
      kind: 'page',
      lang: 'ur',
      contentPath: '/car-insurance/',
    });
    expect(acceptLanguageFor('/ur-ae/car-insurance/')).toBe('ur');
    expect(ZLanguage.parse('ur')).toBe('ur');
    expect(
      isPageContext({
        countryProductId: 1,
        pageTypeId: 1,
        lang: 'ur',
        path: '/ur-ae/',
        partner: null,
        sourceId: 2,
        tagManagerId: null,
      }),
    ).toBe(true);

    const at = new Date('2026-11-28T00:00:00Z');
    const urls = sitemapUrls(
      (['en', 'ur'] as LangCode[]).map((language) => ({
        urlPath: '/car-insurance/',
        language,
        updatedAt: at,
        noindex: false,
      })),
      'https://example.test',
    );
    expect(urls.map((u) => u.loc)).toEqual([
      'https://example.test/car-insurance/',
      'https://example.test/ur-ae/car-insurance/',
    ]);
    expect(urls[1]?.alternates.map((a) => a.hreflang)).toEqual(['en-AE', 'ur-AE', 'x-default']);
  });
});
