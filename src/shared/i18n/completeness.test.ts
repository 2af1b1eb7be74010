import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LOCALES } from '../domain/locales';
import allowFile from './identical-allow.json';
import { completenessProblems, completenessReport, type AllowList } from './completeness-check';

/**
 * Every catalogue in every language of LOCALES has the English keys, the same placeholders and tags, and (for the
 * languages named below) its own text rather than the English one (decision 0079). The staff console's namespaces
 * (`console` and any `console…` one, such as `consoleLeads`) are English and Arabic only and are exempt by name.
 */

const isExempt = (ns: string): boolean => /^console(?:[A-Z]|$)/.test(ns);

/** Every catalogue file on disk, by language and namespace (a new namespace or language is picked up without a list). */
const FILES: Record<string, Record<string, unknown>> = {};
for (const [path, json] of Object.entries(
  import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' }),
)) {
  const [lang, ns] = path.slice('./locales/'.length, -'.json'.length).split('/') as [string, string];
  (FILES[lang] ??= {})[ns] = json;
}

const namespaces = Object.keys(FILES[DEFAULT_LANG] ?? {})
  .filter((ns) => !isExempt(ns))
  .sort();

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
      const report = completenessReport({ lang: code, namespaces, files: FILES, allow });
      expect(report, report.join('\n')).toEqual([]);
    });
  }
});
