import type {
  TBank,
  TBankingLookup,
  TCardFeature,
  TCreditCard,
  TRewardType,
  TShortText,
} from '../../../../shared/contracts/banking';
import {
  CARD_PAGE_SIZE,
  defaultCardFilters,
  type CardType,
  type TCardFilters,
  type TCardOption,
  type TCreditCardQuote,
  type TCreditCardsResponse,
} from '../../../../shared/contracts/credit-cards-api-constants';
import type { LangCode } from '../../../../shared/domain/locales';
import type { TFunction } from '../../../../shared/i18n/translator';
import { contentLang, localized } from '../../../../shared/i18n/localized';
import { FILS_PER_AED } from '../../../../shared/quotes/money';
import { SALARY_MAX_DIGITS, validateMonthlySalary } from '../../../../shared/rules/inputs';

/**
 * The credit cards listing's pure rules (decision 0019; docs/product/cards.md): the income check, the known filter
 * ids, which list answers (the filtered cards, or the popular ones when the filters leave nothing), and the
 * spec's 'Credit card quote' in the request's language. No database, no clock.
 */

/** The lookups and banks a listing is built with, and the ids that live cards use (the filters offered). */
export type CardCatalogue = {
  banks: ReadonlyMap<number, TBank>;
  features: ReadonlyMap<number, TCardFeature>;
  rewardTypes: ReadonlyMap<number, TRewardType>;
  featureIdByKey: ReadonlyMap<string, number>;
  offered: {
    bankIds: ReadonlySet<number>;
    featureIds: ReadonlySet<number>;
    rewardTypeIds: ReadonlySet<number>;
  };
};

export function catalogueOf(
  banks: readonly TBank[],
  lookups: readonly TBankingLookup[],
  used: { bankIds: readonly number[]; featureIds: readonly number[]; rewardTypeIds: readonly number[] },
): CardCatalogue {
  const features = new Map<number, TCardFeature>();
  const rewardTypes = new Map<number, TRewardType>();
  for (const l of lookups) {
    if (l.kind === 'cardFeature') features.set(l.id, l);
    else if (l.kind === 'rewardType') rewardTypes.set(l.id, l);
  }
  const bankMap = new Map(banks.map((b) => [b.id, b]));
  return {
    banks: bankMap,
    features,
    rewardTypes,
    featureIdByKey: new Map([...features.values()].map((f) => [f.key, f.id])),
    // Only what exists and what a visible card uses is offered (an unused id filters nothing in).
    offered: {
      bankIds: new Set(used.bankIds.filter((id) => bankMap.has(id))),
      featureIds: new Set(used.featureIds.filter((id) => features.has(id))),
      rewardTypeIds: new Set(used.rewardTypeIds.filter((id) => rewardTypes.has(id))),
    },
  };
}

/** Catalogue text in the language; Hindi and Malayalam read the English text (as the insurance catalogue). */
export { localized };

/**
 * The income a body states, checked by the salary rules of the one rule engine (docs/product/cards.md: digits only, greater
 * than 0, else 'Invalid value'), at most nine digits; null when it fails.
 */
export function incomeOf(raw: unknown): number | null {
  if (typeof raw !== 'number' && typeof raw !== 'string') return null;
  if (!validateMonthlySalary(raw).valid) return null;
  const text = String(raw);
  return text.length <= SALARY_MAX_DIGITS ? Number(text) : null;
}

export type ListingRequest = TCardFilters & { cardType?: CardType | undefined };

/** The filters' ids that the listing does not offer (each list checked against its own kind). */
export function unknownFilterIds(req: ListingRequest, cat: CardCatalogue): number[] {
  return [
    ...req.bankIds.filter((id) => !cat.offered.bankIds.has(id)),
    ...req.featureIds.filter((id) => !cat.offered.featureIds.has(id)),
    ...req.rewardTypeIds.filter((id) => !cat.offered.rewardTypeIds.has(id)),
  ];
}

