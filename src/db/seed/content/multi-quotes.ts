import type { TBlockOf } from '../../../shared/contracts/blocks';
import { PRODUCT } from '../../../shared/domain/products';
import { carPlansSeed } from '../quotes/plans/car';
import { healthPlansSeed } from '../quotes/plans/health';

/**
 * MULTIPLE_QUOTES blocks of the car, health and travel landing pages (decision 0014). A document names
 * products, plans and a typical profile, never an amount: the page route prices the profile with the engines
 * when the page renders. Plan lists come from the plan seed, so a plan added there joins its tab.
 */

type Lang = 'en' | 'ar';
type Tab = TBlockOf<'MULTIPLE_QUOTES'>['tabs'][number];

const bySlugEnd = (plans: readonly { slug: string; planId: number }[], end: string) =>
  plans.filter((p) => p.slug.endsWith(end)).map((p) => p.planId);

function block(
  key: string,
  title: Record<Lang, string>,
  tabs: (Omit<Tab, 'title' | 'limit'> & { title: Record<Lang, string> })[],
  lang: Lang,
): TBlockOf<'MULTIPLE_QUOTES'> {
  return {
    key,
    type: 'MULTIPLE_QUOTES',
    title: title[lang],
    tabs: tabs.map((t) => ({ ...t, title: t.title[lang], limit: 3 })),
  };
}

export const carMultiQuotes = (lang: Lang) =>
  block(
    'car-popular-plans',
    { en: 'Popular car insurance plans', ar: 'خطط تأمين السيارات الأكثر طلباً' },
    [
      {
        title: { en: 'Comprehensive', ar: 'شامل' },
        productId: PRODUCT.CAR_INSURANCE,
        planIds: bySlugEnd(carPlansSeed, '-car-comprehensive'),
      },
      {
        title: { en: 'Agency repair', ar: 'الإصلاح لدى الوكالة' },
        productId: PRODUCT.CAR_INSURANCE,
        planIds: bySlugEnd(carPlansSeed, '-car-agency-plus'),
      },
      {
        title: { en: 'Third party', ar: 'ضد الغير' },
        productId: PRODUCT.CAR_INSURANCE,
        planIds: bySlugEnd(carPlansSeed, '-car-third-party'),
      },
    ],
    lang,
  );

export const healthMultiQuotes = (lang: Lang) =>
  block(
    'health-popular-plans',
    { en: 'Popular health insurance plans', ar: 'خطط التأمين الصحي الأكثر طلباً' },
    [
      { title: { en: 'For you', ar: 'لك' }, productId: PRODUCT.HEALTH_INSURANCE },
      {
        title: { en: 'For your family', ar: 'لعائلتك' },
        productId: PRODUCT.HEALTH_INSURANCE,
        typicalProfileId: 'health-dubai-family',
      },
      {
        title: { en: 'Enhanced cover', ar: 'تغطية معززة' },
        productId: PRODUCT.HEALTH_INSURANCE,
        planIds: [
          ...bySlugEnd(healthPlansSeed, '-health-silver'),
          ...bySlugEnd(healthPlansSeed, '-health-gold'),
        ],
      },
    ],
    lang,
  );

export const travelMultiQuotes = (lang: Lang) =>
  block(
    'travel-popular-plans',
    { en: 'Popular travel insurance plans', ar: 'خطط تأمين السفر الأكثر طلباً' },
    [
      {
        title: { en: 'Schengen trip', ar: 'رحلة شنغن' },
        productId: PRODUCT.TRAVEL_INSURANCE,
        typicalProfileId: 'travel-schengen-week',
      },
      {
        title: { en: 'Annual multi-trip', ar: 'رحلات متعددة سنوية' },
        productId: PRODUCT.TRAVEL_INSURANCE,
        typicalProfileId: 'travel-annual-worldwide',
      },
    ],
    lang,
  );

/** By landing key (product-landings.ts). */
export const landingMultiQuotes: Readonly<Record<string, (lang: Lang) => TBlockOf<'MULTIPLE_QUOTES'>>> = {
  health: healthMultiQuotes,
  travel: travelMultiQuotes,
};
