import type { PricedProductId } from '../../../shared/contracts/quotes';
import {
  QUOTE_CARDS_LIMIT,
  QUOTES_ERROR_CODES,
  type TQuotesRequest,
  type TQuotesResponse,
} from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import type { TFunction } from '../../../shared/i18n/translator';
import { DEFAULT_RANKING_WEIGHTS, isPricedProduct } from '../../../shared/quotes';
import { formatDate, todayAt } from '../../../shared/rules/dates';
import { maskMobile } from '../../lib/masking';
import { refuse, type Outcome } from '../../lib/outcome';
import { enquiryNotFound, type QuotesCore, type RunListing } from './core';
import {
  resolveFilters,
  type FilterSubject,
  type ResolvedFilters,
  type FilterProblem,
} from './domain/filters';
import { declineReason, localized } from './domain/labels';
import { defaultSortOf, isTextFilterKey, keysToFilterOf, listQuotes } from './domain/listing';
import { runOptionsOf, type Catalogue } from './domain/pricing';
import { presentQuote } from './domain/present';
import type { EnquiryForQuotes, RunRow } from './repo';
import { pricedQuotes, runFor } from './runs';
import {
  distinct,
  networkMatcher,
  savedHospitalIds,
  takesHospitals,
  type ChosenHospitals,
} from './network-match';

// POST /api/quotes: the quotes of an enquiry's run, a page at a time, sorted and filtered (docs/product/quotes.md).

/** Body keys of POST /api/quotes that are not filter field ids (docs/product/quotes.md). */
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
  'hospitalIds',
]);

/** Distinct filter answers whose resolved fields are kept (the default, no filter, is the common one). */
const FILTERS_MAX_ENTRIES = 256;

function rankingOf(core: QuotesCore, productId: PricedProductId, lang: LangCode): TQuotesResponse['ranking'] {
  const key = `${productId}:${lang}`;
  const known = core.rankings.get(key);
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
  core.rankings.set(key, ranking);
  return ranking;
}

/**
 * The request's filters resolved against the catalogue, kept per catalogue, language and answer: the fields
 * and their options are the same on every page (only a few distinct answers are kept).
 */
