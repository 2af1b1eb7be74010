import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveRoute, productOfPath, type PartnerSegment } from '../../shared/domain/routing';
import { serverSourceId } from '../../shared/domain/sources';
import { LOCALES, localeOf, localizedPath, type LangCode } from '../../shared/domain/locales';
import { PRODUCT, productPath, segmentOfProduct } from '../../shared/domain/products';
import { isReference } from '../../shared/domain/enquiry-reference';
import type { TChromeData } from '../../shared/contracts/chrome';
import type { TBlock } from '../../shared/contracts/blocks';
import type { TBlockData } from '../../shared/contracts/block-data';
import type { Assets, Crumb, JourneyMount, RenderDocument, ShellModel } from '../../shared/contracts/render';
import { tFor } from '../../shared/i18n/catalogues';
import { MY_DATA_PATH } from '../../shared/contracts/my-data';
import type { ContentService, ResolvedPage } from '../modules/content/service';
import { isMobileRequest, themeFromCookie } from './request-info';
import type { FormsService } from '../modules/forms/types';
import { parseQuery } from '../../shared/session/query';
import { todayAt } from '../../shared/rules/dates';
import { PRICED_PRODUCT_IDS } from '../../shared/contracts/quotes';
import { BANK_OFFER_PRODUCT_IDS } from '../../shared/contracts/quotes-api-constants';
import type { TField, TUserForm } from '../../shared/contracts/journey';
import { isConnectionError } from '../../db/connection-errors';
import { DATABASE_RETRY_AFTER_S } from '../plugins/errors';
import type { PageQuery, QueryValues } from './page-query';
import {
  bytesOf,
  etagOf,
  GLOBAL_TAGS,
  pageTag,
  type CachedPage,
  type Outcome,
  type PageCache,
  type PageCacheState,
  type Served,
} from './page-cache/index';
import { isMarketingPage, pageNavOf, pageRulesOnce } from './page-rules';
import {
  comparedCarFromQuery,
  isQuoteIdParam,
  planIdsFromQuery,
} from '../../shared/contracts/quotes-api-guards';

type Deps = {
  content: ContentService;
  /** Journey forms rendered on product pages (the pre-quote form, spec 001 §2; hidden for product 17). */
  forms: FormsService;
  assets: () => Assets;
  /** The page renderer (web's renderDocument, given by the composition root: decision 0009). */
  render: RenderDocument;
  origin: string;
  support: { phone: string; email: string; whatsapp?: string | null };
  tagManagerId: string | null;
  /**
   * The resolver step: server data of the page's blocks (MULTIPLE_QUOTES starting prices, decision 0014; the
   * CREDIT_CARDS first page for the page type's default filters, decision 0019). Not per visitor, so the page stays
   * cacheable like any content page.
   */
  blockData?: (
    blocks: readonly TBlock[],
    lang: LangCode,
    page: { productId: number; pageTypeId: number },
  ) => Promise<TBlockData>;
  /** The page cache (decision 0025); `disabledPageCache()` renders every page. */
  pageCache: PageCache;
  /** Told the cache state of every page answered (the metrics' hit ratio). */
  onCacheState?: (state: PageCacheState) => void;
  /** The query values a page may be keyed and rendered by (decision 0045); without it, none. */
  queryValues?: QueryValues;
  /** How long a render may wait for the database before the page answers 503 (decision 0045). */
  databaseWaitMs?: number;
};

/**
 * Decision 0045: a page render still waiting for the database after this is answered 503 with Retry-After (the
 * pool's own connect timeout is 10 s, far longer than a visitor waits); a healthy render takes milliseconds.
 */
export const PAGE_DATABASE_WAIT_MS = 3000;
/** After a render found the database away, cache misses answer 503 at once for this long (its Retry-After). */
export const DATABASE_DOWN_HOLD_MS = 5000;

