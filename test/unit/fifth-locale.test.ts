import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  localeTable,
  type CodesOf,
  type LangCode,
  type LOCALES as BaseLocales,
} from '../../src/shared/domain/locales';
import { URDU } from '../support/fifth-locale-catalogues';

/**
 * Decision 0074: a fifth language needs no code change beyond the locale list. This file replaces
 * the locale module with the production list plus a fake fifth locale ('ur', Urdu), the way a developer would add
 * one line to LOCALES, and shows that the types, the database CHECKs (and the migration drizzle-kit would write),
 * the request language, the routes, the sitemap and the content completeness report follow with no other change.
 * Its data files are made too, as a translator would add them (decision 0091): a folder of Urdu catalogues in a copy
 * of the locales folder, from which the registry generator writes the registry this file's catalogues read; the
 * catalogues, the translator and the catalogue completeness report then know Urdu with no other change.
 * Production code never sees the fake locale: only this file's module graph is mocked (`vi.mock` is hoisted and
 * scoped to this file; vitest isolates every test file's modules), and the copy lives in a temporary folder.
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
      intl: 'ur-PK-u-nu-latn',
      script: 'arabic',
    }) as const,
);

vi.mock('../../src/shared/domain/locales', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/shared/domain/locales')>();
  return { ...actual, ...actual.localeTable([...actual.LOCALES, FIFTH]) };
});

/** The temporary copy of the locales folder with the Urdu catalogues, made when the registry is first imported. */
const tree = vi.hoisted(() => ({ dir: '' }));
vi.mock('../../src/shared/i18n/catalogue-files.generated', async () => {
  const { withFifthLocaleCatalogues } = await import('../support/fifth-locale-catalogues');
  tree.dir = withFifthLocaleCatalogues();
  return import(join(tree.dir, 'src/shared/i18n/catalogue-files.generated.ts'));
});
afterAll(() => {
  if (tree.dir) rmSync(tree.dir, { recursive: true, force: true });
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
    const { analyticsEvents } = await import('../../src/db/schema-analytics');
    const dialect = new PgDialect();
    const checks = (
      [
        schema.contentPages,
        schema.siteChrome,
        schema.forms,
        schema.optionLists,
        schema.enquiries,
        analyticsEvents,
      ] as PgTable[]
    ).flatMap((t) => getTableConfig(t).checks.filter((c) => c.name.endsWith('_language')));
    expect(checks.map((c) => c.name).sort()).toEqual([
      'analytics_events_language',
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
    // Every schema file drizzle.config.ts lists (schema.ts, the sale's, the hospitals', the sandbox's; decision 0083).
    const { default: drizzleConfig } = await import('../../drizzle.config');
    const files = [drizzleConfig.schema ?? []].flat();
    expect(files).toContain('./src/db/schema.ts');
    const schema = Object.assign(
      {},
      ...(await Promise.all(files.map((f) => import(join(import.meta.dirname, '../..', f))))),
    ) as Record<string, unknown>;
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
      'analytics_events_language',
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
  it('its catalogue files are registered, translated and reported with no list to extend', async () => {
    const { CATALOGUE_FILES } = await import('../../src/shared/i18n/catalogue-files.generated');
    const { catalogues, NAMESPACES, tFor } = await import('../../src/shared/i18n/catalogues');
    const { completenessReport } = await import('../../src/shared/i18n/completeness-check');
    const allowFile = (await import('../../src/shared/i18n/identical-allow.json')).default;
    // The registry the generator wrote from the folders: Urdu's files beside the four real languages' own.
    const source = readFileSync(join(tree.dir, 'src/shared/i18n/catalogue-files.generated.ts'), 'utf8');
    expect(source).toContain("import urCommon from './locales/ur/common.json';");
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual(['ar', 'en', 'hi', 'ml', 'ur']);
    // The catalogues and the translator: Urdu where its files say it, English where they do not (yet).
    expect(Object.keys(catalogues)).toEqual(['en', 'ar', 'hi', 'ml', 'ur']);
    const t = tFor('ur' as LangCode);
    expect(t('skipToContent')).toBe(URDU.skipToContent);
    expect(t('common:brandTagline')).toBe(URDU.brandTagline);
    expect(t('otp:expired')).toBe(tFor('en')('otp:expired'));
    expect(t('myData:title', { defaultValue: 'none' })).toBe(
      tFor('en')('myData:title', { defaultValue: 'none' }),
    );
    expect(tFor('hi')('skipToContent')).not.toBe(URDU.skipToContent);
    // The completeness report (completeness.test.ts runs it for every language of LOCALES) names what Urdu lacks.
    const allow = {
      values: new Set(allowFile.values.map((e) => e.value)),
      keys: new Set((allowFile.keys as { key: string }[]).map((e) => e.key)),
    };
    const report = completenessReport({
      lang: 'ur',
      namespaces: NAMESPACES,
      files: CATALOGUE_FILES,
      allow,
    });
    expect(report).toContain('ur/myData.json: file missing');
    const common = report.find((l) => l.startsWith('ur/common.json identical'));
    expect(common).toContain('demoNotice');
    expect(common).not.toMatch(/\b(skipToContent|brandTagline|brand)\b/);
    expect(report.every((l) => l.startsWith('ur/'))).toBe(true);
  }, 30_000); // imports every catalogue of five languages: slow on a loaded machine, not a speed check
});
