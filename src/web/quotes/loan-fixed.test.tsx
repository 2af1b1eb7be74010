import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZQuotesResponse, type TLoanFigures } from '../../shared/contracts/quotes-api';
import { quotesResponseParser } from '../../shared/contracts/quotes-api-guards';
import type { LangCode } from '../../shared/domain/locales';
import en from '../../shared/i18n/locales/en/quotesUi.json';
import ar from '../../shared/i18n/locales/ar/quotesUi.json';
import hi from '../../shared/i18n/locales/hi/quotesUi.json';
import ml from '../../shared/i18n/locales/ml/quotesUi.json';
import { LoanFixedPeriod } from './loan-fixed';
import { quoteFixture, responseFixture } from './quotes.fixture';
import { makeUi, UiContext } from './ui';

/** The fixed period under a loan offer's price (decision 0046), on the server renderer. */
const CATALOGUES = { en, ar, hi, ml } as const;
const html = (loan: TLoanFigures, lang: LangCode = 'en') =>
  renderToStaticMarkup(
    <UiContext.Provider value={makeUi(lang, CATALOGUES[lang])}>
      <LoanFixedPeriod loan={loan} />
    </UiContext.Provider>,
  );
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

const loan: TLoanFigures = {
  amount: 1_500_000,
  months: 300,
  instalment: 7_909.27,
  lastInstalment: 9_035.88,
  totalInterest: 1_170_855.65,
  totalFees: 18_000,
  totalCost: 2_688_855.65,
  aprPct: 5.17,
  reducingRatePct: 3.99,
  flatRatePct: null,
  salaryTransfer: true,
  fixedMonths: 36,
  followOnRatePct: 5.45,
  followOnInstalment: 9_038.35,
};

describe('loan fixed period on the card', () => {
  it('says how long the rate is fixed, the rate after it and the payment after it', () => {
    expect(text(html(loan))).toBe('Fixed for 3 years, then 5.45%After that: AED 9,038.35 a month');
    expect(text(html({ ...loan, fixedMonths: 12 }))).toContain('Fixed for 1 year, then 5.45%');
    expect(text(html({ ...loan, fixedMonths: 18 }))).toContain('Fixed for 18 months, then 5.45%');
  });

  it('in Arabic the numbers are isolated left to right, with the counted noun’s forms', () => {
    const markup = html(loan, 'ar');
    expect(markup).toContain('<bdi dir="ltr">3</bdi> سنوات');
    expect(markup).toContain('<bdi dir="ltr">5.45</bdi>٪');
    expect(markup).toContain('<bdi dir="ltr" class="money__amount">9,038.35</bdi>');
    expect(text(html({ ...loan, fixedMonths: 24 }, 'ar'))).toContain('ثابت لمدة سنتين، ثم 5.45٪');
    expect(text(html({ ...loan, fixedMonths: 12 }, 'ar'))).toContain('ثابت لمدة سنة واحدة');
  });

  it('is translated in Hindi and Malayalam', () => {
    expect(text(html(loan, 'hi'))).toContain('3 वर्ष के लिए स्थिर, फिर 5.45%');
    expect(text(html(loan, 'ml'))).toContain('ആദ്യ 3 വർഷം സ്ഥിര നിരക്ക്, തുടർന്ന് 5.45%');
  });

  it('without a published rate after the period it says the figures keep the rate; no payment after it', () => {
    const kept = text(html({ ...loan, fixedMonths: 60, followOnRatePct: null, followOnInstalment: null }));
    expect(kept).toBe('Fixed for 5 years; no later rate is published, so the figures keep this one');
  });

  it('a period covering the term is the whole term; no fixed period, nothing', () => {
    expect(text(html({ ...loan, months: 36, followOnRatePct: null, followOnInstalment: null }))).toBe(
      'Fixed for the whole term',
    );
    expect(html({ ...loan, fixedMonths: null, followOnRatePct: null, followOnInstalment: null })).toBe('');
    // Answers from before decision 0046 have none of the fields.
    const { fixedMonths: _f, followOnRatePct: _r, followOnInstalment: _i, ...old } = loan;
    expect(html(old)).toBe('');
  });
});

describe('the loan figures’ new fields in the contract and the browser guard', () => {
  const answer = (l: unknown) => responseFixture({ quotes: [{ ...quoteFixture(), loan: l } as never] });
  const { fixedMonths: _f, followOnRatePct: _r, followOnInstalment: _i, ...old } = loan;

  it.each([
    ['a fixed period with the rate and payment after it', loan],
    [
      'no fixed period (nulls)',
      { ...loan, fixedMonths: null, followOnRatePct: null, followOnInstalment: null },
    ],
    ['an answer from before the fields existed', old],
  ])('accept %s', (_name, l) => {
    expect(ZQuotesResponse.safeParse(answer(l)).success).toBe(true);
    expect(quotesResponseParser.safeParse(answer(l)).success).toBe(true);
  });

  it.each([
    ['a fractional fixed period', { ...loan, fixedMonths: 1.5 }],
    ['a rate in words', { ...loan, followOnRatePct: '5.45' }],
    ['a payment in words', { ...loan, followOnInstalment: '9,038.35' }],
  ])('refuse %s, as zod does', (_name, l) => {
    expect(ZQuotesResponse.safeParse(answer(l)).success).toBe(false);
    expect(quotesResponseParser.safeParse(answer(l)).success).toBe(false);
  });
});