/** The database did not answer a page render in time, or was found away moments ago (a connection error: 503). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(message: string) {
    super(message);
  }
}

function titleOf(page: ResolvedPage): {
  title: string | undefined;
  description: string | undefined;
  robots: string | undefined;
} {
  let robots: string | undefined;
  let title: string | undefined;
  let description: string | undefined;
  for (const tag of page.metaData.metaTags) {
    if (tag.tag === 'title') title = tag.content ?? tag.attributes.content;
    if (tag.tag === 'meta' && tag.attributes.name === 'description') description = tag.attributes.content;
    // The page's own robots tag (issue 15 §4: filter pages outside the allowed list are noindex).
    if (tag.tag === 'meta' && tag.attributes.name?.toLowerCase() === 'robots')
      robots = tag.attributes.content;
  }
  return { title, description, robots };
}

function crumbsFor(
  lang: LangCode,
  contentPath: string,
  productId: number,
  pageTitle: string,
  partner: PartnerSegment | undefined,
): Crumb[] {
  const t = tFor(lang);
  // Partner visitors stay in their channel: crumbs keep the partner segment.
  const url = (p: string) => localizedPath(partner ? `/${partner}${p}` : p, lang);
  const crumbs: Crumb[] = [{ name: t('breadcrumbs.home'), url: url('/') }];
  if (contentPath === '/') return crumbs;
  const segment = segmentOfProduct(productId);
  const landing = segment ? `/${segment}/` : undefined;
  if (landing && landing !== contentPath && productId !== PRODUCT.HOME) {
    crumbs.push({ name: t(`products.${productId}`), url: url(landing) });
  }
  crumbs.push({ name: pageTitle, url: url(contentPath) });
  return crumbs;
}

/** `/{segment}/quotes/`: the landing a journey's REDIRECT sends the visitor to (issue 4 §4). */
export function quotesProductOf(contentPath: string): number | undefined {
  // International mortgages share the mortgage-loan segment, so their quotes page is one level down.
  if (contentPath === `${productPath(PRODUCT.INTERNATIONAL_MORTGAGE)}/quotes/`)
    return PRODUCT.INTERNATIONAL_MORTGAGE;
  const m = /^\/([a-z-]+)\/quotes\/$/.exec(contentPath);
  const productId = m?.[1] ? productOfPath(`/${m[1]}/`) : undefined;
  return productId === PRODUCT.HOME ? undefined : productId;
}

/** `/{segment}/quotes/certificate/`: the printable quote certificate (issue 9 §5). */
export function quoteCertificateProductOf(contentPath: string): number | undefined {
  const m = /^(\/.+\/quotes\/)certificate\/$/.exec(contentPath);
  return m?.[1] ? quotesProductOf(m[1]) : undefined;
}

/** The signed-in visitor's account (issue 14 §5): per visitor, never cached or indexed. */
export const ACCOUNT_PATH = '/account/';

/** The car comparison page (spec 001 §2 'Car comparison page: query parameter planid'). */
export const CAR_COMPARISON_PATH = `${productPath(PRODUCT.CAR_INSURANCE)}/compare/`;

/**
 * Fields with `prefillFromQuery` start with that query parameter's value (issue 10 §3: `?planid=` of 'Apply
 * Now'): only a plain id, and for inline options only one of them; the server checks the answer on submit anyway.
 */
export function withQueryPrefill(userForm: TUserForm, query: PageQuery): TUserForm {
  const valueOf = (f: TField): string | undefined => {
    if (!f.prefillFromQuery) return undefined;
    const v: unknown = query[f.prefillFromQuery];
    if (typeof v !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(v)) return undefined;
    return !f.options || f.options.some((o) => o.id === v) ? v : undefined;
  };
  const touched = userForm.forms.some((form) => form.screens.some((s) => s.fields.some((f) => valueOf(f))));
  if (!touched) return userForm;
  return {
    ...userForm,
    forms: userForm.forms.map((form) => ({
      ...form,
      screens: form.screens.map((s) => ({
        ...s,
        fields: s.fields.map((f) => {
          const v = valueOf(f);
          return v === undefined ? f : { ...f, value: v };
        }),
      })),
    })),
  };
}

