import type { TBlockOf } from '../../../shared/contracts/blocks';
import { MONTHS_PER_YEAR } from '../../../shared/banking/loans';
import {
  clamp,
  loanCalculatorFor,
  type LoanCalculatorSetup,
  type TenureUnit,
} from '../../../shared/banking/loan-calculator';
import { catalogues } from '../../../shared/i18n/catalogues';
import { useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { LoanCalculator, type LoanCalculatorProps } from './loan-calculator';
import type { BlockProps } from '../types';

type CalculatorBlock = TBlockOf<'CALCULATOR'>;

/**
 * Which calculator a block shows (docs/product/loans.md 'Calculator loader by calculatorType: calorie, bmi, sip, growth,
 * term; otherwise by productId: 1, 3, and 8, 11 or 18'). Only the loan EMI calculator exists so far (products
 * 8, 10, 11 and 18, decision 0020); the others come with the content-blocks work.
 */
export function calculatorOf(block: Pick<CalculatorBlock, 'calculatorType' | 'productId'>): 'loan' | null {
  if (block.calculatorType) return null;
  return loanCalculatorFor(block.productId) ? 'loan' : null;
}

/**
 * The block's reserved height (docs/product/loans.md 'Calculator placeholder min heights (mobile or desktop)'): product 1
 * 450 or 330 px; product 3 520 or 335 px (full width 412 or 290 px, once the content-blocks work has a full-width
 * variant); products 8 and 11 580 or 370 px; any other 400 px. The classes are in styles/calculator.css.
 */
export function calculatorSizeClass(productId: number): string {
  if (productId === 1) return 'calc--size-1';
  if (productId === 3) return 'calc--size-3';
  if (productId === 8 || productId === 11) return 'calc--size-8-11';
  return 'calc--size-default';
}

/** The opening loan: the document's defaults, else the product's, kept inside the product's ranges. */
export function openingLoan(
  defaults: CalculatorBlock['defaults'],
  setup: LoanCalculatorSetup,
): LoanCalculatorProps['initial'] {
  const amountAed = clamp(defaults?.amount ?? setup.defaults.amountAed, setup.amountAed);
  const months = clamp(defaults?.months ?? setup.defaults.months, setup.months);
  const ratePct = clamp(defaults?.ratePct ?? setup.defaults.ratePct, setup.ratePct);
  // Years only when the tenure is a whole number of years; otherwise the box would have to round it.
  const unit: TenureUnit = setup.unit === 'years' && months % MONTHS_PER_YEAR === 0 ? 'years' : 'months';
  return { amountAed, months, ratePct, unit };
}

const idOf = (key: string) => `calc-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * CALCULATOR (decision 0020): the loan EMI calculator, server-rendered with its figures and chart so it reads
 * without JavaScript and paints at once; its island hydrates when scrolled near (LAZY_ISLANDS). The section
 * reserves the spec's height, so nothing below it moves.
 */
export function CalculatorBlock({ block, ctx }: BlockProps<'CALCULATOR'>) {
  const { t } = useT('calculator');
  const { t: tq } = useT('quotesUi');
  const setup = calculatorOf(block) === 'loan' ? loanCalculatorFor(block.productId) : undefined;
  // Calorie, BMI, SIP, growth and term calculators, and those of products 1 and 3, are built by the
  // content-blocks work: until then such a block renders nothing rather than an empty reserved box.
  if (!setup) return null;
  const id = idOf(block.key);
  const headingId = `${id}-title`;
  return (
    <section className={`calc ${calculatorSizeClass(block.productId)}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="calc__title">
        {block.title || t(`defaultTitle.${setup.productType}`)}
      </h2>
      <p className="calc__intro">{t('intro')}</p>
      <Island
        name="LoanCalculator"
        component={LoanCalculator}
        className="calc__island"
        props={{
          id,
          lang: ctx.lang,
          rtl: ctx.dir === 'rtl',
          ranges: { amountAed: setup.amountAed, months: setup.months, ratePct: setup.ratePct },
          initial: openingLoan(block.defaults, setup),
          strings: catalogues[ctx.lang].calculator,
          money: tq('money'),
          currency: tq('currency'),
        }}
      />
    </section>
  );
}
