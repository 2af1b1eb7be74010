import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { homeLoansSeed } from '../../src/db/seed/banking/home-loans';
import { internationalMortgagesSeed } from '../../src/db/seed/banking/international-mortgages';
import { ZQuotesResponse, type TQuote } from '../../src/shared/contracts/quotes-api';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { storeEnquiry, yearsAgo, type Device } from './quotes-fixtures';

/**
 * Loan offers through the quotes call (decision 0018): the figures are the loan engine's (instalment
 * on a reducing balance, interest, fees, total cost, APR from the cash flows beside any flat rate), ordered by
 * APR, and every UAE rule that refuses a bank says why.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH, RATE_LIMIT_READ_PER_DEVICE: HIGH },
  env: { JOBS_ENABLED: 'false' },
});

const personal = (o: Record<string, unknown> = {}) => ({
  monthlySalary: 20_000,
  employerCategory: 'government',
  dateOfBirth: yearsAgo(35),
  nationality: 'IN',
  loanAmount: 100_000,
  loanTenure: '48',
  existingRepayments: 0,
  ...o,
});

async function offers(productId: number, answers: Record<string, unknown>) {
  const d: Device = await createDevice(app, productId);
  const enquiryId = await storeEnquiry(ctx.db, d, productId, answers);
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, limit: 50 },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { d, enquiryId, list: ZQuotesResponse.parse(res.json()) };
}

const reasons = (l: { declined: { reason: string }[] }) => l.declined.map((d) => d.reason).join(' ');

describe('loan offers (decision 0018)', () => {
  it('personal loans: the engine’s figures, APR at least the reducing rate, flat rates converted, lowest APR first', async () => {
    const { list } = await offers(8, personal());
    expect(list.status).toBe('done');
    expect(list.quotes.length).toBeGreaterThan(5);
    const loans = list.quotes.map((q) => q.loan!);
    for (const [i, l] of loans.entries()) {
      expect(l.amount).toBe(100_000);
      expect(l.months).toBe(48);
      // 47 regular instalments and the last settle the amount and the interest, to the fils.
      expect(Math.round((l.instalment * 47 + l.lastInstalment) * 100)).toBe(
        Math.round((l.amount + l.totalInterest) * 100),
      );
      expect(Math.round(l.totalCost * 100)).toBe(
        Math.round((l.amount + l.totalInterest + l.totalFees) * 100),
      );
      expect(l.aprPct).toBeGreaterThanOrEqual(l.reducingRatePct);
      if (l.flatRatePct !== null) expect(l.reducingRatePct).toBeGreaterThan(l.flatRatePct);
      if (i > 0) expect(l.aprPct).toBeGreaterThanOrEqual(loans[i - 1]!.aprPct);
      expect((list.quotes[i] as TQuote).premium).toBe(l.instalment);
    }
    expect(loans.some((l) => l.flatRatePct !== null)).toBe(true);
    const flat = list.quotes.find((q) => q.loan?.flatRatePct !== null)!;
    expect(flat.coverInfo.map((c) => c.row2).join(' ')).toMatch(/% flat = [\d.]+% reducing/);
    // Price low to high: the instalment.
    const byPrice = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { enquiryId: list.fieldValues.enquiryId, sortBy: 'PRICE_ASC', limit: 50 },
      headers: { authorization: (await createDevice(app, 8)).token },
    });
    expect(byPrice.statusCode).toBe(404); // another device: nothing leaked
  });

  it('refuses with the rule and the figures: 50 % debt burden, 20 × salary, age at the loan’s end', async () => {
    const dbr = (await offers(8, personal({ existingRepayments: 9_900 }))).list;
    expect(dbr.quotes).toEqual([]);
    expect(reasons(dbr)).toMatch(/UAE rules allow at most 50%/);
    const multiple = (await offers(8, personal({ loanAmount: 500_000 }))).list;
    expect(multiple.quotes).toEqual([]);
    expect(reasons(multiple)).toContain('at most 20 times your monthly salary (AED 400,000)');
    const older = (await offers(8, personal({ dateOfBirth: yearsAgo(63) }))).list;
    expect(older.quotes).toEqual([]);
    expect(reasons(older)).toMatch(/must end before age 65/);
    // A UAE national may borrow until 70.
    const national = (await offers(8, personal({ dateOfBirth: yearsAgo(63), nationality: 'AE' }))).list;
    expect(national.quotes.length).toBeGreaterThan(0);
  });

  it('a refused loan says once why, and the largest amount the same lenders and rules accept (decision 0064)', async () => {
    const { list } = await offers(8, personal({ loanAmount: 500_000 }));
    expect(list.quotes).toEqual([]);
    const r = list.refusal!;
    expect(r.reason).toBe('A personal loan may be at most 20 times your monthly salary (AED 400,000).');
    expect(r.requested).toEqual({ amount: 500_000, months: 48 });
    expect(r.largest!.amount).toBeLessThanOrEqual(400_000);
    expect(r.largest!.amount % 1_000).toBe(0);
    // Asked at that amount and term, the named lender offers it, with the same instalment and APR.
    const again = (
      await offers(8, personal({ loanAmount: r.largest!.amount, loanTenure: String(r.largest!.months) }))
    ).list;
    expect(again.refusal).toBeUndefined();
    const same = again.quotes.find(
      (q) => q.providerId === r.largest!.providerId && q.planName === r.largest!.planName,
    );
    expect(same?.loan?.instalment).toBe(r.largest!.instalment);
    expect(same?.loan?.aprPct).toBe(r.largest!.aprPct);
    // AED 1,000 more is refused by every lender.
    const more = (
      await offers(
        8,
        personal({ loanAmount: r.largest!.amount + 1_000, loanTenure: String(r.largest!.months) }),
      )
    ).list;
    expect(more.quotes).toEqual([]);
  });

  it('car loans price a used car only with the used-car rows (their own rates, LTV and tenure), a new car with the new-car rows', async () => {
    const car = {
      carPrice: 100_000,
      downPayment: 40_000,
      monthlySalary: 20_000,
      loanTenure: '48',
      dateOfBirth: yearsAgo(35),
      nationality: 'IN',
      existingRepayments: 0,
    };
    const rows = await ctx.db.execute<{ id: number; condition: string }>(
      sql`select id, data->>'condition' as condition from bank_loans where product_id = 11`,
    );
    const conditionOf = new Map(rows.rows.map((r) => [String(r.id), r.condition]));
    expect(new Set(conditionOf.values())).toEqual(new Set(['new', 'used']));
    for (const condition of ['new', 'used'] as const) {
      const { list } = await offers(11, { ...car, carCondition: condition });
      expect(list.quotes.length).toBeGreaterThan(0);
      for (const q of list.quotes) expect(conditionOf.get(String(q.planId)), q.planName).toBe(condition);
    }
  });

  it('car loans lend at most 80 % of the price; home loans follow the LTV caps by residency', async () => {
    const car = {
      carCondition: 'new',
      carPrice: 100_000,
      monthlySalary: 20_000,
      loanTenure: '60',
      dateOfBirth: yearsAgo(35),
      nationality: 'IN',
      existingRepayments: 0,
    };
    const tooLittleDown = (await offers(11, { ...car, downPayment: 10_000 })).list;
    expect(tooLittleDown.quotes).toEqual([]);
    expect(reasons(tooLittleDown)).toMatch(/The loan would be 90% of the value; at most 80%/);
    const enoughDown = (await offers(11, { ...car, downPayment: 25_000 })).list;
    expect(enoughDown.quotes.length).toBeGreaterThan(0);

    const home = {
      propertyStatus: 'ready',
      emirate: 'dubai',
      propertyValue: 2_000_000,
      residencyStatus: 'resident',
      monthlySalary: 60_000,
      propertyOrder: 'first',
      mortgageTenure: '300',
      dateOfBirth: yearsAgo(35),
      existingRepayments: 0,
    };
    const expat85 = (await offers(10, { ...home, loanAmount: 1_700_000 })).list;
    expect(expat85.quotes).toEqual([]);
    expect(reasons(expat85)).toMatch(/85% of the value; at most 80%/);
    const national85 = (await offers(10, { ...home, loanAmount: 1_700_000, residencyStatus: 'national' }))
      .list;
    expect(national85.quotes.length).toBeGreaterThan(0);
  });

  it('fixed-rate home loans: the fixed rate for its period, then the follow-on rate re-amortised (decision 0046)', async () => {
    // AED 1.5m on a AED 2m first home, 25 years (20 where a bank lends no longer), expatriate, salary AED 60,000.
    const { list } = await offers(10, {
      propertyStatus: 'ready',
      emirate: 'dubai',
      propertyValue: 2_000_000,
      loanAmount: 1_500_000,
      residencyStatus: 'resident',
      monthlySalary: 60_000,
      propertyOrder: 'first',
      mortgageTenure: '300',
      dateOfBirth: yearsAgo(35),
      existingRepayments: 0,
    });
    const byId = new Map(homeLoansSeed.map((l) => [l.id, l]));
    const fixed = list.quotes.filter((q) => byId.get(q.planId)?.rateType === 'fixed');
    const variable = list.quotes.filter((q) => byId.get(q.planId)?.rateType === 'variable');
    expect(fixed.length).toBeGreaterThan(5);
    expect(variable.length).toBeGreaterThan(5);
    for (const q of fixed) {
      const row = byId.get(q.planId)!;
      const l = q.loan!;
      const followOn = Math.max(row.followOn.benchmarkRateBp + row.followOn.marginBp, row.followOn.floorBp);
      expect(l.fixedMonths).toBe(row.introPeriodMonths);
      expect(l.followOnRatePct).toBe(followOn / 100);
      expect(l.reducingRatePct).toBe(row.introRateBp / 100);
      // The instalments add up to the amount and the interest, to the fils: the fixed period's, then the
      // re-amortised one, then the last.
      const k = l.fixedMonths!;
      expect(
        Math.round((l.instalment * k + l.followOnInstalment! * (l.months - k - 1) + l.lastInstalment) * 100),
      ).toBe(Math.round((l.amount + l.totalInterest) * 100));
      // Every seeded follow-on rate is above the fixed one, so the payment rises and the APR is above the fixed rate.
      expect(l.followOnInstalment!).toBeGreaterThan(l.instalment);
      expect(l.aprPct).toBeGreaterThan(l.reducingRatePct + 0.5);
      expect(q.coverInfo.map((c) => c.row2)).toContain(
        `${l.reducingRatePct.toFixed(2)}% for ${k / 12} ${k === 12 ? 'year' : 'years'}, then ${l.followOnRatePct!.toFixed(2)}% reducing`,
      );
      expect(q.limits).toContainEqual({
        name: 'Monthly after the fixed period',
        value: `AED ${l.followOnInstalment!.toLocaleString('en-US')}`,
      });
    }
    // The seed's 3-year fixed 3.99 % then 5.45 % (unit-tested in the engine): APR 5.17 %, it was 4.11 %.
    const amber = fixed.find((q) => byId.get(q.planId)?.slug === 'amber-dune-home-fixed-3y')!;
    expect(amber.loan).toMatchObject({
      instalment: 7_909.27,
      followOnInstalment: 9_038.35,
      aprPct: 5.17,
      fixedMonths: 36,
      followOnRatePct: 5.45,
    });
    for (const q of variable) expect(q.loan).toMatchObject({ fixedMonths: null, followOnRatePct: null });
    // Ranking follows the APR: a variable offer is first (it was twelfth, under eleven fixed ones priced at their
    // fixed rate for the whole term), and the order is by APR throughout.
    expect(byId.get(list.quotes[0]!.planId)?.rateType).toBe('variable');
    const aprs = list.quotes.map((q) => q.loan!.aprPct);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
  });

  it('an international mortgage lists only lenders of the property’s country, a fixed rate reverting to its market’s; none: no offers', async () => {
    const mortgage = {
      propertyCountry: 'GB',
      mortgagePurpose: 'buy',
      propertyValue: 1_000_000,
      loanAmount: 500_000,
      monthlySalary: 40_000,
      mortgageTenure: '240',
      dateOfBirth: yearsAgo(40),
      nationality: 'GB',
      existingRepayments: 0,
    };
    // A row stored before the rows had a follow-on rate (the Spanish one, stripped of it here) still parses and is
    // priced at its rate for the term, and says so; the catalogue is read after this, once.
    const es = internationalMortgagesSeed.find((m) => m.countryCode === 'ES' && m.rateType === 'fixed')!;
    await ctx.db.execute(sql`update bank_loans set data = data - 'followOn' where id = ${es.id}`);
    const uk = (await offers(18, mortgage)).list;
    expect(uk.quotes.length).toBeGreaterThan(0);
    // Every fixed UK row: the fixed rate for its period, then its market's follow-on rate (Bank Rate + margin,
    // floored) re-amortised, and the APR from those cash flows (decision 0046).
    const byId = new Map(internationalMortgagesSeed.map((m) => [m.id, m]));
    const fixedUk = uk.quotes.filter((q) => byId.get(q.planId)?.rateType === 'fixed');
    expect(fixedUk.length).toBeGreaterThan(2);
    for (const q of fixedUk) {
      const row = byId.get(q.planId)!;
      const l = q.loan!;
      expect(row.followOn?.benchmark).toBe('boeBankRate');
      const { benchmarkRateBp, marginBp, floorBp } = row.followOn!;
      expect(l.fixedMonths).toBe(row.introPeriodMonths);
      expect(l.reducingRatePct).toBe(row.rateBp / 100);
      expect(l.followOnRatePct).toBe(Math.max(benchmarkRateBp + marginBp, floorBp) / 100);
      const k = l.fixedMonths!;
      expect(
        Math.round((l.instalment * k + l.followOnInstalment! * (l.months - k - 1) + l.lastInstalment) * 100),
      ).toBe(Math.round((l.amount + l.totalInterest) * 100));
      expect(l.followOnInstalment!).toBeGreaterThan(l.instalment);
      expect(l.aprPct).toBeGreaterThan(l.reducingRatePct + 0.5);
      expect(q.coverInfo.map((c) => c.row2)).toContain(
        `${l.reducingRatePct.toFixed(2)}% for ${k / 12} years, then ${l.followOnRatePct!.toFixed(2)}% reducing`,
      );
      expect(q.coverInfo.map((c) => c.row2).join(' ')).not.toMatch(/no later rate/);
    }
    // 5.49 % for 5 years, then Bank Rate 3.75 % + 2.99 % = 6.74 % (scripts/mortgage-before-after.ts prices it for
    // another applicant): the payment rises after the fixed period.
    const amber = fixedUk.find((q) => byId.get(q.planId)?.slug === 'amber-dune-mortgage-gb')!;
    expect(amber.loan).toMatchObject({ fixedMonths: 60, reducingRatePct: 5.49, followOnRatePct: 6.74 });
    const spain = (await offers(18, { ...mortgage, propertyCountry: 'ES' })).list;
    expect(spain.quotes.map((q) => q.planId)).toEqual([es.id]);
    expect(spain.quotes[0]!.loan).toMatchObject({
      fixedMonths: 36,
      followOnRatePct: null,
      followOnInstalment: null,
    });
    expect(spain.quotes[0]!.coverInfo.map((c) => c.row2).join(' ')).toMatch(
      /fixed for 3 years; no later rate/,
    );
    await ctx.db.execute(sql`update bank_loans set data = ${JSON.stringify(es)}::jsonb where id = ${es.id}`);
    const turkey = (await offers(18, { ...mortgage, propertyCountry: 'TR' })).list;
    expect(turkey.quotes).toEqual([]);
    expect(turkey.insurerCount).toBe(0);
  });

  it('bank accounts: the type asked, grouped by bank, savings by rate; choosing one is a lead', async () => {
    const savings = await offers(12, {
      accountType: 'savings',
      monthlySalary: 15_000,
      employerCategory: 'government',
    });
    const list = savings.list;
    expect(list.quotes.length).toBeGreaterThan(3);
    expect(list.fieldValues.groupBy).toBe('providerId');
    // Grouped: each bank's accounts together.
    const order = list.quotes.map((q) => q.providerId);
    expect(order.filter((id, i) => i > 0 && id !== order[i - 1] && order.slice(0, i).includes(id))).toEqual(
      [],
    );
    for (const q of list.quotes) expect(q.coverInfo.some((c) => /%$/.test(c.row2))).toBe(true);
    const islamic = (
      await offers(12, { accountType: 'islamic', monthlySalary: 15_000, employerCategory: 'government' })
    ).list;
    expect(islamic.quotes.length).toBeGreaterThan(0);
    for (const q of islamic.quotes)
      expect(q.coverInfo.map((c) => c.row2)).toContain('Islamic (Sharia-compliant)');
    const q = list.quotes[0] as TQuote;
    const lead = await app.inject({
      method: 'POST',
      url: '/api/lead_details',
      payload: {
        planId: q.planId,
        providerId: q.providerId,
        enquiryId: savings.enquiryId,
        source: 'quote_click',
        consent: true,
      },
      headers: { authorization: savings.d.token },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    expect(lead.json()).toMatchObject({ planName: q.planName, total: null });
  });

  it('choosing an offer stores a lead with the figures the visitor saw', async () => {
    const { d, enquiryId, list } = await offers(8, personal());
    const q = list.quotes[0] as TQuote;
    const res = await app.inject({
      method: 'POST',
      url: '/api/lead_details',
      payload: {
        planId: q.planId,
        providerId: q.providerId,
        enquiryId,
        source: 'quote_click',
        consent: true,
      },
      headers: { authorization: d.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      planName: q.planName,
      providerName: q.providerName,
      total: q.loan!.totalCost,
    });
    const row = await ctx.db.execute<{ breakdown: { kind: string; loanId: number } }>(
      sql`select breakdown from leads where country_product_id = 8 order by id desc limit 1`,
    );
    expect(row.rows[0]?.breakdown).toMatchObject({ kind: 'loanOffer', loanId: q.planId });
  });
});
