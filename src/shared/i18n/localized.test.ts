import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANG_CODES } from '../domain/locales';
import {
  brandName,
  contentLang,
  dir,
  localized,
  setFallbackReporter,
  type FallbackReporter,
} from './localized';

describe('localized (decision 0078)', () => {
  const text = { en: 'Car', ar: 'سيارة', hi: 'कार', ml: 'കാർ' };
  let restore: FallbackReporter | undefined;
  afterEach(() => {
    if (restore) setFallbackReporter(restore);
    restore = undefined;
  });

  it("reads the page's own language, for every language of LOCALES", () => {
    expect(LANG_CODES.map((l) => localized(text, l))).toEqual(
      LANG_CODES.map((l) => text[l as keyof typeof text]),
    );
    expect(LANG_CODES.map(contentLang)).toEqual(LANG_CODES);
  });

  it('falls back to English only for an unknown page language, or data without the text, and reports the latter', () => {
    const heard = vi.fn();
    restore = setFallbackReporter(heard);
    expect(localized(text, 'xx')).toBe('Car');
    expect(contentLang('xx')).toBe('en');
    expect(heard).not.toHaveBeenCalled();
    expect(localized({ en: 'Car', ar: 'سيارة' }, 'ml')).toBe('Car');
    expect(heard).toHaveBeenCalledWith('ml', 'Car');
    expect(localized({ en: 'Car' }, 'en')).toBe('Car');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('writes a brand in Latin letters except where a language gives its own', () => {
    const heard = vi.fn();
    restore = setFallbackReporter(heard);
    const toyota = brandName('Toyota', { ar: 'تويوتا' });
    expect(LANG_CODES.map((l) => localized(toyota, l))).toEqual(
      LANG_CODES.map((l) => (l === 'ar' ? 'تويوتا' : 'Toyota')),
    );
    expect(heard).not.toHaveBeenCalled();
  });

  it('gives the direction from the locale table', () => {
    expect(dir('ar')).toBe('rtl');
    expect(['en', 'hi', 'ml', 'xx'].map(dir)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
