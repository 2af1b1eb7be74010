import type { FastifyBaseLogger } from 'fastify';
import {
  BODY_TYPES,
  ZInsurer,
  ZPlan,
  ZRateTable,
  type BodyType,
  type PricedProductId,
  type TCarPlan,
  type TCarRateTable,
  type TInsurer,
  type TPlan,
  type TRateTable,
} from '../../../shared/contracts/quotes';
import {
  QUOTE_CARDS_LIMIT,
  QUOTES_ERROR_CODES,
  type TCarComparison,
  type TCarComparisonRequest,
  type TQuote,
  type TQuoteCertificate,
  type TQuotesRequest,
  type TQuotesResponse,
} from '../../../shared/contracts/quotes-api';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { ASYNC_ENQUIRY_PRODUCTS } from '../../../shared/contracts/journey-constants';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import type { TFunction } from '../../../shared/i18n/translator';
import { DEFAULT_RANKING_WEIGHTS, isPricedProduct } from '../../../shared/quotes';
import { insurerLogoSvg } from '../../../shared/quotes/logo';
import { formatDate, todayAt } from '../../../shared/rules/dates';
import { ttlCache } from '../../lib/ttl-cache';
import { newPublicId } from '../../lib/public-id';
import type { Outcome, Refusal } from '../../lib/outcome';
import { maskMobile } from '../../lib/masking';
import { trimId } from '../options/vehicle-value';
import { carComparison, type ComparedPlan } from './domain/comparison';
import {
  resolveFilters,
  type FilterSubject,
  type ResolvedFilters,
  type FilterProblem,
} from './domain/filters';
import { declineReason, localized } from './domain/labels';
import { defaultSortOf, isTextFilterKey, keysToFilterOf, listQuotes } from './domain/listing';
import {
  answersHash,
  catalogueOf,
  inputFor,
  priceInsurer,
  rankRun,
  runOptionsOf,
  sameOptions,
  validUntilOf,
  type RunOptions,
  type Catalogue,
  type PricingContext,
} from './domain/pricing';
import { presentCertificate, presentQuote, type PricedQuote } from './domain/present';
import type { EnquiryForQuotes, QuoteRow, QuotesRepo, RunRow } from './repo';
import type { OffersService } from '../offers/service';

export type { Outcome, Refusal };

/** What a background pricing step reports (the health job loops until `done`). */
export type StepResult =
  | { status: 'processing' | 'done'; pricedCount: number; insurerCount: number; quoteCount: number }
  | { status: 'failed'; reason: 'notFound' | 'notPriced' | 'answers' };

/** Body keys of POST /api/quotes that are not filter field ids (spec 001 §7). */
const REQUEST_KEYS: ReadonlySet<string> = new Set([
  'enquiryId',
  'skip',
  'limit',
  'type',
  'sortBy',
  'supplierId',
  'groupBy',
  'members',
  'age',
  'cover',
  'term',
  'textFilter',
]);

const CATALOGUE_TTL_MS = 30_000;
/** A finished run's presented quotes are kept this long after first shown (a visitor pages, sorts, filters). */
const LISTING_TTL_MS = 5 * 60_000;
/** Listings kept at once (each a few hundred KB at most: every quote of one run in one language). */
const LISTING_MAX_ENTRIES = 256;
/** Distinct filter answers whose resolved fields are kept (the default, no filter, is the common one). */
const FILTERS_MAX_ENTRIES = 256;

/** What every page of a finished run shows, whatever the page, sort or filter (built once: decision 0013). */
type RunListing = {
  priced: PricedQuote[];
  presented: TQuote[];
  keysToFilter: string[];
  quotedInsurers: number;
  declined: TQuotesResponse['declined'];
};

/**
 * Quotes (issue 9; decision 0013): pricing an enquiry's stored answers with every plan of every insurer of its
 * product, storing the priced certificates (one run per pricing), and answering the list, the certificate and
 * the car comparison to the device that owns the enquiry. Composes pure steps (domain/) and repo calls.
 */
