/**
 * The catalogue completeness rule (decision 0079), pure so that its own tests can show it fails: one namespace of
 * one language against English, both flattened to dotted keys. Plural variants follow the translator's rule
 * (`key_<CLDR form>`, see translator.ts): an English plural group must carry exactly the language's plural
 * categories, and a plain English key may be pluralised in a language that needs it, with `_other` among them.
 */
export type FlatCatalogue = Readonly<Record<string, string>>;
export type AllowList = { readonly values: ReadonlySet<string>; readonly keys: ReadonlySet<string> };

export type Problems = {
  missing: string[];
  extra: string[];
  empty: string[];
  placeholders: string[];
  tags: string[];
  identical: string[];
};

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const TAG = /<\s*(\/?)\s*([A-Za-z][A-Za-z0-9-]*)/g;

const placeholdersOf = (text: string) => new Set([...text.matchAll(PARAM)].map((m) => m[1] as string));
const tagsOf = (text: string) =>
  [...text.matchAll(TAG)]
    .map((m) => `${m[1]}${(m[2] as string).toLowerCase()}`)
    .sort()
    .join(' ');

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** English plural groups: base → the forms English has. */
function pluralGroups(keys: readonly string[]): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  for (const k of keys) {
    const m = PLURAL.exec(k);
    if (!m) continue;
    const base = m[1] as string;
    let forms = groups.get(base);
    if (!forms) groups.set(base, (forms = new Set()));
    forms.add(m[2] as string);
  }
  // A lone `_other` (or `_one`) without a sibling is a key whose name ends like a form, not a plural group.
  for (const [base, forms] of groups) if (forms.size < 2 && !forms.has('one')) groups.delete(base);
  return groups;
}

export function completenessProblems(input: {
  ns: string;
  lang: string;
  en: FlatCatalogue;
  other: FlatCatalogue;
  checkIdentical: boolean;
  allow: AllowList;
}): Problems {
  const { ns, lang, en, other, checkIdentical, allow } = input;
  const categories = new Set<string>(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
  const enKeys = Object.keys(en);
  const groups = pluralGroups(enKeys);
  const p: Problems = { missing: [], extra: [], empty: [], placeholders: [], tags: [], identical: [] };
  /** Keys of `other` accounted for, each with the English value it is measured against and whether it is plural. */
  const expected = new Map<string, { source: string; plural: boolean }>();

  for (const key of enKeys) {
    const enValue = en[key] as string;
    const m = PLURAL.exec(key);
    if (m && groups.has(m[1] as string)) continue; // the group is handled below
    if (key in other) {
      expected.set(key, { source: enValue, plural: false });
      continue;
    }
    // Pluralised in this language only: `key_other` and this language's categories.
    const variants = [...categories].map((c) => `${key}_${c}`).filter((k) => k in other);
    if (variants.includes(`${key}_other`)) {
      for (const v of variants) expected.set(v, { source: enValue, plural: true });
    } else p.missing.push(key);
  }
  for (const [base, enForms] of groups) {
    const fallback = en[`${base}_other`] ?? (en[`${base}_${[...enForms][0]}`] as string);
    for (const c of categories) {
      const key = `${base}_${c}`;
      const source = en[key] ?? fallback;
      if (key in other) expected.set(key, { source, plural: true });
      else p.missing.push(key);
    }
  }

  for (const [key, value] of Object.entries(other)) {
    const want = expected.get(key);
    if (!want) {
      p.extra.push(key);
      continue;
    }
    if (value.trim() === '') {
      p.empty.push(key);
      continue;
    }
    const mine = placeholdersOf(value);
    const theirs = placeholdersOf(want.source);
    // A plural form other than `_other` may say its number in words (Arabic 'شهران', two months), so it may leave
    // placeholders out; no value may add one.
    const ok =
      want.plural && !key.endsWith('_other') ? [...mine].every((x) => theirs.has(x)) : sameSet(mine, theirs);
    if (!ok) p.placeholders.push(key);
    if (tagsOf(value) !== tagsOf(want.source)) p.tags.push(key);
    if (
      checkIdentical &&
      value === want.source &&
      !allow.values.has(value) &&
      !allow.keys.has(`${ns}:${key}`)
    )
      p.identical.push(key);
  }
  return p;
}

/**
 * Languages whose texts may equal the English ones: English itself, and Arabic, where Latin text inside Arabic is
 * always a choice and the script differs (decision 0079). Every other language of LOCALES, a new one too, must say
 * each text in its own words unless the allow-list names it (decision 0091).
 */
const MAY_EQUAL_ENGLISH: ReadonlySet<string> = new Set(['en', 'ar']);

/** A catalogue file's JSON as dotted keys (`a.b.c`: text). */
export function flattenCatalogue(
  node: unknown,
  prefix = '',
  out: Record<string, string> = {},
): FlatCatalogue {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') out[prefix + k] = v;
      else flattenCatalogue(v, `${prefix}${k}.`, out);
    }
  }
  return out;
}

/**
 * The completeness report of one language against English, one line per file with a problem
 * (`hi/quotes.json identical (2): a, b`; `ur/otp.json: file missing`): what completeness.test.ts asserts empty for
 * every language of LOCALES. `files` holds each catalogue file's JSON by language and namespace.
 */
export function completenessReport(input: {
  lang: string;
  namespaces: readonly string[];
  files: { readonly [lang: string]: { readonly [ns: string]: unknown } | undefined };
  allow: AllowList;
}): string[] {
  const { lang, namespaces, files, allow } = input;
  const report: string[] = [];
  for (const ns of namespaces) {
    const file = `${lang}/${ns}.json`;
    const json = files[lang]?.[ns];
    if (json === undefined) {
      report.push(`${file}: file missing`);
      continue;
    }
    const problems = completenessProblems({
      ns,
      lang,
      en: flattenCatalogue(files.en?.[ns]),
      other: flattenCatalogue(json),
      checkIdentical: !MAY_EQUAL_ENGLISH.has(lang),
      allow,
    });
    for (const [kind, keys] of Object.entries(problems)) {
      if (keys.length) report.push(`${file} ${kind} (${keys.length}): ${keys.join(', ')}`);
    }
  }
  return report;
}
