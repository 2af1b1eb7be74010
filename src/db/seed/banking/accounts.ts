/**
 * DEMO DATA: invented bank accounts (product 12) of invented banks (see banks.ts): every bank has a current and a
 * savings account, a few have more (multi-currency savings, a zero-balance digital account, a private banking
 * account, Islamic-window savings). Minimum balances (AED 0 to 250,000), the monthly fee when the balance falls
 * below them, and savings rates (0.5–3.25 % a year) are plausible for the UAE in 2026. Islamic savings pay an
 * expected profit rate (Mudaraba or Wakala); Islamic current accounts (Qard) and conventional ones pay nothing.
 */
import type {
  AccountFeatureKey,
  AccountKind,
  TBankAccount,
  TBankingOffer,
} from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bank, productName } from './banks';
import { BOTH_RESIDENCIES, RATE_LABELS, bankingIdOf, bp, fils, modelOf, offerOf, rateKindOf } from './common';
import { textsOf } from '../quotes/catalogue-texts';

const T = textsOf('accounts');
const offer = offerOf(T);

type Spec = {
  slug: string;
  n: number;
  kind: AccountKind;
  /** The slug after the bank's; the account's name is 'account.<bank>-<suffix>.name' (catalogue/accounts.json). */
  suffix: string;
  minBalanceAed: number;
  feeBelowAed: number;
  /** Savings only: % a year. */
  ratePct?: number;
  features: AccountFeatureKey[];
  currencies?: string[];
  salaryTransfer?: boolean;
  islamic?: boolean;
  offers?: TBankingOffer[];
  popular?: boolean;
};

const CURRENT: AccountFeatureKey[] = ['debitCard', 'chequeBook', 'mobileBanking', 'freeLocalTransfers'];
const SAVINGS: AccountFeatureKey[] = ['debitCard', 'mobileBanking', 'monthlyPayout'];

const FREE_DEBIT_CARD = offer('offer.debit-card-free-for-life');
const OPEN_ONLINE = offer('offer.open-online-with-your-emirates-id');
const SALARY_BONUS = offer('offer.lower-fees-when-your-salary-is-paid');
const RATE_BOOST = offer('offer.higher-rate-on-balances-above-aed-50');

