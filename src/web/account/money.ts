import { numberFormat } from '../../shared/i18n/number-format';

/** AED with two decimals and Latin digits in every language ('AED 2,310.00'); `AED` stays `AED` (decision 0088). */
export function aedOf(fils: number): string {
  return `AED ${numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fils / 100)}`;
}