function filtersOf(
  core: QuotesCore,
  productId: PricedProductId,
  c: Catalogue,
  requested: Record<string, unknown>,
  lang: LangCode,
): ResolvedFilters | FilterProblem {
  const key = `${core.catalogueId(c)}:${lang}:${JSON.stringify(requested)}`;
  const known = core.resolvedFilters.get(key);
  if (known) return known;
  const resolved = resolveFilters(productId, c, requested, tFor(lang), lang);
  if (core.resolvedFilters.size >= FILTERS_MAX_ENTRIES) core.resolvedFilters.clear();
  core.resolvedFilters.set(key, resolved);
  return resolved;
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

/**
 * A finished run's quotes, presented in the request's language, kept per run, language and catalogue: a done
 * run's quotes never change (repo.finishRun is their last write), so paging, sorting and filtering read them
 * from memory instead of parsing every stored breakdown and presenting every quote again.
 */
function listingOf(
  core: QuotesCore,
  run: RunRow,
  c: Catalogue,
  t: TFunction,
  lang: LangCode,
): Promise<RunListing> {
  return core.listings.get(`${core.catalogueId(c)}:${run.id}:${lang}`, async () => {
    const priced = pricedQuotes(await core.repo.runQuotes(core.repo.db, run.id), c);
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

/** Filters are checked before anything is priced: a wrong field id is the client's error. */
function checkedFilters(
  core: QuotesCore,
  productId: PricedProductId,
  c: Catalogue,
  body: TQuotesRequest,
  lang: LangCode,
): Outcome<ResolvedFilters> {
  const requested = Object.fromEntries(Object.entries(body).filter(([k]) => !REQUEST_KEYS.has(k)));
  const filters = filtersOf(core, productId, c, requested, lang);
  if ('kind' in filters)
    return refuse(
      lang,
      400,
      QUOTES_ERROR_CODES.UNKNOWN_FILTER,
      filters.kind === 'unknownFilter' ? 'quotes:errors.unknownFilter' : 'quotes:errors.unknownFilterOption',
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
  return { ok: true, value: filters };
}

/** What every answer of the list says, whether the run is priced yet or not. */
function answerBase(
  core: QuotesCore,
  e: EnquiryForQuotes,
  c: Catalogue,
  filters: ResolvedFilters,
  body: TQuotesRequest,
  run: RunRow | undefined,
  lang: LangCode,
) {
  const productId = e.countryProductId as PricedProductId;
  return {
    cardsLimit: QUOTE_CARDS_LIMIT,
    fields: filters.fields,
    filters: filters.applied,
    fieldValues: { countryProductId: productId, enquiryId: e.publicId },
    action: { method: 'POST' as const, url: '/api/quotes' },
    horizontalScroll: false,
    disclaimer: tFor(lang)('quotes:api.disclaimer'),
    isProviderPopularPlans: false,
    limit: body.limit,
    skip: body.skip,
    sortBy: body.sortBy ?? defaultSortOf(productId),
    insurerCount: run?.insurerCount ?? c.insurers.length,
    pricedCount: run?.pricedCount ?? 0,
    ranking: rankingOf(core, productId, lang),
    maskedMobile: e.verifiedMobile === null ? null : maskMobile(e.verifiedMobile),
  };
}

/**
 * Keep my doctor (decision 0095): the health visitor's chosen hospitals (the request's, else the enquiry's saved
 * choice) with their networks, in one query; a request's new choice is saved with the enquiry. Unknown ids: 400.
 */
async function chosenHospitals(
  core: QuotesCore,
  e: EnquiryForQuotes,
  c: Catalogue,
  body: TQuotesRequest,
  lang: LangCode,
): Promise<Outcome<ChosenHospitals>> {
  if (!core.hospitals || !takesHospitals(e.countryProductId)) return { ok: true, value: [] };
  const saved = savedHospitalIds(e.answers);
  const ids = body.hospitalIds === undefined ? saved : distinct(body.hospitalIds);
  const source = core.hospitals;
  const found =
    ids.length === 0
      ? { unknown: [], hospitals: [] }
      : await core.networkTiers.get(`${core.catalogueId(c)}:${lang}:${ids.join(',')}`, () =>
          source.networkTiers(
            ids,
            c.insurers.map((i) => i.id),
            lang,
          ),
        );
  if (found.unknown.length > 0)
    return refuse(lang, 400, QUOTES_ERROR_CODES.UNKNOWN_HOSPITAL, 'quotes:errors.unknownHospital', {
      ids: found.unknown.join(', '),
    });
  if (body.hospitalIds !== undefined && ids.join(',') !== saved.join(','))
    await core.repo.saveHospitalIds(e.id, ids);
  return { ok: true, value: found.hospitals };
}

export async function list(
  core: QuotesCore,
  input: { deviceUuid: string; body: TQuotesRequest; language: LangCode },
): Promise<Outcome<TQuotesResponse>> {
  const { body, language: lang } = input;
  const t = tFor(lang);
  const readable = await core.repo.readableEnquiry(body.enquiryId, input.deviceUuid);
  if (!readable) return enquiryNotFound(lang);
  const e = readable.enquiry;
  const productId = e.countryProductId;
  if (core.offers?.handles(productId))
    return core.offers.list(
      { ...e, maskedMobile: e.verifiedMobile === null ? null : maskMobile(e.verifiedMobile) },
      body,
      lang,
    );
  if (!isPricedProduct(productId))
    return refuse(lang, 422, QUOTES_ERROR_CODES.NOT_PRICED_PRODUCT, 'quotes:errors.notPricedProduct');
  const c = await core.catalogue(productId);
  const checked = checkedFilters(core, productId, c, body, lang);
  if (!checked.ok) return checked;
  const filters = checked.value;

  const [outcome, chosen] = await Promise.all([
    runFor(core, e, productId, lang, runOptionsOf(productId, body), readable),
    chosenHospitals(core, e, c, body, lang),
  ]);
  if (!chosen.ok) return chosen;
  if (!outcome.ok) return outcome;
  const run = outcome.value;
  const base = answerBase(core, e, c, filters, body, run, lang);
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

  const listing = await listingOf(core, run, c, t, lang);
  const passing = new Set(
    listing.priced.filter((q) => filters.test(q satisfies FilterSubject)).map((q) => q.planId),
  );
  const matcher = chosen.value.length > 0 ? networkMatcher(c, chosen.value) : undefined;
  const { page, totalCount } = listQuotes(listing.presented, {
    sort: base.sortBy,
    matchedOf: matcher?.matchedOf,
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
      quotes: matcher ? page.map(matcher.withMatch) : page,
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
