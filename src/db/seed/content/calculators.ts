import type { TBlockOf } from '../../../shared/contracts/blocks';
import { PRODUCT } from '../../../shared/domain/products';

/**
 * CALCULATOR blocks of the loan landing pages (decision 0020): the loan EMI calculator. A document names the product
 * and the loan it opens with (AED, months, % a year), never a figure: the page computes the instalment, the totals
 * and the chart with the loan engine when it renders.
 */

type Lang = 'en' | 'ar';

function block(
  key: string,
  productId: number,
  title: Record<Lang, string>,
  defaults: NonNullable<TBlockOf<'CALCULATOR'>['defaults']>,
  lang: Lang,
): TBlockOf<'CALCULATOR'> {
  return { key, type: 'CALCULATOR', productId, title: title[lang], defaults };
}

/** By landing key (product-landings.ts). */
export const landingCalculators: Readonly<Record<string, (lang: Lang) => TBlockOf<'CALCULATOR'>>> = {
  'personal-loan': (lang) =>
    block(
      'personal-loan-calculator',
      PRODUCT.PERSONAL_LOANS,
      { en: 'Personal loan EMI calculator', ar: 'حاسبة القسط الشهري للقرض الشخصي' },
      { amount: 100_000, months: 48, ratePct: 7.5 },
      lang,
    ),
  'car-loan': (lang) =>
    block(
      'car-loan-calculator',
      PRODUCT.CAR_LOANS,
      { en: 'Car loan EMI calculator', ar: 'حاسبة القسط الشهري لقرض السيارة' },
      { amount: 80_000, months: 60, ratePct: 4.75 },
      lang,
    ),
  'home-loan': (lang) =>
    block(
      'home-loan-calculator',
      PRODUCT.HOME_LOANS,
      { en: 'Home loan EMI calculator', ar: 'حاسبة القسط الشهري للتمويل العقاري' },
      { amount: 1_500_000, months: 300, ratePct: 4.5 },
      lang,
    ),
  'international-mortgage': (lang) =>
    block(
      'international-mortgage-calculator',
      PRODUCT.INTERNATIONAL_MORTGAGE,
      { en: 'International mortgage EMI calculator', ar: 'حاسبة القسط الشهري للرهن العقاري الدولي' },
      { amount: 1_000_000, months: 240, ratePct: 5.5 },
      lang,
    ),
};
