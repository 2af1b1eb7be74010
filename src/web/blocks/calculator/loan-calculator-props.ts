import type { LangCode } from '../../../shared/domain/locales';
import type { Catalogue } from '../../../shared/i18n/translator';
import type { NumberRange, TenureUnit } from '../../../shared/banking/loan-calculator';

/** What the CALCULATOR block hands the island: ranges, the opening loan and the page language's strings. */
export type LoanCalculatorProps = {
  /** Prefix of every id inside (islands must not call useId). */
  id: string;
  lang: LangCode;
  rtl: boolean;
  ranges: { amountAed: NumberRange; months: NumberRange; ratePct: NumberRange };
  /** Already inside the ranges; in years, a whole number of years. */
  initial: { amountAed: number; months: number; ratePct: number; unit: TenureUnit };
  /** The `calculator` catalogue of the page language. */
  strings: Catalogue;
  /** quotesUi's '{{currency}} {{amount}}' / '{{amount}} {{currency}}', and 'AED' / 'د.إ'. */
  money: string;
  currency: string;
};
