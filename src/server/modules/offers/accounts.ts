import type { TAccountFeature, TBank, TBankAccount } from '../../../shared/contracts/banking';
import type { TQuote, TQuotesRequest, TQuotesResponse } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { localized } from '../../../shared/i18n/localized';
import type { TFunction } from '../../../shared/i18n/translator';
import type { Outcome } from '../../lib/outcome';
import { offersAnswer } from './answer';
import { enquiryIncomplete, fils, pct, validUntilOf, type OfferEnquiry, type OffersCore } from './core';

/** Which accounts the journey's 'account type' asks for (current, savings, salary transfer, Islamic). */
function accountFits(a: TBankAccount, bank: TBank, type: unknown): boolean {
  switch (type) {
    case 'current':
      return a.kind === 'current';
    case 'savings':
      return a.kind === 'savings';
    case 'salary':
      return a.salaryTransfer;
    case 'islamic':
      return a.banking === 'islamic' || bank.banking === 'islamic';
    default:
      return true;
  }
}

const featureTitle = (f: TAccountFeature | undefined, key: string, lang: LangCode) =>
  f ? localized(f.title, lang) : key;

/** One account as a quote card: the bank as provider, the fee below the minimum balance as the price. */
function presentAccount(
  { a, bank }: { a: TBankAccount; bank: TBank },
  priority: number,
  features: ReadonlyMap<string, TAccountFeature>,
  t: TFunction,
  lang: LangCode,
  pricedAt: Date,
): TQuote {
  const aed = (v: number) => t('quotes:api.aed', { amount: fils(v).toLocaleString('en-US') });
  return {
    planId: a.id,
    providerId: bank.id,
    imgUrl: bank.logo,
    providerLogo: bank.logo,
    label: localized(bank.name, lang),
    providerName: localized(bank.name, lang),
    mobLabel: localized(a.name, lang),
    planName: localized(a.name, lang),
    insurerName: localized(bank.name, lang),
    priority,
    quoteType: null,
    planClaimSettlementRatio: null,
    basicPremium: { unit: 'AED', value: fils(a.feeBelowMinimumFils) },
    premium: fils(a.feeBelowMinimumFils),
    paymentFrequency: { unit: t('quotes:accounts.feeUnit') },
    showPriceOnRequest: 0,
    features: a.features.map((key) => ({
      key,
      title: featureTitle(features.get(key), key, lang),
      value: '',
      checked: true,
      strike: false,
      id: key,
    })),
    limits: [{ name: t('quotes:accounts.currencies'), value: a.currencies.join(', ') }],
    maturityValue: null,
    offerText: a.offers[0] ? localized(a.offers[0].description, lang) : '',
    offers: a.offers.map((x) => ({ description: localized(x.description, lang) })),
    coverInfo: [
      {
        row1: t('quotes:accounts.minBalance'),
        row2: a.minBalanceFils === 0 ? t('quotes:accounts.none') : aed(a.minBalanceFils),
      },
      { row1: t('quotes:accounts.feeBelow'), row2: aed(a.feeBelowMinimumFils) },
      ...(a.annualRateBp !== null
        ? [
            {
              row1: localized(a.rateLabel, lang),
              row2: t('quotes:offers.percent', { value: pct(a.annualRateBp).toFixed(2) }),
            },
          ]
        : []),
      { row1: t('quotes:accounts.banking'), row2: t(`quotes:accounts.${a.banking}`) },
    ],
    button: { label: t('quotes:offers.apply') },
    badgeColourCode: bank.badgeColourCode,
    isHidden: false,
    startingFrom: null,
    quoteId: `offer${a.id}`,
    sponsored: false,
    pricedAt: pricedAt.toISOString(),
    validUntil: validUntilOf(pricedAt),
    breakdown: [],
    rankTerms: [],
    coverAmount: null,
    account: {
      minBalance: fils(a.minBalanceFils),
      feeBelowMinimum: fils(a.feeBelowMinimumFils),
      ratePct: a.annualRateBp === null ? null : pct(a.annualRateBp),
      rateLabel: localized(a.rateLabel, lang),
    },
  };
}

/**
 * Bank accounts (product 12) for an enquiry: the accounts of the type asked, grouped by bank (docs/product/loans.md
 * 'Bank accounts: groupBy providerId'); recommended order: a savings account's rate, highest first, then the
 * lowest minimum balance and fee. The 'price' is the monthly fee charged below the minimum balance.
 */
export async function listAccounts(
  core: OffersCore,
  input: { enquiry: OfferEnquiry; body: TQuotesRequest; lang: LangCode },
): Promise<Outcome<TQuotesResponse>> {
  const { enquiry: e, body, lang } = input;
  const t = tFor(lang);
  if (e.status === 'draft') return enquiryIncomplete(lang);
  const c = await core.accounts();
  const pricedAt = core.now();
  const matching = c.accounts.flatMap((a) => {
    const bank = c.banks.get(a.bankId);
    return bank && accountFits(a, bank, e.answers.accountType) ? [{ a, bank }] : [];
  });
  matching.sort(
    (x, y) =>
      (y.a.annualRateBp ?? 0) - (x.a.annualRateBp ?? 0) ||
      x.a.minBalanceFils - y.a.minBalanceFils ||
      x.a.feeBelowMinimumFils - y.a.feeBelowMinimumFils ||
      x.a.priority - y.a.priority,
  );
  const presented = matching.map((m, i) => presentAccount(m, i + 1, c.features, t, lang, pricedAt));
  const bankCount = new Set(matching.map((m) => m.bank.id)).size;
  return {
    ok: true,
    value: offersAnswer(e, body, presented, {
      groupBy: 'providerId',
      title: t('quotes:accounts.title'),
      description: t('quotes:accounts.description', { count: bankCount }),
      disclaimer: t('quotes:accounts.disclaimer'),
      fieldValues: { countryProductId: e.countryProductId, enquiryId: e.publicId, groupBy: 'providerId' },
      pricedCount: c.banks.size,
      declined: [],
      ranking: {
        terms: [{ term: 'rate', label: t('quotes:accounts.ranking.rate'), weight: 100 }],
        note: t('quotes:accounts.ranking.note'),
      },
    }),
  };
}
