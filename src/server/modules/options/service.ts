import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ZFieldOption, type TFieldOption } from '../../../shared/contracts/journey';
import type { LangCode } from '../../../shared/domain/locales';
import { todayAt } from '../../../shared/rules/dates';
import { ttlCache } from '../forms/cache';
import type { CatalogueMake, CatalogueModel, OptionsRepo } from './repo';
import { modelKey, modelYears, trimId, valueRange } from './vehicle-value';

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
    /** A named list in the language (hi and ml fall back to en); null when unknown. */
    list(listKey: string, language: LangCode): Promise<TFieldOption[] | null> {
      return lists.get(`${listKey}|${language}`, () => loadList(listKey, language));
    },

    cities(emirate: string, language: LangCode): Promise<TFieldOption[] | null> {
      return this.list(citiesListKey(emirate), language);
    },

    async makes(language: LangCode): Promise<TFieldOption[]> {
      const { makes } = await catalogue();
      return makes.map((m) => ({ id: m.slug, label: language === 'ar' ? m.nameAr : m.name }));
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

    async years(key: string): Promise<TFieldOption[] | null> {
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

    clearCache(): void {
      lists.clear();
      catalogueCache.clear();
    },
  };
}

export type OptionsService = ReturnType<typeof optionsService>;
