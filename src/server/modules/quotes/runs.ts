import { LRUCache } from 'lru-cache';
import { BODY_TYPES, type BodyType, type PricedProductId } from '../../../shared/contracts/quotes';
import { QUOTES_ERROR_CODES } from '../../../shared/contracts/quotes-api';
import { ASYNC_ENQUIRY_PRODUCTS } from '../../../shared/contracts/journey-constants';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { isPricedProduct } from '../../../shared/quotes';
import { pricingDay } from '../../../shared/quotes/cover-start';
import { todayAt } from '../../../shared/rules/dates';
import { newPublicId } from '../../lib/public-id';
import { refuse, type Outcome } from '../../lib/outcome';
import type { QuotesCore } from './core';
import {
  answersHash,
  inputFor,
  priceInsurer,
  rankRun,
  sameOptions,
  validUntilOf,
  type Catalogue,
  type PricingContext,
  type RunOptions,
} from './domain/pricing';
import type { PricedQuote } from './domain/present';
import type { EnquiryForQuotes, QuoteRow, RunRow } from './repo';

// Pricing runs: an enquiry's stored answers priced with every plan of every insurer of its product, one run per
// pricing, kept while valid (decision 0013, docs/product/quotes.md).

/** What a background pricing step reports (the health job loops until `done`). */
export type StepResult =
  | { status: 'processing' | 'done'; pricedCount: number; insurerCount: number; quoteCount: number }
  | { status: 'failed'; reason: 'notFound' | 'notPriced' | 'answers' };

async function contextOf(
  core: QuotesCore,
  e: EnquiryForQuotes,
  options: RunOptions,
): Promise<PricingContext> {
  // A renewal enquiry is priced on its cover start (decision 0090); any other on today's UAE date.
  const ctx: PricingContext = { today: pricingDay(e.answers, todayAt(core.now())), body: options };
  const { carMake, carModel } = e.answers;
  if (
    e.countryProductId === PRODUCT.CAR_INSURANCE &&
    typeof carMake === 'string' &&
    typeof carModel === 'string'
  ) {
    const body = await core.repo.bodyTypeOf(carMake, carModel);
    if (body && (BODY_TYPES as readonly string[]).includes(body)) ctx.bodyType = body as BodyType;
  }
  return ctx;
}

/** The engine input of an enquiry, or undefined when its answers cannot be priced. */
export async function inputOf(
  core: QuotesCore,
  e: EnquiryForQuotes,
  productId: PricedProductId,
  options: RunOptions,
): Promise<unknown> {
  const r = inputFor(productId, e.answers, await contextOf(core, e, options));
  return r.ok ? r.input : undefined;
}

/**
 * The canonical answers hash of an enquiry read with its answers' digest, remembered by that digest: paging and
 * sorting read the same answers again and again, and canonical JSON plus SHA-256 of them was a visible part of a
 * quotes request's CPU (decision 0013 'CPU per request'). Equal digests mean equal stored answers.
 */
const hashesByDigest = new LRUCache<string, string>({ max: 10_000 });
export function answersHashOf(e: EnquiryForQuotes): string {
  if (e.answersDigest === undefined) return answersHash(e.answers);
  let hash = hashesByDigest.get(e.answersDigest);
  if (hash === undefined) hashesByDigest.set(e.answersDigest, (hash = answersHash(e.answers)));
  return hash;
}

/** A run still answers for these answers: same answers and choices, and (once done) within its validity. */
const isFresh = (
  core: QuotesCore,
  run: RunRow | undefined,
  hash: string,
  options: RunOptions,
): run is RunRow =>
  run !== undefined &&
  run.answersHash === hash &&
  sameOptions(run.options, options) &&
  (run.status === 'processing' || run.validUntil.getTime() > core.now().getTime());

/**
 * Moves the enquiry's pricing forward under its lock: starts a new run when there is no fresh one, prices up
 * to `maxInsurers` more insurers, and ranks the run once every insurer is priced. Returns the current run.
 */
