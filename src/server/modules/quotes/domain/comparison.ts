import {
  CAR_ADD_ONS,
  type TCarPlan,
  type TCarRateTable,
  type TInsurer,
  type TLocalizedText,
} from '../../../../shared/contracts/quotes';
import type { TCarComparison, TComparisonRow } from '../../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../../shared/domain/locales';
import type { TFunction } from '../../../../shared/i18n/translator';
import { BP_ONE, FILS_PER_AED, aedToFils } from '../../../../shared/quotes/money';
import { filsToAed, formatFils, formatNumber, localized } from './labels';

/**
 * The car comparison table (docs/product/quotes.md 'Comparison data', docs/product/quotes.md 'POST car comparison'), pure. Cells carry the
 * spec's tokens 'Yes' (shown 'Included') and 'NA' (shown 'Excluded'), or text in the request's language.
 */

export const INCLUDED_TOKEN = 'Yes';
export const EXCLUDED_TOKEN = 'NA';

export type ComparedPlan = {
  plan: TCarPlan;
  insurer: TInsurer;
  table: TCarRateTable | undefined;
  /** The visitor's own total in fils (an owned enquiry was named and this plan priced it); else null. */
  totalFils: number | null;
};

export type ComparedCar = {
  make: string;
  model: string;
  variant: string;
  modelYear: number;
  valueAed: number | null;
};

/** Catalogue text read as a token: 'Included'/'Yes' → 'Yes', 'Not covered'/'No' → 'NA'; otherwise the text. */
function featureCell(
  value: TLocalizedText | null,
  checked: boolean,
  strike: boolean,
  lang: LangCode,
): string {
  if (strike) return EXCLUDED_TOKEN;
  if (value === null) return checked ? INCLUDED_TOKEN : EXCLUDED_TOKEN;
  if (value.en === 'Included' || value.en === 'Yes') return INCLUDED_TOKEN;
  if (value.en === 'Not covered' || value.en === 'No') return EXCLUDED_TOKEN;
  return localized(value, lang);
}

function row(value: string, type: string, plans: readonly ComparedPlan[], cell: (p: ComparedPlan) => string) {
  return { value, type, data: plans.map((p, i) => ({ planId: p.plan.planId, value: cell(p), position: i })) };
}

function addOnCell(p: ComparedPlan, id: (typeof CAR_ADD_ONS)[number], t: TFunction): string {
  const availability = p.plan.car.addOns[id];
  if (availability === undefined) return EXCLUDED_TOKEN;
  if (availability === 'included') return INCLUDED_TOKEN;
  const price = p.table?.addOns[id];
  if (!price) return EXCLUDED_TOKEN;
  const fils = aedToFils(price.amountAed);
  const amount = fils % FILS_PER_AED === 0 ? formatNumber(fils / FILS_PER_AED) : formatFils(fils);
  return t(price.kind === 'perPassenger' ? 'quotes:compare.optionalPerSeat' : 'quotes:compare.optional', {
    amount,
  });
}

export function carComparison(
  plans: readonly ComparedPlan[],
  car: ComparedCar,
  t: TFunction,
  lang: LangCode,
): TCarComparison {
  const carValue = car.valueAed === null ? '' : t('quotes:api.aed', { amount: formatNumber(car.valueAed) });
  const model = [car.model, car.variant, String(car.modelYear)].filter((s) => s !== '').join(' ');
  const quotesBasicData = plans.map((p) => ({
    planId: p.plan.planId,
    imgUrl: p.insurer.logo,
    // docs/product/quotes.md 'Compare plan': features index 0 the brand, index 2 the car value in AED.
    features: [car.make, model, carValue],
    planName: localized(p.plan.planName, lang),
    providerName: localized(p.insurer.name, lang),
    insurerName: localized(p.insurer.name, lang),
    premium: p.totalFils === null ? (p.plan.startingFrom ?? null) : filsToAed(p.totalFils),
    isPriceOnRequest: p.plan.showPriceOnRequest === 1,
  }));

  const addonsDetails: TComparisonRow[] = [
    row(t('quotes:compare.agencyRepair'), 'addon', plans, (p) => {
      if (p.plan.car.agencyRepair === 'included') return INCLUDED_TOKEN;
      if (p.plan.car.agencyRepair === 'notAvailable') return EXCLUDED_TOKEN;
      const loading = p.table?.comprehensive.agencyRepairFactorBp;
      return loading === undefined
        ? EXCLUDED_TOKEN
        : t('quotes:compare.agencyOptional', { percent: formatNumber((loading - BP_ONE) / 100) });
    }),
    ...CAR_ADD_ONS.map((id) =>
      row(t(`quotes:compare.addOn.${id}`), 'addon', plans, (p) => addOnCell(p, id, t)),
    ),
  ];

  const basic: TComparisonRow[] = [
    row(t('quotes:compare.insurer'), 'text', plans, (p) => localized(p.insurer.name, lang)),
    row(t('quotes:compare.coverType'), 'text', plans, (p) =>
      t(`quotes:values.coverType.${p.plan.car.coverType}`),
    ),
    row(t('quotes:compare.repair'), 'text', plans, (p) =>
      p.plan.car.coverType === 'thirdParty'
        ? EXCLUDED_TOKEN
        : t(p.plan.car.agencyRepair === 'included' ? 'quotes:compare.agency' : 'quotes:compare.garage'),
    ),
    row(t('quotes:compare.claims'), 'text', plans, (p) =>
      t('quotes:compare.claimsValue', { percent: formatNumber(p.insurer.claimSettlementRatio) }),
    ),
  ];
  // Every feature key of the compared plans, in the order the plans list them.
  const keys: { key: string; title: TLocalizedText }[] = [];
  for (const p of plans)
    for (const f of p.plan.features)
      if (!keys.some((k) => k.key === f.key)) keys.push({ key: f.key, title: f.title });
  const features = keys.map(({ key, title }) =>
    row(localized(title, lang), 'feature', plans, (p) => {
      const f = p.plan.features.find((x) => x.key === key);
      return f ? featureCell(f.value, f.checked, f.strike, lang) : EXCLUDED_TOKEN;
    }),
  );
  const limitNames: TLocalizedText[] = [];
  for (const p of plans)
    for (const l of p.plan.limits) if (!limitNames.some((n) => n.en === l.name.en)) limitNames.push(l.name);
  const limits = limitNames.map((name) =>
    row(localized(name, lang), 'limit', plans, (p) => {
      const l = p.plan.limits.find((x) => x.name.en === name.en);
      return l ? localized(l.value, lang) : EXCLUDED_TOKEN;
    }),
  );
  return { quotesBasicData, addonsDetails, featuresAndBenifits: [...basic, ...features, ...limits] };
}
