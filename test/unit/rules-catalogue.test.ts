import { describe, it, expect } from 'vitest';
import { createTranslator } from '../../src/shared/i18n/translator';
import en from '../../src/shared/i18n/locales/en/rules.json';
import ar from '../../src/shared/i18n/locales/ar/rules.json';
import hi from '../../src/shared/i18n/locales/hi/rules.json';
import ml from '../../src/shared/i18n/locales/ml/rules.json';
import { allMessageKeys, MESSAGE_PARAMS, MSG, RULES_NS } from '../../src/shared/rules/messages';

/** The `rules` namespace catalogues (docs/ARCHITECTURE.md#principle-9), read by the shared translator. */
const CATALOGUES = { en, ar, hi, ml } as const;

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [pk, pv] of flatten(v, path)) out.set(pk, pv);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('rules catalogues', () => {
  const engineKeys = allMessageKeys()
    .map((k) => k.slice(`${RULES_NS}:`.length))
    .sort();

  it.each(Object.entries(CATALOGUES))(
    '%s has exactly the engine keys, with the declared parameters',
    (_lang, catalogue) => {
      const flat = flatten(catalogue);
      expect([...flat.keys()].sort()).toEqual(engineKeys);
      for (const [key, text] of flat) {
        expect(text.trim(), key).not.toBe('');
        const declared = [
          ...(MESSAGE_PARAMS[`${RULES_NS}:${key}` as keyof typeof MESSAGE_PARAMS] ?? []),
        ].sort();
        expect(placeholders(text), key).toEqual(declared);
      }
    },
  );

  it('ar, hi and ml are translated (no English value copied over)', () => {
    const english = flatten(en);
    for (const lang of ['ar', 'hi', 'ml'] as const) {
      for (const [key, text] of flatten(CATALOGUES[lang])) {
        if (key === 'custom') continue; // '{{text}}' in every language
        expect(text, `${lang} ${key}`).not.toBe(english.get(key));
      }
    }
  });

  it("en values are the spec's exact texts", () => {
    const t = createTranslator('en', { en: { [RULES_NS]: en } }).ns('common');
    // docs/product/journeys.md, docs/product/errors-and-limits.md, docs/product/pages.md, docs/product/session.md.
    expect(t(MSG.mobile.required)).toBe('Mobile number is required');
    expect(t(MSG.mobile.invalid)).toBe('Mobile number is invalid');
    expect(t(MSG.invalidValue)).toBe('Invalid value');
    expect(t(MSG.glossary.mobileInvalid)).toBe('Invalid Mobile Number');
    expect(t(MSG.glossary.nameInvalid)).toBe('Invalid Name');
    expect(t(MSG.glossary.emailInvalid)).toBe('Invalid Email Address');
    expect(t(MSG.otp.required)).toBe('OTP is required');
    expect(t(MSG.otp.incorrect)).toBe('Incorrect OTP');
    expect(t(MSG.callback.nameRequired)).toBe('Name is required.');
    expect(t(MSG.callback.phoneRequired)).toBe('Phone number is required.');
    expect(t(MSG.callback.phoneInvalid)).toBe('Phone number is invalid.');
    // Interpolation resolves through a fixed t of another namespace, since keys carry `rules:`.
    expect(t(MSG.range.age.between, { min: 18, maxAge: 64 })).toBe('Age must be between 18 and 64 years');
    expect(t(MSG.custom, { text: 'Enter your plate number' })).toBe('Enter your plate number');
  });
});
