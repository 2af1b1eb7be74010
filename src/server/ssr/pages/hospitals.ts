import { LOCALES, localizedPath } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import type { THospitalPage } from '../../../shared/contracts/hospital-pages';
import type { ShellModel } from '../../../shared/contracts/render';
import { tFor } from '../../../shared/i18n/catalogues';
import {
  HOSPITAL_LIST_PAGE_TYPE,
  HOSPITAL_PAGE_TYPE,
  hospitalListPath,
  parseHospitalListPath,
  parseHospitalPagePath,
} from '../../../shared/hospitals/paths';
import { baseModel, html } from './model';
import { notFoundPage } from './not-found';
import type { PageContext, PageHandler } from './types';

/**
 * The shell of a generated page: the same path in every language (the data exists in all four), canonical to
 * itself, crumbs Home › Health insurance › Network hospitals list (of the city) › the page. Partner copies are never
 * indexed and point at the original, as stored pages do.
 */
export function generatedModel(
  ctx: PageContext,
  pageTypeId: number,
  title: string,
  description: string,
  crumbs: { name: string; path: string }[],
): ShellModel {
  const { route } = ctx;
  const t = tFor(route.lang);
  const m = baseModel(ctx);
  const url = (p: string) => localizedPath(route.partner ? `/${route.partner}${p}` : p, route.lang);
  m.productId = PRODUCT.HEALTH_INSURANCE;
  m.pageTypeId = pageTypeId;
  m.title = `${title} | ${t('brand')}`;
  m.description = description;
  m.alternates = LOCALES.map((l) => ({
    code: l.code,
    endonym: l.endonym,
    href: localizedPath(route.partner ? `/${route.partner}${route.contentPath}` : route.contentPath, l.code),
  }));
  if (route.partner) {
    m.canonicalPath = localizedPath(route.contentPath, route.lang);
    m.robots = 'noindex';
  }
  m.breadcrumbs = [
    { name: t('breadcrumbs.home'), url: url('/') },
    { name: t(`products.${PRODUCT.HEALTH_INSURANCE}`), url: url('/health-insurance/') },
    ...crumbs.map((c) => ({ name: c.name, url: url(c.path) })),
  ];
  return m;
}

/**
 * `/health-insurance/network-hospitals/{insurer}-insurance-hospital-list-{city}/` (decision 0093): one page of 10,
 * `?page=` 2 and on (decision 0045's page query) noindex; an unknown insurer or city, or a page past the last,
 * is the 404 page (never cached). Cacheable like a content page.
 */
export const hospitalListPage: PageHandler = {
  kind: 'hospital-list',
  perVisitor: false,
  matches: (contentPath, page) => !page && parseHospitalListPath(contentPath) !== undefined,
  render: async (ctx) => {
    const { route, deps, query } = ctx;
    const slugs = parseHospitalListPath(route.contentPath);
    const pageNo = query.page ?? 1;
    const data =
      slugs && deps.hospitals
        ? await deps.hospitals.listPage(slugs.insurerSlug, slugs.citySlug, pageNo, route.lang)
        : undefined;
    if (!data) return notFoundPage.render(ctx);
    const t = tFor(route.lang);
    const vars = { count: data.total, insurer: data.insurerName, city: data.cityName };
    const heading = t('hospitals:pages.listTitle', vars);
    const m = generatedModel(
      ctx,
      HOSPITAL_LIST_PAGE_TYPE,
      pageNo > 1
        ? `${heading} (${t('hospitals:pages.pageOf', { page: pageNo, pages: data.pages })})`
        : heading,
      t('hospitals:pages.listDescription', vars),
      [{ name: heading, path: hospitalListPath(data.insurerSlug, data.citySlug) }],
    );
    // Page 2 and on: followed, not indexed; page 1 is the list's canonical address.
    if (pageNo > 1) m.robots = 'noindex, follow';
    return html(200, deps.render({ kind: 'hospital-list', model: m, assets: deps.assets(), list: data }));
  },
};

/** schema.org's type of each kind of place (decision 0093). */
const JSON_LD_TYPE: Record<THospitalPage['type'], string> = {
  hospital: 'Hospital',
  clinic: 'MedicalClinic',
  pharmacy: 'Pharmacy',
  diagnostic: 'DiagnosticLab',
};

/** `/health-insurance/hospitals/{slug}/` (page type 57; decision 0093): an unknown slug is the 404 page. */
export const hospitalPage: PageHandler = {
  kind: 'hospital',
  perVisitor: false,
  matches: (contentPath, page) => !page && parseHospitalPagePath(contentPath) !== undefined,
  render: async (ctx) => {
    const { route, deps } = ctx;
    const slug = parseHospitalPagePath(route.contentPath);
    const data = slug && deps.hospitals ? await deps.hospitals.hospitalPage(slug, route.lang) : undefined;
    if (!data) return notFoundPage.render(ctx);
    const t = tFor(route.lang);
    const m = generatedModel(
      ctx,
      HOSPITAL_PAGE_TYPE,
      data.name,
      t('hospitals:pages.hospitalDescription', { name: data.name, area: data.area, city: data.cityName }),
      [{ name: data.name, path: route.contentPath }],
    );
    m.jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': JSON_LD_TYPE[data.type],
        name: data.name,
        url: deps.origin + localizedPath(route.contentPath, route.lang),
        telephone: data.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: data.address,
          addressLocality: data.cityName,
          addressRegion: t(`quotes:values.emirate.${data.emirate}`),
          addressCountry: 'AE',
        },
        geo: { '@type': 'GeoCoordinates', latitude: data.latitude, longitude: data.longitude },
      },
    ];
    return html(200, deps.render({ kind: 'hospital', model: m, assets: deps.assets(), hospital: data }));
  },
};
