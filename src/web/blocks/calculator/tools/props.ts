import type { LangCode } from '../../../../shared/domain/locales';
import type { Catalogue } from '../../../../shared/i18n/translator';

/** The calculators besides the loan EMI one (decision 0102); `sip` and `growth` share one component. */
export const TOOL_KINDS = ['bmi', 'calorie', 'sip', 'growth', 'term', 'car', 'health'] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

/** What the CALCULATOR and CAR_CALCULATOR blocks hand the ToolCalculator island. */
export type ToolCalculatorProps = {
  kind: ToolKind;
  /** Prefix of every id inside (islands must not call useId). */
  id: string;
  lang: LangCode;
  rtl: boolean;
  /** The `calculators` catalogue of the page language. */
  strings: Catalogue;
  /** quotesUi's '{{currency}} {{amount}}' / '{{amount}} {{currency}}', and 'AED' / 'د.إ'. */
  money: string;
  currency: string;
  /** The estimates' link to the product's journey, with the language prefix. */
  compareHref?: string;
};
