import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { forms, optionLists, vehicleMakes, vehicleModels } from '../../schema';
import { MissingTexts } from '../data/texts';
import { optionListSeeds } from '../options';
import { vehicleCatalogueSeed, ZVehicleMakeSeed } from '../vehicles';
import { formSeeds } from './index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes form definitions, option lists and the vehicle catalogue (decision 0008), forms and lists in every language
 * of LOCALES whose texts are complete (decision 0077). Each item is parsed by its zod schema first; one multi-row
 * upsert per table keeps the seed fast and idempotent. Every text a language lacks is recorded in `missing` (by
 * file and key) for the seed's report.
 */
export async function seedJourneys(
  tx: Db | Tx,
  missing: MissingTexts = new MissingTexts(),
): Promise<{ forms: number; optionLists: number; makes: number; models: number; missing: MissingTexts }> {
  const formRows = formSeeds(undefined, missing);
  await tx
    .insert(forms)
    .values(formRows)
    .onConflictDoUpdate({
      target: [forms.formKey, forms.language],
      set: {
        productId: sql`excluded.product_id`,
        journeyType: sql`excluded.journey_type`,
        pageTypeId: sql`excluded.page_type_id`,
        stage: sql`excluded.stage`,
        definition: sql`excluded.definition`,
        updatedAt: sql`now()`,
      },
    });

  const listRows = optionListSeeds(missing);
  await tx
    .insert(optionLists)
    .values(listRows)
    .onConflictDoUpdate({
      target: [optionLists.listKey, optionLists.language],
      set: { options: sql`excluded.options`, updatedAt: sql`now()` },
    });

  const makes = vehicleCatalogueSeed.map((m) => ZVehicleMakeSeed.parse(m));
  const makeIds = await tx
    .insert(vehicleMakes)
    .values(makes.map(({ slug, name, nameAr }) => ({ slug, name, nameAr })))
    .onConflictDoUpdate({
      target: vehicleMakes.slug,
      set: { name: sql`excluded.name`, nameAr: sql`excluded.name_ar` },
    })
    .returning({ id: vehicleMakes.id, slug: vehicleMakes.slug });
  const idOf = new Map(makeIds.map((r) => [r.slug, r.id]));
  const modelRows = makes.flatMap((m) =>
    m.models.map((model) => ({ ...model, makeId: idOf.get(m.slug) ?? -1 })),
  );
  await tx
    .insert(vehicleModels)
    .values(modelRows)
    .onConflictDoUpdate({
      target: [vehicleModels.makeId, vehicleModels.slug],
      set: {
        name: sql`excluded.name`,
        bodyType: sql`excluded.body_type`,
        firstYear: sql`excluded.first_year`,
        lastYear: sql`excluded.last_year`,
        newValueAed: sql`excluded.new_value_aed`,
        trims: sql`excluded.trims`,
      },
    });

  return {
    forms: formRows.length,
    optionLists: listRows.length,
    makes: makes.length,
    models: modelRows.length,
    missing,
  };
}
