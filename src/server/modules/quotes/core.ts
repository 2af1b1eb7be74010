import type { FastifyBaseLogger } from 'fastify';
import {
  ZInsurer,
  ZPlan,
  ZRateTable,
  type TInsurer,
  type TPlan,
  type TRateTable,
} from '../../../shared/contracts/quotes';
import { QUOTES_ERROR_CODES, type TQuote, type TQuotesResponse } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { ttlCache } from '../../lib/ttl-cache';
import { refuse } from '../../lib/outcome';
import type { OffersService } from '../offers/service';
import type { FilterProblem, ResolvedFilters } from './domain/filters';
import { catalogueOf, type Catalogue } from './domain/pricing';
import type { PricedQuote } from './domain/present';
import type { EnquiryForQuotes, QuotesRepo } from './repo';
import type { ChosenTiers, NetworkTiersSource } from './network-match';

/** What the quotes use cases are given by the module (index.ts). */
export type QuotesDeps = {
  repo: QuotesRepo;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
  catalogueTtlMs?: number;
  /** Banking offers answered through the same quotes call (decision 0018). */
  offers?: Pick<OffersService, 'handles' | 'list'>;
  /** Keep my doctor (decision 0095): the hospitals module's network tiers of chosen places. */
  hospitals?: NetworkTiersSource;
};

const CATALOGUE_TTL_MS = 30_000;
/** A finished run's presented quotes are kept this long after first shown (a visitor pages, sorts, filters). */
const LISTING_TTL_MS = 5 * 60_000;
/**
 * Keep my doctor's network tiers of a choice (decision 0095), kept as long as a catalogue: networks change only
 * with the seed, and a visitor pages and sorts with the same choice.
 */
const NETWORK_TIERS_TTL_MS = 30_000;
/** Listings kept at once (each a few hundred KB at most: every quote of one run in one language). */
const LISTING_MAX_ENTRIES = 256;

/** What every page of a finished run shows, whatever the page, sort or filter (built once: decision 0013). */
export type RunListing = {
  priced: PricedQuote[];
  presented: TQuote[];
  keysToFilter: string[];
  quotedInsurers: number;
  declined: TQuotesResponse['declined'];
};

/** The module's dependencies with its in-memory state: the catalogues and what is built from them (decision 0013). */
export type QuotesCore = ReturnType<typeof quotesCore>;

export function quotesCore(deps: QuotesDeps) {
  const { repo, log } = deps;
  const catalogues = ttlCache<Catalogue>(deps.catalogueTtlMs ?? CATALOGUE_TTL_MS, { maxEntries: 64 });
  // Each loaded catalogue gets a number, so what is built from one is never served with another.
  const catalogueIds = new WeakMap<Catalogue, number>();
  let lastCatalogueId = 0;

  /** Catalogue rows checked by their schemas at load (a failing row is logged and left out). */
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

  return {
    repo,
    log,
    offers: deps.offers,
    hospitals: deps.hospitals,
    now: deps.now ?? (() => new Date()),
    loadCatalogue,
    catalogue: (productId: number) => catalogues.get(String(productId), () => loadCatalogue(productId)),
    catalogueId: (c: Catalogue): number => {
      let id = catalogueIds.get(c);
      if (id === undefined) catalogueIds.set(c, (id = ++lastCatalogueId));
      return id;
    },
    /** A finished run's presented quotes, per catalogue, run and language (list.ts). */
    listings: ttlCache<RunListing>(LISTING_TTL_MS, { maxEntries: LISTING_MAX_ENTRIES }),
    /** Chosen hospitals' network tiers, per catalogue, language and choice (list.ts; one query on a miss). */
    networkTiers: ttlCache<ChosenTiers>(NETWORK_TIERS_TTL_MS, { maxEntries: 1000 }),
    /** Resolved filter answers, per catalogue, language and answer (list.ts). */
    resolvedFilters: new Map<string, ResolvedFilters | FilterProblem>(),
    /** The ranking's explanation, per product and language. */
    rankings: new Map<string, TQuotesResponse['ranking']>(),
    clearCatalogues: () => catalogues.clear(),
  };
}

export const enquiryNotFound = (lang: LangCode) =>
  refuse(lang, 404, QUOTES_ERROR_CODES.ENQUIRY_NOT_FOUND, 'quotes:errors.enquiryNotFound');
export const quoteNotFound = (lang: LangCode, key = 'quotes:errors.quoteNotFound') =>
  refuse(lang, 404, QUOTES_ERROR_CODES.QUOTE_NOT_FOUND, key);

/**
 * Who reads an enquiry's quotes (docs/product/quotes.md): the device that created it, or one that proved its
 * number by the one-time code (an access grant, decision 0017). Anyone else is answered as not found.
 */
export async function mayRead(core: QuotesCore, e: EnquiryForQuotes, deviceId: number): Promise<boolean> {
  return e.deviceId === deviceId || core.repo.hasAccess(e.id, deviceId);
}

/** The enquiry if this device may read it (the rule of mayRead, checked in the one query). */
export async function readableEnquiry(
  core: QuotesCore,
  deviceUuid: string,
  publicId: string,
): Promise<EnquiryForQuotes | undefined> {
  return (await core.repo.readableEnquiry(publicId, deviceUuid))?.enquiry;
}
