import { LOCALES, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import type { THospitalSearchPage } from '../../../shared/contracts/hospital-search';
import { tFor } from '../../../shared/i18n/catalogues';
import { baseModel, html } from './model';
import { notFoundPage } from './not-found';
import type { HospitalSearchSource, PageHandler } from './types';

/** The search page's address (decision 0094; docs/product/hospitals.md). */
export const HOSPITAL_SEARCH_PATH = '/health-insurance/network-hospitals/';
/** Page type 29: network hospital. */
const PAGE_TYPE = 29;

async function searchData(source: HospitalSearchSource, lang: LangCode): Promise<THospitalSearchPage> {
  const insurers = await source.insurers(lang);
  return {
    insurers: await Promise.all(
      insurers.map(async (i) => ({
        insurerId: i.insurerId,
        slug: i.slug,
        name: i.name,
        hospitalCount: i.hospitalCount,
        cities: await source.cities(i.insurerId, lang),
      })),
    ),
  };
}

/**
 * `/health-insurance/network-hospitals/` in every language (decision 0094): a generated page like the list pages
 * (the data is the hospitals tables, not a stored document; a stored document at this path would win), cacheable
 * like a content page; its form is the `hospital-search` widget, its links to every list page work without script.
 */
export const hospitalSearchPage: PageHandler = {
  kind: 'hospital-search',
  perVisitor: false,
  matches: (contentPath, page) => !page && contentPath === HOSPITAL_SEARCH_PATH,
  render: async (ctx) => {
    const { route, deps } = ctx;
    if (!deps.hospitalSearch) return notFoundPage.render(ctx);
    const search = await searchData(deps.hospitalSearch, route.lang);
    const t = tFor(route.lang);
    const m = baseModel(ctx);
    const url = (p: string) => localizedPath(route.partner ? `/${route.partner}${p}` : p, route.lang);
    m.productId = PRODUCT.HEALTH_INSURANCE;
    m.pageTypeId = PAGE_TYPE;
    m.title = `${t('hospitals:search.title')} | ${t('brand')}`;
    m.description = t('hospitals:search.description');
    m.alternates = LOCALES.map((l) => ({
      code: l.code,
      endonym: l.endonym,
      href: localizedPath(
        route.partner ? `/${route.partner}${route.contentPath}` : route.contentPath,
        l.code,
      ),
    }));
    if (route.partner) {
      m.canonicalPath = localizedPath(route.contentPath, route.lang);
      m.robots = 'noindex';
    }
    m.breadcrumbs = [
      { name: t('breadcrumbs.home'), url: url('/') },
      { name: t(`products.${PRODUCT.HEALTH_INSURANCE}`), url: url('/health-insurance/') },
      { name: t('hospitals:search.title'), url: url(HOSPITAL_SEARCH_PATH) },
    ];
    return html(200, deps.render({ kind: 'hospital-search', model: m, assets: deps.assets(), search }));
  },
};
