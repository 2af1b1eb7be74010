import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './normalise';

describe('normaliseSearch', () => {
  it('folds case, Latin diacritics and punctuation', () => {
    expect(normaliseSearch('  Al-Zahrā  CLINIC!! ')).toBe('al zahra clinic');
    expect(normaliseSearch('Hôpital Émirates')).toBe('hopital emirates');
  });
  it('folds Arabic letter forms: alef variants, alef maqsura and yeh, teh marbuta, harakat and tatweel', () => {
    expect(normaliseSearch('مُسْتَشْفَى')).toBe(normaliseSearch('مستشفي'));
    expect(normaliseSearch('أحمد')).toBe('احمد');
    expect(normaliseSearch('إبراهيم')).toBe('ابراهيم');
    expect(normaliseSearch('آمنة')).toBe('امنه');
    expect(normaliseSearch('عيـــادة')).toBe('عياده');
    expect(normaliseSearch('ٱلنور')).toBe('النور');
  });
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin digits', () => {
    expect(normaliseSearch('عيادة ٢٤')).toBe('عياده 24');
    expect(normaliseSearch('Clinic ۷')).toBe('clinic 7');
  });
  it('keeps SQL-looking input as plain words', () => {
    expect(normaliseSearch("x' OR 1=1; --")).toBe('x or 1 1');
    expect(normaliseSearch('50%_off')).toBe('50 off');
  });
});
