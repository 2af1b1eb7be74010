/**
 * Decision 0046: the seeded fixed-rate home loans priced as before (the fixed rate for the whole term) and as now
 * (the fixed rate for its period, then the follow-on rate re-amortised), for one applicant, with each offer's rank
 * among all the home-loan offers by APR; then the international mortgages likewise for another, ranked among the
 * offers for the property's country (the only ones a visitor sees together). Pure: the seed rows and the loan
 * engine, no database, a fixed date.
 * Run: npx tsx scripts/mortgage-before-after.ts
 */
import { homeLoansSeed } from '../src/db/seed/banking/home-loans';
import { internationalMortgagesSeed } from '../src/db/seed/banking/international-mortgages';
import type { InternationalBenchmark } from '../src/shared/contracts/banking';
import { loanProductsOf } from '../src/server/modules/offers/loan-products';
import { loanOffer, type EligibleLoanOffer, type LoanApplicant } from '../src/shared/banking/loans';

const applicant = (months: number): LoanApplicant => ({
  amountFils: 150_000_000,
  months,
  monthlySalaryFils: 6_000_000,
  existingMonthlyRepaymentsFils: 0,
  dateOfBirth: { year: 1990, month: 3, day: 15 },
  uaeNational: false,
  today: { year: 2026, month: 11, day: 28 },
  propertyValueFils: 200_000_000,
  propertyOrder: 'first',
  offPlan: false,
});

