import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/locales/en/otp.json';
import ar from '../../../shared/i18n/locales/ar/otp.json';
import hi from '../../../shared/i18n/locales/hi/otp.json';
import ml from '../../../shared/i18n/locales/ml/otp.json';
import { tFor } from '../../../shared/i18n/catalogues';
import { LANG_CODES } from '../../../shared/domain/locales';

/** The `otp` namespace: SMS text, limit messages and the dev outbox page, in all four languages. */
const CATALOGUES = { en, ar, hi, ml } as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [pk, pv] of flatten(v, path)) out.set(pk, pv);
  }
  return out;
}

const baseKeys = (c: unknown) =>
  [...new Set([...flatten(c).keys()].map((k) => k.replace(PLURAL, '')))].sort();

describe('otp catalogues', () => {
  it.each(Object.entries(CATALOGUES))(
    '%s has the same keys as en, each plural form its language needs',
    (lang, c) => {
      expect(baseKeys(c)).toEqual(baseKeys(en));
      const flat = flatten(c);
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const key of [...flatten(en).keys()]
        .filter((k) => PLURAL.test(k))
        .map((k) => k.replace(PLURAL, '')))
        for (const form of forms) expect(flat.has(`${key}_${form}`), `${lang} ${key}_${form}`).toBe(true);
    },
  );

  it('ar, hi and ml are translated', () => {
    const english = flatten(en);
    for (const lang of ['ar', 'hi', 'ml'] as const)
      for (const [key, text] of flatten(CATALOGUES[lang]))
        expect(text, `${lang} ${key}`).not.toBe(english.get(key));
  });

  it('every language resolves the SMS and the limit messages for the counts in use', () => {
    for (const lang of LANG_CODES) {
      const t = tFor(lang);
      for (let count = 1; count <= 30; count++) {
        const sms = t('otp:sms', { brand: t('common:brand'), code: '123456', count });
        expect(sms, `${lang} ${count}`).toContain('123456');
        expect(sms).not.toContain('{{');
        expect(t('otp:resendCooldown', { count })).not.toMatch(/^otp:|\{\{/);
        expect(t('otp:sendLimit', { count })).not.toMatch(/^otp:|\{\{/);
      }
    }
    expect(tFor('en')('otp:sms', { brand: 'Sahel Compare', code: '123456', count: 5 })).toBe(
      'Your Sahel Compare code is 123456. It expires in 5 minutes. Never share it.',
    );
    // docs/product/otp.md 'OTP send failure'.
    expect(tFor('en')('otp:sendFailed')).toBe('Something Went Wrong !');
    expect(tFor('en')('rules:otp.incorrect')).toBe('Incorrect OTP');
  });
});
