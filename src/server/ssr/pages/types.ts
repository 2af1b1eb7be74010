import type { FastifyRequest } from 'fastify';
import type { resolveRoute } from '../../../shared/domain/routing';
import type { LangCode } from '../../../shared/domain/locales';
import type { TPolicySchedule } from '../../../shared/contracts/account-constants';
import type { TChromeData } from '../../../shared/contracts/chrome';
import type { TBlock } from '../../../shared/contracts/blocks';
import type { TBlockData } from '../../../shared/contracts/block-data';
import type { Assets, RenderDocument } from '../../../shared/contracts/render';
import type { ContentService, ResolvedPage } from '../../modules/content/service';
import type { FormsService } from '../../modules/forms/types';
import type { PageQuery, QueryValues } from '../page-query';
import type { BlockDataPage } from '../block-data';
import type { Outcome, PageCache, PageCacheState } from '../page-cache/index';
import type { THospitalListPage, THospitalPage } from '../../../shared/contracts/hospital-pages';
import type { TReviewsPage } from '../../../shared/contracts/reviews';
import type { TPlanDetails, TProviderDetails } from '../../../shared/contracts/health-plan-pages';

/** What the page route is given by the composition root (app.ts). */
export type PageDeps = {
  content: ContentService;
  /** Journey forms rendered on product pages (the pre-quote form; hidden for product 17: docs/product/pages.md). */
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
  blockData?: (blocks: readonly TBlock[], lang: LangCode, page: BlockDataPage) => Promise<TBlockData>;
  /** The page cache (decision 0025); `disabledPageCache()` renders every page. */
  pageCache: PageCache;
  /** Told the cache state of every page answered (the metrics' hit ratio). */
  onCacheState?: (state: PageCacheState) => void;
  /** The query values a page may be keyed and rendered by (decision 0045); without it, none. */
  queryValues?: QueryValues;
  /** How long a render may wait for the database before the page answers 503 (decision 0045). */
  databaseWaitMs?: number;
  /** The network hospital list and hospital pages' data (decision 0093); absent, those addresses are 404. */
  hospitals?: HospitalPagesSource;
  /** The network hospitals search page's insurers and their cities (decision 0094); absent, that page is 404. */
  hospitalSearch?: HospitalSearchSource;
  /** The reviews pages' data (decision 0101); absent, those addresses are 404. */
  reviews?: ReviewsPagesSource;
  /** The health provider and plan pages' data (decision 0097); absent, those addresses are 404. */
  healthPlans?: HealthPlanPagesSource;
  /** A policy's printable schedule for the signed-in number, or null (decision 0088); absent, every one is 404. */
  policySchedule?: (req: FastifyRequest, policyId: string, lang: LangCode) => Promise<TPolicySchedule | null>;
};

export type PageRoute = Extract<ReturnType<typeof resolveRoute>, { kind: 'page' }>;

/** One page request as the handlers see it: the content lookup is done and no stored redirect applies. */
export type PageContext = {
  req: FastifyRequest;
  route: PageRoute;
  /** The validated page query (decision 0045); empty for per-visitor pages, which read their own. */
  query: PageQuery;
  chrome: TChromeData;
  /** The stored document at this path, if any. */
  page: ResolvedPage | undefined;
  deps: PageDeps;
};

/** One kind of page: the first handler of the table (pages/index.ts) whose `matches` is true renders it. */
export type PageHandler = {
  kind: string;
  /**
   * Per-visitor pages (quotes, certificate, comparison, account, my data) are answered at their path only where no
   * content page exists there, never cached and never indexed (decisions 0025 and 0047).
   */
  perVisitor: boolean;
  matches: (contentPath: string, page: ResolvedPage | undefined) => boolean;
  render: (ctx: PageContext) => Promise<Outcome> | Outcome;
};

export type { Outcome, ResolvedPage };

/** What the hospital pages read (the hospitals module's service; decision 0093). */
export type HospitalPagesSource = {
  listPage(
    insurerSlug: string,
    citySlug: string,
    page: number,
    lang: LangCode,
  ): Promise<THospitalListPage | undefined>;
  hospitalPage(slug: string, lang: LangCode): Promise<THospitalPage | undefined>;
};

/** What the search page reads: the hospitals module's service (insurers with a network, their cities). */
export type HospitalSearchSource = {
  insurers(
    lang: LangCode,
  ): Promise<{ insurerId: number; slug: string; name: string; hospitalCount: number }[]>;
  cities(
    insurerId: number | undefined,
    lang: LangCode,
  ): Promise<{ id: number; slug: string; name: string; emirate: string }[]>;
};

/** What the health provider and plan pages read: the health-plans module's service (decision 0097). */
export type HealthPlanPagesSource = {
  providerDetails(insurerSlug: string, lang: LangCode): Promise<TProviderDetails | undefined>;
  planDetails(insurerSlug: string, planSlug: string, lang: LangCode): Promise<TPlanDetails | undefined>;
};

/** What the reviews pages read: the reviews module's service (decision 0101). */
export type ReviewsPagesSource = {
  page(
    productId: number,
    q: { page: number; rating?: number; providerId?: number },
    lang: LangCode,
  ): Promise<TReviewsPage | undefined>;
};
