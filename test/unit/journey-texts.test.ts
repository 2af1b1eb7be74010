import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot, MissingTexts, readTexts } from '../../src/db/seed/data/texts';
import {
  ctxFor,
  formsIn,
  journeyTextsFile,
  type Ctx,
  type JourneyDef,
} from '../../src/db/seed/journeys/build';
import { formSeeds, JOURNEYS } from '../../src/db/seed/journeys/index';
import { HIDDEN_FORMS } from '../../src/db/seed/journeys/quote-options';
import { SAVE_QUOTES_HIDDEN_FORMS } from '../../src/db/seed/journeys/quotes-first';
import { OPTION_LIST_KEYS, optionListSeeds, optionsFileOf } from '../../src/db/seed/options';
import { LANG_CODES, type LangCode } from '../../src/shared/domain/locales';

/**
 * Journeys and option lists as data (decision 0077): every key the code reads is in every language's file of
 * LOCALES, no file holds a key nobody reads, the placeholders match the English ones, and a Hindi or Malayalam text
 * is its own (not the English one copied) unless it is a brand, a code or a number.
 */

const ALL: readonly JourneyDef[] = [...JOURNEYS, ...HIDDEN_FORMS, ...SAVE_QUOTES_HIDDEN_FORMS];
const OTHER = LANG_CODES.filter((l) => l !== 'en');
const KINDS = ['journeys', 'options'] as const;

/** Files of a kind, by the English folder (the one every language follows). */
const filesOf = (kind: (typeof KINDS)[number]): string[] =>
  readdirSync(join(contentRoot(), 'en', kind))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${kind}/${f.slice(0, -'.json'.length)}`);

/** The keys a journey's code reads in English, by file ('journeys/car|carMake.label'). */
function usedKeys(j: JourneyDef, used: Set<string>): void {
  const wrap = (c: Ctx, file: string): Ctx => ({
    ...c,
    tr: (key, vars) => (used.add(`${journeyTextsFile(file)}|${key}`), c.tr(key, vars)),
    common: (key) => (used.add(`${journeyTextsFile('common')}|${key}`), c.common(key)),
    for: (other) => wrap(c.for(other), other),
  });
  const file = j.texts ?? j.name;
  j.forms(wrap(ctxFor('en', file), file));
}

const placeholders = (t: string) => [...t.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Values a hi/ml text may share with English: the shared allow-list (decision 0079), codes, numbers, brands. */
const allow = JSON.parse(
  readFileSync(new URL('../../src/shared/i18n/identical-allow.json', import.meta.url), 'utf8'),
) as { values?: { value: string }[]; keys?: { key: string }[] };
const ALLOWED_VALUES = new Set((allow.values ?? []).map((v) => v.value));
const ONLY_CODES_AND_NUMBERS = /^(AED|[\d\s,.%+–-]|\{\{\w+\}\})+$/;
/** Motorbike makes are brand names, written in Latin letters in every language (as the car makes). */
const BRAND_KEYS = /^bikeMakes\.(?!other$)/;

describe('journey and option-list texts in every locale', () => {
  it('builds every journey in every language with no text missing (reported by file and key)', () => {
    for (const lang of LANG_CODES) {
      const missing = new MissingTexts();
      for (const j of ALL) formsIn(j, lang, missing);
      expect(missing.report(), lang).toEqual([]);
    }
    const missing = new MissingTexts();
    formSeeds(undefined, missing);
    expect(missing.items).toEqual([]);
  });

  it('seeds every option list in every language with no label missing', () => {
    const missing = new MissingTexts();
    const rows = optionListSeeds(missing);
    expect(missing.report()).toEqual([]);
    for (const listKey of OPTION_LIST_KEYS)
      expect(
        rows.filter((r) => r.listKey === listKey).map((r) => r.language),
        listKey,
      ).toEqual([...LANG_CODES]);
  });

  it('reads every key of the English files, and nothing else', () => {
    const used = new Set<string>();
    for (const j of ALL) usedKeys(j, used);
    for (const listKey of OPTION_LIST_KEYS) {
      const file = optionsFileOf(listKey);
      if (!file) continue;
      for (const key of Object.keys(readTexts('en', file) ?? {}))
        if (key.startsWith(`${listKey}.`)) used.add(`${file}|${key}`);
    }
    const present = new Set(
      KINDS.flatMap(filesOf).flatMap((file) =>
        Object.keys(readTexts('en', file) ?? {}).map((k) => `${file}|${k}`),
      ),
    );
    expect(
      [...present].filter((k) => !used.has(k)),
      'keys nobody reads',
    ).toEqual([]);
    expect(
      [...used].filter((k) => !present.has(k)),
      'keys read but absent',
    ).toEqual([]);
  });

  it.each(OTHER)('%s has the English keys, with their placeholders, in its own words', (lang: LangCode) => {
    const problems: string[] = [];
    for (const file of KINDS.flatMap(filesOf)) {
      const en = readTexts('en', file) ?? {};
      const own = readTexts(lang, file);
      if (!own) {
        problems.push(`content/${lang}/${file}.json: missing`);
        continue;
      }
      for (const [key, text] of Object.entries(en)) {
        const t = own[key];
        if (t === undefined || t.trim() === '') problems.push(`content/${lang}/${file}.json ${key}: missing`);
        else if (placeholders(t).join() !== placeholders(text).join())
          problems.push(`content/${lang}/${file}.json ${key}: placeholders differ`);
        else if (
          lang !== 'ar' &&
          t === text &&
          !ALLOWED_VALUES.has(t) &&
          !ONLY_CODES_AND_NUMBERS.test(t) &&
          !BRAND_KEYS.test(key)
        )
          problems.push(`content/${lang}/${file}.json ${key}: identical to English`);
      }
      for (const key of Object.keys(own))
        if (!(key in en)) problems.push(`content/${lang}/${file}.json ${key}: not in English`);
    }
    expect(problems).toEqual([]);
  });
});
