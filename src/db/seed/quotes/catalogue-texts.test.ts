import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LOCALES } from '../../../shared/domain/locales';
import { readTexts, textsFile } from '../data/texts';
import { bankingCatalogueSeed } from '../banking/index';
import { vehicleCatalogueSeed } from '../vehicles';
import { quoteCatalogueSeed } from '../quotes-catalogue';
import { TYPICAL_PROFILES } from './typical-profiles';
import { CATALOGUE_FILES, catalogueMissing, usedCatalogueKeys, type CatalogueFile } from './catalogue-texts';

/**
 * The catalogue's texts (decision 0078): every key of the English file in every language of LOCALES, with the
 * same placeholders, in that language's own words, and every key used by the seed. A language added to LOCALES
 * is checked here with no change to this test.
 */

// Importing the seeds runs every text lookup, so `usedCatalogueKeys` and `catalogueMissing` are complete.
const seeds = [quoteCatalogueSeed(), bankingCatalogueSeed(), vehicleCatalogueSeed, TYPICAL_PROFILES];

const file = (f: CatalogueFile) => `catalogue/${f}`;
const english = (f: CatalogueFile): Record<string, string> => readTexts(DEFAULT_LANG, file(f)) ?? {};
const placeholders = (t: string) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** A counted form ('unit.months.one'): a language may say the count in words, without {{n}}. */
const isPluralForm = (key: string) => /\.(zero|one|two|few|many|other)$/.test(key);

/**
 * Keys whose text is the same in every language by nature: a brand (a bank's short brand, a car make), written in
 * Latin letters as UAE sites do, or a text with no words but the AED code (a separator, '{{value}}%',
 * 'AED {{amount}}', '{{brand}} {{product}}').
 */
const SAME_AS_ENGLISH_KEYS = [/^bank\.[a-z-]+\.brand$/, /^make\.[a-z0-9-]+\.name$/];
const hasWords = (t: string) => /\p{L}/u.test(t.replace(/\{\{\w+\}\}/g, '').replace(/\bAED\b/g, ''));
const mayEqualEnglish = (key: string, en: string) =>
  SAME_AS_ENGLISH_KEYS.some((r) => r.test(key)) || !hasWords(en);

describe('catalogue texts (decision 0078)', () => {
  it('the seeds build', () => {
    expect(seeds.every(Boolean)).toBe(true);
  });

  for (const f of CATALOGUE_FILES) {
    it(`${f}: English exists and every key is one the seed uses`, () => {
      const keys = Object.keys(english(f));
      expect(keys.length, textsFile(DEFAULT_LANG, file(f))).toBeGreaterThan(0);
      const used = usedCatalogueKeys.get(f) ?? new Set<string>();
      const counted = [...used].filter((k) => k.endsWith('.*')).map((k) => k.slice(0, -1));
      const unused = keys.filter((k) => !used.has(k) && !counted.some((c) => k.startsWith(c)));
      expect(unused, `${textsFile(DEFAULT_LANG, file(f))}: texts nothing uses`).toEqual([]);
    });

    for (const { code } of LOCALES) {
      if (code === DEFAULT_LANG) continue;
      it(`${f}: every key in ${code}, with the English placeholders, in its own words`, () => {
        const en = english(f);
        const own = readTexts(code, file(f)) ?? {};
        const where = textsFile(code, file(f));
        expect(
          Object.keys(en).filter((k) => own[k] === undefined),
          `${where}: missing keys`,
        ).toEqual([]);
        const badPlaceholders = Object.entries(en).filter(([k, t]) => {
          const theirs = own[k];
          if (theirs === undefined) return false;
          const a = placeholders(t);
          const b = placeholders(theirs);
          return isPluralForm(k) ? b.some((p) => !a.includes(p)) : a.join() !== b.join();
        });
        expect(
          badPlaceholders.map(([k]) => k),
          `${where}: placeholders differ from English`,
        ).toEqual([]);
        if (code !== 'ar') {
          const same = Object.entries(en).filter(([k, t]) => own[k] === t && !mayEqualEnglish(k, t));
          expect(
            same.map(([k]) => k),
            `${where}: the English text left in place`,
          ).toEqual([]);
        }
      });
    }
  }

  it('the seed found no text missing in any language', () => {
    expect(catalogueMissing.report()).toEqual([]);
  });
});
