import type { z } from 'zod';
import type {
  TAmountBands,
  TBreakdownLine,
  TDecline,
  TFactorBands,
  TFitCheck,
  TPremiumBreakdown,
  TPricingResult,
  TSlices,
  TUnderwritingRule,
} from '../contracts/quotes';
import { BP_ONE, aedToFils, factorDelta, sumFils, totalsOf } from './money';

/**
 * What every product engine shares (decision 0012): the engine shape the registry holds, the ledger that turns
 * factors into rounded breakdown lines, band look-ups and the underwriting rule check. Pure: no I/O, no clock.
 */

/** An enquiry's stored answers: `{fieldId: value}` with option ids, dates as the journey stores them. */
export type Answers = Readonly<Record<string, unknown>>;

export type AdapterError = {
  code: 'MISSING_ANSWERS' | 'INVALID_ANSWERS';
  /** Field ids without an answer. */
  missing: string[];
  /** Field ids whose answer the engine cannot use (unknown option id, malformed date, …). */
  invalid: string[];
};

/** `defaulted` names the inputs the journey does not ask and the engine assumed (shown on the quotes page). */
export type AdapterResult<I> =
  { ok: true; input: I; defaulted: string[] } | { ok: false; error: AdapterError };

/** What the ranking needs from a product about one plan for one enquiry. */
export interface RankingFacts {
  /** A number where more is more cover (annual limit, medical limit, breadth of car cover). */
  coverValue: number;
  /** Checks of the plan against the visitor's answers (agency repair wanted, Schengen, mandatory cover). */
  fit: TFitCheck[];
  /** Prices are compared within a group (car: comprehensive with comprehensive). */
  priceGroup: string;
}

/** The shape every product folder exports (car, health, travel; later term, critical illness, home, …). */
export interface QuoteEngine<TInput, TPlanOf, TRate, TCtx> {
  productId: number;
  inputSchema: z.ZodType<TInput>;
  rateTableSchema: z.ZodType<TRate>;
  /** Builds the engine input from an enquiry's answers (`ctx` carries today's date and catalogue look-ups). */
  inputFromAnswers(answers: Answers, ctx: TCtx): AdapterResult<TInput>;
  /** Prices one plan with its rate table: a breakdown, or a decline with a reason. */
  price(input: TInput, plan: TPlanOf, rateTable: TRate): TPricingResult;
  /**
   * `breakdown` is the plan's priced answer (rankPriced passes it): investment ranks on its maturity illustration,
   * which needs the rate table's charges; the other products rank on the input and the plan alone.
   */
  rankingFacts(input: TInput, plan: TPlanOf, breakdown?: TPremiumBreakdown): RankingFacts;
}

/** Identifies the plan and table in every answer. */
export type PriceMeta = {
  productId: number;
  planId: number;
  providerId: number;
  rateTableId: string;
  rateTableVersion: number;
};

