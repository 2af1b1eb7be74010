import type { TBlockOf } from '../../../shared/contracts/blocks';
import { MONTHS_PER_YEAR } from '../../../shared/banking/loans';
import {
  clamp,
  loanCalculatorFor,
  type LoanCalculatorSetup,
  type TenureUnit,
} from '../../../shared/banking/loan-calculator';
import { catalogues } from '../../../shared/i18n/catalogues';
import type { Catalogue } from '../../../shared/i18n/translator';
import { useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { LoanCalculator, type LoanCalculatorProps } from './loan-calculator';
import type { BlockProps, BlockContext } from '../types';
import { ToolCalculator } from './tools/tool-calculator';
import type { ToolKind } from './tools/props';
import { localizedPath } from '../../../shared/domain/locales';
import { PRODUCT, productPath } from '../../../shared/domain/products';

type CalculatorBlock = TBlockOf<'CALCULATOR'>;

/**
 * Which calculator a block shows (docs/product/pages.md 'Calculator loader by calculatorType: calorie, bmi, sip, growth,
 * term; otherwise by productId: 1, 3, and 8, 11 or 18'): the type when given; else the car estimate for product 1,
 * the health estimate for 3, term cover for 5 and the loan EMI calculator for 8, 10, 11 and 18 (decisions 0020
 * and 0102). Any other product shows nothing.
 */
export function calculatorOf(
  block: Pick<CalculatorBlock, 'calculatorType' | 'productId'>,
): 'loan' | ToolKind | null {
  if (block.calculatorType) return block.calculatorType;
  if (block.productId === PRODUCT.CAR_INSURANCE) return 'car';
  if (block.productId === PRODUCT.HEALTH_INSURANCE) return 'health';
  if (block.productId === PRODUCT.TERM_INSURANCE) return 'term';
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
  const kind = calculatorOf(block);
  if (kind !== null && kind !== 'loan') {
    return (
      <ToolCalculatorSection
        kind={kind}
        blockKey={block.key}
        title={block.title}
        productId={block.productId}
        ctx={ctx}
      />
    );
  }
  const setup = kind === 'loan' ? loanCalculatorFor(block.productId) : undefined;
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

/** The catalogue sections a calculator reads: the shared ones and its own (its island's props stay small). */
const SECTION_OF: Record<ToolKind, string> = {
  bmi: 'bmi',
  calorie: 'calorie',
  sip: 'growth',
  growth: 'growth',
  term: 'term',
  car: 'estimate',
  health: 'estimate',
};
const SHARED_SECTIONS = [
  'inputs',
  'range',
  'invalid',
  'share',
  'notAdvice',
  'field',
  'sex',
  'activity',
  'emirate',
  'choose',
  'chart',
];
export function toolStrings(all: Catalogue, kind: ToolKind): Catalogue {
  const out: Record<string, string | Catalogue> = {};
  for (const key of [...SHARED_SECTIONS, SECTION_OF[kind]]) {
    const section = all[key];
    if (section !== undefined) out[key] = section;
  }
  return out;
}

/** The size class of a calculator other than the loan's: the spec's product heights for 1 and 3, else the default. */
export function toolSizeClass(kind: ToolKind): string {
  if (kind === 'car') return calculatorSizeClass(PRODUCT.CAR_INSURANCE);
  if (kind === 'health') return calculatorSizeClass(PRODUCT.HEALTH_INSURANCE);
  return 'calc--size-default';
}

/**
 * A calculator other than the loan's (decision 0102): its section with the spec's reserved height, title and
 * introduction, and the ToolCalculator island, rendered by the server with the default inputs and hydrated when
 * scrolled near. The estimates link to the product's journey.
 */
export function ToolCalculatorSection(p: {
  kind: ToolKind;
  blockKey: string;
  title?: string | undefined;
  productId: number;
  ctx: BlockContext;
}) {
  const { t } = useT('calculators');
  const { t: tq } = useT('quotesUi');
  const id = idOf(p.blockKey);
  const headingId = `${id}-title`;
  const product =
    p.kind === 'car' ? PRODUCT.CAR_INSURANCE : p.kind === 'health' ? PRODUCT.HEALTH_INSURANCE : undefined;
  return (
    <section
      className={`calc tool-calc tool-calc--${p.kind} ${toolSizeClass(p.kind)}`}
      aria-labelledby={headingId}
      data-calculator={p.kind}
    >
      <h2 id={headingId} className="calc__title">
        {p.title || t(`title.${p.kind}`)}
      </h2>
      <p className="calc__intro">{t(`intro.${p.kind}`)}</p>
      <Island
        name="ToolCalculator"
        component={ToolCalculator}
        className="calc__island"
        props={{
          kind: p.kind,
          id,
          lang: p.ctx.lang,
          rtl: p.ctx.dir === 'rtl',
          strings: toolStrings(catalogues[p.ctx.lang].calculators, p.kind),
          money: tq('money'),
          currency: tq('currency'),
          ...(product ? { compareHref: localizedPath(`${productPath(product)}/`, p.ctx.lang) } : {}),
        }}
      />
    </section>
  );
}
