import type { TBankAccount, TLoan } from '../../../shared/contracts/banking';

/**
 * A loan's row: its document and the columns the offers filter and sort on, derived from it. The seed writes it and
 * a console publication rewrites it (decision 0128), so the two never derive a column differently.
 */
export const loanRow = (l: TLoan) => ({
  id: l.id,
  productId: l.productId,
  bankId: l.bankId,
  slug: l.slug,
  banking: l.banking,
  salaryTransfer: l.salaryTransfer,
  minSalaryFils: l.minMonthlySalaryFils,
  maxTenureMonths: l.maxTenureMonths,
  priority: l.priority,
  isPopular: l.isPopular,
  isHidden: l.isHidden,
  data: l,
});

/** A bank account's row: its document and the columns derived from it (as `loanRow`). */
export const accountRow = (a: TBankAccount) => ({
  id: a.id,
  bankId: a.bankId,
  slug: a.slug,
  kind: a.kind,
  banking: a.banking,
  minBalanceFils: a.minBalanceFils,
  annualRateBp: a.annualRateBp,
  priority: a.priority,
  isPopular: a.isPopular,
  isHidden: a.isHidden,
  data: a,
});