export async function advance(
  core: QuotesCore,
  e: EnquiryForQuotes,
  productId: PricedProductId,
  input: unknown,
  maxInsurers: number,
  options: RunOptions,
): Promise<RunRow> {
  const { repo } = core;
  const c = await core.catalogue(productId);
  const hash = answersHash(e.answers);
  return repo.withEnquiryLock(e.id, async (tx) => {
    let run = await repo.currentRun(tx, e.id);
    if (!isFresh(core, run, hash, options)) {
      const pricedAt = core.now();
      run = await repo.insertRun(tx, {
        enquiryId: e.id,
        productId,
        answersHash: hash,
        options,
        insurerCount: c.insurers.length,
        pricedAt,
        validUntil: validUntilOf(productId, pricedAt),
      });
    }
    if (run.status === 'done') return run;
    const done = new Set(run.pricedProviderIds);
    const remaining = c.insurers.filter((i) => !done.has(i.id));
    for (const insurer of remaining.slice(0, maxInsurers)) {
      const r = priceInsurer(productId, input, c, insurer.id);
      const priced = r.priced.map((breakdown) => ({ publicId: newPublicId(), breakdown }));
      await repo.recordInsurer(tx, run, insurer.id, priced, r.declined);
    }
    if (remaining.length <= maxInsurers) {
      const rows = await repo.runQuotes(tx, run.id);
      await repo.finishRun(
        tx,
        run.id,
        rankRun(
          productId,
          input,
          c,
          rows.map((q) => q.breakdown),
        ),
      );
    }
    return (await repo.currentRun(tx, e.id)) ?? run;
  });
}

/** The background job's step (health: docs/product/quotes.md): one more insurer priced, or the ranking at the end. */
export async function priceStep(core: QuotesCore, enquiryPublicId: string): Promise<StepResult> {
  const { repo } = core;
  const e = await repo.enquiry(enquiryPublicId);
  if (!e) return { status: 'failed', reason: 'notFound' };
  if (!isPricedProduct(e.countryProductId)) return { status: 'failed', reason: 'notPriced' };
  const input = await inputOf(core, e, e.countryProductId, {});
  if (input === undefined) return { status: 'failed', reason: 'answers' };
  const run = await advance(core, e, e.countryProductId, input, 1, {});
  const quoteCount = run.status === 'done' ? (await repo.runQuotes(repo.db, run.id)).length : 0;
  return { status: run.status, pricedCount: run.pricedCount, insurerCount: run.insurerCount, quoteCount };
}

/**
 * The run a request answers from. An async product still in its job is not priced here (the job reports its
 * progress); everything else is priced now when no fresh run exists.
 */
export async function runFor(
  core: QuotesCore,
  e: EnquiryForQuotes,
  productId: PricedProductId,
  lang: LangCode,
  options: RunOptions,
  /** The current run when the caller read it with the enquiry (repo.readableEnquiry). */
  known?: { currentRun: RunRow | undefined },
): Promise<Outcome<RunRow | undefined>> {
  const { repo } = core;
  const currentRun = async () => (known ? known.currentRun : repo.currentRun(repo.db, e.id));
  if (ASYNC_ENQUIRY_PRODUCTS.has(productId) && e.status === 'processing') {
    const run = await currentRun();
    return { ok: true, value: isFresh(core, run, answersHashOf(e), options) ? run : undefined };
  }
  const incomplete = refuse(
    lang,
    422,
    QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE,
    'quotes:errors.enquiryIncomplete',
  );
  if (e.status === 'draft') return incomplete;
  // Paging and filtering read a fresh, finished run: no lock, no engine input needed.
  const current = await currentRun();
  if (isFresh(core, current, answersHashOf(e), options) && current.status === 'done')
    return { ok: true, value: current };
  const input = await inputOf(core, e, productId, options);
  if (input === undefined) return incomplete;
  return { ok: true, value: await advance(core, e, productId, input, Number.POSITIVE_INFINITY, options) };
}

/** Stored quotes with their catalogue entries (a plan since withdrawn is left out). */
export function pricedQuotes(rows: readonly QuoteRow[], c: Catalogue): PricedQuote[] {
  return rows.flatMap((r) => {
    const plan = c.planById.get(r.planId);
    const insurer = c.insurerById.get(r.providerId);
    if (!plan || !insurer || r.priority === null || r.ranking === null) return [];
    return [{ ...r, plan, insurer, priority: r.priority, ranking: r.ranking }];
  });
}
