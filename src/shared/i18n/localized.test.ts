import { describe, expect, it } from 'vitest';
import { contentLang, dir, localized } from './localized';

describe('localized', () => {
  const text = { en: 'Car', ar: 'سيارة' };

  it('reads Arabic on Arabic pages and English on every other page (decision 0012)', () => {
    expect(localized(text, 'ar')).toBe('سيارة');
    expect(['en', 'hi', 'ml'].map((l) => localized(text, l))).toEqual(['Car', 'Car', 'Car']);
    expect(contentLang('hi')).toBe('en');
  });

  it('gives the direction from the locale table', () => {
    expect(dir('ar')).toBe('rtl');
    expect(['en', 'hi', 'ml', 'xx'].map(dir)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
