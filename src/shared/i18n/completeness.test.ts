import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LOCALES, type LangCode } from '../domain/locales';
import allowFile from './identical-allow.json';
import { completenessProblems, type AllowList, type FlatCatalogue } from './completeness-check';

/**
 * Every catalogue in every language of LOCALES has the English keys, the same placeholders and tags, and (for the
 * languages named below) its own text rather than the English one (decision 0079). The staff console's `console`
 * namespace is English and Arabic only and is exempt by name.
 */

const EXEMPT_NAMESPACES = new Set(['console']);
/** Languages whose text may not equal the English text (Arabic differs by script; decision 0079). */
const NOT_ENGLISH: ReadonlySet<LangCode> = new Set<LangCode>(['hi', 'ml']);

/** Every catalogue file on disk, by `<lang>/<ns>` (a new namespace or language is picked up without a list). */
const FILES: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' })).map(
    ([path, json]) => [path.slice('./locales/'.length, -'.json'.length), json],
  ),
);

const namespaces = Object.keys(FILES)
  .filter((f) => f.startsWith(`${DEFAULT_LANG}/`))
  .map((f) => f.slice(DEFAULT_LANG.length + 1))
  .filter((ns) => !EXEMPT_NAMESPACES.has(ns))
  .sort();

function flatten(node: unknown, prefix = '', out: Record<string, string> = {}): FlatCatalogue {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') out[prefix + k] = v;
      else flatten(v, `${prefix}${k}.`, out);
    }
  }
  return out;
}

function load(lang: string, ns: string): FlatCatalogue | undefined {
  const json = FILES[`${lang}/${ns}`];
  return json === undefined ? undefined : flatten(json);
}

type AllowEntry = { readonly reason: string } & ({ readonly value: string } | { readonly key: string });
const allowValues: readonly { value: string; reason: string }[] = allowFile.values;
const allowKeys: readonly { key: string; reason: string }[] = allowFile.keys;
const allow: AllowList = {
  values: new Set(allowValues.map((e) => e.value)),
  keys: new Set(allowKeys.map((e) => e.key)),
};

describe('the completeness rule fails when it should', () => {
  const en = {
    a: 'Hello {{name}}',
    b: 'Bye',
    n_one: '{{count}} plan',
    n_other: '{{count}} plans',
    k: '{{v}}K',
  };
  const check = (
    lang: string,
    other: Record<string, string>,
    a: AllowList = { values: new Set(), keys: new Set() },
  ) => completenessProblems({ ns: 'x', lang, en, other, checkIdentical: true, allow: a });

  it('passes a complete translation', () => {
    const hi = {
      a: 'नमस्ते {{name}}',
      b: 'अलविदा',
      n_one: '{{count}} प्लान',
      n_other: '{{count}} प्लान',
      k: '{{v}} हज़ार',
    };
    expect(Object.values(check('hi', hi)).flat()).toEqual([]);
  });

  it('names missing, extra, empty, placeholder, tag and identical keys', () => {
    const p = check('hi', { a: 'नमस्ते {{naam}} <b>', b: 'Bye', n_one: '', k: '{{v}}K', z: 'अतिरिक्त' });
    expect(p.missing).toEqual(['n_other']);
    expect(p.extra).toEqual(['z']);
    expect(p.empty).toEqual(['n_one']);
    expect(p.placeholders).toEqual(['a']);
    expect(p.tags).toEqual(['a']);
    expect(p.identical).toEqual(['b', 'k']);
    const allowed = check(
      'hi',
      { a: 'x {{name}}', b: 'Bye', n_one: 'y', n_other: 'z', k: '{{v}}K' },
      {
        values: new Set(['{{v}}K']),
        keys: new Set(['x:b']),
      },
    );
    expect(allowed.identical).toEqual([]);
  });

  it('asks each language for its own plural forms, and lets a plural form other than _other leave out its number', () => {
    const ar = { a: 'مرحبا {{name}}', b: 'وداعا', n_zero: 'لا خطط', n_one: 'خطة واحدة', n_two: 'خطتان' };
    expect(check('ar', { ...ar, n_other: 'خطط' }).placeholders).toEqual(['n_other']);
    const p = check('ar', { ...ar, n_few: '{{count}} خطط', n_many: '{{count}} خطة', k_few: '{{v}} آلاف' });
    expect(p.missing).toEqual(['k', 'n_other']);
    const q = check('ar', {
      ...ar,
      n_few: '{{count}} خطط',
      n_many: '{{count}} خطة',
      n_other: '{{count}} خطة',
      k_few: '{{v}} آلاف',
      k_other: '{{v}} ألف',
    });
    expect(Object.values(q).flat()).toEqual([]);
    expect(
      check('hi', { a: 'क {{name}}', b: 'ख', n_one: 'ग', n_other: 'घ', n_few: 'ङ', k: 'च {{v}}' }).extra,
    ).toEqual(['n_few']);
  });
});

describe('catalogue completeness (decision 0079)', () => {
  it('finds the English namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it('every allow-list entry gives its reason', () => {
    for (const e of [...allowValues, ...allowKeys] as AllowEntry[])
      expect(e.reason.trim().length).toBeGreaterThan(10);
  });

  for (const { code } of LOCALES) {
    if (code === DEFAULT_LANG) continue;
    it(`${code}: every key, placeholder and tag of English, in its own words`, () => {
      const report: string[] = [];
      for (const ns of namespaces) {
        const en = load(DEFAULT_LANG, ns) as FlatCatalogue;
        const file = `${code}/${ns}.json`;
        const other = load(code, ns);
        if (!other) {
          report.push(`${file}: file missing`);
          continue;
        }
        const problems = completenessProblems({
          ns,
          lang: code,
          en,
          other,
          checkIdentical: NOT_ENGLISH.has(code),
          allow,
        });
        for (const [kind, keys] of Object.entries(problems)) {
          if (keys.length) report.push(`${file} ${kind} (${keys.length}): ${keys.join(', ')}`);
        }
      }
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
