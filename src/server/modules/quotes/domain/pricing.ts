import { createHash } from 'node:crypto';
import type {
  BodyType,
  PricedProductId,
  TDecline,
  TInsurer,
  TPlan,
  TPremiumBreakdown,
  TRankedQuote,
  TRateTable,
} from '../../../../shared/contracts/quotes';
import {
  QUOTE_VALIDITY_DAYS,
  QUOTE_VALIDITY_DAYS_CAR,
} from '../../../../shared/contracts/quotes-api-constants';
import { PRODUCT } from '../../../../shared/domain/products';
import {
  engineFor,
  rankPriced,
  type AdapterResult,
  type Answers,
  type RankingFacts,
} from '../../../../shared/quotes';
import type { CalendarDate } from '../../../../shared/rules/dates';
import { canonicalJson } from '../../../../shared/rules/canonical-json';

/**
 * Pricing an enquiry (pure, docs/ARCHITECTURE.md#principle-13): the product's catalogue, the engine input from the
 * stored answers, one insurer's plans priced at a time (so a background job can report progress), and the
 * ranking once every insurer is priced. No clock, no I/O: the service passes `today` and `now`.
 */

/** A product's catalogue as loaded (every document checked by its schema; hidden plans left out). */
export type Catalogue = {
  productId: number;
  /** Insurers with at least one visible plan of the product, by id. */
  insurers: TInsurer[];
  plans: TPlan[];
  planById: ReadonlyMap<number, TPlan>;
  insurerById: ReadonlyMap<number, TInsurer>;
  /** Newest version of each rate table. */
  tableById: ReadonlyMap<string, TRateTable>;
};

export function catalogueOf(
  productId: number,
  insurers: readonly TInsurer[],
  plans: readonly TPlan[],
  tables: readonly TRateTable[],
): Catalogue {
  const visible = plans
    .filter((p) => p.productId === productId && !p.isHidden)
    .sort((a, b) => a.planId - b.planId);
  const offering = new Set(visible.map((p) => p.providerId));
  const ins = insurers.filter((i) => offering.has(i.id)).sort((a, b) => a.id - b.id);
  const insurerById = new Map(ins.map((i) => [i.id, i]));
  const withInsurer = visible.filter((p) => insurerById.has(p.providerId));
  return {
    productId,
    insurers: ins,
    plans: withInsurer,
    planById: new Map(withInsurer.map((p) => [p.planId, p])),
    insurerById,
    tableById: new Map(tables.filter((t) => t.productId === productId).map((t) => [t.id, t])),
  };
}

/** The quotes request's own choices a run prices with (critical illness: age, cover, term; docs/product/quotes.md). */
export type RunOptions = { age?: number; cover?: number; term?: number };

/** The request's choices that matter for a product (only critical illness reads any). */
export function runOptionsOf(productId: number, body: RunOptions): RunOptions {
  if (productId !== PRODUCT.CRITICAL_ILLNESS) return {};
  const out: RunOptions = {};
  if (body.age !== undefined) out.age = body.age;
  if (body.cover !== undefined) out.cover = body.cover;
  if (body.term !== undefined) out.term = body.term;
  return out;
}

export const sameOptions = (a: RunOptions, b: RunOptions): boolean => canonicalJson(a) === canonicalJson(b);

/**
 * What an adapter gets besides the answers: today's UAE date, the answered car model's body type, and the
 * request's choices (critical illness).
 */
export type PricingContext = {
  today: CalendarDate;
  bodyType?: BodyType | undefined;
  body?: RunOptions | undefined;
};

/** The engine seen without its product's types (the registry's mapped type is narrowed by the caller's id). */
type LooseEngine = {
  inputFromAnswers(answers: Answers, ctx: PricingContext): AdapterResult<unknown>;
  price(input: unknown, plan: TPlan, table: TRateTable): TPremiumBreakdown | TDecline;
  rankingFacts(input: unknown, plan: TPlan): RankingFacts;
};

function engineOf(productId: PricedProductId): LooseEngine {
  return engineFor(productId) as unknown as LooseEngine;
}

export function inputFor(
  productId: PricedProductId,
  answers: Answers,
  ctx: PricingContext,
): AdapterResult<unknown> {
  return engineOf(productId).inputFromAnswers(answers, ctx);
}

/**
 * Answers that are saved with the enquiry but change no price: keep my doctor's chosen hospitals (decision 0095).
 * A run's hash leaves them out, so choosing hospitals never prices the enquiry again.
 */
export const UNPRICED_ANSWER_KEYS: readonly string[] = ['hospitalIds'];

/** Hex SHA-256 of the answers as canonical JSON: a run prices exactly these answers. */
export function answersHash(answers: Answers): string {
  let priced = answers;
  if (UNPRICED_ANSWER_KEYS.some((k) => k in answers)) {
    const copy: Record<string, unknown> = { ...answers };
    for (const k of UNPRICED_ANSWER_KEYS) delete copy[k];
    priced = copy;
  }
  return createHash('sha256').update(canonicalJson(priced)).digest('hex');
}

/** Decision 0013: a car quote is valid 7 days, every other product's 30. */
export function validUntilOf(productId: number, pricedAt: Date): Date {
  const days = productId === PRODUCT.CAR_INSURANCE ? QUOTE_VALIDITY_DAYS_CAR : QUOTE_VALIDITY_DAYS;
  return new Date(pricedAt.getTime() + days * 86_400_000);
}

export type InsurerPricing = { priced: TPremiumBreakdown[]; declined: TDecline[] };

/**
 * Every plan of one insurer priced with its rate table. A plan whose table is missing is a catalogue error
 * (the seed checks references), reported by throwing rather than as a visitor-facing decline.
 */
export function priceInsurer(
  productId: PricedProductId,
  input: unknown,
  catalogue: Catalogue,
  providerId: number,
): InsurerPricing {
  const engine = engineOf(productId);
  const out: InsurerPricing = { priced: [], declined: [] };
  for (const plan of catalogue.plans) {
    if (plan.providerId !== providerId) continue;
    const table = catalogue.tableById.get(plan.rateTableId);
    if (!table) throw new Error(`plan ${plan.planId}: rate table ${plan.rateTableId} is missing`);
    const result = engine.price(input, plan, table);
    if (result.declined) out.declined.push(result);
    else out.priced.push(result);
  }
  return out;
}

/** The recommended order of a finished run's quotes (ranking.ts via the registry's rankPriced). */
export function rankRun(
  productId: PricedProductId,
  input: unknown,
  catalogue: Catalogue,
  priced: readonly TPremiumBreakdown[],
): TRankedQuote[] {
  const entries = priced.flatMap((breakdown) => {
    const plan = catalogue.planById.get(breakdown.planId);
    const insurer = catalogue.insurerById.get(breakdown.providerId);
    return plan && insurer ? [{ plan, insurer, breakdown }] : [];
  });
  return rankPriced(productId, input as never, entries as never);
}
