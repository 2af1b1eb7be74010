import type { TBank, TLoan } from '../../../shared/contracts/banking';
import type { TQuotesResponse } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { localized } from '../../../shared/i18n/localized';
import type { TFunction } from '../../../shared/i18n/translator';
import type { EligibilityReason } from '../../../shared/banking/loans';
import { nearestPerRule } from './domain/qualify';
import type { priceRow } from './loan-products';

/** A catalogue row none of whose products the applicant qualifies for, with each product's result. */
export type RefusedRow = { row: TLoan; bank: TBank; results: ReturnType<typeof priceRow>['results'] };

/** One reason of a refusal in words (decision 0018: the rule and the figures that broke it). */
function reasonText(t: TFunction, r: EligibilityReason, lang: LangCode): string {
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
 * The loan answer's `declined` (decision 0018, docs/product/loans.md): each bank that offers the applicant
 * nothing, in catalogue order, with each rule that refused its rows said once, with the figures nearest to passing
 * (decision 0076: 'at least AED 7,500', not that and then 'at least AED 12,000' for its other product). A bank
 * with one eligible row is not declined, whatever its other rows say.
 */
export function declinedBanks(
  refused: readonly RefusedRow[],
  offeredBanks: ReadonlySet<number>,
  t: TFunction,
  lang: LangCode,
): TQuotesResponse['declined'] {
  const byBank = new Map<number, { bank: TBank; reasons: EligibilityReason[] }>();
  for (const { bank, results } of refused) {
    const entry = byBank.get(bank.id) ?? { bank, reasons: [] };
    for (const r of results) if (!r.eligible) entry.reasons.push(...r.reasons);
    byBank.set(bank.id, entry);
  }
  return [...byBank.values()]
    .filter(({ bank }) => !offeredBanks.has(bank.id))
    .map(({ bank, reasons }) => ({
      providerId: bank.id,
      providerName: localized(bank.name, lang),
      reason: nearestPerRule(reasons)
        .map((r) => reasonText(t, r, lang))
        .join(' '),
    }));
}