type PageRoute = Extract<ReturnType<typeof resolveRoute>, { kind: 'page' }>;

const isPrivatePath = (contentPath: string) =>
  quotesProductOf(contentPath) !== undefined ||
  quoteCertificateProductOf(contentPath) !== undefined ||
  contentPath === CAR_COMPARISON_PATH ||
  // The account area (decision 0031): per visitor, never in the page cache.
  contentPath === '/account/' ||
  // "Who has my number" (decision 0033): per visitor, never in the page cache.
  contentPath === MY_DATA_PATH;

/**
 * The page cache's key (decision 0025): what the render reads of the request, normalised so that other
 * parameters (utm_*, gclid, anything) cannot grow the cache: the public path and language, the theme cookie, the
 * device class, the source id the page links carry (a closed list), the validated query (decision 0045: a journey
 * type some form has, a plan id that exists; nothing else), and the UAE calendar day (journeys' date limits).
 */
export function cacheKeyOf(req: FastifyRequest, route: PageRoute, query: PageQuery): string {
  const isMobile = isMobileRequest(req);
  const t = todayAt(Date.now());
  return [
    route.lang,
    route.publicPath,
    themeFromCookie(req),
    isMobile ? 'm' : 'd',
    serverSourceId({
      querySourceId: (req.query as Record<string, unknown>).sourceId,
      partner: route.partner,
      isMobile,
    }),
    query.journeyType ?? '',
    query.planid ?? '',
    `${t.year}-${t.month}-${t.day}`,
  ].join('|');
}

const tagsOf = (route: PageRoute): string[] => [...GLOBAL_TAGS, pageTag(route.contentPath)];

/** Browsers revalidate every page (an update is never stuck in one); shared caches keep variants apart. */
const sharedHeaders = (etag: string) => ({
  etag,
  'cache-control': 'public, no-cache',
  vary: 'Accept-Encoding, Cookie, User-Agent',
});

