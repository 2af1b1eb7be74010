import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FEATURE_KEYS,
  CARD_FEATURE_KEYS,
  INTERNATIONAL_BENCHMARK_CURRENCY,
  REWARD_TYPE_KEYS,
  ZBank,
  ZBankAccount,
  ZCreditCard,
  ZLoan,
  type TBankingOffer,
  type TCarLoan,
  type THomeLoan,
  type TInternationalMortgage,
  type TPersonalLoan,
  type TShortText,
} from '../../../shared/contracts/banking';
import {
  UAE_HOME_LTV_TABLE,
  UAE_LOAN_RULES,
  flatToReducingRateBp,
  homeLtvCapBp,
  loanOffer,
  type LoanApplicant,
  type LoanProduct,
} from '../../../shared/banking/loans';
import { contrastRatio, initialsOf, insurerLogoSvg, textColourOn } from '../../../shared/quotes/logo';
import { insurersSeed } from '../quotes/insurers';
import { INTERNATIONAL_BENCHMARK_DEMO_BP } from './international-mortgages';
import {
  BANKING_SEED_COUNTS,
  EIBOR_3M_DEMO_BP,
  accountFeaturesSeed,
  bankAccountsSeed,
  bankingCatalogueSeed,
  banksSeed,
  carLoansSeed,
  cardFeaturesSeed,
  creditCardsSeed,
  homeLoansSeed,
  internationalMortgagesSeed,
  personalLoansSeed,
  rewardTypesSeed,
} from './index';

const AED = 100;
const ARABIC = /[\u0600-\u06FF]/;
const allLoans = [...personalLoansSeed, ...homeLoansSeed, ...carLoansSeed, ...internationalMortgagesSeed];
const allProducts = [...creditCardsSeed, ...allLoans, ...bankAccountsSeed];
const islamicBankIds = new Set(banksSeed.filter((b) => b.banking === 'islamic').map((b) => b.id));
const unique = (a: readonly unknown[]) => new Set(a).size === a.length;
const ofBank = <T extends { bankId: number }>(rows: readonly T[], bankId: number) =>
  rows.filter((r) => r.bankId === bankId);

function bilingual(t: TShortText, where: string): void {
  expect(t.en.trim(), where).not.toBe('');
  expect(t.ar, where).toMatch(ARABIC);
}

describe('banking catalogue: counts and schemas', () => {
  it('every row passes its contract and the cross checks', () => {
    expect(() => bankingCatalogueSeed()).not.toThrow();
    for (const b of banksSeed) expect(() => ZBank.parse(b), b.slug).not.toThrow();
    for (const c of creditCardsSeed) expect(() => ZCreditCard.parse(c), c.slug).not.toThrow();
    for (const l of allLoans) expect(() => ZLoan.parse(l), l.slug).not.toThrow();
    for (const a of bankAccountsSeed) expect(() => ZBankAccount.parse(a), a.slug).not.toThrow();
  });

  it("has the issue's minimum content, and the exported counts say what is seeded", () => {
    expect(banksSeed.length).toBeGreaterThanOrEqual(10);
    expect(creditCardsSeed.length).toBeGreaterThanOrEqual(60);
    expect(BANKING_SEED_COUNTS).toEqual({
      banks: banksSeed.length,
      bankingLookups: cardFeaturesSeed.length + rewardTypesSeed.length + accountFeaturesSeed.length,
      creditCards: creditCardsSeed.length,
      loans: allLoans.length,
      personalLoans: personalLoansSeed.length,
      homeLoans: homeLoansSeed.length,
      carLoans: carLoansSeed.length,
      internationalMortgages: internationalMortgagesSeed.length,
      bankAccounts: bankAccountsSeed.length,
    });
  });

  it('ids are unique across the banking tables, slugs within each', () => {
    expect(unique(allProducts.map((p) => p.id))).toBe(true);
    expect(unique(creditCardsSeed.map((c) => c.slug))).toBe(true);
    expect(unique(allLoans.map((l) => l.slug))).toBe(true);
    expect(unique(bankAccountsSeed.map((a) => a.slug))).toBe(true);
    // productId × 100,000 + bankId × 100 + n: the id says the product and the bank.
    for (const p of allProducts) {
      expect(Math.floor(p.id / 100_000), p.slug).toBe(p.productId);
      expect(Math.floor((p.id % 100_000) / 100), p.slug).toBe(p.bankId);
    }
  });

  it('every bank sells cards, personal, car and home loans, and current and savings accounts', () => {
    for (const b of banksSeed) {
      expect(ofBank(creditCardsSeed, b.id).length, b.slug).toBeGreaterThanOrEqual(4);
      const personal = ofBank(personalLoansSeed, b.id);
      expect(personal.map((l) => l.salaryTransfer).sort(), b.slug).toEqual([false, true]);
      expect(
        ofBank(carLoansSeed, b.id)
          .map((l) => l.condition)
          .sort(),
        b.slug,
      ).toEqual(['new', 'used']);
      expect(
        ofBank(homeLoansSeed, b.id)
          .map((l) => l.rateType)
          .sort(),
        b.slug,
      ).toEqual(['fixed', 'variable']);
      const kinds = new Set(ofBank(bankAccountsSeed, b.id).map((a) => a.kind));
      expect([...kinds].sort(), b.slug).toEqual(['current', 'savings']);
    }
  });
});

