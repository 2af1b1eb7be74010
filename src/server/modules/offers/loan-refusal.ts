import type { TBank, TLoan } from '../../../shared/contracts/banking';
import type { TLoanRefusal } from '../../../shared/contracts/quotes-api';
import type { EligibilityReason, LoanApplicant } from '../../../shared/banking/loans';
import type { LangCode } from '../../../shared/domain/locales';
import { localized } from '../../../shared/i18n/localized';
import type { TFunction } from '../../../shared/i18n/translator';
import {
  alternatives,
  JOURNEY_TERMS,
  lowestMinimumSalary,
  mainReason,
  type Candidate,
  type Qualifying,
} from './domain/qualify';
import { loanProductsOf } from './loan-products';

type Lent = { row: TLoan; bank: TBank };

/** Rules whose per-lender words ('This bank asks …') read wrong once for every lender: their own words. */
const ONE_REASON_WORDS: ReadonlySet<EligibilityReason['code']> = new Set([
  'DBR_EXCEEDED',
  'SALARY_BELOW_MINIMUM',
  'LTV_EXCEEDED',
  'PROPERTY_VALUE_OUTSIDE_LTV_TABLE',
  'TENURE_EXCEEDED',
]);

function reasonWords(t: TFunction, r: EligibilityReason, lang: LangCode): string {
  const aed = new Intl.NumberFormat(`${lang}-AE`, { maximumFractionDigits: 0, numberingSystem: 'latn' });
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params as Record<string, number>))
    params[k] = k.endsWith('Fils') ? aed.format(v / 100) : v;
  const group = ONE_REASON_WORDS.has(r.code) ? 'oneReason' : 'reasons';
  return t(`quotes:offers.${group}.${r.code}`, params);
}

/**
 * The refusal page's answer (decision 0064, docs/product/loans.md) when no lender offers the applicant anything:
 * the one reason (domain/qualify.ts `mainReason`), and what the same lenders' products accept instead under the
 * same rules: the largest amount and its term, the largest at the term asked, or the lowest salary they take.
 * `refused` holds each refused row's reasons; `rows` every row considered.
 */
export function loanRefusal(input: {
  rows: readonly Lent[];
  /** Each refused product's reasons, with its lender. */
  refused: readonly { bank: TBank; reasons: readonly EligibilityReason[] }[];
  applicant: LoanApplicant;
  t: TFunction;
  lang: LangCode;
}): TLoanRefusal | undefined {
  const { applicant, t, lang } = input;
  const byLender = new Map<number, (readonly EligibilityReason[])[]>();
  for (const r of input.refused) byLender.set(r.bank.id, [...(byLender.get(r.bank.id) ?? []), r.reasons]);
  const reason = mainReason([...byLender.values()]);
  if (!reason) return undefined;
  const candidates: Candidate<Lent>[] = input.rows.flatMap((ref) =>
    loanProductsOf(ref.row).map((product) => ({ ref, product })),
  );
  const type = candidates[0]?.product.productType;
  const found = type
    ? alternatives(candidates, applicant, JOURNEY_TERMS[type])
    : { largest: null, atYourTerm: null };
  const names = ({ row, bank }: Lent) => ({
    providerName: localized(bank.name, lang),
    planName: localized(row.name, lang),
  });
  const alternative = (q: Qualifying<Lent> | null) =>
    q && {
      amount: q.offer.amountFils / 100,
      months: q.offer.months,
      instalment: q.offer.instalmentFils / 100,
      aprPct: q.offer.aprBp / 100,
      totalCost: q.offer.totalCostFils / 100,
      providerId: q.ref.bank.id,
      ...names(q.ref),
    };
  const low = lowestMinimumSalary(candidates, applicant.monthlySalaryFils);
  return {
    reason: reasonWords(t, reason, lang),
    requested: { amount: applicant.amountFils / 100, months: applicant.months },
    largest: alternative(found.largest),
    atYourTerm: alternative(found.atYourTerm),
    minSalary: low && { amount: low.product.minMonthlySalaryFils / 100, ...names(low.ref) },
  };
}
