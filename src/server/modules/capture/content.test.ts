import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/domain/locales';
import { exitIntentContent, hasExitIntent, ZExitIntentData } from './content';

describe('exit-intent content (docs/product/leads.md)', () => {
  it('has every string in every language, the loan layout for products 11 and 18', () => {
    for (const { code: lang } of LOCALES) {
      for (const id of [1, 2, 3, 7, 8, 11, 18]) {
        const d = exitIntentContent(id, lang);
        expect(ZExitIntentData.parse(d)).toEqual(d);
        expect(d?.title).not.toMatch(/leadsUi|exit\./);
        expect(d?.blockClass).toBe(id === 11 || id === 18 ? 'exit-intent--loan' : 'exit-intent--default');
      }
    }
    expect(exitIntentContent(1, 'ar')?.title).not.toBe(exitIntentContent(1, 'en')?.title);
  });
  it('has none for other products', () => {
    expect(hasExitIntent(14)).toBe(false);
    expect(exitIntentContent(14, 'en')).toBeNull();
  });
});