function notModified(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** br or gzip when the client accepts it (q > 0), else none. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const ok = (n: string) => (q.get(n) ?? q.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/** A cached page: 304 when the browser has it, else its precompressed form (no compression per hit). */
function sendEntry(req: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
  reply.headers(sharedHeaders(entry.etag));
  if (notModified(req, entry.etag)) return reply.code(304).send();
  reply.code(200).type('text/html; charset=utf-8');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(entry.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? entry.br : entry.gzip);
}

export function registerPageRoutes(app: FastifyInstance, deps: Deps): void {
  /**
   * The product page's journey (spec 001 §2 'pre-quote form hidden for product 17'). No form defined: nothing.
   * A failed lookup renders the island without data, so the browser retries (spec 000 §4 'Retry on client').
   */
  const journeyFor = async (
    req: FastifyRequest,
    page: ResolvedPage,
    lang: LangCode,
    query: PageQuery,
  ): Promise<JourneyMount | undefined> => {
    if (page.productId === PRODUCT.HOME || page.metaData.showJourney === false) return undefined;
    // Spec 000 §2 'journeyType (numeric)' in the address (one that exists), else the page's own (decision 0017).
    const asked = query.journeyType ?? page.metaData.journeyType ?? 1;
    const base = {
      productId: page.productId,
      journeyType: asked,
      pageTypeId: page.pageTypeId,
      today: todayAt(Date.now()),
    };
    try {
      let userForm = await deps.forms.getUserForm({ ...base, language: lang });
      // A journey type the product does not have starts its default journey rather than no form at all.
      if (!userForm && asked !== 1) {
        base.journeyType = 1;
        userForm = await deps.forms.getUserForm({ ...base, language: lang });
      }
      if (!userForm) return undefined;
      return { ...base, userForm: withQueryPrefill(userForm, query) };
    } catch (err) {
      req.log.warn({ err, productId: page.productId }, 'user form lookup failed; the browser retries');
      return { ...base, userForm: null };
    }
  };

  /** A failed lookup renders the blocks without their server data (each block says so), never a 500. */
  const blockDataFor = async (
    req: FastifyRequest,
    page: ResolvedPage,
    lang: LangCode,
  ): Promise<TBlockData | undefined> => {
    if (!deps.blockData) return undefined;
    try {
      return await deps.blockData(page.blocks, lang, {
        productId: page.productId,
        pageTypeId: page.pageTypeId,
      });
    } catch (err) {
      req.log.warn({ err, page: page.urlPath }, 'block data lookup failed; blocks render without it');
      return undefined;
    }
  };

  const baseModel = (
    req: FastifyRequest,
    lang: LangCode,
    path: string,
    chrome: TChromeData,
    partner: PartnerSegment | undefined,
  ): ShellModel => {
    const t = tFor(lang);
    const isMobile = isMobileRequest(req);
    const query = req.query as Record<string, unknown>;
    return {
      partner: partner ?? null,
      sourceId: serverSourceId({ querySourceId: query.sourceId, partner, isMobile }),
      tagManagerId: deps.tagManagerId,
      lang,
      dir: localeOf(lang).dir,
      path,
      origin: deps.origin,
      productId: PRODUCT.HOME,
      pageTypeId: 0,
      isMobile,
      theme: themeFromCookie(req),
      alternates: [],
      chrome,
      support: deps.support,
      marketing: isMarketingPage(path),
      title: t('brand'),
      description: undefined,
      breadcrumbs: [],
    };
  };

  const html = (
    status: number,
    body: Uint8Array | string,
    cache: 'shared' | 'private' = 'shared',
  ): Outcome => ({
    kind: 'html',
    status,
    html: body,
    cache,
  });

  const renderNotFound = (
    req: FastifyRequest,
    lang: LangCode,
    path: string,
    chrome: TChromeData,
    partner: PartnerSegment | undefined,
  ) => {
    const m = baseModel(req, lang, path, chrome, partner);
    m.title = `${tFor(lang)('errors.notFoundTitle')} | ${tFor(lang)('brand')}`;
    m.robots = 'noindex';
    return html(404, deps.render({ kind: 'not-found', model: m, assets: deps.assets() }));
  };

  const render = async (req: FastifyRequest, route: PageRoute, query: PageQuery): Promise<Outcome> => {
    const path = route.publicPath;
    const {
      page,
      redirect: stored,
      chrome,
    } = await deps.content.resolve(route.contentPath, route.lang, path);
    if (stored) {
      const q = req.url.indexOf('?');
      return {
        kind: 'redirect',
        location: stored.toPath + (q === -1 ? '' : req.url.slice(q)),
        status: stored.statusCode as 301 | 302,
      };
    }
    const quotesProduct = page ? undefined : quotesProductOf(route.contentPath);
    if (quotesProduct !== undefined) {
      const m = baseModel(req, route.lang, path, chrome, route.partner);
      const t = tFor(route.lang);
      const productName = t(`products.${quotesProduct}`);
      // A product with a rating engine lists its quotes (issue 9 §4); the others keep the enquiry's status.
      const listed =
        (PRICED_PRODUCT_IDS as readonly number[]).includes(quotesProduct) ||
        BANK_OFFER_PRODUCT_IDS.includes(quotesProduct);
      const heading = listed ? t('quotesUi:title', { product: productName }) : t('journey:quotes.title');
      m.productId = quotesProduct;
      m.title = `${heading} | ${t('brand')}`;
      // A per-visitor page: never indexed, never cached (issue 9 'Rendering and access').
      m.robots = 'noindex';
      m.breadcrumbs = crumbsFor(route.lang, route.contentPath, quotesProduct, heading, route.partner);
      // Issue 13 §3: the language switcher lists the languages the product's landing page exists in; the address's
      // enquiry id or results-link reference goes along (a per-visitor page, never cached or indexed).
      try {
        const landing = `${productPath(quotesProduct)}/`;
        const { page: landingPage } = await deps.content.resolve(
          landing,
          route.lang,
          localizedPath(landing, route.lang),
        );
        const query = req.query as Record<string, unknown>;
        const keep = new URLSearchParams();
        if (typeof query.enquiryId === 'string' && /^[A-Za-z0-9]{24}$/.test(query.enquiryId))
          keep.set('enquiryId', query.enquiryId);
        if (typeof query.ref === 'string' && isReference(query.ref)) keep.set('ref', query.ref);
        const search = keep.size > 0 ? `?${keep.toString()}` : '';
        const own = route.partner ? `/${route.partner}${route.contentPath}` : route.contentPath;
        m.alternates = (landingPage?.alternates ?? []).map((a) => ({
          ...a,
          href: localizedPath(own, a.code) + search,
        }));
      } catch (err) {
        req.log.warn({ err }, 'quotes page languages not found; no language switcher');
      }
      return html(
        200,
        deps.render({ kind: 'quotes', model: m, assets: deps.assets(), productName, listed }),
        'private',
      );
    }
    const certificateProduct = page ? undefined : quoteCertificateProductOf(route.contentPath);
    if (certificateProduct !== undefined) {
      const m = baseModel(req, route.lang, path, chrome, route.partner);
      const t = tFor(route.lang);
      const heading = t('quotesUi:certificateTitle');
      m.productId = certificateProduct;
      m.title = `${heading} | ${t('brand')}`;
      m.robots = 'noindex';
      m.breadcrumbs = crumbsFor(route.lang, route.contentPath, certificateProduct, heading, route.partner);
      const raw = (req.query as Record<string, unknown>).quoteId;
      const quoteId = isQuoteIdParam(raw) ? raw : null;
      return html(
        200,
        deps.render({ kind: 'quote-certificate', model: m, assets: deps.assets(), quoteId }),
        'private',
      );
    }
    if (!page && route.contentPath === MY_DATA_PATH) {
      const m = baseModel(req, route.lang, path, chrome, route.partner);
      const heading = tFor(route.lang)('myData:page.title');
      m.title = `${heading} | ${tFor(route.lang)('brand')}`;
      m.robots = 'noindex';
      m.breadcrumbs = crumbsFor(route.lang, route.contentPath, PRODUCT.HOME, heading, route.partner);
      return html(200, deps.render({ kind: 'my-data', model: m, assets: deps.assets() }), 'private');
    }
    if (!page && route.contentPath === ACCOUNT_PATH) {
      const m = baseModel(req, route.lang, path, chrome, route.partner);
      const heading = tFor(route.lang)('account:page.title');
      m.title = `${heading} | ${tFor(route.lang)('brand')}`;
      m.robots = 'noindex';
      m.breadcrumbs = crumbsFor(route.lang, route.contentPath, PRODUCT.HOME, heading, route.partner);
      // The account frame exists in every language: hreflang and the language switcher list them (issue 15 §4).
      const own = route.partner ? `/${route.partner}${route.contentPath}` : route.contentPath;
      m.alternates = LOCALES.map((l) => ({
        code: l.code,
        href: localizedPath(own, l.code),
        endonym: l.endonym,
      }));
      return html(200, deps.render({ kind: 'account', model: m, assets: deps.assets() }), 'private');
    }
    if (!page && route.contentPath === CAR_COMPARISON_PATH) {
      const m = baseModel(req, route.lang, path, chrome, route.partner);
      const t = tFor(route.lang);
      const heading = t('quotesUi:comparisonTitle');
      m.productId = PRODUCT.CAR_INSURANCE;
      m.title = `${heading} | ${t('brand')}`;
      m.robots = 'noindex';
      m.breadcrumbs = crumbsFor(route.lang, route.contentPath, PRODUCT.CAR_INSURANCE, heading, route.partner);
      // Spec 001 §2: `planid` is required; without it the page says what is missing (never a 5xx).
      const q = req.url.indexOf('?');
      const query = parseQuery(q === -1 ? '' : req.url.slice(q));
      const enquiryId = query.enquiryId && /^[A-Za-z0-9]{24}$/.test(query.enquiryId) ? query.enquiryId : null;
      return html(
        200,
        deps.render({
          kind: 'car-comparison',
          model: m,
          assets: deps.assets(),
          planIds: planIdsFromQuery(query.planId),
          enquiryId,
          car: comparedCarFromQuery(req.query as Record<string, unknown>),
        }),
        'private',
      );
    }
    if (!page) return renderNotFound(req, route.lang, path, chrome, route.partner);
    for (const s of page.skipped) req.log.warn({ page: path, block: s }, 'block skipped');
    // Issue 15 §2 (decision 0040): marketing pages hide SEO content; page types 24 and 54 show a title heading.
    const rules = pageRulesOnce({ blocks: page.blocks, path, pageTypeId: page.pageTypeId });
    const blocks = rules.blocks;
    const m = baseModel(req, route.lang, path, chrome, route.partner);
    const { title, description, robots } = titleOf(page);
    if (robots) m.robots = robots;
    m.updatedAt = page.updatedAt.toISOString();
    m.article = page.metaData.article;
    m.productId = page.productId;
    m.pageTypeId = page.pageTypeId;
    // Partner pages are co-branded copies: alternates stay in the partner channel, search engines index the original.
    m.alternates = route.partner
      ? page.alternates.map((a) => ({
          ...a,
          href: localizedPath(`/${route.partner}${route.contentPath}`, a.code),
        }))
      : page.alternates;
    if (route.partner) {
      m.canonicalPath = localizedPath(route.contentPath, route.lang);
      m.robots = 'noindex';
    }
    m.title = title ?? tFor(route.lang)('brand');
    m.description = description;
    m.titleHeading = rules.titleHeading;
    m.pageNav = pageNavOf(page.metaData);
    const titled = page.blocks.find(
      (b): b is Extract<typeof b, { title?: string | undefined }> =>
        'title' in b && typeof b.title === 'string' && b.title !== '',
    );
    const firstHeading = titled?.title ?? m.title;
    m.breadcrumbs = crumbsFor(route.lang, route.contentPath, page.productId, firstHeading, route.partner);
    // Banner types 6 to 10 (the BANNER's or the JOURNEY_ELEMENT's) remove the breadcrumb (spec 001 §2 Screens).
    const banner = page.blocks.find((b) => b.type === 'BANNER' || b.type === 'JOURNEY_ELEMENT');
    const bannerType =
      banner?.type === 'BANNER'
        ? banner.fieldValues.bannerType
        : banner?.type === 'JOURNEY_ELEMENT'
          ? banner.journeyData?.[0]?.bannerType
          : undefined;
    m.hideBreadcrumbs = bannerType !== undefined && bannerType >= 6 && bannerType <= 10;
    const [journey, blockData] = await Promise.all([
      rules.titleOnly ? undefined : journeyFor(req, page, route.lang, query),
      blockDataFor(req, { ...page, blocks }, route.lang),
    ]);
    return html(
      200,
      deps.render({
        kind: 'page',
        model: m,
        blocks,
        blockData,
        journey,
        assets: deps.assets(),
        onUnknownBlock: (type) => req.log.warn({ page: path, type }, 'unknown block type skipped'),
      }),
    );
  };

  const waitMs = deps.databaseWaitMs ?? PAGE_DATABASE_WAIT_MS;
  let databaseDownUntil = 0;
  /**
   * Decision 0045: a render answers within `waitMs` or fails as the database being away (503 with Retry-After);
   * once one did, the next misses fail at once for DATABASE_DOWN_HOLD_MS rather than each waiting again, while
   * cached pages keep being served. The abandoned render finishes (or fails) on its own; nothing waits for it.
   */
  const renderGuarded = async (req: FastifyRequest, route: PageRoute, query: PageQuery) => {
    if (Date.now() < databaseDownUntil) throw new DatabaseUnavailableError('database away moments ago');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseUnavailableError(`no page within ${waitMs} ms`)), waitMs);
    });
    const work = render(req, route, query);
    work.catch(() => undefined);
    try {
      return await Promise.race([work, late]);
    } catch (err) {
      if (isConnectionError(err)) databaseDownUntil = Date.now() + DATABASE_DOWN_HOLD_MS;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const route = resolveRoute(req.url);
    if (route.kind === 'redirect') return reply.redirect(route.location, route.status);
    // Per-visitor pages (quotes, certificate, comparison) never meet the cache: their query is the content.
    const priv = isPrivatePath(route.contentPath);
    const query: PageQuery = priv || !deps.queryValues ? {} : await deps.queryValues.of(req.url);
    const served: Served = priv
      ? { state: 'miss', outcome: await renderGuarded(req, route, query) }
      : await deps.pageCache.serve(cacheKeyOf(req, route, query), tagsOf(route), () =>
          renderGuarded(req, route, query),
        );
    deps.onCacheState?.(served.state);
    reply.header('x-page-cache', served.state);
    if (served.entry) return sendEntry(req, reply, served.entry);
    const outcome = served.outcome;
    if (!outcome) throw new Error('page cache answered nothing');
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
    // Per-visitor pages are crawlable in every language but never indexed: the header says so as the meta tag does,
    // since robots.txt no longer hides them (decision 0047).
    if (isPrivatePath(route.contentPath)) reply.header('X-Robots-Tag', 'noindex');
    if (outcome.cache === 'private' || outcome.status !== 200)
      return reply
        .code(outcome.status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(outcome.html);
    // Rendered as bytes (a string only from test doubles): hashed for the ETag and sent as these same bytes.
    const body = bytesOf(outcome.html);
    const etag = etagOf(body);
    if (notModified(req, etag)) return reply.code(304).headers(sharedHeaders(etag)).send();
    return reply.code(200).headers(sharedHeaders(etag)).type('text/html; charset=utf-8').send(body);
  };

  app.get('/*', handler);
}

