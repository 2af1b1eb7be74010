import type { TBreakdownLine, TDecline, TPremiumBreakdown } from '../../../../shared/contracts/quotes';
import type { TQuote } from '../../../../shared/contracts/quotes-api';
import type { TFunction, TParams } from '../../../../shared/i18n/translator';
import { FILS_PER_AED } from '../../../../shared/quotes/money';

/**
 * Visitor-facing texts of priced quotes (pure): the engines emit translation keys with ids and numbers as
 * parameters (decision 0012); here ids become words of the request's language (`quotes:values.<kind>.<id>`) and
 * numbers are grouped ('85,000', Latin digits in both languages, as the catalogue writes amounts).
 */

/** Parameters whose value is an id with a translation under `quotes:values.<kind>`. */
const ID_PARAMS: Readonly<Record<string, string>> = {
  emirate: 'emirate',
  bodyType: 'bodyType',
  licence: 'licence',
  coverType: 'coverType',
  addOn: 'addOn',
  networkTier: 'networkTier',
  region: 'region',
  tier: 'tier',
  tripType: 'tripType',
  scheme: 'scheme',
  relation: 'relation',
  factor: 'factor',
  gender: 'gender',
  propertyType: 'propertyType',
  engineBand: 'engineBand',
  use: 'use',
  riskClass: 'riskClass',
  activity: 'activity',
  section: 'section',
  goal: 'goal',
  frequency: 'frequency',
};

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatNumber = (n: number): string => GROUPED.format(n);

/** AED with two decimals from fils, exact ('1234.5' → 1234.5; the JSON number the API answers). */
export const filsToAed = (fils: number): number => Math.round(fils) / FILS_PER_AED;

/** '1,234.50' */
export const formatFils = (fils: number): string => MONEY.format(filsToAed(fils));

/** 'AED 1,234.50' / '1,234.50 درهم' */
export const aedText = (t: TFunction, fils: number): string =>
  t('quotes:api.aed', { amount: formatFils(fils) });

/** Catalogue text in the language; Hindi and Malayalam read the English text (decision 0012). */
export { localized } from '../../../../shared/i18n/localized';

export function paramsFor(t: TFunction, params: Readonly<Record<string, string | number>>): TParams {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const kind = ID_PARAMS[name];
    if (typeof value === 'number') out[name] = formatNumber(value);
    else if (kind) out[name] = t(`quotes:values.${kind}.${value}`, { defaultValue: value });
    else out[name] = value;
  }
  return out;
}

/** A breakdown line's label; an add-on the plan includes says so. */
export function lineLabel(t: TFunction, line: Pick<TBreakdownLine, 'labelKey' | 'kind' | 'params'>): string {
  const label = t(line.labelKey, paramsFor(t, line.params));
  return line.kind === 'addOn' && line.params.included === 1
    ? t('quotes:api.addOnIncluded', { addOn: label })
    : label;
}

/**
 * The lines a visitor sees: the engine's lines and, when the product carries VAT, a VAT line; they add up to the
 * total exactly (the engine's lines are fils-exact and VAT is the breakdown's own rounded figure).
 */
export function presentBreakdown(t: TFunction, b: TPremiumBreakdown): TQuote['breakdown'] {
  const lines = b.lines.map((l) => ({
    code: l.code,
    label: lineLabel(t, l),
    amount: filsToAed(l.amountFils),
  }));
  if (b.vatRateBp > 0)
    lines.push({
      code: 'vat',
      label: t('quotes:lines.vat', { percent: formatNumber(b.vatRateBp / 100) }),
      amount: filsToAed(b.vatFils),
    });
  return lines;
}

export function declineReason(t: TFunction, d: Pick<TDecline, 'reasonKey' | 'params'>): string {
  return t(d.reasonKey, paramsFor(t, d.params));
}
