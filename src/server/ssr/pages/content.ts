import type { FastifyRequest } from 'fastify';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import type { TBlockData } from '../../../shared/contracts/block-data';
import type { JourneyMount, ShellModel } from '../../../shared/contracts/render';
import type { TField, TUserForm } from '../../../shared/contracts/journey';
import { tFor } from '../../../shared/i18n/catalogues';
import { healthFilterRobots } from '../../../shared/health-seo/filters';
import { todayAt } from '../../../shared/rules/dates';
import { isMobileRequest } from '../../lib/request';
import type { PageQuery } from '../page-query';
import { pageNavOf, pageRulesOnce } from '../page-rules';
import { baseModel, crumbsFor, html } from './model';
import { notFoundPage } from './not-found';
import type { PageContext, PageDeps, PageHandler, ResolvedPage } from './types';

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
    // The page's own robots tag (filter pages outside the allowed list are noindex: docs/product/seo.md).
    if (tag.tag === 'meta' && tag.attributes.name?.toLowerCase() === 'robots')
      robots = tag.attributes.content;
  }
  return { title, description, robots };
}

/**
 * Fields with `prefillFromQuery` start with that query parameter's value (`?planid=` of 'Apply Now':
 * docs/product/journeys.md): only a plain id, and for inline options only one of them; the server checks the
 * answer on submit anyway.
 */
function withQueryPrefill(userForm: TUserForm, query: PageQuery): TUserForm {
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

/**
 * The product page's journey (the pre-quote form, hidden for product 17: docs/product/journeys.md). No form
 * defined: nothing. A failed lookup renders the island without data, so the browser retries.
 */
async function journeyFor(
  req: FastifyRequest,
  deps: PageDeps,
  page: ResolvedPage,
  lang: LangCode,
  query: PageQuery,
): Promise<JourneyMount | undefined> {
  if (page.productId === PRODUCT.HOME || page.metaData.showJourney === false) return undefined;
  // The address's `journeyType` (one that exists), else the page's own (decision 0017).
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
}

/** A failed lookup renders the blocks without their server data (each block says so), never a 500. */
async function blockDataFor(
  req: FastifyRequest,
  deps: PageDeps,
  page: ResolvedPage,
  lang: LangCode,
  listPage?: number,
): Promise<TBlockData | undefined> {
  if (!deps.blockData) return undefined;
  try {
    return await deps.blockData(page.blocks, lang, {
      productId: page.productId,
      pageTypeId: page.pageTypeId,
      urlPath: page.urlPath,
      listPage,
      isMobile: isMobileRequest(req),
    });
  } catch (err) {
    req.log.warn({ err, page: page.urlPath }, 'block data lookup failed; blocks render without it');
    return undefined;
  }
}

/** Banner types 6 to 10 (the BANNER's or the JOURNEY_ELEMENT's) remove the breadcrumb (decision 0040). */
function hidesBreadcrumbs(page: ResolvedPage): boolean {
  const banner = page.blocks.find((b) => b.type === 'BANNER' || b.type === 'JOURNEY_ELEMENT');
  const bannerType =
    banner?.type === 'BANNER'
      ? banner.fieldValues.bannerType
      : banner?.type === 'JOURNEY_ELEMENT'
        ? banner.journeyData?.[0]?.bannerType
        : undefined;
  return bannerType !== undefined && bannerType >= 6 && bannerType <= 10;
}

/** The shell of a stored document: its meta tags, alternates, crumbs and page navigation. */
function contentModel(
  ctx: PageContext,
  page: ResolvedPage,
  titleHeading: ShellModel['titleHeading'],
): ShellModel {
  const { route } = ctx;
  const m = baseModel(ctx);
  const { title, description, robots } = titleOf(page);
  if (robots) m.robots = robots;
  // A health filter page is indexed only when the allowed list names it, whatever the document says (decision 0098).
  const filterRobots = healthFilterRobots(route.contentPath);
  if (filterRobots) m.robots = filterRobots;
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
  m.titleHeading = titleHeading;
  m.pageNav = pageNavOf(page.metaData);
  const titled = page.blocks.find(
    (b): b is Extract<typeof b, { title?: string | undefined }> =>
      'title' in b && typeof b.title === 'string' && b.title !== '',
  );
  const firstHeading = titled?.title ?? m.title;
  m.breadcrumbs = crumbsFor(route.lang, route.contentPath, page.productId, firstHeading, route.partner);
  m.hideBreadcrumbs = hidesBreadcrumbs(page);
  return m;
}

/** A stored document: its blocks, their server data and the product's journey; cacheable (decision 0025). */
export const contentPage: PageHandler = {
  kind: 'page',
  perVisitor: false,
  matches: (_contentPath, page) => page !== undefined,
  render: async (ctx) => {
    const { req, route, query, deps, page } = ctx;
    if (!page) throw new Error('content page handler without a page');
    const path = route.publicPath;
    for (const s of page.skipped) req.log.warn({ page: path, block: s }, 'block skipped');
    // Marketing pages hide SEO content; page types 24 and 54 show a title heading (decision 0040).
    const rules = pageRulesOnce({ blocks: page.blocks, path, pageTypeId: page.pageTypeId });
    const blocks = rules.blocks;
    const m = contentModel(ctx, page, rules.titleHeading);
    const [journey, blockData] = await Promise.all([
      rules.titleOnly ? undefined : journeyFor(req, deps, page, route.lang, query),
      blockDataFor(req, deps, { ...page, blocks }, route.lang, query.page),
    ]);
    // `?page=N` (decision 0100): only a list block that has that page shows it; any other is the 404 page.
    if (query.page !== undefined) {
      const lists = Object.values(blockData?.cmsLists ?? {});
      if (!lists.some((l) => l !== null && query.page !== undefined && query.page <= l.pages))
        return notFoundPage.render(ctx);
      m.robots = 'noindex, follow';
    }
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
  },
};
