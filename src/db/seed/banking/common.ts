/**
 * Helpers shared by the banking data files (DEMO DATA, see banks.ts): amounts in fils, percentages in basis
 * points, and the bilingual labels every product carries.
 */
import type {
  BankingModel,
  RateKind,
  TBank,
  TBankingOffer,
  TShortText,
} from '../../../shared/contracts/banking';
import type { TextVars } from '../quotes/catalogue-texts';
import { RATE_KIND_OF_MODEL } from '../../../shared/contracts/banking';
import { textsOf } from '../quotes/catalogue-texts';
import { grouped } from '../quotes/plans/common';

export { grouped };

const T = textsOf('banks');

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
    conventional: T('rate-label.interest-rate'),
    islamic: T('rate-label.profit-rate'),
  },
  monthly: {
    conventional: T('rate-label.monthly-interest-rate'),
    islamic: T('rate-label.monthly-profit-rate'),
  },
  savings: {
    conventional: T('rate-label.interest-rate-a-year'),
    islamic: T('rate-label.expected-profit-rate-a-year'),
  },
} as const satisfies Record<string, Record<BankingModel, TShortText>>;

/** An offer line of a product file's texts ('cards', 'loans', 'accounts'). */
export const offerOf =
  (T: (key: string, vars?: TextVars) => TShortText) =>
  (key: string, vars?: TextVars): TBankingOffer => ({ description: T(key, vars) });

export const BOTH_RESIDENCIES = ['national', 'expatriate'] as const;
