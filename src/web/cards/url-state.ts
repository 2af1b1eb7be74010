import {
  CARD_SORTS,
  type CardSort,
  type TCardFilters,
} from '../../shared/contracts/credit-cards-api-constants';
import { salaryFilterIncome } from '../../shared/rules/inputs';

/**
 * The salary and the order of the list in the address (decision 0070), so that a reload or Back shows the same
 * list. Read and written in the browser only: the server's page cache key drops both (src/server/ssr/page-query.ts),
 * so the page it renders is the spec's default list and the island then asks for this one.
 */
const SALARY_PARAM = 'salary';
const SORT_PARAM = 'sort';

type ListingQuery = { income?: number; sort?: CardSort };

/** What the address asks for; anything invalid is ignored (the page's defaults stand). */
export function readListingQuery(search: string): ListingQuery {
  const q = new URLSearchParams(search);
  const out: ListingQuery = {};
  const salary = q.get(SALARY_PARAM);
  if (salary !== null && /^[0-9]{1,9}$/.test(salary)) {
    const income = salaryFilterIncome(salary);
    if (income !== null && income > 0) out.income = income;
  }
  const sort = q.get(SORT_PARAM);
  if (sort !== null && (CARD_SORTS as readonly string[]).includes(sort) && sort !== 'recommended')
    out.sort = sort as CardSort;
  return out;
}

/** The address for the list on screen: the defaults leave no parameter, other parameters are kept. */
export function listingHref(href: string, applied: TCardFilters, defaults: TCardFilters): string {
  const url = new URL(href);
  if (applied.income !== defaults.income) url.searchParams.set(SALARY_PARAM, String(applied.income));
  else url.searchParams.delete(SALARY_PARAM);
  if (applied.sort && applied.sort !== 'recommended') url.searchParams.set(SORT_PARAM, applied.sort);
  else url.searchParams.delete(SORT_PARAM);
  return url.toString();
}
