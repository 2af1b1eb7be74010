import type { FastifyBaseLogger } from 'fastify';
import {
  ZAccountFeature,
  ZBank,
  ZBankAccount,
  ZLoan,
  type TAccountFeature,
  type TBank,
  type TBankAccount,
  type TLoan,
} from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import {
  QUOTES_ERROR_CODES,
  type QuoteSort,
  type TQuote,
  type TQuotesRequest,
  type TQuotesResponse,
} from '../../../shared/contracts/quotes-api';
import { QUOTE_CARDS_LIMIT } from '../../../shared/contracts/quotes-api-constants';
import type { LangCode } from '../../../shared/domain/locales';
import { contentLang, localized } from '../../../shared/i18n/localized';
import { tFor } from '../../../shared/i18n/catalogues';
import type { TFunction } from '../../../shared/i18n/translator';
import { loanOffer, type EligibilityReason, type EligibleLoanOffer } from '../../../shared/banking/loans';
import { todayAt } from '../../../shared/rules/dates';
import { ttlCache } from '../../lib/ttl-cache';
import type { Outcome, Refusal } from '../../lib/outcome';
import { listQuotes } from '../quotes/domain/listing';
import { applicantOf, LOAN_OFFER_PRODUCTS } from './applicant';
import { loanProductsOf } from './loan-products';
import type { OffersRepo } from './repo';

const CACHE_TTL_MS = 30_000;
const DAY_MS = 86_400_000;
/** Offers are indicative: the figures hold for the answers of today, as an insurance quote's do. */
const OFFER_VALIDITY_DAYS = 30;

/** What the offers read of an enquiry (the quotes service has already checked who may read it). */
export type OfferEnquiry = {
  publicId: string;
  countryProductId: number;
  status: string;
  answers: Record<string, unknown>;
  maskedMobile: string | null;
};

const fils = (v: number) => v / 100;
const pct = (bp: number) => bp / 100;

/** One reason of a refusal in words (decision 0018: the rule and the figures that broke it). */
export function reasonText(t: TFunction, r: EligibilityReason, lang: LangCode): string {
  const aed = (v: number) =>
    new Intl.NumberFormat(`${lang}-AE`, { maximumFractionDigits: 0, numberingSystem: 'latn' }).format(
      v / 100,
    );
  const p = r.params as Record<string, number>;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) params[k] = k.endsWith('Fils') ? aed(v) : v;
  return t(`quotes:offers.reasons.${r.code}`, params);
}

/**
 * The rate in words: a flat rate beside its reducing equivalent (decision 0018); a fixed home loan's rate, its
 * period and the rate after it (decision 0046), so the card never shows a fixed rate as if it lasted the term.
 */
export function rateTextOf(
  t: TFunction,
  o: Pick<
    EligibleLoanOffer,
    'flatRateBp' | 'reducingRateBp' | 'months' | 'fixedPeriodMonths' | 'followOnRateBp'
  >,
): string {
  const rate = (bp: number) => pct(bp).toFixed(2);
  if (o.flatRateBp !== null)
    return t('quotes:offers.flatEquals', { flat: rate(o.flatRateBp), reducing: rate(o.reducingRateBp) });
  if (o.fixedPeriodMonths === null)
    return t('quotes:offers.reducingOnly', { reducing: rate(o.reducingRateBp) });
  if (o.fixedPeriodMonths >= o.months)
    return t('quotes:offers.fixedWholeTerm', { intro: rate(o.reducingRateBp) });
  const m = o.fixedPeriodMonths;
  const period =
    m % 12 === 0 ? t('quotes:offers.years', { count: m / 12 }) : t('quotes:offers.months', { count: m });
  return o.followOnRateBp === null
    ? t('quotes:offers.fixedKept', { intro: rate(o.reducingRateBp), period })
    : t('quotes:offers.fixedThen', {
        intro: rate(o.reducingRateBp),
        period,
        followOn: rate(o.followOnRateBp),
      });
}

/**
 * Banking offers in the quotes call (decision 0018): personal, car and home loans and international
 * mortgages, priced for the enquiry's answers by the loan engine over the catalogue's rows: the monthly
 * instalment, total interest, fees, total cost and the APR (IRR of the cash flows), beside any flat rate. Rows the
 * applicant is not eligible for are left out and their banks say why ('declined'). Recommended order: lowest APR,
 * the true yearly cost.
 */
