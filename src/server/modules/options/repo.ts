import { asc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { optionLists, vehicleMakes, vehicleModels } from '../../../db/schema';

export type CatalogueMake = { slug: string; name: string; nameAr: string };
export type CatalogueModel = {
  makeSlug: string;
  slug: string;
  name: string;
  bodyType: string;
  firstYear: number;
  lastYear: number | null;
  newValueAed: number;
  trims: string[];
};

/** SQL for option lists and the vehicle catalogue (decision 0008). */
export function optionsRepo(db: Db) {
  return {
    /** The stored options of a list in any of `languages` (raw JSON; the service checks it). */
    async list(
      listKey: string,
      languages: readonly string[],
    ): Promise<{ language: string; options: unknown }[]> {
      return db
        .select({ language: optionLists.language, options: optionLists.options })
        .from(optionLists)
        .where(and(eq(optionLists.listKey, listKey), inArray(optionLists.language, [...languages])));
    },

    /** The whole catalogue (a few hundred rows): read at once and answered from memory. */
    async catalogue(): Promise<{ makes: CatalogueMake[]; models: CatalogueModel[] }> {
      const makes = await db
        .select({ slug: vehicleMakes.slug, name: vehicleMakes.name, nameAr: vehicleMakes.nameAr })
        .from(vehicleMakes)
        .orderBy(asc(vehicleMakes.name));
      const models = await db
        .select({
          makeSlug: vehicleMakes.slug,
          slug: vehicleModels.slug,
          name: vehicleModels.name,
          bodyType: vehicleModels.bodyType,
          firstYear: vehicleModels.firstYear,
          lastYear: vehicleModels.lastYear,
          newValueAed: vehicleModels.newValueAed,
          trims: vehicleModels.trims,
        })
        .from(vehicleModels)
        .innerJoin(vehicleMakes, eq(vehicleModels.makeId, vehicleMakes.id))
        .orderBy(asc(vehicleModels.name));
      return { makes, models };
    },
  };
}

export type OptionsRepo = ReturnType<typeof optionsRepo>;
