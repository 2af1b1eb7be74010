import type { TBank, TLoan } from '../../../shared/contracts/banking';
import type { TLoanFigures, TQuote } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { localized } from '../../../shared/i18n/localized';
import type { TFunction } from '../../../shared/i18n/translator';
import type { EligibleLoanOffer } from '../../../shared/banking/loans';
import { fils, pct, validUntilOf } from './core';

/**
 * The rate in words: a flat rate beside its reducing equivalent (decision 0018); a fixed home loan's rate, its
 * period and the rate after it (decision 0046), so the card never shows a fixed rate as if it lasted the term.
 */
function rateTextOf(
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

/** The figures of a loan offer the quote card and the lead popup read (`TQuote.loan`), in AED and percent. */
function loanFigures(o: EligibleLoanOffer): TLoanFigures {
  return {
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
  };
}

/**
 * One loan offer as a quote card (decision 0018): the bank as provider, the monthly instalment as the price, the
 * APR beside the rate in words, the total interest and cost, and the figures behind them (`loan`, `breakdown`).
 * `priority` is set by the caller, from the recommended order.
 */
export function presentLoan(
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
  const feature = (key: string, title: string, value: string, checked = true) => ({
    key,
    title,
    value,
    checked,
    strike: false,
    id: key,
  });
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
      feature('apr', t('quotes:offers.apr'), aprText),
      feature('rate', localized(row.rateLabel, lang), rateText),
      feature(
        'salaryTransfer',
        t('quotes:offers.salaryTransfer'),
        t(o.salaryTransfer ? 'quotes:api.yes' : 'quotes:api.no'),
        o.salaryTransfer,
      ),
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
    validUntil: validUntilOf(pricedAt),
    breakdown: [
      { code: 'loanAmount', label: t('quotes:offers.amount'), amount: fils(o.amountFils) },
      { code: 'totalInterest', label: t('quotes:offers.totalInterest'), amount: fils(o.totalInterestFils) },
      { code: 'fees', label: t('quotes:offers.fees'), amount: fils(o.totalFeesFils) },
    ],
    rankTerms: [],
    coverAmount: null,
    loan: loanFigures(o),
  };
}
