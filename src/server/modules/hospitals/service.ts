import { HOSPITAL_TYPES } from '../../../shared/contracts/hospitals';
import { ZInsurer } from '../../../shared/contracts/quotes-base';
import { NETWORK_TIERS } from '../../../shared/contracts/quotes-base';
import { DEFAULT_LANG, type LangCode } from '../../../shared/domain/locales';
import { normaliseSearch } from '../../../shared/search/normalise';
import { tFor } from '../../../shared/i18n/catalogues';
import type { HospitalsRepo, PlaceFilter, PlaceRow } from './repo';
import type { THospitalListPage, THospitalPage } from '../../../shared/contracts/hospital-pages';
import { HOSPITAL_LIST_PAGE_SIZE } from '../../../shared/hospitals/paths';
import type { TBlock } from '../../../shared/contracts/blocks';
import type { THospitalsNetworkData } from '../../../shared/contracts/block-data';

/** Rows a HOSPITALS_NETWORK block is given (its in-page filter works on them; the city lists hold the rest). */
export const BLOCK_ROWS = 60;

/** A place as the spec's network hospital item (docs/product/hospitals.md) plus what the pages need. */
export type TNetworkHospital = {
  providerId: number;
  providerName: string;
  slug: string;
  type: (typeof HOSPITAL_TYPES)[number];
  address: string;
  contactNumber: string;
  city: string;
  citySlug: string;
  emirate: string;
  directBilling: boolean;
  latitude: number;
  longitude: number;
  distanceKm?: number;
};

export type ListQuery = {
  insurerId?: number;
  tier?: (typeof NETWORK_TIERS)[number];
  city?: string;
  type?: (typeof HOSPITAL_TYPES)[number];
  providerName?: string;
  skip: number;
  limit: number;
};

const typeLabel = (type: string, lang: LangCode) => tFor(lang)(`hospitals:pages.type.${type}`);

const localText = (names: Record<string, string>, lang: LangCode) => names[lang] ?? names[DEFAULT_LANG] ?? '';

function present(r: PlaceRow, lang: LangCode): TNetworkHospital {
  const arabic = lang === 'ar';
  return {
    providerId: r.id,
    providerName: arabic ? r.nameArabic : r.nameLatin,
    slug: r.slug,
    type: r.type as TNetworkHospital['type'],
    address: arabic ? r.addressArabic : r.addressLatin,
    contactNumber: r.phone,
    city: localText(r.cityNames, lang),
    citySlug: r.citySlug,
    emirate: r.emirate,
    directBilling: r.directBilling,
    latitude: r.latitude,
    longitude: r.longitude,
    ...(r.distanceKm !== undefined ? { distanceKm: Math.round(Number(r.distanceKm) * 10) / 10 } : {}),
  };
}

/** A city given as its id ('12') or its slug ('al-ain'); undefined when it names no city. */
async function cityId(repo: HospitalsRepo, city: string | undefined): Promise<number | null | undefined> {
  if (city === undefined || city === '') return undefined;
  if (/^\d{1,9}$/.test(city)) return Number(city);
  return (await repo.cityBySlug(city))?.id ?? null;
}