export function quotesService(deps: {
  repo: QuotesRepo;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
  catalogueTtlMs?: number;
  /** Banking offers answered through the same quotes call (decision 0018). */
  offers?: Pick<OffersService, 'handles' | 'list'>;
}) {
  const { repo, log } = deps;
  const now = deps.now ?? (() => new Date());
  const catalogues = ttlCache<Catalogue>(deps.catalogueTtlMs ?? CATALOGUE_TTL_MS, { maxEntries: 64 });
  const listings = ttlCache<RunListing>(LISTING_TTL_MS, { maxEntries: LISTING_MAX_ENTRIES });
  const resolvedFilters = new Map<string, ResolvedFilters | FilterProblem>();
  const rankings = new Map<string, TQuotesResponse['ranking']>();
  // Each loaded catalogue gets a number, so what is built from one is never served with another.
  const catalogueIds = new WeakMap<Catalogue, number>();
  let lastCatalogueId = 0;
  const catalogueId = (c: Catalogue): number => {
    let id = catalogueIds.get(c);
    if (id === undefined) catalogueIds.set(c, (id = ++lastCatalogueId));
    return id;
  };

  const refuse = (lang: LangCode, status: number, code: string, key: string, params = {}): Refusal => ({
    ok: false,
    status,
    body: { code, message: tFor(lang)(key, params) },
  });
  const enquiryNotFound = (lang: LangCode) =>
    refuse(lang, 404, QUOTES_ERROR_CODES.ENQUIRY_NOT_FOUND, 'quotes:errors.enquiryNotFound');
  const quoteNotFound = (lang: LangCode, key = 'quotes:errors.quoteNotFound') =>
    refuse(lang, 404, QUOTES_ERROR_CODES.QUOTE_NOT_FOUND, key);

  // -------------------------------------------------------------------------------------------------------
  // Catalogue: rows checked by their schemas at load (a failing row is logged and left out).

  async function loadCatalogue(productId: number): Promise<Catalogue> {
    const raw = await repo.catalogue(productId);
    const parse =
      <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, what: string) =>
      (doc: unknown): T[] => {
        const r = schema.safeParse(doc);
        if (r.success && r.data !== undefined) return [r.data];
        log.warn({ productId, what }, 'quotes catalogue row failed its schema; ignored');
        return [];
      };
    return catalogueOf(
      productId,
      raw.insurers.flatMap(parse<TInsurer>(ZInsurer, 'insurer')),
      raw.plans.flatMap(parse<TPlan>(ZPlan, 'plan')),
      raw.tables.flatMap(parse<TRateTable>(ZRateTable, 'rateTable')),
    );
  }
  const catalogue = (productId: number) => catalogues.get(String(productId), () => loadCatalogue(productId));

  // -------------------------------------------------------------------------------------------------------
  // Pricing runs

  /**
   * Who reads an enquiry's quotes (issue 9 'Rendering and access'): the device that created it, or one that proved
   * its number by the one-time code (an access grant, decision 0017). Anyone else is answered as not found.
   */
  async function mayRead(e: EnquiryForQuotes, deviceId: number): Promise<boolean> {
    return e.deviceId === deviceId || repo.hasAccess(e.id, deviceId);
  }

  /** The enquiry if this device may read it (the rule of mayRead, checked in the one query). */
  async function owned(deviceUuid: string, publicId: string): Promise<EnquiryForQuotes | undefined> {
    return (await repo.readableEnquiry(publicId, deviceUuid))?.enquiry;
  }

  async function contextOf(e: EnquiryForQuotes, options: RunOptions): Promise<PricingContext> {
    const ctx: PricingContext = { today: todayAt(now()), body: options };
    const { carMake, carModel } = e.answers;
    if (
      e.countryProductId === PRODUCT.CAR_INSURANCE &&
      typeof carMake === 'string' &&
      typeof carModel === 'string'
    ) {
      const body = await repo.bodyTypeOf(carMake, carModel);
      if (body && (BODY_TYPES as readonly string[]).includes(body)) ctx.bodyType = body as BodyType;
    }
    return ctx;
  }

  /** The engine input of an enquiry, or undefined when its answers cannot be priced. */
  async function inputOf(
    e: EnquiryForQuotes,
    productId: PricedProductId,
    options: RunOptions,
  ): Promise<unknown> {
    const r = inputFor(productId, e.answers, await contextOf(e, options));
    return r.ok ? r.input : undefined;
  }

  /** A run still answers for these answers: same answers and choices, and (once done) within its validity. */
  const isFresh = (run: RunRow | undefined, hash: string, options: RunOptions): run is RunRow =>
    run !== undefined &&
    run.answersHash === hash &&
    sameOptions(run.options, options) &&
    (run.status === 'processing' || run.validUntil.getTime() > now().getTime());

  /**
   * Moves the enquiry's pricing forward under its lock: starts a new run when there is no fresh one, prices up
   * to `maxInsurers` more insurers, and ranks the run once every insurer is priced. Returns the current run.
   */
  async function advance(
    e: EnquiryForQuotes,
    productId: PricedProductId,
    input: unknown,
    maxInsurers: number,
    options: RunOptions,
  ): Promise<RunRow> {
    const c = await catalogue(productId);
    const hash = answersHash(e.answers);
    return repo.withEnquiryLock(e.id, async (tx) => {
      let run = await repo.currentRun(tx, e.id);
      if (!isFresh(run, hash, options)) {
        const pricedAt = now();
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

  /** The background job's step (health, spec 000 §9): one more insurer priced, or the ranking at the end. */
  async function priceStep(enquiryPublicId: string): Promise<StepResult> {
    const e = await repo.enquiry(enquiryPublicId);
    if (!e) return { status: 'failed', reason: 'notFound' };
    if (!isPricedProduct(e.countryProductId)) return { status: 'failed', reason: 'notPriced' };
    const input = await inputOf(e, e.countryProductId, {});
    if (input === undefined) return { status: 'failed', reason: 'answers' };
    const run = await advance(e, e.countryProductId, input, 1, {});
    const quoteCount = run.status === 'done' ? (await repo.runQuotes(repo.db, run.id)).length : 0;
    return { status: run.status, pricedCount: run.pricedCount, insurerCount: run.insurerCount, quoteCount };
  }

  /**
   * The run a request answers from. An async product still in its job is not priced here (the job reports its
   * progress); everything else is priced now when no fresh run exists.
   */
  async function runFor(
    e: EnquiryForQuotes,
    productId: PricedProductId,
    lang: LangCode,
    options: RunOptions,
    /** The current run when the caller read it with the enquiry (repo.readableEnquiry). */
    known?: { currentRun: RunRow | undefined },
  ): Promise<Outcome<RunRow | undefined>> {
    const currentRun = async () => (known ? known.currentRun : repo.currentRun(repo.db, e.id));
    if (ASYNC_ENQUIRY_PRODUCTS.has(productId) && e.status === 'processing') {
      const run = await currentRun();
      return { ok: true, value: isFresh(run, answersHash(e.answers), options) ? run : undefined };
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
    if (isFresh(current, answersHash(e.answers), options) && current.status === 'done')
      return { ok: true, value: current };
    const input = await inputOf(e, productId, options);
    if (input === undefined) return incomplete;
    return { ok: true, value: await advance(e, productId, input, Number.POSITIVE_INFINITY, options) };
  }

  /** Stored quotes with their catalogue entries (a plan since withdrawn is left out). */
  function pricedQuotes(rows: readonly QuoteRow[], c: Catalogue): PricedQuote[] {
    return rows.flatMap((r) => {
      const plan = c.planById.get(r.planId);
      const insurer = c.insurerById.get(r.providerId);
      if (!plan || !insurer || r.priority === null || r.ranking === null) return [];
      return [{ ...r, plan, insurer, priority: r.priority, ranking: r.ranking }];
    });
  }

  // -------------------------------------------------------------------------------------------------------
  // POST /api/quotes

  function rankingOf(productId: PricedProductId, lang: LangCode): TQuotesResponse['ranking'] {
    const key = `${productId}:${lang}`;
    const known = rankings.get(key);
    if (known) return known;
    const t = tFor(lang);
    const w = DEFAULT_RANKING_WEIGHTS[productId];
    const ranking = {
      terms: (['price', 'cover', 'claims', 'fit'] as const).map((term) => ({
        term,
        label: t(`quotes:ranking.term.${term}`),
        weight: w[term],
      })),
      note: t('quotes:ranking.note'),
    };
    rankings.set(key, ranking);
    return ranking;
  }

  /**
   * The request's filters resolved against the catalogue, kept per catalogue, language and answer: the fields
   * and their options are the same on every page (only a few distinct answers are kept).
   */
  function filtersOf(
    productId: PricedProductId,
    c: Catalogue,
    requested: Record<string, unknown>,
    t: TFunction,
    lang: LangCode,
  ): ResolvedFilters | FilterProblem {
    const key = `${catalogueId(c)}:${lang}:${JSON.stringify(requested)}`;
    const known = resolvedFilters.get(key);
    if (known) return known;
    const resolved = resolveFilters(productId, c, requested, t, lang);
    if (resolvedFilters.size >= FILTERS_MAX_ENTRIES) resolvedFilters.clear();
    resolvedFilters.set(key, resolved);
    return resolved;
  }

  /**
   * A finished run's quotes, presented in the request's language, kept per run, language and catalogue: a done
   * run's quotes never change (repo.finishRun is their last write), so paging, sorting and filtering read them
   * from memory instead of parsing every stored breakdown and presenting every quote again.
   */
  function listingOf(run: RunRow, c: Catalogue, t: TFunction, lang: LangCode): Promise<RunListing> {
    return listings.get(`${catalogueId(c)}:${run.id}:${lang}`, async () => {
      const priced = pricedQuotes(await repo.runQuotes(repo.db, run.id), c);
      const presented = priced.map((q) => presentQuote(q, t, lang));
      const quoted = new Set(priced.map((q) => q.providerId));
      return {
        priced,
        presented,
        keysToFilter: keysToFilterOf(presented),
        quotedInsurers: quoted.size,
        declined: declinedInsurers(run, c, quoted, t, lang),
      };
    });
  }

  async function list(input: {
    deviceUuid: string;
    body: TQuotesRequest;
    language: LangCode;
  }): Promise<Outcome<TQuotesResponse>> {
    const { body, language: lang } = input;
    const t = tFor(lang);
    const readable = await repo.readableEnquiry(body.enquiryId, input.deviceUuid);
    if (!readable) return enquiryNotFound(lang);
    const e = readable.enquiry;
    const productId = e.countryProductId;
    if (deps.offers?.handles(productId))
      return deps.offers.list(
        { ...e, maskedMobile: e.verifiedMobile === null ? null : maskMobile(e.verifiedMobile) },
        body,
        lang,
      );
    if (!isPricedProduct(productId))
      return refuse(lang, 422, QUOTES_ERROR_CODES.NOT_PRICED_PRODUCT, 'quotes:errors.notPricedProduct');
    const c = await catalogue(productId);

    // Filters are checked before anything is priced: a wrong field id is the client's error.
    const requested = Object.fromEntries(Object.entries(body).filter(([k]) => !REQUEST_KEYS.has(k)));
    const filters = filtersOf(productId, c, requested, t, lang);
    if ('kind' in filters)
      return refuse(
        lang,
        400,
        QUOTES_ERROR_CODES.UNKNOWN_FILTER,
        filters.kind === 'unknownFilter'
          ? 'quotes:errors.unknownFilter'
          : 'quotes:errors.unknownFilterOption',
        { id: filters.id },
      );
    if (
      body.textFilter &&
      !isTextFilterKey(
        body.textFilter.key,
        c.plans.flatMap((p) => p.features),
      )
    )
      return refuse(lang, 400, QUOTES_ERROR_CODES.UNKNOWN_FILTER, 'quotes:errors.unknownTextFilterKey', {
        key: body.textFilter.key,
      });

    const outcome = await runFor(e, productId, lang, runOptionsOf(productId, body), readable);
    if (!outcome.ok) return outcome;
    const run = outcome.value;
    const sortBy = body.sortBy ?? defaultSortOf(productId);
    const base = {
      cardsLimit: QUOTE_CARDS_LIMIT,
      fields: filters.fields,
      filters: filters.applied,
      fieldValues: { countryProductId: productId, enquiryId: e.publicId },
      action: { method: 'POST' as const, url: '/api/quotes' },
      horizontalScroll: false,
      disclaimer: t('quotes:api.disclaimer'),
      isProviderPopularPlans: false,
      limit: body.limit,
      skip: body.skip,
      sortBy,
      insurerCount: run?.insurerCount ?? c.insurers.length,
      pricedCount: run?.pricedCount ?? 0,
      ranking: rankingOf(productId, lang),
      maskedMobile: e.verifiedMobile === null ? null : maskMobile(e.verifiedMobile),
    };
    if (!run || run.status === 'processing') {
      return {
        ok: true,
        value: {
          ...base,
          quotes: [],
          title: t('quotes:api.titleProcessing'),
          description: t('quotes:api.progress', { priced: base.pricedCount, total: base.insurerCount }),
          keysToFilter: [],
          totalCount: 0,
          itemCount: 0,
          status: 'processing',
          declined: [],
        },
      };
    }

    const listing = await listingOf(run, c, t, lang);
    const passing = new Set(
      listing.priced.filter((q) => filters.test(q satisfies FilterSubject)).map((q) => q.planId),
    );
    const { page, totalCount } = listQuotes(listing.presented, {
      sort: sortBy,
      supplierId: body.supplierId,
      groupBy: body.groupBy,
      textFilter: body.textFilter,
      test: (q) => passing.has(q.planId),
      skip: body.skip,
      limit: body.limit,
    });
    return {
      ok: true,
      value: {
        ...base,
        quotes: page,
        title: t('quotes:api.title'),
        description: t('quotes:api.description', {
          insurers: listing.quotedInsurers,
          validUntil: formatDate(todayAt(run.validUntil)),
        }),
        keysToFilter: listing.keysToFilter,
        totalCount,
        itemCount: page.length,
        status: 'done',
        declined: listing.declined,
      },
    };
  }

  /** Insurers that priced none of their plans, with their reasons (each distinct reason once). */
  function declinedInsurers(
    run: RunRow,
    c: Catalogue,
    quoted: ReadonlySet<number>,
    t: TFunction,
    lang: LangCode,
  ): TQuotesResponse['declined'] {
    return c.insurers
      .filter((i) => run.pricedProviderIds.includes(i.id) && !quoted.has(i.id))
      .map((i) => ({
        providerId: i.id,
        providerName: localized(i.name, lang),
        reason: [
          ...new Set(run.declines.filter((d) => d.providerId === i.id).map((d) => declineReason(t, d))),
        ].join(' '),
      }));
  }

  // -------------------------------------------------------------------------------------------------------
  // GET /api/quotes/{quoteId}

  async function certificate(input: {
    deviceUuid: string;
    quoteId: string;
    language: LangCode;
  }): Promise<Outcome<TQuoteCertificate>> {
    const lang = input.language;
    const t = tFor(lang);
    const [q, deviceId] = await Promise.all([
      repo.quoteByPublicId(input.quoteId),
      repo.deviceIdByUuid(input.deviceUuid),
    ]);
    const e = q ? await repo.enquiryById(q.enquiryId) : undefined;
    if (!q || !e || deviceId === undefined || !(await mayRead(e, deviceId)) || !isPricedProduct(q.productId))
      return quoteNotFound(lang);
    const c = await catalogue(q.productId);
    const [current, own] = await Promise.all([repo.currentRun(repo.db, e.id), repo.runById(q.runId)]);
    // Re-pricing keeps the choices the quote was priced with (critical illness: age, cover, term).
    const options = own?.options ?? {};
    const stillValid =
      current?.id === q.runId &&
      current.answersHash === answersHash(e.answers) &&
      q.validUntil.getTime() > now().getTime();
    let row: QuoteRow | undefined = q;
    if (!stillValid) {
      // Issue 9 §5: a quote re-opened after its validity (or after the answers changed) is priced again.
      const inputValue = await inputOf(e, q.productId, options);
      if (inputValue === undefined)
        return refuse(lang, 422, QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE, 'quotes:errors.enquiryIncomplete');
      const run = await advance(e, q.productId, inputValue, Number.POSITIVE_INFINITY, options);
      row = (await repo.runQuotes(repo.db, run.id)).find((x) => x.planId === q.planId);
    }
    const plan = row && c.planById.get(row.planId);
    const insurer = row && c.insurerById.get(row.providerId);
    if (!row || !plan || !insurer) return quoteNotFound(lang, 'quotes:errors.planNotQuoted');
    return {
      ok: true,
      value: presentCertificate({ ...row, plan, insurer }, e.publicId, !stillValid, t, lang),
    };
  }

  // -------------------------------------------------------------------------------------------------------
  // POST /api/car/comparison

  async function comparison(input: {
    deviceUuid: string;
    body: TCarComparisonRequest;
    language: LangCode;
  }): Promise<Outcome<TCarComparison>> {
    const { body, language: lang } = input;
    const t = tFor(lang);
    const ids = body.planIds;
    if (ids.length < 2 || ids.length > 3 || new Set(ids).size !== ids.length)
      return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.comparePlans');
    const vehicle = await repo.vehicle(body.make, body.model);
    if (!vehicle) return refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, 'quotes:errors.unknownCar');
    const c = await catalogue(PRODUCT.CAR_INSURANCE);
    const chosen = ids.map((id) => c.planById.get(id));
    if (chosen.some((p) => p === undefined || p.productId !== PRODUCT.CAR_INSURANCE))
      return refuse(lang, 404, QUOTES_ERROR_CODES.PLAN_NOT_FOUND, 'quotes:errors.planNotFound');

    // With the visitor's own (owned) car enquiry, each plan shows the visitor's price.
    let totals = new Map<number, number>();
    let valueAed: number | null = null;
    if (body.enquiryId !== undefined) {
      const e = await owned(input.deviceUuid, body.enquiryId);
      if (!e || e.countryProductId !== PRODUCT.CAR_INSURANCE) return enquiryNotFound(lang);
      const outcome = await runFor(e, PRODUCT.CAR_INSURANCE, lang, {});
      if (!outcome.ok) return outcome;
      const run = outcome.value;
      if (run) totals = new Map((await repo.runQuotes(repo.db, run.id)).map((q) => [q.planId, q.totalFils]));
      const v = e.answers.carValue;
      valueAed = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : null;
    }
    const plans: ComparedPlan[] = (chosen as TCarPlan[]).map((plan) => ({
      plan,
      insurer: c.insurerById.get(plan.providerId) as TInsurer,
      table: c.tableById.get(plan.rateTableId) as TCarRateTable | undefined,
      totalFils: totals.get(plan.planId) ?? null,
    }));
    return {
      ok: true,
      value: carComparison(
        plans,
        {
          make: lang === 'ar' ? vehicle.makeAr : vehicle.make,
          model: vehicle.model,
          // The journey answers a trim's option id ('se'); the table shows the trim's name ('SE').
          variant: vehicle.trims.find((x) => trimId(x) === body.variant) ?? body.variant ?? '',
          modelYear: body.modelYear,
          valueAed,
        },
        t,
        lang,
      ),
    };
  }

  // -------------------------------------------------------------------------------------------------------
  // Leads: the plan a visitor chose, resolved for the leads module (owner-checked like every read here).

  type Chosen = {
    enquiry: EnquiryForQuotes;
    plan: TPlan;
    insurer: TInsurer;
    quote: QuoteRow | undefined;
  };

  async function chosenPlan(input: {
    deviceUuid: string;
    quoteId?: string | undefined;
    planId?: number | undefined;
    providerId?: number | undefined;
    enquiryId?: string | undefined;
  }): Promise<Chosen | undefined> {
    let quote: QuoteRow | undefined;
    let e: EnquiryForQuotes | undefined;
    if (input.quoteId !== undefined) {
      quote = await repo.quoteByPublicId(input.quoteId);
      e = quote ? await repo.enquiryById(quote.enquiryId) : undefined;
      const deviceId = await repo.deviceIdByUuid(input.deviceUuid);
      if (!e || deviceId === undefined || !(await mayRead(e, deviceId))) return undefined;
      if (input.enquiryId !== undefined && input.enquiryId !== e.publicId) return undefined;
    } else if (input.enquiryId !== undefined) {
      e = await owned(input.deviceUuid, input.enquiryId);
    }
    if (!e || !isPricedProduct(e.countryProductId)) return undefined;
    const planId = quote?.planId ?? input.planId;
    const c = await catalogue(e.countryProductId);
    const plan = planId === undefined ? undefined : c.planById.get(planId);
    const insurer = plan && c.insurerById.get(plan.providerId);
    if (!plan || !insurer) return undefined;
    if (input.planId !== undefined && input.planId !== plan.planId) return undefined;
    if (input.providerId !== undefined && input.providerId !== plan.providerId) return undefined;
    if (!quote) {
      // The plan's quote in the enquiry's current run, when it priced one.
      const run = await repo.currentRun(repo.db, e.id);
      quote = run ? (await repo.runQuotes(repo.db, run.id)).find((q) => q.planId === plan.planId) : undefined;
    }
    return { enquiry: e, plan, insurer, quote };
  }

  // -------------------------------------------------------------------------------------------------------
  // GET /assets/insurers/{slug}.svg

  async function logo(slug: string): Promise<string | undefined> {
    const parsed = ZInsurer.safeParse(await repo.insurerBySlug(slug));
    return parsed.success ? insurerLogoSvg(parsed.data) : undefined;
  }

  return {
    list,
    /** The enquiry if this device may read it (its own, or granted by its number's code), for the leads module. */
    readableEnquiry: owned,
    certificate,
    comparison,
    priceStep,
    chosenPlan,
    logo,
    /** The product's catalogue read now, bypassing the cache (the starting prices cache their own results). */
    loadCatalogue,
    clearCache: () => {
      catalogues.clear();
      listings.clear();
      resolvedFilters.clear();
    },
  };
}

export type QuotesService = ReturnType<typeof quotesService>;
