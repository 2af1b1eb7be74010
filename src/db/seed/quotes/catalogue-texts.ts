import { DEFAULT_LANG, LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import type { Localized } from '../../../shared/i18n/localized';
import { MissingTexts, readTexts, textOf, textsFile } from '../data/texts';

/**
 * The catalogue's visitor-facing texts as data (decision 0078): insurers, plans, banks, cards, loans, accounts and
 * car makes keep their ids, numbers and structure in TypeScript once; every text lives per language in
 * `content/<lang>/catalogue/<file>.json` under a readable key ('card.amber-dune-cashback.name'). A seed file asks
 * for a text by key and gets a record over LOCALES; a language without the key is left out of the record (the page
 * then reads English, reported by `localized()`) and recorded in `catalogueMissing`, which the seed reports.
 */

export const CATALOGUE_FILES = [
  'insurers',
  'plans',
  'banks',
  'cards',
  'loans',
  'accounts',
  'vehicles',
] as const;
export type CatalogueFile = (typeof CATALOGUE_FILES)[number];

/** Texts the catalogue asked for that a language lacks, by file and key (the seed logs `report()`). */
export const catalogueMissing = new MissingTexts();

/** Every key the seed asked for, by file (the completeness test finds texts nothing uses). */
export const usedCatalogueKeys = new Map<CatalogueFile, Set<string>>();
const markUsed = (file: CatalogueFile, key: string) => {
  const used = usedCatalogueKeys.get(file) ?? new Set<string>();
  used.add(key);
  usedCatalogueKeys.set(file, used);
};

/** A value put into a text's `{{name}}`: a number or a code as written, or another catalogue text. */
export type TextVar = string | number | Localized;
export type TextVars = Readonly<Record<string, TextVar>>;

const fileOf = (file: CatalogueFile) => `catalogue/${file}`;

/** Records a missing text once (a text many plans share is asked for many times). */
const seenMissing = new Set<string>();
function missing(lang: LangCode, file: CatalogueFile, key: string): void {
  const id = `${lang}|${file}|${key}`;
  if (seenMissing.has(id)) return;
  seenMissing.add(id);
  catalogueMissing.add({ lang, file: fileOf(file), key });
}

function fillIn(template: string, vars: TextVars | undefined, lang: LangCode, where: string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = vars?.[name];
    if (v === undefined) throw new Error(`${where}: no value for {{${name}}}`);
    return typeof v === 'object' ? (v[lang] ?? v.en) : String(v);
  });
}

/** The text of `key` in every language that has it; English is required (a typo fails at import). */
export function catalogueText(file: CatalogueFile, key: string, vars?: TextVars): Localized {
  markUsed(file, key);
  const out: Partial<Record<LangCode, string>> = {};
  for (const lang of LANG_CODES) {
    const t = textOf(lang, fileOf(file), key);
    if (t === undefined) {
      if (lang === DEFAULT_LANG) throw new Error(`${textsFile(lang, fileOf(file))}: no text '${key}'`);
      missing(lang, file, key);
      continue;
    }
    out[lang] = fillIn(t, vars, lang, `${textsFile(lang, fileOf(file))} '${key}'`);
  }
  return out as Localized;
}

/**
 * A counted text ('6 months'): each language picks the form its plural rules give for `n` (`<key>.one`,
 * `<key>.few`, `<key>.many`, …, as Intl.PluralRules names them), else `<key>.other`; `{{n}}` is the count.
 */
export function catalogueCount(file: CatalogueFile, key: string, n: number, vars: TextVars = {}): Localized {
  markUsed(file, `${key}.*`);
  const out: Partial<Record<LangCode, string>> = {};
  for (const lang of LANG_CODES) {
    const form = `${key}.${new Intl.PluralRules(lang).select(n)}`;
    const own = readTexts(lang, fileOf(file))?.[form];
    const t = own ?? textOf(lang, fileOf(file), `${key}.other`);
    if (t === undefined) {
      if (lang === DEFAULT_LANG) throw new Error(`${textsFile(lang, fileOf(file))}: no text '${key}.other'`);
      missing(lang, file, `${key}.other`);
      continue;
    }
    out[lang] = fillIn(t, { ...vars, n }, lang, `${textsFile(lang, fileOf(file))} '${key}'`);
  }
  return out as Localized;
}

/** The lookups of one catalogue file: `const T = textsOf('cards'); T('card.amber-dune-cashback.name')`. */
export function textsOf(file: CatalogueFile) {
  const T = (key: string, vars?: TextVars): Localized => catalogueText(file, key, vars);
  T.count = (key: string, n: number, vars?: TextVars): Localized => catalogueCount(file, key, n, vars);
  return T;
}
