import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REGISTRY_FILE,
  catalogueFilesIn,
  catalogueRegistrySource,
  writeCatalogueRegistry,
} from '../../scripts/catalogue-registry.mjs';
import { LANG_CODES } from '../../src/shared/domain/locales';
import { CATALOGUE_FILES } from '../../src/shared/i18n/catalogue-files.generated';
import { catalogues, NAMESPACES } from '../../src/shared/i18n/catalogues';

/**
 * The catalogue registry is written from the files, never by hand (decision 0091): the committed module is what the
 * generator writes for today's locales folder, and the catalogues follow the folders and LOCALES.
 */
const root = join(import.meta.dirname, '../..');

describe('the catalogue registry (decision 0091)', () => {
  it('is up to date with the files in src/shared/i18n/locales/', () => {
    const expected = catalogueRegistrySource(catalogueFilesIn(join(root, 'src/shared/i18n/locales')));
    const actual = readFileSync(join(root, REGISTRY_FILE), 'utf8');
    expect(
      actual === expected,
      `${REGISTRY_FILE} is stale: run \`node scripts/catalogue-registry.mjs\` (npm run build, dev and test do)`,
    ).toBe(true);
  });

  it('names every namespace of English, and every language of LOCALES has a folder', () => {
    const onDisk = catalogueFilesIn(join(root, 'src/shared/i18n/locales'));
    expect([...NAMESPACES].sort()).toEqual(onDisk.en);
    for (const lang of LANG_CODES) expect(Object.keys(CATALOGUE_FILES), lang).toContain(lang);
    expect(Object.keys(catalogues)).toEqual([...LANG_CODES]);
    for (const lang of LANG_CODES) expect(Object.keys(catalogues[lang]).sort()).toEqual(onDisk.en);
  });

  it('writes a new namespace and a new language without any list, and only when they change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-registry-'));
    try {
      const locales = join(dir, 'src/shared/i18n/locales');
      for (const [lang, ns] of [
        ['en', 'common'],
        ['en', 'policies'],
        ['en', 'quotes-ui'],
        ['ar', 'common'],
        ['pt-br', 'common'],
      ] as const) {
        mkdirSync(join(locales, lang), { recursive: true });
        writeFileSync(join(locales, lang, `${ns}.json`), '{}');
      }
      writeFileSync(join(locales, 'README.md'), 'not a language');
      expect(catalogueFilesIn(locales)).toEqual({
        ar: ['common'],
        en: ['common', 'policies', 'quotes-ui'],
        'pt-br': ['common'],
      });
      expect(writeCatalogueRegistry(dir)).toBe(true);
      const source = readFileSync(join(dir, REGISTRY_FILE), 'utf8');
      expect(source).toContain("import enPolicies from './locales/en/policies.json';");
      expect(source).toContain("import enQuotesUi from './locales/en/quotes-ui.json';");
      expect(source).toContain("  'pt-br': {\n    common: ptBrCommon,\n  },");
      expect(source).toContain("    'quotes-ui': enQuotesUi,");
      expect(writeCatalogueRegistry(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