export function metaOf(
  plan: { productId: number; planId: number; providerId: number; rateTableId: string },
  table: { productId: number; id: string; version: number; providerId: number },
): PriceMeta {
  // A plan priced with another insurer's or product's table is a programming error, not a decline.
  if (
    plan.rateTableId !== table.id ||
    plan.providerId !== table.providerId ||
    plan.productId !== table.productId
  ) {
    throw new Error(`plan ${plan.planId} is not priced by rate table ${table.id}`);
  }
  return {
    productId: plan.productId,
    planId: plan.planId,
    providerId: plan.providerId,
    rateTableId: table.id,
    rateTableVersion: table.version,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Ledger: a running premium and the rounded lines that make it

type LineParams = Record<string, string | number>;

export class Ledger {
  readonly lines: TBreakdownLine[] = [];

  get runningFils(): number {
    return sumFils(this.lines.map((l) => l.amountFils));
  }

  add(
    code: string,
    labelKey: string,
    amountFils: number,
    kind: TBreakdownLine['kind'],
    params: LineParams = {},
  ): void {
    this.lines.push({ code, labelKey, amountFils, kind, params });
  }

  /**
   * Multiplies the running premium (or `onFils`, one member's share) by a factor: the line is what the factor
   * adds or takes off, rounded half-up. A neutral factor (×1.00) adds no line.
   */
  factor(
    code: string,
    labelKey: string,
    factorBp: number,
    params: LineParams = {},
    onFils: number = this.runningFils,
  ): void {
    if (factorBp === BP_ONE) return;
    const amountFils = factorDelta(onFils, factorBp);
    this.lines.push({
      code,
      labelKey,
      amountFils,
      kind: factorBp > BP_ONE ? 'loading' : 'discount',
      factorBp,
      params,
    });
  }

  /** Raises the running premium to a minimum premium (an adjustment line), if it is below. */
  minimum(code: string, labelKey: string, minimumFils: number, params: LineParams = {}): void {
    const running = this.runningFils;
    if (running < minimumFils) this.add(code, labelKey, minimumFils - running, 'adjustment', params);
  }
}

export function breakdownOf(
  meta: PriceMeta,
  ledger: Ledger,
  vatRateBp: number,
  inputs: TPremiumBreakdown['inputs'],
): TPremiumBreakdown {
  const totals = totalsOf(
    ledger.lines.map((l) => l.amountFils),
    vatRateBp,
  );
  return {
    declined: false,
    ...meta,
    currency: 'AED',
    lines: ledger.lines,
    ...totals,
    vatRateBp,
    inputs,
  };
}

export function declineOf(
  meta: PriceMeta,
  code: string,
  reasonKey: string,
  params: Record<string, string | number>,
): TDecline {
  return {
    declined: true,
    productId: meta.productId,
    planId: meta.planId,
    providerId: meta.providerId,
    code,
    reasonKey,
    params,
  };
}

/** The decline for a value no band of a factor table covers (a table gap is the insurer's 'no quote'). */
export const OUTSIDE_RATE_TABLE = 'quotes:decline.outsideRateTable';

export function outsideRateTable(meta: PriceMeta, factor: string, value: number | string): TDecline {
  return declineOf(meta, 'outsideRateTable', OUTSIDE_RATE_TABLE, { factor, value });
}

/** The decline for the first rule the facts fail, or undefined (`extra` adds params such as the member). */
export function ruleDecline<F extends string>(
  meta: PriceMeta,
  rules: readonly TUnderwritingRule<F>[],
  facts: Facts<F>,
  extra: Record<string, string | number> = {},
): TDecline | undefined {
  const failed = failedRule(rules, facts);
  return failed
    ? declineOf(meta, failed.rule.id, failed.rule.reasonKey, { ...failed.params, ...extra })
    : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Bands

export function bandOf<B extends { from: number; to: number | null }>(
  bands: readonly B[],
  value: number,
): B | undefined {
  return bands.find((b) => value >= b.from && (b.to === null || value <= b.to));
}

export function factorOf(bands: TFactorBands, value: number): number | undefined {
  return bandOf(bands, value)?.factorBp;
}

export function amountFilsOf(bands: TAmountBands, value: number): number | undefined {
  const band = bandOf(bands, value);
  return band ? aedToFils(band.amountAed) : undefined;
}

/**
 * Σ slice × factor over the marginal slices of `amount` (ZSlices), in amount × basis points: the first `upto` at the
 * first factor, the next slice at the next, … Every factor is positive, so the result never decreases as the
 * amount grows, whatever the factors.
 */
export function slicesWeighted(amount: number, slices: TSlices): number {
  let lower = 0;
  let weighted = 0;
  for (const slice of slices) {
    const upper = slice.upto === null ? amount : Math.min(slice.upto, amount);
    if (upper > lower) weighted = sumFils([weighted, (upper - lower) * slice.factorBp]);
    if (slice.upto === null || slice.upto >= amount) break;
    lower = slice.upto;
  }
  return weighted;
}

// ---------------------------------------------------------------------------------------------------------
// Underwriting rules

export type Facts<F extends string> = Partial<Record<F, string | number | boolean>>;

export type RuleFailure = { rule: TUnderwritingRule; params: Record<string, string | number> };

/**
 * The first rule the facts fail, or undefined. A rule whose `when` conditions do not all hold, or whose fact is
 * absent (a member fact on a plan-level check), does not apply. Numbers are compared with min/max (inclusive);
 * ids with oneOf/noneOf.
 */
export function failedRule<F extends string>(
  rules: readonly TUnderwritingRule<F>[],
  facts: Facts<F>,
): RuleFailure | undefined {
  for (const rule of rules) {
    if (!rule.when.every((c) => facts[c.field] !== undefined && facts[c.field] === c.equals)) continue;
    const value = facts[rule.field];
    if (value === undefined) continue;
    const text = String(value);
    const tooLow = typeof value === 'number' && rule.min !== undefined && value < rule.min;
    const tooHigh = typeof value === 'number' && rule.max !== undefined && value > rule.max;
    const notAllowed = rule.oneOf !== undefined && !rule.oneOf.includes(text);
    const excluded = rule.noneOf !== undefined && rule.noneOf.includes(text);
    if (tooLow || tooHigh || notAllowed || excluded) {
      const params: Record<string, string | number> = { value: typeof value === 'number' ? value : text };
      if (rule.min !== undefined) params.min = rule.min;
      if (rule.max !== undefined) params.max = rule.max;
      return { rule, params };
    }
  }
  return undefined;
}
