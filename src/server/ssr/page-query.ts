import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { parseQuery } from '../../shared/session/query';

/**
 * What of a page address's query the server reads (decision 0045): only whitelisted parameters, and only values
 * that exist, so the page cache holds at most one entry per real variant. Everything else (utm_*, sort, filters,
 * salary, calculator inputs, an unknown plan id) is left to the browser: it is neither in the cache key nor seen by
 * the render, so a page rendered for one address is right for every address sharing its key.
 */
export type PageQuery = {
  /** `?planid=` naming a listed credit card (decision 0019 'Apply Now'), as the field's prefill reads it. */
  planid?: string;
  /** `?journeyType=` naming a journey type some form has (decision 0017). */
  journeyType?: number;
  /**
   * `?page=` of a network hospital list (decision 0093): 2 to 99 written plainly, on a list address only; page 1 is
   * the address without it. A page past the list's last answers 404, which is never cached.
   */
  page?: number;
  /** `?rating=` 1–5 on a reviews page (decision 0101): the star filter, written plainly. */
  rating?: number;
  /** `?provider=` a bank id on a reviews page (decision 0101); one without published reviews answers 404. */
  providerId?: number;
};

/** A reviews page's address (decision 0101): `/{product}/reviews/` of the six reviewed products. */
const REVIEWS_PAGE =
  /\/(credit-cards|personal-loans|bank-accounts|credit-score|car-loans|mortgage-loan)\/reviews\/$/;

/** `?page=`, `?rating=` and `?provider=` as a reviews page reads them (decision 0101), each only when plain. */
export function reviewsQueryOf(url: string): Pick<PageQuery, 'page' | 'rating' | 'providerId'> {
  const q = url.indexOf('?');
  if (q === -1 || !REVIEWS_PAGE.test(url.slice(0, q))) return {};
  const raw = new URLSearchParams(url.slice(q + 1));
  const page = raw.get('page');
  const rating = raw.get('rating');
  const provider = raw.get('provider');
  return {
    ...(page !== null && /^[1-9]\d?$/.test(page) && page !== '1' ? { page: Number(page) } : {}),
    ...(rating !== null && /^[1-5]$/.test(rating) ? { rating: Number(rating) } : {}),
    ...(provider !== null && /^[1-9]\d?$/.test(provider) ? { providerId: Number(provider) } : {}),
  };
}

/**
 * The content pages whose list the server pages by `?page=` (decisions 0100, 0107, 0112), in any language: the CEO
 * blog, the news list, every product's article list, every author's page and the page with a server-paged doorway.
 * A new list address joins here (else its `?page=` is dropped).
 */
const CONTENT_LIST_PAGE =
  /^(\/(ar|hi|ml)-ae)?\/(ceo-blog|news-and-update|[a-z-]+\/articles|author\/[a-z0-9-]+|car-insurance\/value-and-covers)\/$/;

/** `?page=` as a network hospital list (decision 0093) or a content list (decision 0100) reads it, else undefined. */
export function listPageOf(url: string): number | undefined {
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  const path = url.slice(0, q);
  if (
    !/\/health-insurance\/network-hospitals\/[a-z0-9-]+-hospital-list-[a-z0-9-]+\/$/.test(path) &&
    !CONTENT_LIST_PAGE.test(path)
  )
    return undefined;
  const raw = new URLSearchParams(url.slice(q + 1)).get('page');
  return raw !== null && /^[1-9]\d?$/.test(raw) && raw !== '1' ? Number(raw) : undefined;
}

export type KnownValues = { planIds: ReadonlySet<string>; journeyTypes: ReadonlySet<number> };

export type QueryValues = {
  /** The validated query of a page request: unknown parameters and values are absent. */
  of(url: string): Promise<PageQuery>;
};

/** A re-seed or a new card shows within this; a failed reload keeps the last values and is retried after 1 s. */
export const KNOWN_VALUES_TTL_MS = 30_000;

/**
 * The values a page query may carry, loaded from the catalogue and the forms, kept for KNOWN_VALUES_TTL_MS and
 * reloaded in the background (a request never waits for a reload once a first load succeeded, so cached pages keep
 * answering while the database is down). Bounded by the catalogue's size.
 */
export function queryValues(opts: {
  load: () => Promise<KnownValues>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  ttlMs?: number;
  /** How long a request waits for the very first load (later reloads are never waited for). */
  firstLoadMs?: number;
  now?: () => number;
}): QueryValues {
  const ttl = opts.ttlMs ?? KNOWN_VALUES_TTL_MS;
  const now = opts.now ?? Date.now;
  let known: KnownValues | undefined;
  let freshUntil = 0;
  let loading: Promise<KnownValues | undefined> | undefined;

  const reload = () => {
    loading ??= opts
      .load()
      .then((v) => {
        known = v;
        freshUntil = now() + ttl;
        return v;
      })
      .catch((err: unknown) => {
        freshUntil = now() + 1000;
        opts.log?.warn({ err: { message: (err as Error).message } }, 'page query values not loaded');
        return known;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  const values = async (): Promise<KnownValues | undefined> => {
    if (now() < freshUntil) return known;
    const pending = reload();
    if (known) return known;
    // The first load: a database that does not answer leaves the query unvalidated (dropped) after firstLoadMs
    // rather than holding the request for the pool's connect timeout.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), opts.firstLoadMs ?? 1000);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async of(url) {
      const q = url.indexOf('?');
      if (q === -1) return {};
      const raw = new URLSearchParams(url.slice(q + 1));
      const planid = raw.get('planid');
      const journeyType = parseQuery(url.slice(q)).journeyType;
      const reviews = reviewsQueryOf(url);
      const page = listPageOf(url) ?? reviews.page;
      if (planid === null && journeyType === undefined)
        return { ...reviews, ...(page === undefined ? {} : { page }) };
      const v = await values();
      const out: PageQuery = {};
      if (planid !== null && v?.planIds.has(planid)) out.planid = planid;
      if (journeyType !== undefined && v?.journeyTypes.has(journeyType)) out.journeyType = journeyType;
      if (page !== undefined) out.page = page;
      return out;
    },
  };
}

/** The listed credit cards' ids and the journey types of the stored forms. */
export function loadKnownValues(pool: pg.Pool): () => Promise<KnownValues> {
  return async () => {
    const r = await pool.query<{ planIds: number[] | null; journeyTypes: number[] | null }>(
      `select array(select id from credit_cards where not is_hidden) as "planIds",
              array(select distinct journey_type from forms) as "journeyTypes"`,
    );
    const row = r.rows[0];
    return {
      planIds: new Set((row?.planIds ?? []).map(String)),
      journeyTypes: new Set(row?.journeyTypes ?? []),
    };
  };
}