/**
 * The status of a page that failed (decision 0045): the database away is a 503 with Retry-After, so visitors,
 * crawlers and balancers come back shortly; anything else a 500.
 */
export function pageErrorStatus(err: unknown): { status: 500 | 503; retryAfter?: number } {
  return isConnectionError(err) ? { status: 503, retryAfter: DATABASE_RETRY_AFTER_S } : { status: 500 };
}

/** The 500 and 503 page: rendered without database data, so it works when the failure was the database. */
export function renderErrorPage(
  req: FastifyRequest,
  render: RenderDocument,
  assets: Assets,
  origin: string,
  support: { phone: string; email: string },
  status: 500 | 503 = 500,
): Uint8Array | string {
  const route = resolveRoute(req.url);
  const lang: LangCode = route.kind === 'page' ? route.lang : 'en';
  const path = route.kind === 'page' ? route.publicPath : '/';
  const model: ShellModel = {
    lang,
    dir: localeOf(lang).dir,
    path,
    origin,
    productId: PRODUCT.HOME,
    pageTypeId: 0,
    isMobile: isMobileRequest(req),
    theme: themeFromCookie(req),
    alternates: [],
    chrome: {
      menu: [],
      footer: { compareProducts: [], aboutLinks: [], social: [], address: '' },
    } as unknown as TChromeData,
    support,
    marketing: false,
    partner: null,
    sourceId: 2,
    tagManagerId: null,
    title: tFor(lang)('errors.oops'),
    description: undefined,
    breadcrumbs: [],
    robots: 'noindex',
  };
  return render({ kind: 'error', model, assets, unavailable: status === 503 });
}