/** Filters the visitor chose besides the income (the page's preset card type is not one). */
export const hasNarrowingFilters = (req: ListingRequest): boolean =>
  req.bankIds.length > 0 || req.featureIds.length > 0 || req.rewardTypeIds.length > 0;

/**
 * docs/product/cards.md 'When popular plans are substituted for no match': the visitor's filters left nothing, so the popular
 * cards the income alone is eligible for are listed instead (never a card above the income).
 */
export const substitutesPopular = (req: ListingRequest, filteredTotal: number): boolean =>
  filteredTotal === 0 && hasNarrowingFilters(req);

/** docs/product/cards.md: the first page's filters on a page of this type (income 5000, 50000 on BU). */
export const defaultFilters = defaultCardFilters;

export const DEFAULT_PAGE = { skip: 0, limit: CARD_PAGE_SIZE } as const;

const collators = new Map<LangCode, Intl.Collator>();
const collatorOf = (lang: LangCode) => {
  let c = collators.get(lang);
  if (!c) {
    c = new Intl.Collator(contentLang(lang));
    collators.set(lang, c);
  }
  return c;
};

/** The filter lists (docs/product/cards.md 'Filter field' options): banks by name in the language, the rest by id. */
export function filterOptions(cat: CardCatalogue, lang: LangCode): TCreditCardsResponse['filters'] {
  const option = (id: number, title: TShortText): TCardOption => ({ id, label: localized(title, lang) });
  const banks = [...cat.offered.bankIds]
    .map((id) => option(id, (cat.banks.get(id) as TBank).name))
    .sort((a, b) => collatorOf(lang).compare(a.label, b.label));
  const byId = (a: TCardOption, b: TCardOption) => a.id - b.id;
  return {
    banks,
    features: [...cat.offered.featureIds]
      .map((id) => option(id, (cat.features.get(id) as TCardFeature).title))
      .sort(byId),
    rewardTypes: [...cat.offered.rewardTypeIds]
      .map((id) => option(id, (cat.rewardTypes.get(id) as TRewardType).title))
      .sort(byId),
  };
}

/** AED from fils, exact to the fils ('299', '262.5'). */
export const aedOf = (fils: number): number => Math.round(fils) / FILS_PER_AED;

/**
 * docs/product/cards.md 'Credit card quote' for one card: limits[0].id is the minimum monthly income and limits[1].id the
 * annual fee, both AED; texts in the request's language (`cards:` catalogue and the card's own {en, ar} texts).
 */
export function presentCard(
  card: TCreditCard,
  bank: TBank,
  rewardTypeId: number,
  cat: CardCatalogue,
  lang: LangCode,
  t: TFunction,
): TCreditCardQuote {
  const reward = cat.rewardTypes.get(rewardTypeId);
  const features: TCreditCardQuote['features'] = [];
  for (const key of card.features) {
    const id = cat.featureIdByKey.get(key);
    const f = id === undefined ? undefined : cat.features.get(id);
    if (f) features.push({ id: f.id, title: localized(f.title, lang) });
  }
  return {
    planId: card.id,
    planName: localized(card.name, lang),
    providerId: bank.id,
    providerName: localized(bank.name, lang),
    providerLogo: bank.logo,
    offers: card.offers.map((o) => ({ description: localized(o.description, lang) })),
    features,
    limits: [
      { id: aedOf(card.minMonthlyIncomeFils), title: t('cards:card.minimumIncome') },
      { id: aedOf(card.annualFeeFils), title: t('cards:card.annualFee') },
    ],
    priority: card.priority,
    isPopular: card.isPopular,
    firstYearFree: card.firstYearFree,
    rewardType: { id: rewardTypeId, label: reward ? localized(reward.title, lang) : card.rewardType },
    banking: card.banking,
    bankingLabel: t(`cards:card.banking.${card.banking}`),
    network: card.network,
    monthlyRate: {
      kind: card.rateKind,
      label: localized(card.rateLabel, lang),
      percent: card.monthlyRateBp / 100,
    },
  };
}