export function hospitalsService(repo: HospitalsRepo) {
  async function filterOf(q: Omit<ListQuery, 'skip' | 'limit'>): Promise<PlaceFilter | null> {
    const city = await cityId(repo, q.city);
    if (city === null) return null;
    const query = q.providerName ? normaliseSearch(q.providerName) : undefined;
    return {
      ...(q.insurerId !== undefined ? { insurerId: q.insurerId } : {}),
      ...(q.tier !== undefined ? { maxTierRank: NETWORK_TIERS.indexOf(q.tier) } : {}),
      ...(city !== undefined ? { cityId: city } : {}),
      ...(q.type !== undefined ? { type: q.type } : {}),
      ...(query ? { query } : {}),
    };
  }

  return {
    /** GET /api/network-hospitals and /search: a page of places, relevance then name. */
    async list(q: ListQuery, lang: LangCode) {
      const f = await filterOf(q);
      if (!f) return { items: [], limit: q.limit, hasNext: false, total_count: 0 };
      const { items, total } = await repo.list(f, q.skip, q.limit, lang === 'ar');
      return {
        items: items.map((r) => present(r, lang)),
        limit: q.limit,
        hasNext: q.skip + items.length < total,
        total_count: total,
      };
    },

    async nearby(
      q: Omit<ListQuery, 'skip' | 'providerName'> & { latitude: number; longitude: number },
      lang: LangCode,
    ) {
      const f = (await filterOf(q)) ?? undefined;
      if (!f) return { items: [] };
      const lat = Math.round(q.latitude * 1000) / 1000;
      const lng = Math.round(q.longitude * 1000) / 1000;
      return { items: (await repo.nearby(f, lat, lng, q.limit)).map((r) => present(r, lang)) };
    },

    async cities(insurerId: number | undefined, lang: LangCode) {
      return (await repo.cities(insurerId)).map((c) => ({
        id: c.id,
        slug: c.slug,
        name: localText(c.names, lang),
        emirate: c.emirate,
      }));
    },

    async insurers(lang: LangCode) {
      return (await repo.networkInsurers()).map((r) => {
        const doc = ZInsurer.parse(r.data);
        return {
          insurerId: r.id,
          slug: r.slug,
          name: localText(doc.name, lang),
          logo: doc.logo,
          hospitalCount: r.hospitalCount,
        };
      });
    },

    /**
     * One page of an insurer's list in a city (decision 0093): undefined when the insurer or the city does not
     * exist, or the page is past the last one (the page route answers 404, not cached). A known city without
     * places of the insurer is a page with total 0 (the spec's empty message).
     */
    async listPage(
      insurerSlug: string,
      citySlug: string,
      page: number,
      lang: LangCode,
    ): Promise<THospitalListPage | undefined> {
      const [insurer, city] = await Promise.all([
        repo
          .insurerBySlug(insurerSlug)
          .then(async (i) => i ?? (await repo.insurerBySlug(`${insurerSlug}-insurance`))),
        repo.cityRowBySlug(citySlug),
      ]);
      if (!insurer || !city) return undefined;
      const size = HOSPITAL_LIST_PAGE_SIZE;
      const { items, total } = await repo.list(
        { insurerId: insurer.id, cityId: city.id },
        (page - 1) * size,
        size,
        lang === 'ar',
      );
      const pages = Math.max(1, Math.ceil(total / size));
      if (page > pages) return undefined;
      return {
        insurerSlug: insurer.slug,
        insurerName: localText(ZInsurer.parse(insurer.data).name, lang),
        citySlug: city.slug,
        cityName: localText(city.names, lang),
        total,
        page,
        pages,
        rows: items.map((r) => {
          const p = present(r, lang);
          return {
            slug: p.slug,
            name: p.providerName,
            type: p.type,
            address: p.address,
            phone: p.contactNumber,
            directBilling: p.directBilling,
          };
        }),
      };
    },

    /** A place's page (page type 57): undefined when no place has this slug. */
    async hospitalPage(slug: string, lang: LangCode): Promise<THospitalPage | undefined> {
      const r = await repo.placeBySlug(slug);
      if (!r) return undefined;
      const p = present(r, lang);
      const networks = await repo.networksOf(r.id);
      return {
        slug: p.slug,
        name: p.providerName,
        type: p.type,
        address: p.address,
        area: lang === 'ar' ? r.areaArabic : r.areaLatin,
        citySlug: p.citySlug,
        cityName: p.city,
        emirate: p.emirate,
        phone: p.contactNumber,
        latitude: p.latitude,
        longitude: p.longitude,
        specialities: r.specialities,
        directBilling: p.directBilling,
        insurers: networks.map((n) => ({
          slug: n.slug,
          name: localText(ZInsurer.parse(n.data).name, lang),
          tier: NETWORK_TIERS[n.tierRank] ?? 'global',
          plans: (n.plans ?? [])
            .filter(
              (pl) => NETWORK_TIERS.indexOf(pl.networkTier as (typeof NETWORK_TIERS)[number]) >= n.tierRank,
            )
            .map((pl) => ({ slug: pl.slug, name: localText(pl.planName, lang) })),
        })),
      };
    },

    /**
     * The resolver step's part for HOSPITALS_NETWORK blocks naming an insurer (decision 0093): its first places by
     * name and its count per city. A block whose insurer is unknown or whose lookup fails gets null (the block then
     * shows the document's rows).
     */
    async resolveBlocks(
      blocks: readonly TBlock[],
      lang: LangCode,
    ): Promise<{ hospitals?: Record<string, THospitalsNetworkData> }> {
      const named = blocks.filter(
        (b): b is Extract<TBlock, { type: 'HOSPITALS_NETWORK' }> =>
          b.type === 'HOSPITALS_NETWORK' && !!b.insurer,
      );
      if (named.length === 0) return {};
      const out: Record<string, THospitalsNetworkData> = {};
      await Promise.all(
        named.map(async (b) => {
          try {
            const insurer = await repo.insurerBySlug(b.insurer ?? '');
            if (!insurer) {
              out[b.key] = null;
              return;
            }
            const [{ items, total }, cities] = await Promise.all([
              repo.list({ insurerId: insurer.id }, 0, BLOCK_ROWS, lang === 'ar'),
              repo.cityCounts(insurer.id),
            ]);
            out[b.key] = {
              insurerSlug: insurer.slug,
              insurerName: localText(ZInsurer.parse(insurer.data).name, lang),
              total,
              rows: items.map((r) => {
                const p = present(r, lang);
                return {
                  slug: p.slug,
                  providerName: p.providerName,
                  type: typeLabel(p.type, lang),
                  address: p.address,
                  contactNumber: p.contactNumber,
                  city: p.city,
                };
              }),
              cities: cities.map((c) => ({ slug: c.slug, name: localText(c.names, lang), count: c.n })),
            };
          } catch {
            out[b.key] = null;
          }
        }),
      );
      return { hospitals: out };
    },

    /** The sitemap's generated pages: the insurer × city pairs with places, and every place. */
    async sitemapEntries() {
      const [pairs, places, updatedAt] = await Promise.all([
        repo.listPairs(),
        repo.placeSlugs(),
        repo.networkUpdatedAt(),
      ]);
      return {
        updatedAt: updatedAt ? new Date(updatedAt) : new Date(0),
        lists: pairs.map((p) => ({ insurerSlug: p.insurerSlug, citySlug: p.citySlug })),
        places: places.map((p) => p.slug),
      };
    },

    insurerExists: (id: number) => repo.insurerExists(id),

    /**
     * Keep my doctor (decision 0095): the chosen places in the order given, named in the page language (Arabic
     * script on ar, Latin otherwise), each with its tier rank per insurer; `unknown` lists ids that name no place.
     */
    async networkTiers(hospitalIds: readonly number[], insurerIds: readonly number[], lang: LangCode) {
      const found = new Map(
        (hospitalIds.length ? await repo.networkTiers(hospitalIds, insurerIds) : []).map((r) => [r.id, r]),
      );
      return {
        unknown: hospitalIds.filter((id) => !found.has(id)),
        hospitals: hospitalIds.flatMap((id) => {
          const r = found.get(id);
          if (!r) return [];
          const tiers = new Map(Object.entries(r.tiers).map(([k, v]) => [Number(k), Number(v)]));
          return [{ providerId: id, providerName: lang === 'ar' ? r.nameArabic : r.nameLatin, tiers }];
        }),
      };
    },

    async tpas(lang: LangCode) {
      return (await repo.tpaNames()).map((r) => ({
        id: normaliseSearch(r.name.en ?? '').replace(/ /g, '-'),
        name: localText(r.name, lang),
      }));
    },
  };
}

export type HospitalsService = ReturnType<typeof hospitalsService>;
