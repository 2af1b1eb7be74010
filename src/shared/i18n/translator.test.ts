import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../domain/locales';
import { catalogues, NAMESPACES, tFor, translatorFor } from './catalogues';
import { createTranslator, interpolate, type Catalogue } from './translator';

describe('plural forms (Intl.PluralRules)', () => {
  const ar = tFor('ar');
  const en = tFor('en');
  const retry = (t: typeof ar, n: number) => t('session:blockUser.retryIn', { count: n, seconds: n });

  it('reads Arabic right: zero, one, two, few (3-10), many (11-99), other (100)', () => {
    expect(retry(ar, 0)).toBe('يمكنك المحاولة مرة أخرى الآن.');
    expect(retry(ar, 1)).toBe('يمكنك المحاولة مرة أخرى بعد ثانية واحدة.');
    expect(retry(ar, 2)).toBe('يمكنك المحاولة مرة أخرى بعد ثانيتين.');
    expect(retry(ar, 3)).toContain('بعد 3 ثوانٍ');
    expect(retry(ar, 5)).toContain('بعد 5 ثوانٍ');
    expect(retry(ar, 10)).toContain('بعد 10 ثوانٍ');
    expect(retry(ar, 11)).toBe('يمكنك المحاولة مرة أخرى بعد 11 ثانية.');
    expect(retry(ar, 100)).toBe('يمكنك المحاولة مرة أخرى بعد 100 ثانية.');
  });

  it('reads English one and other', () => {
    expect(retry(en, 1)).toBe('You can try again in 1 second.');
    expect(retry(en, 0)).toBe('You can try again in 0 seconds.');
    expect(retry(en, 5)).toBe('You can try again in 5 seconds.');
    expect(en('otp:sms', { brand: 'B', code: '123456', count: 1 })).toBe(
      'Your B code is 123456. It expires in 1 minute. Never share it.',
    );
  });

  it('takes the exact key first, then key_<form>, then key_other; no count reads key_other', () => {
    const t = createTranslator('ar', {
      ar: { x: { exact: 'exact {{count}}', partial_one: 'one', partial_other: 'other {{count}}' } },
    }).ns('x');
    expect(t('exact', { count: 1 })).toBe('exact 1');
    expect(t('partial', { count: 1 })).toBe('one');
    expect(t('partial', { count: 7 })).toBe('other 7'); // ar 'few' is missing: key_other
    expect(t('partial')).toBe('other {{count}}');
  });

  it('uses the plural rules of the language whose catalogue answered', () => {
    const t = createTranslator('ar', { en: { x: { k_one: 'one', k_other: 'many' } }, ar: { x: {} } }).ns('x');
    expect(t('k', { count: 1 })).toBe('one');
    expect(t('k', { count: 2 })).toBe('many');
  });
});

describe('lookup', () => {
  it('reads dotted paths, ns prefixes and the default namespace', () => {
    const t = tFor('en');
    expect(t('brand')).toBe('Sahel Compare');
    expect(t('common:header.signIn')).toBe('Sign In');
    expect(t('rules:otp.incorrect')).toBe('Incorrect OTP');
    expect(translatorFor('en').ns('recent')('title')).toBe(t('recent:title'));
    expect(translatorFor('en').ns('recent')('common:brand')).toBe('Sahel Compare');
  });

  it('falls back from hi and ml to English where a key is missing, and keeps their own texts', () => {
    // The shipped catalogues are complete (completeness.test.ts), so the fallback is shown on a key only English has.
    const withGap = { en: { common: { only: 'English only' } }, hi: { common: {} }, ml: { common: {} } };
    expect(createTranslator('hi', withGap).t('only')).toBe('English only');
    expect(createTranslator('ml', withGap).t('only')).toBe('English only');
    expect(tFor('hi')('rules:otp.incorrect')).toBe(catalogues.hi.rules.otp.incorrect);
    expect(tFor('hi')('rules:otp.incorrect')).not.toBe('Incorrect OTP');
    expect(tFor('ml')('session:blockUser.retryIn', { count: 3, seconds: 3 })).toContain('3');
  });

  it('returns a missing key itself, or the defaultValue', () => {
    expect(tFor('ar')('common:nope.never')).toBe('common:nope.never');
    expect(tFor('ar')('nope')).toBe('nope');
    expect(tFor('ar')('unknownNs:key')).toBe('unknownNs:key');
    expect(tFor('en')('products.999', { defaultValue: '' })).toBe('');
    expect(tFor('en')('header')).toBe('header'); // an object is not a text
  });

  it('does not read inherited properties', () => {
    const t = createTranslator('en', { en: { x: { a: 'A' } as Catalogue } }).ns('x');
    expect(t('constructor')).toBe('constructor');
    expect(t('__proto__')).toBe('__proto__');
    expect(t('a.toString')).toBe('a.toString');
  });
});

describe('interpolation', () => {
  it('fills {{name}} parameters, with spaces inside the braces too', () => {
    expect(tFor('en')('header.callUsAt', { phone: '800 123' })).toBe('Call us toll-free at 800 123');
    expect(interpolate('{{ a }}+{{b}}={{a}}', { a: 1, b: 'two' })).toBe('1+two=1');
    expect(interpolate('no params')).toBe('no params');
  });

  it('leaves a missing parameter visible', () => {
    expect(tFor('en')('header.callUsAt')).toBe('Call us toll-free at {{phone}}');
    expect(interpolate('{{a}} and {{b}}', { a: 'x', b: undefined })).toBe('x and {{b}}');
  });

  it('never escapes (React and the HTML writers escape)', () => {
    expect(interpolate('{{x}}', { x: '<b>&' })).toBe('<b>&');
  });
});

describe('catalogues', () => {
  const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const keysOf = (node: Catalogue, prefix = ''): string[] =>
    Object.entries(node).flatMap(([k, v]) =>
      typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`),
    );

  it('hold only texts and nested objects, and every plural key has its _other form', () => {
    for (const lang of LANG_CODES)
      for (const ns of NAMESPACES) {
        const keys = new Set(keysOf(catalogues[lang][ns] as Catalogue));
        for (const key of keys) {
          const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
          if (!m) continue;
          // A bare key next to plural variants would shadow them (the exact key is read first).
          expect(keys.has(m[1] as string), `${lang}/${ns}: ${key}`).toBe(false);
          expect(keys.has(`${m[1]}_other`), `${lang}/${ns}: ${m[1]}_other`).toBe(true);
          expect(forms).toContain(m[2]);
        }
      }
  });
});