export function offersService(deps: {
  repo: OffersRepo;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cache = ttlCache<{ loans: TLoan[]; banks: Map<number, TBank> }>(CACHE_TTL_MS);
  const accountsCache = ttlCache<{
    accounts: TBankAccount[];
    banks: Map<number, TBank>;
    features: Map<string, TAccountFeature>;
  }>(CACHE_TTL_MS);

  async function loadAccounts() {
    const parse =
      <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, what: string) =>
      (doc: unknown): T[] => {
        const r = schema.safeParse(doc);
        if (r.success && r.data !== undefined) return [r.data];
        deps.log.warn({ what }, 'banking catalogue row failed its schema; ignored');
        return [];
      };
    const [rows, bankRows, lookupRows] = await Promise.all([
      deps.repo.accounts(),
      deps.repo.banks(),
      deps.repo.accountFeatures(),
    ]);
    const accounts = rows.flatMap(parse<TBankAccount>(ZBankAccount, 'account'));
    const bankList = bankRows.flatMap(parse<TBank>(ZBank, 'bank'));
    const features = lookupRows.flatMap(parse<TAccountFeature>(ZAccountFeature, 'feature'));
    return {
      accounts,
      banks: new Map(bankList.map((b) => [b.id, b])),
      features: new Map(features.map((f) => [f.key, f])),
    };
  }

  /** Which accounts the journey's 'account type' asks for (current, savings, salary transfer, Islamic). */
  const accountFits = (a: TBankAccount, bank: TBank, type: unknown): boolean => {
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
  };

  /**
   * Bank accounts (product 12) in the quotes call: the accounts of the type asked, grouped by bank (docs/product/loans.md
   * 'Bank accounts: groupBy providerId'); recommended order: a savings account's rate, highest first, then the
   * lowest minimum balance and fee. The 'price' is the monthly fee charged below the minimum balance.
   */
  async function listAccounts(
    e: OfferEnquiry,
    body: TQuotesRequest,
    lang: LangCode,
  ): Promise<Outcome<TQuotesResponse>> {
    const t = tFor(lang);
    const l = contentLang(lang);
    if (e.status === 'draft')
      return {
        ok: false,
        status: 422,
        body: { code: QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE, message: t('quotes:errors.enquiryIncomplete') },
      };
    const c = await accountsCache.get('all', loadAccounts);
    const pricedAt = now();
    const aed = (v: number) => t('quotes:api.aed', { amount: fils(v).toLocaleString('en-US') });
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
    const presented: TQuote[] = matching.map(({ a, bank }, i) => ({
      planId: a.id,
      providerId: bank.id,
      imgUrl: bank.logo,
      providerLogo: bank.logo,
      label: bank.name[l],
      providerName: bank.name[l],
      mobLabel: a.name[l],
      planName: a.name[l],
      insurerName: bank.name[l],
      priority: i + 1,
      quoteType: null,
      planClaimSettlementRatio: null,
      basicPremium: { unit: 'AED', value: fils(a.feeBelowMinimumFils) },
      premium: fils(a.feeBelowMinimumFils),
      paymentFrequency: { unit: t('quotes:accounts.feeUnit') },
      showPriceOnRequest: 0,
      features: a.features.map((key) => ({
        key,
        title: c.features.get(key)?.title[l] ?? key,
        value: '',
        checked: true,
        strike: false,
        id: key,
      })),
      limits: [{ name: t('quotes:accounts.currencies'), value: a.currencies.join(', ') }],
      maturityValue: null,
      offerText: a.offers[0]?.description[l] ?? '',
      offers: a.offers.map((x) => ({ description: x.description[l] })),
      coverInfo: [
        {
          row1: t('quotes:accounts.minBalance'),
          row2: a.minBalanceFils === 0 ? t('quotes:accounts.none') : aed(a.minBalanceFils),
        },
        { row1: t('quotes:accounts.feeBelow'), row2: aed(a.feeBelowMinimumFils) },
        ...(a.annualRateBp !== null
          ? [
              {
                row1: a.rateLabel[l],
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
      validUntil: new Date(pricedAt.getTime() + OFFER_VALIDITY_DAYS * DAY_MS).toISOString(),
      breakdown: [],
      rankTerms: [],
      coverAmount: null,
    }));
    const sortBy: QuoteSort = body.sortBy ?? 'RECOMMENDED';
    const { page, totalCount } = listQuotes(presented, {
      sort: sortBy,
      supplierId: body.supplierId,
      groupBy: 'providerId',
      textFilter: body.textFilter,
      test: () => true,
      skip: body.skip,
      limit: body.limit,
    });
    const bankCount = new Set(matching.map((m) => m.bank.id)).size;
    return {
      ok: true,
      value: {
        quotes: page,
        cardsLimit: QUOTE_CARDS_LIMIT,
        title: t('quotes:accounts.title'),
        description: t('quotes:accounts.description', { count: bankCount }),
        fields: [],
        filters: {},
        fieldValues: { countryProductId: e.countryProductId, enquiryId: e.publicId, groupBy: 'providerId' },
        keysToFilter: ['planName'],
        action: { method: 'POST', url: '/api/quotes' },
        horizontalScroll: false,
        disclaimer: t('quotes:accounts.disclaimer'),
        isProviderPopularPlans: false,
        totalCount,
        itemCount: page.length,
        limit: body.limit,
        skip: body.skip,
        sortBy,
        status: 'done',
        pricedCount: c.banks.size,
        insurerCount: c.banks.size,
        declined: [],
        maskedMobile: e.maskedMobile,
        ranking: {
          terms: [{ term: 'rate', label: t('quotes:accounts.ranking.rate'), weight: 100 }],
          note: t('quotes:accounts.ranking.note'),
        },
      },
    };
  }

  async function load(productId: number) {
    const rows = await deps.repo.loans(productId);
    const bankRows = await deps.repo.banks();
    const parse =
      <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, what: string) =>
      (doc: unknown): T[] => {
        const r = schema.safeParse(doc);
        if (r.success && r.data !== undefined) return [r.data];
        deps.log.warn({ productId, what }, 'banking catalogue row failed its schema; ignored');
        return [];
      };
    const loans = rows.flatMap(parse<TLoan>(ZLoan, 'loan'));
    const bankList = bankRows.flatMap(parse<TBank>(ZBank, 'bank'));
    return { loans, banks: new Map(bankList.map((b) => [b.id, b])) };
  }

  function present(
    row: TLoan,
    bank: TBank,
    o: EligibleLoanOffer,
    t: TFunction,
    lang: LangCode,
    pricedAt: Date,
  ): TQuote {
    const name = localized(row.name, lang);
    const bankName = localized(bank.name, lang);
    const aprText = t('quotes:offers.percent', { value: pct(o.aprBp).toFixed(2) });
    const aed = (v: number) => t('quotes:api.aed', { amount: fils(v).toLocaleString('en-US') });
    const rateText = rateTextOf(t, o);
    return {
      planId: row.id,
      providerId: bank.id,
      imgUrl: bank.logo,
      providerLogo: bank.logo,
      label: bankName,
      providerName: bankName,
      mobLabel: name,
      planName: name,
      insurerName: bankName,
      priority: 0,
      quoteType: null,
      planClaimSettlementRatio: null,
      basicPremium: { unit: 'AED', value: fils(o.instalmentFils) },
      premium: fils(o.instalmentFils),
      paymentFrequency: { unit: t('quotes:offers.perMonth') },
      showPriceOnRequest: 0,
      features: [
        {
          key: 'apr',
          title: t('quotes:offers.apr'),
          value: aprText,
          checked: true,
          strike: false,
          id: 'apr',
        },
        {
          key: 'rate',
          title: localized(row.rateLabel, lang),
          value: rateText,
          checked: true,
          strike: false,
          id: 'rate',
        },
        {
          key: 'salaryTransfer',
          title: t('quotes:offers.salaryTransfer'),
          value: t(o.salaryTransfer ? 'quotes:api.yes' : 'quotes:api.no'),
          checked: o.salaryTransfer,
          strike: false,
          id: 'salaryTransfer',
        },
      ],
      limits: [
        { name: t('quotes:offers.minSalary'), value: aed(row.minMonthlySalaryFils) },
        { name: t('quotes:offers.tenure'), value: t('quotes:offers.months', { count: o.months }) },
        ...(o.followOnInstalmentFils === null
          ? []
          : [{ name: t('quotes:offers.afterFixed'), value: aed(o.followOnInstalmentFils) }]),
      ],
      maturityValue: null,
      offerText: row.offers[0] ? localized(row.offers[0].description, lang) : '',
      offers: row.offers.map((x) => ({ description: localized(x.description, lang) })),
      coverInfo: [
        { row1: t('quotes:offers.apr'), row2: aprText },
        { row1: t('quotes:offers.rate'), row2: rateText },
        { row1: t('quotes:offers.totalInterest'), row2: aed(o.totalInterestFils) },
        { row1: t('quotes:offers.totalCost'), row2: aed(o.totalCostFils) },
      ],
      button: { label: t('quotes:offers.apply') },
      badgeColourCode: bank.badgeColourCode,
      isHidden: false,
      startingFrom: null,
      quoteId: `offer${row.id}`,
      sponsored: false,
      pricedAt: pricedAt.toISOString(),
      validUntil: new Date(pricedAt.getTime() + OFFER_VALIDITY_DAYS * DAY_MS).toISOString(),
      breakdown: [
        { code: 'loanAmount', label: t('quotes:offers.amount'), amount: fils(o.amountFils) },
        { code: 'totalInterest', label: t('quotes:offers.totalInterest'), amount: fils(o.totalInterestFils) },
        { code: 'fees', label: t('quotes:offers.fees'), amount: fils(o.totalFeesFils) },
      ],
      rankTerms: [],
      coverAmount: null,
      loan: {
        amount: fils(o.amountFils),
        months: o.months,
        instalment: fils(o.instalmentFils),
        lastInstalment: fils(o.lastInstalmentFils),
        totalInterest: fils(o.totalInterestFils),
        totalFees: fils(o.totalFeesFils),
        totalCost: fils(o.totalCostFils),
        aprPct: pct(o.aprBp),
        reducingRatePct: pct(o.reducingRateBp),
        flatRatePct: o.flatRateBp === null ? null : pct(o.flatRateBp),
        salaryTransfer: o.salaryTransfer,
        fixedMonths: o.fixedPeriodMonths,
        followOnRatePct: o.followOnRateBp === null ? null : pct(o.followOnRateBp),
        followOnInstalment: o.followOnInstalmentFils === null ? null : fils(o.followOnInstalmentFils),
      },
    };
  }

  async function list(
    e: OfferEnquiry,
    body: TQuotesRequest,
    lang: LangCode,
  ): Promise<Outcome<TQuotesResponse>> {
    if (e.countryProductId === PRODUCT.BANK_ACCOUNTS) return listAccounts(e, body, lang);
    const t = tFor(lang);
    const productId = e.countryProductId;
    const incomplete: Refusal = {
      ok: false,
      status: 422,
      body: { code: QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE, message: t('quotes:errors.enquiryIncomplete') },
    };
    if (e.status === 'draft') return incomplete;
    const pricedAt = now();
    const a = applicantOf(productId, e.answers, todayAt(pricedAt));
    if (!a.ok) return incomplete;
    const { loans, banks: bankById } = await cache.get(String(productId), () => load(productId));
    const rows = loans.filter(
      (l) => !(l.productId === 18 && a.countryCode && l.countryCode !== a.countryCode),
    );

    const offered: { row: TLoan; bank: TBank; offer: EligibleLoanOffer }[] = [];
    const refusals = new Map<number, Set<string>>();
    const consideredBanks = new Set<number>();
    for (const row of rows) {
      const bank = bankById.get(row.bankId);
      if (!bank) continue;
      consideredBanks.add(bank.id);
      const results = loanProductsOf(row).map((p) => loanOffer(p, a.applicant));
      const eligible = results.filter((r): r is EligibleLoanOffer => r.eligible);
      const best = eligible.sort((x, y) => x.aprBp - y.aprBp)[0];
      if (best) offered.push({ row, bank, offer: best });
      else {
        const reasons = refusals.get(bank.id) ?? new Set<string>();
        for (const r of results)
          if (!r.eligible) for (const reason of r.reasons) reasons.add(reasonText(t, reason, lang));
        refusals.set(bank.id, reasons);
      }
    }
    // Recommended: the lowest APR first (the yearly cost with fees), then the lower total cost.
    offered.sort((x, y) => x.offer.aprBp - y.offer.aprBp || x.offer.totalCostFils - y.offer.totalCostFils);
    const presented = offered.map((x, i) => ({
      ...present(x.row, x.bank, x.offer, t, lang, pricedAt),
      priority: i + 1,
    }));
    const sortBy: QuoteSort = body.sortBy ?? 'RECOMMENDED';
    const { page, totalCount } = listQuotes(presented, {
      sort: sortBy,
      supplierId: body.supplierId,
      groupBy: body.groupBy,
      textFilter: body.textFilter,
      test: () => true,
      skip: body.skip,
      limit: body.limit,
    });
    const offeredBanks = new Set(offered.map((x) => x.bank.id));
    const declined = [...refusals.entries()]
      .filter(([bankId]) => !offeredBanks.has(bankId))
      .map(([bankId, reasons]) => {
        const bank = bankById.get(bankId) as TBank;
        return {
          providerId: bankId,
          providerName: localized(bank.name, lang),
          reason: [...reasons].join(' '),
        };
      });
    return {
      ok: true,
      value: {
        quotes: page,
        cardsLimit: QUOTE_CARDS_LIMIT,
        title: t('quotes:offers.title'),
        description: t('quotes:offers.description', { count: offeredBanks.size }),
        fields: [],
        filters: {},
        fieldValues: { countryProductId: productId, enquiryId: e.publicId },
        keysToFilter: ['planName'],
        action: { method: 'POST', url: '/api/quotes' },
        horizontalScroll: false,
        disclaimer: t('quotes:offers.disclaimer'),
        isProviderPopularPlans: false,
        totalCount,
        itemCount: page.length,
        limit: body.limit,
        skip: body.skip,
        sortBy,
        status: 'done',
        pricedCount: consideredBanks.size,
        insurerCount: consideredBanks.size,
        declined,
        maskedMobile: e.maskedMobile,
        ranking: {
          terms: [{ term: 'apr', label: t('quotes:offers.ranking.apr'), weight: 100 }],
          note: t('quotes:offers.ranking.note'),
        },
      },
    };
  }

  /** A chosen loan or account of the enquiry's product (the lead popup), with the figures the visitor saw. */
  async function chosen(
    e: Pick<OfferEnquiry, 'countryProductId' | 'answers'>,
    planId: number,
    lang: LangCode,
  ): Promise<
    | {
        kind: 'loan';
        id: number;
        bank: TBank;
        planName: string;
        bankName: string;
        offer: EligibleLoanOffer | undefined;
      }
    | { kind: 'account'; id: number; bank: TBank; planName: string; bankName: string }
    | undefined
  > {
    const l = contentLang(lang);
    if (e.countryProductId === PRODUCT.BANK_ACCOUNTS) {
      const c = await accountsCache.get('all', loadAccounts);
      const a = c.accounts.find((x) => x.id === planId);
      const bank = a ? c.banks.get(a.bankId) : undefined;
      if (!a || !bank) return undefined;
      return { kind: 'account', id: a.id, bank, planName: a.name[l], bankName: bank.name[l] };
    }
    const { loans, banks: bankById } = await cache.get(String(e.countryProductId), () =>
      load(e.countryProductId),
    );
    const row = loans.find((x) => x.id === planId);
    const bank = row ? bankById.get(row.bankId) : undefined;
    if (!row || !bank) return undefined;
    const a = applicantOf(e.countryProductId, e.answers, todayAt(now()));
    const offer = a.ok
      ? loanProductsOf(row)
          .map((p) => loanOffer(p, a.applicant))
          .filter((r): r is EligibleLoanOffer => r.eligible)
          .sort((x, y) => x.aprBp - y.aprBp)[0]
      : undefined;
    return { kind: 'loan', id: row.id, bank, planName: row.name[l], bankName: bank.name[l], offer };
  }

  return {
    handles: (productId: number) => LOAN_OFFER_PRODUCTS.has(productId) || productId === PRODUCT.BANK_ACCOUNTS,
    list,
    chosen,
  };
}

export type OffersService = ReturnType<typeof offersService>;