const specs: readonly Spec[] = [
  // Amber Dune (conventional, Islamic window)
  {
    slug: 'amber-dune',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    features: CURRENT,
    offers: [FREE_DEBIT_CARD],
    popular: true,
  },
  {
    slug: 'amber-dune',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    ratePct: 1.25,
    features: SAVINGS,
  },
  {
    slug: 'amber-dune',
    n: 3,
    kind: 'savings',
    suffix: 'multi-currency-savings',
    minBalanceAed: 10_000,
    feeBelowAed: 50,
    ratePct: 2,
    features: ['mobileBanking', 'monthlyPayout', 'multiCurrency', 'internationalTransfers'],
    currencies: ['AED', 'USD', 'EUR', 'GBP'],
    offers: [RATE_BOOST],
  },
  {
    slug: 'amber-dune',
    n: 4,
    kind: 'savings',
    suffix: 'islamic-savings',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    ratePct: 1.1,
    features: SAVINGS,
    islamic: true,
  },
  // Blue Heron
  {
    slug: 'blue-heron',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 5_000,
    feeBelowAed: 105,
    features: [...CURRENT, 'freeAtm'],
  },
  {
    slug: 'blue-heron',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 5_000,
    feeBelowAed: 50,
    ratePct: 1.5,
    features: [...SAVINGS, 'freeAtm'],
  },
  {
    slug: 'blue-heron',
    n: 3,
    kind: 'current',
    suffix: 'digital-zero',
    minBalanceAed: 0,
    feeBelowAed: 0,
    features: ['debitCard', 'mobileBanking', 'freeLocalTransfers', 'noMinimumBalance', 'instantOpening'],
    offers: [OPEN_ONLINE],
    popular: true,
  },
  // Cedar Wharf
  {
    slug: 'cedar-wharf',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 3_000,
    feeBelowAed: 50,
    features: CURRENT,
  },
  {
    slug: 'cedar-wharf',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    ratePct: 0.75,
    features: SAVINGS,
  },
  // Desert Rose (Islamic)
  {
    slug: 'desert-rose-islamic',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    features: CURRENT,
  },
  {
    slug: 'desert-rose-islamic',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 5_000,
    feeBelowAed: 25,
    ratePct: 2.25,
    features: SAVINGS,
    popular: true,
  },
  // Emerald Wadi (conventional, Islamic window)
  {
    slug: 'emerald-wadi',
    n: 1,
    kind: 'current',
    suffix: 'salary-current',
    minBalanceAed: 0,
    feeBelowAed: 0,
    features: [...CURRENT, 'salaryAdvance', 'noMinimumBalance'],
    salaryTransfer: true,
    offers: [SALARY_BONUS],
  },
  {
    slug: 'emerald-wadi',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 5_000,
    feeBelowAed: 35,
    ratePct: 1.75,
    features: SAVINGS,
  },
  // Frankincense (Islamic)
  {
    slug: 'frankincense-islamic',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 5_000,
    feeBelowAed: 50,
    features: CURRENT,
  },
  {
    slug: 'frankincense-islamic',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    ratePct: 1.4,
    features: SAVINGS,
  },
  // Gazelle Bay
  {
    slug: 'gazelle-bay',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    features: CURRENT,
  },
  {
    slug: 'gazelle-bay',
    n: 2,
    kind: 'savings',
    suffix: 'high-yield-savings',
    minBalanceAed: 0,
    feeBelowAed: 0,
    ratePct: 3.25,
    features: ['mobileBanking', 'monthlyPayout', 'instantOpening', 'noMinimumBalance'],
    offers: [OPEN_ONLINE],
    popular: true,
  },
  // Horizon Sail
  {
    slug: 'horizon-sail',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 10_000,
    feeBelowAed: 105,
    features: [...CURRENT, 'internationalTransfers'],
  },
  {
    slug: 'horizon-sail',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 10_000,
    feeBelowAed: 50,
    ratePct: 1,
    features: SAVINGS,
  },
  {
    slug: 'horizon-sail',
    n: 3,
    kind: 'current',
    suffix: 'private-current',
    minBalanceAed: 250_000,
    feeBelowAed: 250,
    features: [...CURRENT, 'relationshipManager', 'multiCurrency', 'internationalTransfers', 'freeAtm'],
    currencies: ['AED', 'USD', 'EUR', 'GBP', 'CHF'],
  },
  // Ivory Falaj (Islamic)
  {
    slug: 'ivory-falaj-islamic',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    features: CURRENT,
  },
  {
    slug: 'ivory-falaj-islamic',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 10_000,
    feeBelowAed: 50,
    ratePct: 2.5,
    features: SAVINGS,
    offers: [RATE_BOOST],
  },
  // Jasmine Souq (conventional, Islamic window)
  {
    slug: 'jasmine-souq',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    features: CURRENT,
    offers: [FREE_DEBIT_CARD],
  },
  {
    slug: 'jasmine-souq',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    ratePct: 1.25,
    features: SAVINGS,
  },
  {
    slug: 'jasmine-souq',
    n: 3,
    kind: 'savings',
    suffix: 'islamic-savings',
    minBalanceAed: 5_000,
    feeBelowAed: 25,
    ratePct: 2.1,
    features: SAVINGS,
    islamic: true,
  },
  // Kestrel Peak
  {
    slug: 'kestrel-peak',
    n: 1,
    kind: 'current',
    suffix: 'current',
    minBalanceAed: 5_000,
    feeBelowAed: 100,
    features: CURRENT,
  },
  {
    slug: 'kestrel-peak',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 5_000,
    feeBelowAed: 25,
    ratePct: 0.5,
    features: SAVINGS,
  },
  // Lotus Wind (Islamic)
  {
    slug: 'lotus-wind-islamic',
    n: 1,
    kind: 'current',
    suffix: 'salary-current',
    minBalanceAed: 0,
    feeBelowAed: 0,
    features: [...CURRENT, 'salaryAdvance', 'noMinimumBalance'],
    salaryTransfer: true,
    offers: [SALARY_BONUS],
  },
  {
    slug: 'lotus-wind-islamic',
    n: 2,
    kind: 'savings',
    suffix: 'savings',
    minBalanceAed: 3_000,
    feeBelowAed: 25,
    ratePct: 1.85,
    features: SAVINGS,
  },
];

function account(s: Spec): TBankAccount {
  const b = bank(s.slug);
  const model = modelOf(b, s.islamic);
  return {
    id: bankingIdOf(b.id, PRODUCT.BANK_ACCOUNTS, s.n),
    productId: PRODUCT.BANK_ACCOUNTS,
    bankId: b.id,
    slug: `${b.slug}-${s.suffix}`,
    name: productName(b.slug, T(`account.${b.slug}-${s.suffix}.name`)),
    banking: model,
    rateKind: rateKindOf(model),
    rateLabel: RATE_LABELS.savings[model],
    offers: s.offers ?? [],
    residency: [...BOTH_RESIDENCIES],
    priority: b.id * 10 + s.n,
    isPopular: s.popular ?? false,
    isHidden: false,
    kind: s.kind,
    currencies: s.currencies ?? ['AED'],
    salaryTransfer: s.salaryTransfer ?? false,
    minBalanceFils: fils(s.minBalanceAed),
    feeBelowMinimumFils: fils(s.feeBelowAed),
    annualRateBp: s.ratePct === undefined ? null : bp(s.ratePct),
    features: s.features,
  };
}

export const bankAccountsSeed: TBankAccount[] = specs.map(account);
