import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ZFieldOption, type TFieldOption } from '../../../shared/contracts/journey';
import type { LangCode } from '../../../shared/domain/locales';
import { todayAt } from '../../../shared/rules/dates';
import { ttlCache } from '../../lib/ttl-cache';
import type { CatalogueMake, CatalogueModel, OptionsRepo } from './repo';
import { modelKey, modelYears, trimId, valueRange } from './vehicle-value';
import { brandName, localized } from '../../../shared/i18n/localized';

const CACHE_TTL_MS = 30_000;
const ZStoredOptions = z.array(ZFieldOption).min(1).max(300);

/** Cities are stored as their own list per emirate. */
export const citiesListKey = (emirate: string) => `cities.${emirate}`;

type Catalogue = {
  makes: CatalogueMake[];
  bySlug: Map<string, CatalogueMake>;
  modelsOf: Map<string, CatalogueModel[]>;
  byKey: Map<string, CatalogueModel>;
};

export function optionsService(
  repo: OptionsRepo,
  opts: { log: Pick<FastifyBaseLogger, 'warn'>; ttlMs?: number; now?: () => Date },
) {
  const ttl = opts.ttlMs ?? CACHE_TTL_MS;
  const lists = ttlCache<TFieldOption[] | null>(ttl);
  const catalogueCache = ttlCache<Catalogue>(ttl, { maxEntries: 1 });
  const currentYear = () => todayAt(opts.now?.() ?? new Date()).year;

  async function loadList(listKey: string, language: LangCode): Promise<TFieldOption[] | null> {
    const languages = language === 'en' ? ['en'] : [language, 'en'];
    const rows = await repo.list(listKey, languages);
    for (const lang of languages) {
      const row = rows.find((r) => r.language === lang);
      if (!row) continue;
      const parsed = ZStoredOptions.safeParse(row.options);
      if (parsed.success) return parsed.data;
      opts.log.warn({ listKey, language: lang }, 'option list failed its schema; ignored');
    }
    return null;
  }

  async function loadCatalogue(): Promise<Catalogue> {
    const { makes, models } = await repo.catalogue();
    const modelsOf = new Map<string, CatalogueModel[]>();
    const byKey = new Map<string, CatalogueModel>();
    for (const m of models) {
      modelsOf.set(m.makeSlug, [...(modelsOf.get(m.makeSlug) ?? []), m]);
      byKey.set(modelKey(m.makeSlug, m.slug), m);
    }
    return { makes, bySlug: new Map(makes.map((m) => [m.slug, m])), modelsOf, byKey };
  }

  const catalogue = () => catalogueCache.get('all', loadCatalogue);
  const model = async (key: string) => (await catalogue()).byKey.get(key) ?? null;

  return {
    /** A named list in the language (English where that language's list is not stored, decision 0077); null when unknown. */
    list(listKey: string, language: LangCode): Promise<TFieldOption[] | null> {
      return lists.get(`${listKey}|${language}`, () => loadList(listKey, language));
    },

    cities(emirate: string, language: LangCode): Promise<TFieldOption[] | null> {
      return this.list(citiesListKey(emirate), language);
    },

    async makes(language: LangCode): Promise<TFieldOption[]> {
      const { makes } = await catalogue();
      return makes.map((m) => ({
        id: m.slug,
        label: localized(brandName(m.name, { ar: m.nameAr }), language),
      }));
    },

    /** Models of a make; ids are model keys ('toyota-land-cruiser'). Null when the make is unknown. */
    async models(makeSlug: string): Promise<TFieldOption[] | null> {
      const c = await catalogue();
      if (!c.bySlug.has(makeSlug)) return null;
      return (c.modelsOf.get(makeSlug) ?? []).map((m) => ({
        id: modelKey(m.makeSlug, m.slug),
        label: m.name,
      }));
    },

    async vehicleYears(key: string): Promise<TFieldOption[] | null> {
      const m = await model(key);
      if (!m) return null;
      return modelYears(m.firstYear, m.lastYear, currentYear()).map((y) => ({
        id: String(y),
        label: String(y),
      }));
    },

    async trims(key: string): Promise<TFieldOption[] | null> {
      const m = await model(key);
      if (!m) return null;
      return m.trims.map((t) => ({ id: trimId(t), label: t }));
    },

    /** The suggested value range for a model year; 'year' when the model was not sold that year. */
    async value(key: string, year: number): Promise<{ min: number; max: number } | 'model' | 'year'> {
      const m = await model(key);
      if (!m) return 'model';
      const thisYear = currentYear();
      if (!modelYears(m.firstYear, m.lastYear, thisYear).includes(year)) return 'year';
      return valueRange(m.newValueAed, year, thisYear);
    },

    /**
     * Model years from next year (new models go on sale early) back to `from`, newest first (docs/product/journeys.md 'Year
     * lists run from min year to … current year'); at most 60 years. Null for a `from` outside that window.
     */
    years(from: number): TFieldOption[] | null {
      const newest = currentYear() + 1;
      if (!Number.isInteger(from) || from > newest || from < newest - 60) return null;
      const out: TFieldOption[] = [];
      for (let y = newest; y >= from; y--) out.push({ id: String(y), label: String(y) });
      return out;
    },

    /**
     * The options an optionsSource url serves (the same answers as the endpoints), for the server's check that an
     * answer is one of them. Null for a url that names no list or an unknown list.
     */
    async resolve(url: string, language: LangCode): Promise<TFieldOption[] | null> {
      const m = /^\/api\/options\/([a-zA-Z-]+)(?:\/([^/?#]+))?$/.exec(url);
      if (!m?.[1]) return null;
      const [, head, rawParam] = m;
      let param: string | undefined;
      try {
        param = rawParam === undefined ? undefined : decodeURIComponent(rawParam);
      } catch {
        return null;
      }
      if (param === undefined) {
        if (head === 'vehicle-makes') return this.makes(language);
        return /^[a-z][a-zA-Z0-9]{0,63}$/.test(head) ? this.list(head, language) : null;
      }
      if (!/^[a-z0-9-]{1,64}$/.test(param)) return null;
      switch (head) {
        case 'vehicle-models':
          return this.models(param);
        case 'vehicle-years':
          return this.vehicleYears(param);
        case 'vehicle-trims':
          return this.trims(param);
        case 'cities':
          return this.cities(param, language);
        case 'years':
          return /^\d{4}$/.test(param) ? this.years(Number(param)) : null;
        default:
          return null;
      }
    },

    /**
     * The `{min, max}` a range url serves (a field's rangeSource: the car value range of a model year), for the
     * server's check that a number answer lies within it. Null for any other url or an unknown model or year.
     */
    async resolveRange(url: string): Promise<{ min: number; max: number } | null> {
      const m = /^\/api\/options\/vehicle-value\/([a-z0-9-]{1,64})\/(\d{4})$/.exec(url);
      if (!m?.[1] || !m[2]) return null;
      const range = await this.value(m[1], Number(m[2]));
      return typeof range === 'object' ? range : null;
    },

    clearCache(): void {
      lists.clear();
      catalogueCache.clear();
    },
  };
}

export type OptionsService = ReturnType<typeof optionsService>;
