import { describe, expect, it } from 'vitest';
import { parseRequestLanguage } from './request-language';

describe('parseRequestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['AR', 'ar'],
    ['ar-AE', 'ar'],
    ['ar-AE,ar;q=0.9', 'ar'],
    [' ml ', 'ml'],
    ['hi-IN,hi;q=0.9', 'hi'],
    ['hi;q=0.9, en;q=0.8', 'hi'],
    ['en;q=0.8, hi;q=0.9', 'hi'],
    ['en, ar', 'en'],
    ['fr-FR', 'en'],
    ['fr-FR, ar;q=0.5', 'ar'],
    ['*', 'en'],
    ['ar;q=0', 'en'],
    ['ar;q=0, ml;q=0.1', 'ml'],
    ['arabic', 'en'],
    ['ar_AE', 'en'],
    ['ar;q=abc', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
  ] as const)('%j → %s', (header, lang) => {
    expect(parseRequestLanguage(header)).toBe(lang);
  });

  it('bounds its work on a long header', () => {
    expect(parseRequestLanguage(`${'fr;q=0.1,'.repeat(10_000)}ar`)).toBe('en');
  });
});