describe('banks', () => {
  it('are fictional, bilingual, unique, each with a readable generated logo', () => {
    expect(unique(banksSeed.map((b) => b.id))).toBe(true);
    expect(unique(banksSeed.map((b) => b.slug))).toBe(true);
    expect(unique(banksSeed.map((b) => initialsOf(b.name.en)))).toBe(true);
    // A bank's logo title id must not meet an insurer's on a page that shows both.
    const insurerSlugs = new Set(insurersSeed.map((i) => i.slug));
    for (const b of banksSeed) {
      expect(b.isDemo).toBe(true);
      expect(b.name.en).toMatch(/ \(demo\)$/);
      expect(b.name.ar).toMatch(/ \(تجريبي\)$/);
      bilingual(b.name, b.slug);
      expect(insurerSlugs.has(b.slug), b.slug).toBe(false);
      const svg = insurerLogoSvg(b);
      expect(svg).toContain(`<title id="logo-${b.slug}-title">`);
      expect(svg).toContain(`>${initialsOf(b.name.en)}</text>`);
      expect(contrastRatio(textColourOn(b.badgeColourCode), b.badgeColourCode)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("do not borrow a real UAE bank's name", () => {
    const real = [
      'Emirates',
      'NBD',
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Fujairah',
      'Umm Al',
      'Mashreq',
      'RAKBANK',
      'Ras Al',
      'Hilal',
      'Noor',
      'Zand',
      'Ruya',
      'Wio',
      'Liv',
      'Masraf',
      'Mbank',
      'Invest',
      'United Arab',
      'Commercial',
      'National',
      'HSBC',
      'Citi',
      'Standard Chartered',
      'Arab Bank',
    ];
    for (const b of banksSeed)
      for (const word of real) expect(b.name.en, word).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
  });

  it('Islamic banks say so in both languages; only conventional banks have an Islamic window', () => {
    const islamic = banksSeed.filter((b) => b.banking === 'islamic');
    expect(islamic.length).toBeGreaterThanOrEqual(3);
    expect(banksSeed.filter((b) => b.islamicWindow).length).toBeGreaterThanOrEqual(1);
    for (const b of islamic) {
      expect(b.name.en).toContain('Islamic');
      expect(b.name.ar).toContain('الإسلامي');
      expect(b.islamicWindow).toBe(false);
    }
  });
});

describe('fixed lists', () => {
  it('cover every key of the contract once, with stable unique ids and both languages', () => {
    const lists = [
      [cardFeaturesSeed, CARD_FEATURE_KEYS],
      [rewardTypesSeed, REWARD_TYPE_KEYS],
      [accountFeaturesSeed, ACCOUNT_FEATURE_KEYS],
    ] as const;
    for (const [rows, keys] of lists) {
      expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
      expect(unique(rows.map((r) => r.id))).toBe(true);
      for (const r of rows) bilingual(r.title, r.key);
    }
    // The filters send these ids (docs/product/cards.md): they must not move.
    expect(rewardTypesSeed.map((r) => [r.id, r.key])).toEqual([
      [1, 'cashback'],
      [2, 'airMiles'],
      [3, 'points'],
      [4, 'travel'],
    ]);
    expect(cardFeaturesSeed.find((f) => f.key === 'loungeAccess')?.id).toBe(1);
  });
});

function checkOffers(offers: readonly TBankingOffer[], islamic: boolean, where: string): void {
  expect(offers.length, where).toBeLessThanOrEqual(4);
  for (const o of offers) {
    bilingual(o.description, where);
    expect(o.description.en.length, where).toBeLessThanOrEqual(120);
    // An Islamic product never speaks of interest.
    if (islamic) {
      expect(o.description.en, where).not.toMatch(/interest/i);
      expect(o.description.ar, where).not.toContain('فائدة');
    }
  }
}

describe('every product', () => {
  it('is bilingual, names its bank, and labels its rate by the banking model', () => {
    for (const p of allProducts) {
      bilingual(p.name, p.slug);
      expect(p.priority, p.slug).toBeGreaterThan(0);
      expect(p.isHidden, p.slug).toBe(false);
      bilingual(p.rateLabel, p.slug);
      if (p.banking === 'islamic') {
        expect(p.rateKind, p.slug).toBe('profit');
        expect(p.rateLabel.en, p.slug).toMatch(/profit/i);
        expect(p.rateLabel.en, p.slug).not.toMatch(/interest/i);
        expect(p.rateLabel.ar, p.slug).toContain('الربح');
        expect(p.rateLabel.ar, p.slug).not.toContain('الفائدة');
      } else {
        expect(p.rateKind, p.slug).toBe('interest');
        expect(p.rateLabel.en, p.slug).toMatch(/interest/i);
        expect(p.rateLabel.ar, p.slug).toContain('الفائدة');
      }
      if (islamicBankIds.has(p.bankId)) expect(p.banking, p.slug).toBe('islamic');
      checkOffers(p.offers, p.banking === 'islamic', p.slug);
    }
  });
});

describe('credit cards', () => {
  it('have sane figures: fee AED 0–1,500, income AED 5,000–50,000, plausible monthly rates', () => {
    for (const c of creditCardsSeed) {
      expect(c.annualFeeFils, c.slug).toBeGreaterThanOrEqual(0);
      expect(c.annualFeeFils, c.slug).toBeLessThanOrEqual(1_500 * AED);
      expect(c.annualFeeFils % AED, c.slug).toBe(0);
      expect(c.minMonthlyIncomeFils, c.slug).toBeGreaterThanOrEqual(5_000 * AED);
      expect(c.minMonthlyIncomeFils, c.slug).toBeLessThanOrEqual(50_000 * AED);
      if (c.firstYearFree) expect(c.annualFeeFils, c.slug).toBeGreaterThan(0);
      const [lo, hi] = c.banking === 'islamic' ? [249, 299] : [299, 369];
      expect(c.monthlyRateBp, c.slug).toBeGreaterThanOrEqual(lo);
      expect(c.monthlyRateBp, c.slug).toBeLessThanOrEqual(hi);
      expect(c.features.includes('noForeignFee'), c.slug).toBe(c.foreignFeeBp === 0);
      expect(c.offers.length, c.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('fees rise with the income a card asks for', () => {
    for (const c of creditCardsSeed) {
      if (c.annualFeeFils === 0) expect(c.minMonthlyIncomeFils, c.slug).toBeLessThanOrEqual(8_000 * AED);
      if (c.minMonthlyIncomeFils >= 35_000 * AED)
        expect(c.annualFeeFils, c.slug).toBeGreaterThanOrEqual(1_000 * AED);
    }
  });

  it('use every reward type and feature; Islamic cards exist at Islamic banks and windows', () => {
    for (const r of REWARD_TYPE_KEYS)
      expect(creditCardsSeed.filter((c) => c.rewardType === r).length, r).toBeGreaterThanOrEqual(5);
    for (const f of CARD_FEATURE_KEYS)
      expect(
        creditCardsSeed.some((c) => c.features.includes(f)),
        f,
      ).toBe(true);
    const islamic = creditCardsSeed.filter((c) => c.banking === 'islamic');
    expect(islamic.length).toBeGreaterThanOrEqual(10);
    expect(islamic.some((c) => !islamicBankIds.has(c.bankId))).toBe(true);
  });

  it('every income on the listing slider finds cards; popular cards cover the no-match substitution', () => {
    for (let income = 5_000; income <= 50_000; income += 5_000)
      expect(
        creditCardsSeed.filter((c) => c.minMonthlyIncomeFils <= income * AED).length,
      ).toBeGreaterThanOrEqual(5);
    const popular = creditCardsSeed.filter((c) => c.isPopular);
    expect(popular.length).toBeGreaterThanOrEqual(6);
    expect(new Set(popular.map((c) => c.rewardType)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(popular.map((c) => c.bankId)).size).toBeGreaterThanOrEqual(5);
    // The default income is AED 5,000 (docs/product/cards.md): popular cards must be open to it.
    expect(popular.filter((c) => c.minMonthlyIncomeFils === 5_000 * AED).length).toBeGreaterThanOrEqual(3);
  });
});

const between = (bp: number, lo: number, hi: number, where: string) => {
  expect(bp, where).toBeGreaterThanOrEqual(lo);
  expect(bp, where).toBeLessThanOrEqual(hi);
};

function checkFees(l: TPersonalLoan | TCarLoan | THomeLoan | TInternationalMortgage): void {
  expect(l.fees.processingFeeBp, l.slug).toBeLessThanOrEqual(100);
  expect(l.fees.earlySettlementFeeBp, l.slug).toBeLessThanOrEqual(100);
  expect(l.fees.earlySettlementMaxFils, l.slug).toBeLessThanOrEqual(10_000 * AED);
  expect(l.minAmountFils, l.slug).toBeLessThan(l.maxAmountFils);
}

/** Flat and reducing quotes of one product describe about the same loan (within 1.5 points). */
function checkFlatMatchesReducing(l: TPersonalLoan | TCarLoan): void {
  const { flat, reducing } = l.rates;
  if (!flat || !reducing) return;
  for (const [f, r] of [
    [flat.fromBp, reducing.fromBp],
    [flat.toBp, reducing.toBp],
  ] as const)
    expect(Math.abs(flatToReducingRateBp(f, l.maxTenureMonths) - r), l.slug).toBeLessThanOrEqual(150);
}

describe('personal loans', () => {
  it('follow Circular 29/2011 and quote UAE 2026 rates', () => {
    for (const l of personalLoansSeed) {
      expect(l.maxTenureMonths, l.slug).toBeLessThanOrEqual(UAE_LOAN_RULES.maxTenureMonths.personal);
      expect(l.maxSalaryMultiple, l.slug).toBeLessThanOrEqual(UAE_LOAN_RULES.personalLoanSalaryMultiple);
      expect(l.minMonthlySalaryFils, l.slug).toBeGreaterThanOrEqual(5_000 * AED);
      expect(l.fees.processingFeeMaxFils ?? Infinity, l.slug).toBeLessThanOrEqual(2_500 * AED);
      if (l.rates.reducing) {
        between(l.rates.reducing.fromBp, 550, 1_200, l.slug);
        between(l.rates.reducing.toBp, 550, 1_200, l.slug);
      }
      if (l.rates.flat) {
        between(l.rates.flat.fromBp, 290, 600, l.slug);
        between(l.rates.flat.toBp, 290, 600, l.slug);
      }
      checkFees(l);
      checkFlatMatchesReducing(l);
    }
  });

  it('without salary transfer cost more and ask for more', () => {
    for (const b of banksSeed) {
      const st = personalLoansSeed.find((l) => l.bankId === b.id && l.salaryTransfer);
      const nst = personalLoansSeed.find((l) => l.bankId === b.id && !l.salaryTransfer);
      if (!st || !nst) throw new Error(b.slug);
      expect(nst.rates.reducing!.fromBp, b.slug).toBeGreaterThan(st.rates.reducing!.fromBp);
      expect(nst.minMonthlySalaryFils, b.slug).toBeGreaterThan(st.minMonthlySalaryFils);
      expect(nst.maxAmountFils, b.slug).toBeLessThan(st.maxAmountFils);
      expect(nst.maxSalaryMultiple, b.slug).toBeLessThanOrEqual(st.maxSalaryMultiple);
    }
  });
});

describe('car loans', () => {
  it('lend at most 80 % over at most 60 months; used cars no more than new', () => {
    for (const l of carLoansSeed) {
      expect(l.maxLtvBp, l.slug).toBeLessThanOrEqual(UAE_LOAN_RULES.carMaxLtvBp[l.condition]);
      expect(l.maxTenureMonths, l.slug).toBeLessThanOrEqual(UAE_LOAN_RULES.maxTenureMonths.car);
      if (l.rates.flat) between(l.rates.flat.fromBp, 150, 450, l.slug);
      if (l.rates.reducing) between(l.rates.reducing.fromBp, 300, 800, l.slug);
      checkFees(l);
      checkFlatMatchesReducing(l);
    }
    for (const b of banksSeed) {
      const [n, u] = (['new', 'used'] as const).map((c) =>
        carLoansSeed.find((l) => l.bankId === b.id && l.condition === c),
      );
      if (!n || !u) throw new Error(b.slug);
      expect(u.maxLtvBp, b.slug).toBeLessThanOrEqual(n.maxLtvBp);
      expect(u.maxTenureMonths, b.slug).toBeLessThanOrEqual(n.maxTenureMonths);
      expect((u.rates.flat ?? u.rates.reducing)!.fromBp).toBeGreaterThan(
        (n.rates.flat ?? n.rates.reducing)!.fromBp,
      );
    }
  });
});

describe('home loans', () => {
  it('keep LTV within the mortgage regulations for every buyer, property and value', () => {
    const values = [1_000_000, 5_000_000, 5_000_001, 25_000_000].map((v) => v * AED);
    for (const l of homeLoansSeed) {
      expect(l.maxTenureMonths, l.slug).toBeLessThanOrEqual(UAE_LOAN_RULES.maxTenureMonths.home);
      for (const residency of ['national', 'expatriate'] as const)
        for (const order of ['first', 'second'] as const)
          for (const value of values)
            for (const offPlan of [false, true]) {
              const own = homeLtvCapBp(l.ltv, residency, order, value, offPlan);
              const cap = homeLtvCapBp(UAE_HOME_LTV_TABLE, residency, order, value, offPlan);
              expect(own, `${l.slug} ${residency} ${order} ${value} ${offPlan}`).not.toBeNull();
              expect(own!, `${l.slug} ${residency} ${order} ${value} ${offPlan}`).toBeLessThanOrEqual(cap!);
            }
      checkFees(l);
    }
  });

  it('rates: fixed 3.5–4.5 % for 1 to 5 years, variable = EIBOR + margin (floored), fixed below variable', () => {
    for (const l of homeLoansSeed) {
      expect(l.followOn.benchmarkRateBp, l.slug).toBe(EIBOR_3M_DEMO_BP);
      if (l.rateType === 'fixed') {
        between(l.introRateBp, 350, 450, l.slug);
        expect([12, 24, 36, 48, 60], l.slug).toContain(l.introPeriodMonths);
      } else {
        const { benchmarkRateBp, marginBp, floorBp } = l.followOn;
        expect(l.introRateBp, l.slug).toBe(Math.max(benchmarkRateBp + marginBp, floorBp));
        between(l.introRateBp, 400, 650, l.slug);
      }
      between(l.minMonthlySalaryFils, 15_000 * AED, 25_000 * AED, l.slug);
    }
    for (const b of banksSeed) {
      const [f, v] = (['fixed', 'variable'] as const).map((t) =>
        homeLoansSeed.find((l) => l.bankId === b.id && l.rateType === t),
      );
      expect(f!.introRateBp, b.slug).toBeLessThan(v!.introRateBp);
    }
  });
});

describe('international mortgages', () => {
  it('name the country and currency, warn about the exchange rate, and lend within bounds', () => {
    expect(internationalMortgagesSeed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(internationalMortgagesSeed.map((m) => m.countryCode)).size).toBeGreaterThanOrEqual(4);
    for (const m of internationalMortgagesSeed) {
      bilingual(m.country, m.slug);
      expect(m.currencyNote.en, m.slug).toMatch(/exchange rate/);
      expect(m.currencyNote.ar, m.slug).toContain('سعر الصرف');
      expect(m.countryCode, m.slug).not.toBe('AE');
      expect(m.currency, m.slug).not.toBe('AED');
      expect(m.maxLtvBp, m.slug).toBeLessThanOrEqual(8_000);
      expect(m.maxTenureMonths, m.slug).toBeLessThanOrEqual(UAE_LOAN_RULES.maxTenureMonths.mortgage);
      between(m.rateBp, 300, 1_600, m.slug);
      checkFees(m);
    }
  });

  it("follow their market's benchmark + margin (floored): fixed rates revert to it, variable rates are it", () => {
    for (const m of internationalMortgagesSeed) {
      // Every seeded row has one (the contract lets a row stored before it parse without).
      expect(m.followOn, m.slug).toBeDefined();
      const { benchmark, benchmarkRateBp, marginBp, floorBp } = m.followOn!;
      expect(INTERNATIONAL_BENCHMARK_CURRENCY[benchmark], m.slug).toBe(m.currency);
      expect(benchmarkRateBp, m.slug).toBe(INTERNATIONAL_BENCHMARK_DEMO_BP[benchmark]);
      between(marginBp, 100, 500, m.slug);
      const floating = Math.max(benchmarkRateBp + marginBp, floorBp);
      if (m.rateType === 'variable') expect(m.rateBp, m.slug).toBe(floating);
      else {
        expect([12, 24, 36, 48, 60], m.slug).toContain(m.introPeriodMonths);
        // The fixed rate is the cheaper start; the payment rises when it ends.
        expect(floating, m.slug).toBeGreaterThan(m.rateBp);
      }
    }
    // Rows of one currency share one benchmark value.
    const byCurrency = new Map<string, Set<number>>();
    for (const m of internationalMortgagesSeed)
      byCurrency.set(m.currency, (byCurrency.get(m.currency) ?? new Set()).add(m.followOn!.benchmarkRateBp));
    for (const [currency, values] of byCurrency) expect(values.size, currency).toBe(1);
  });

  it('the contract refuses a benchmark of another currency and a variable rate that is not the formula', () => {
    const gb = internationalMortgagesSeed.find((m) => m.currency === 'GBP' && m.rateType === 'fixed')!;
    const inr = internationalMortgagesSeed.find((m) => m.currency === 'INR' && m.rateType === 'variable')!;
    const issues = (v: unknown) => {
      const r = ZLoan.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(issues({ ...gb, followOn: { ...gb.followOn!, benchmark: 'euribor12m' } })).toEqual([
      'followOn.benchmark',
    ]);
    expect(issues({ ...inr, rateBp: inr.rateBp + 10 })).toEqual(['rateBp']);
    // A row stored before rows had a follow-on rate still parses (priced at its rate for the term).
    const { followOn: _, ...stale } = gb;
    expect(issues(stale)).toEqual([]);
  });
});

describe('bank accounts', () => {
  it('current accounts pay nothing; savings pay 0.5–3.5 % (Islamic: expected profit)', () => {
    for (const a of bankAccountsSeed) {
      if (a.kind === 'current') expect(a.annualRateBp, a.slug).toBeNull();
      else between(a.annualRateBp ?? -1, 50, 350, a.slug);
      if (a.kind === 'savings' && a.banking === 'islamic') expect(a.rateLabel.en, a.slug).toMatch(/profit/i);
      expect(a.minBalanceFils % AED, a.slug).toBe(0);
      if (a.minBalanceFils === 0) expect(a.feeBelowMinimumFils, a.slug).toBe(0);
      else between(a.feeBelowMinimumFils, 25 * AED, 250 * AED, a.slug);
    }
    expect(bankAccountsSeed.some((a) => a.minBalanceFils === 0)).toBe(true);
    expect(bankAccountsSeed.filter((a) => a.isPopular).length).toBeGreaterThanOrEqual(3);
  });
});

describe('loan rows feed the loan engine (shared/banking/loans)', () => {
  const TODAY = { year: 2026, month: 3, day: 1 };
  const applicant = (o: Partial<LoanApplicant>): LoanApplicant => ({
    amountFils: 100_000 * AED,
    months: 48,
    monthlySalaryFils: 25_000 * AED,
    existingMonthlyRepaymentsFils: 0,
    dateOfBirth: { year: 1990, month: 1, day: 1 },
    uaeNational: false,
    today: TODAY,
    ...o,
  });
  /** One engine row per quoted rate (the lowest of each range). */
  function productsOf(l: TPersonalLoan | TCarLoan | THomeLoan | TInternationalMortgage): LoanProduct[] {
    const common = {
      productId: String(l.id),
      bankId: String(l.bankId),
      salaryTransfer: l.salaryTransfer,
      processingFeeBp: l.fees.processingFeeBp,
      processingFeeMinFils: l.fees.processingFeeMinFils,
      processingFeeMaxFils: l.fees.processingFeeMaxFils,
      fixedFees: l.fees.fixedFees,
      minMonthlySalaryFils: l.minMonthlySalaryFils,
      maxTenureMonths: l.maxTenureMonths,
    };
    if (l.productId === 11 || l.productId === 8) {
      const productType = l.productId === 11 ? ('car' as const) : ('personal' as const);
      const car = l.productId === 11 ? { carMaxLtvBp: { new: l.maxLtvBp, used: l.maxLtvBp } } : {};
      return (['flat', 'reducing'] as const).flatMap((rateType) => {
        const r = l.rates[rateType];
        return r ? [{ ...common, ...car, productType, rateType, rateBp: r.fromBp }] : [];
      });
    }
    // A fixed rate for its period, then the follow-on rate (decision 0046).
    const fixed = l.rateType === 'fixed';
    if (l.productId === 18) {
      const band = [{ upToValueFils: null, maxLtvBp: l.maxLtvBp }];
      const f = l.followOn!;
      return [
        {
          ...common,
          productType: 'mortgage',
          rateType: 'reducing',
          rateBp: l.rateBp,
          homeLtv: {
            firstProperty: { national: band, expatriate: band },
            secondProperty: { national: band, expatriate: band },
            offPlanMaxLtvBp: l.maxLtvBp,
          },
          fixedPeriodMonths: fixed ? l.introPeriodMonths : null,
          followOnRateBp: fixed ? Math.max(f.benchmarkRateBp + f.marginBp, f.floorBp) : null,
        },
      ];
    }
    const { benchmarkRateBp, marginBp, floorBp } = l.followOn;
    return [
      {
        ...common,
        productType: 'home',
        rateType: 'reducing',
        rateBp: l.introRateBp,
        homeLtv: l.ltv,
        fixedPeriodMonths: fixed ? l.introPeriodMonths : null,
        followOnRateBp: fixed ? Math.max(benchmarkRateBp + marginBp, floorBp) : null,
      },
    ];
  }

  it('a typical applicant is offered every salary-transfer personal loan, new-car loan, home loan and mortgage abroad', () => {
    const cases = [
      ...personalLoansSeed.filter((l) => l.salaryTransfer).map((l) => [l, applicant({})] as const),
      ...carLoansSeed
        .filter((l) => l.condition === 'new')
        .map(
          (l) =>
            [l, applicant({ amountFils: 80_000 * AED, months: 60, carValueFils: 100_000 * AED })] as const,
        ),
      ...homeLoansSeed.map(
        (l) =>
          [
            l,
            applicant({
              amountFils: 1_500_000 * AED,
              months: 240,
              monthlySalaryFils: 40_000 * AED,
              propertyValueFils: 2_000_000 * AED,
            }),
          ] as const,
      ),
      // Priced with the follow-on rate, the higher payment after a fixed period is the one the debt burden reads.
      ...internationalMortgagesSeed.map(
        (l) =>
          [
            l,
            applicant({
              amountFils: 1_000_000 * AED,
              months: l.maxTenureMonths,
              monthlySalaryFils: 40_000 * AED,
              propertyValueFils: 2_000_000 * AED,
            }),
          ] as const,
      ),
    ];
    for (const [l, a] of cases)
      for (const p of productsOf(l)) {
        const offer = loanOffer(p, a);
        expect(offer.eligible, `${l.slug} ${p.rateType}`).toBe(true);
        if (offer.eligible) expect(offer.aprBp, l.slug).toBeGreaterThanOrEqual(offer.reducingRateBp);
      }
  });

  it('a salary below the bank minimum is refused with its reason', () => {
    const l = personalLoansSeed.find((x) => !x.salaryTransfer)!;
    const [p] = productsOf(l);
    const offer = loanOffer(p!, applicant({ monthlySalaryFils: l.minMonthlySalaryFils - AED }));
    expect(offer.eligible).toBe(false);
    if (!offer.eligible) expect(offer.reasons.map((r) => r.code)).toContain('SALARY_BELOW_MINIMUM');
  });
});
