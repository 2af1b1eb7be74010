/**
 * Helpers shared by the banking data files (DEMO DATA, see banks.ts): amounts in fils, percentages in basis
 * points, and the bilingual labels every product carries.
 */
import type { BankingModel, RateKind, TBank, TShortText } from '../../../shared/contracts/banking';
import { RATE_KIND_OF_MODEL } from '../../../shared/contracts/banking';
import { T, grouped } from '../quotes/plans/common';

export { T, grouped };

/** AED → fils (1 AED = 100 fils). */
export const fils = (aed: number): number => Math.round(aed * 100);
/** A percentage → basis points (5.99 → 599). */
export const bp = (percent: number): number => Math.round(percent * 100);

/**
 * Ids that say the product: productId × 100,000 + bankId × 100 + n (as the insurance catalogue's later products),
 * so ids are unique across the banking tables.
 */
export const bankingIdOf = (bankId: number, productId: number, n: number): number =>
  productId * 100_000 + bankId * 100 + n;

/** The product's model: an Islamic bank sells only Islamic products; a conventional one may have a window. */
export function modelOf(b: TBank, islamic = false): BankingModel {
  if (islamic && b.banking === 'conventional' && !b.islamicWindow)
    throw new Error(`${b.slug} has no Islamic window`);
  return b.banking === 'islamic' || islamic ? 'islamic' : 'conventional';
}

export const rateKindOf = (m: BankingModel): RateKind => RATE_KIND_OF_MODEL[m];

/** The rate labels shown beside the figure: Islamic products show a profit rate, never interest. */
export const RATE_LABELS = {
  annual: {
    conventional: T('Interest rate', 'معدل الفائدة'),
    islamic: T('Profit rate', 'معدل الربح'),
  },
  monthly: {
    conventional: T('Monthly interest rate', 'معدل الفائدة الشهري'),
    islamic: T('Monthly profit rate', 'معدل الربح الشهري'),
  },
  savings: {
    conventional: T('Interest rate a year', 'معدل الفائدة السنوي'),
    islamic: T('Expected profit rate a year', 'معدل الربح المتوقع السنوي'),
  },
} as const satisfies Record<string, Record<BankingModel, TShortText>>;

export const offer = (en: string, ar: string) => ({ description: T(en, ar) });

export const BOTH_RESIDENCIES = ['national', 'expatriate'] as const;
