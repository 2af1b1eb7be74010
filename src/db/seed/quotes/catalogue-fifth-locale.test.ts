import { describe, expect, it, vi } from 'vitest';

/**
 * A fifth language for the catalogue's texts (decision 0078): with a fake fifth locale added to LOCALES (as
 * test/unit/fifth-locale.test.ts does for the rest, decision 0074), the localized-text contract accepts its text,
 * `localized()` reads it, and the seed reports, by file, every catalogue text the new language lacks while the
 * catalogue still builds (pages in it read English, reported). Only this file's module graph sees the fake locale.
 */

const FIFTH = vi.hoisted(
  () =>
    ({
      code: 'ur',
      prefix: 'ur-ae',
      dir: 'rtl',
      languageId: 5,
      endonym: 'اردو',
      label: 'Urdu',
      intl: 'ur-PK-u-nu-latn',
      script: 'arabic',
    }) as const,
);

vi.mock('../../../shared/domain/locales', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/domain/locales')>();
  return { ...actual, ...actual.localeTable([...actual.LOCALES, FIFTH]) };
});

describe('catalogue texts with a fifth locale (decision 0078)', () => {
  it('the contract takes the new language and still requires English', async () => {
    const { ZLocalizedText } = await import('../../../shared/contracts/quotes');
    const { ZShortText } = await import('../../../shared/contracts/banking');
    expect(ZLocalizedText.parse({ en: 'Gold Care', ur: 'گولڈ کیئر' })).toEqual({
      en: 'Gold Care',
      ur: 'گولڈ کیئر',
    });
    expect(ZShortText.safeParse({ en: 'Cashback', ur: 'کیش بیک' }).success).toBe(true);
    expect(ZLocalizedText.safeParse({ ur: 'گولڈ کیئر' }).success).toBe(false);
    expect(ZLocalizedText.safeParse({ en: 'Gold Care', xx: 'x' }).success).toBe(false);
  });

  it('localized() reads the new language and reports data without it', async () => {
    const { localized, contentLang, setFallbackReporter } = await import('../../../shared/i18n/localized');
    const heard = vi.fn();
    const previous = setFallbackReporter(heard);
    try {
      expect(contentLang('ur')).toBe('ur');
      // The type knows the four real codes; this module graph's LOCALES has the fifth.
      const gold = { en: 'Gold Care', ur: 'گولڈ کیئر' } as { en: string };
      expect(localized(gold, 'ur')).toBe('گولڈ کیئر');
      expect(localized({ en: 'Gold Care', hi: 'गोल्ड केयर' }, 'ur')).toBe('Gold Care');
      expect(heard).toHaveBeenCalledWith('ur', 'Gold Care');
    } finally {
      setFallbackReporter(previous);
    }
  });

  it('the seed builds and reports every catalogue file the new language lacks, the four others complete', async () => {
    const { quoteCatalogueSeed } = await import('../quotes-catalogue');
    const { bankingCatalogueSeed } = await import('../banking/index');
    const { vehicleCatalogueSeed } = await import('../vehicles');
    const { CATALOGUE_FILES, catalogueMissing } = await import('./catalogue-texts');
    expect(vehicleCatalogueSeed.length).toBeGreaterThan(0);
    const plans = quoteCatalogueSeed().plans;
    const cards = bankingCatalogueSeed().creditCards;
    expect(plans[0]?.planName.hi).toBeTruthy();
    expect(Object.keys(plans[0]?.planName ?? {})).not.toContain('ur');
    expect(cards[0]?.name.ml).toBeTruthy();
    const report = catalogueMissing.report();
    for (const f of CATALOGUE_FILES)
      expect(report.some((l) => l.startsWith(`content/ur/catalogue/${f}.json: `))).toBe(true);
    expect(report.filter((l) => !l.startsWith('content/ur/'))).toEqual([]);
  });
});
