import { localizedPath } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import {
  PLAN_PAGE_TYPE,
  PROVIDER_PAGE_TYPE,
  parsePlanPath,
  parseProviderPath,
  planPath,
  providerPath,
} from '../../../shared/health-plans/paths';
import { generatedModel } from './hospitals';
import { html } from './model';
import { notFoundPage } from './not-found';
import type { PageHandler } from './types';

const FILS_PER_AED = 100;
/** '150,000': Latin digits and grouping in every language (the catalogue writes amounts so). */
const amount = (aed: number) => aed.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * `/health-insurance/{insurer}-insurance/` (page type 3; decision 0097): the insurer, its health plans as cards
 * (each linking to its plan page, with its starting price for the typical profile) and its network per city
 * (each linking to the list page). An unknown insurer, or one without a visible health plan, is the 404 page (never
 * cached). Cacheable like a content page; no island.
 */
export const healthProviderPage: PageHandler = {
  kind: 'health-provider',
  perVisitor: false,
  matches: (contentPath, page) => !page && parseProviderPath(contentPath) !== undefined,
  render: async (ctx) => {
    const { route, deps } = ctx;
    const slugs = parseProviderPath(route.contentPath);
    const data =
      slugs && deps.healthPlans
        ? await deps.healthPlans.providerDetails(slugs.insurerSlug, route.lang)
        : undefined;
    if (!data) return notFoundPage.render(ctx);
    const t = tFor(route.lang);
    const vars = { insurer: data.insurerName, plans: data.plans.length, count: data.hospitalCount };
    const heading = t('healthPlans:provider.title', vars);
    const m = generatedModel(ctx, PROVIDER_PAGE_TYPE, heading, t('healthPlans:provider.description', vars), [
      { name: data.insurerName, path: providerPath(data.insurerSlug) },
    ]);
    m.jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: heading,
        itemListElement: data.plans.map((p, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: p.name,
          url: deps.origin + localizedPath(planPath(data.insurerSlug, p.slug), route.lang),
        })),
      },
    ];
    return html(
      200,
      deps.render({ kind: 'health-provider', model: m, assets: deps.assets(), provider: data }),
    );
  },
};

/**
 * `/health-insurance/{insurer}-insurance/{plan}/` (page type 50; decision 0097): the Plan Summary card, benefits,
 * co-pay, the network tier with its count from the tables and links to the lists, and the insurer's plans priced
 * for the typical profile (no grouping). An unknown insurer or plan is the 404 page (never cached).
 */
export const healthPlanPage: PageHandler = {
  kind: 'health-plan',
  perVisitor: false,
  matches: (contentPath, page) => !page && parsePlanPath(contentPath) !== undefined,
  render: async (ctx) => {
    const { route, deps } = ctx;
    const slugs = parsePlanPath(route.contentPath);
    const data =
      slugs && deps.healthPlans
        ? await deps.healthPlans.planDetails(slugs.insurerSlug, slugs.planSlug, route.lang)
        : undefined;
    if (!data) return notFoundPage.render(ctx);
    const t = tFor(route.lang);
    const p = data.plan;
    const vars = {
      plan: p.name,
      insurer: p.insurerName,
      cover: amount(p.coverAed),
      pharmacy: amount(p.pharmacyLimitAed),
      count: p.hospitalCount,
    };
    const path = planPath(p.insurerSlug, p.slug);
    const m = generatedModel(
      ctx,
      PLAN_PAGE_TYPE,
      t('healthPlans:plan.title', vars),
      t('healthPlans:plan.description', vars),
      [
        { name: p.insurerName, path: providerPath(p.insurerSlug) },
        { name: p.name, path },
      ],
    );
    m.jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: `${p.insurerName} ${p.name}`,
        category: t('healthPlans:plan.category'),
        brand: { '@type': 'Brand', name: p.insurerName },
        url: deps.origin + localizedPath(path, route.lang),
        ...(p.startingPriceFils !== null
          ? {
              offers: {
                '@type': 'Offer',
                priceCurrency: 'AED',
                price: (p.startingPriceFils / FILS_PER_AED).toFixed(2),
                description: data.profile.summary,
                url: deps.origin + localizedPath(path, route.lang),
              },
            }
          : {}),
      },
    ];
    return html(200, deps.render({ kind: 'health-plan', model: m, assets: deps.assets(), details: data }));
  },
};