type Row = { slug: string; fixed: boolean; before: EligibleLoanOffer; after: EligibleLoanOffer };
const rows: Row[] = homeLoansSeed.map((l) => {
  const [p] = loanProductsOf(l);
  if (!p) throw new Error(`no product for ${l.slug}`);
  const a = applicant(Math.min(300, l.maxTenureMonths));
  const after = loanOffer(p, a);
  // As before decision 0046: the starting rate for the whole term.
  const before = loanOffer({ ...p, fixedPeriodMonths: null, followOnRateBp: null }, a);
  if (!after.eligible || !before.eligible) throw new Error(`${l.slug} refused`);
  return { slug: l.slug, fixed: l.rateType === 'fixed', before, after };
});
const rank = (key: 'before' | 'after') => {
  const order = [...rows].sort(
    (x, y) => x[key].aprBp - y[key].aprBp || x[key].totalCostFils - y[key].totalCostFils,
  );
  return new Map(order.map((r, i) => [r.slug, i + 1]));
};
const rankBefore = rank('before');
const rankAfter = rank('after');
const pct = (bp: number | null) => (bp === null ? '–' : `${(bp / 100).toFixed(2)} %`);
const aed = (f: number | null) =>
  f === null
    ? '–'
    : (f / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

console.log(
  'Applicant: AED 1,500,000 on a AED 2,000,000 first home, expatriate, salary AED 60,000, no other debts; ' +
    'the longest term each bank allows (25 years, 20 for the two capped at 240 months).\n',
);
const head = [
  'Product',
  'Term',
  'Fixed period',
  'Intro rate',
  'Follow-on rate',
  'APR before',
  'APR after',
  'Δ APR',
  'Monthly, fixed period',
  'Monthly, after',
  'Rank before → after (of 24)',
];
console.log(`| ${head.join(' | ')} |`);
console.log(`|${head.map(() => ' --- ').join('|')}|`);
for (const r of rows.filter((x) => x.fixed)) {
  const a = r.after;
  console.log(
    `| ${[
      r.slug,
      `${a.months / 12} y`,
      `${(a.fixedPeriodMonths ?? 0) / 12} y`,
      pct(a.reducingRateBp),
      pct(a.followOnRateBp),
      pct(r.before.aprBp),
      pct(a.aprBp),
      `+${((a.aprBp - r.before.aprBp) / 100).toFixed(2)}`,
      aed(a.instalmentFils),
      aed(a.followOnInstalmentFils),
      `${rankBefore.get(r.slug)} → ${rankAfter.get(r.slug)}`,
    ].join(' | ')} |`,
  );
}
console.log('\nVariable-rate products (unchanged figures):\n');
console.log('| Product | Rate | APR | Monthly | Rank before → after (of 24) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows.filter((x) => !x.fixed)) {
  if (r.before.aprBp !== r.after.aprBp) throw new Error(`${r.slug}: a variable loan changed`);
  console.log(
    `| ${r.slug} | ${pct(r.after.reducingRateBp)} | ${pct(r.after.aprBp)} | ${aed(r.after.instalmentFils)} | ${rankBefore.get(r.slug)} → ${rankAfter.get(r.slug)} |`,
  );
}

// International mortgages (product 18): a property abroad, priced in AED equivalents.
const abroad = (months: number): LoanApplicant => ({
  ...applicant(months),
  amountFils: 100_000_000,
  monthlySalaryFils: 4_000_000,
  propertyValueFils: 200_000_000,
});
const BENCHMARK_NAMES: Record<InternationalBenchmark, string> = {
  boeBankRate: 'BoE Bank Rate',
  euribor12m: 'Euribor 12M',
  rbiRepo: 'RBI repo rate',
  kibor6m: 'KIBOR 6M',
  bspRrp: 'BSP RRP rate',
};
type Intl = Row & { country: string; benchmark: string };
const intl: Intl[] = internationalMortgagesSeed.map((l) => {
  const [p] = loanProductsOf(l);
  if (!p) throw new Error(`no product for ${l.slug}`);
  const a = abroad(l.maxTenureMonths);
  const after = loanOffer(p, a);
  // As before: the rows had no follow-on rate, so the starting rate for the whole term.
  const before = loanOffer({ ...p, fixedPeriodMonths: null, followOnRateBp: null }, a);
  if (!after.eligible || !before.eligible) throw new Error(`${l.slug} refused`);
  const f = l.followOn;
  if (!f) throw new Error(`${l.slug}: no follow-on rate`);
  const benchmark = `${BENCHMARK_NAMES[f.benchmark]} ${pct(f.benchmarkRateBp)} + ${pct(f.marginBp)}${f.floorBp ? `, floor ${pct(f.floorBp)}` : ''}`;
  return { slug: l.slug, fixed: l.rateType === 'fixed', before, after, country: l.countryCode, benchmark };
});
const intlRank = (key: 'before' | 'after') => {
  const ranks = new Map<string, string>();
  for (const country of new Set(intl.map((r) => r.country))) {
    const order = intl
      .filter((r) => r.country === country)
      .sort((x, y) => x[key].aprBp - y[key].aprBp || x[key].totalCostFils - y[key].totalCostFils);
    order.forEach((r, i) => ranks.set(r.slug, `${i + 1}`));
  }
  return ranks;
};
const intlBefore = intlRank('before');
const intlAfter = intlRank('after');
const inCountry = (c: string) => intl.filter((r) => r.country === c).length;

console.log(
  '\nInternational mortgages. Applicant: AED 1,000,000 (equivalent) on a AED 2,000,000 home abroad, salary ' +
    'AED 40,000, no other debts; the longest term each bank allows.\n',
);
const intlHead = [
  'Product',
  'Term',
  'Fixed period',
  'Intro rate',
  'Follow-on (benchmark + margin, floor)',
  'Follow-on rate',
  'APR before',
  'APR after',
  'Δ APR',
  'Monthly, fixed period',
  'Monthly, after',
  'Rank in its country before → after',
];
console.log(`| ${intlHead.join(' | ')} |`);
console.log(`|${intlHead.map(() => ' --- ').join('|')}|`);
for (const r of intl.filter((x) => x.fixed)) {
  const a = r.after;
  console.log(
    `| ${[
      r.slug,
      `${a.months / 12} y`,
      `${(a.fixedPeriodMonths ?? 0) / 12} y`,
      pct(a.reducingRateBp),
      r.benchmark,
      pct(a.followOnRateBp),
      pct(r.before.aprBp),
      pct(a.aprBp),
      `+${((a.aprBp - r.before.aprBp) / 100).toFixed(2)}`,
      aed(a.instalmentFils),
      aed(a.followOnInstalmentFils),
      `${intlBefore.get(r.slug)} → ${intlAfter.get(r.slug)} (of ${inCountry(r.country)})`,
    ].join(' | ')} |`,
  );
}
console.log(
  '\nVariable-rate international mortgages (unchanged figures; the rate is the benchmark + margin, floored):\n',
);
console.log(
  '| Product | Benchmark + margin, floor | Rate | APR | Monthly | Rank in its country before → after |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of intl.filter((x) => !x.fixed)) {
  if (r.before.aprBp !== r.after.aprBp) throw new Error(`${r.slug}: a variable loan changed`);
  console.log(
    `| ${r.slug} | ${r.benchmark} | ${pct(r.after.reducingRateBp)} | ${pct(r.after.aprBp)} | ${aed(r.after.instalmentFils)} | ${intlBefore.get(r.slug)} → ${intlAfter.get(r.slug)} (of ${inCountry(r.country)}) |`,
  );
}
