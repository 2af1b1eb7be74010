import { inArray, isNotNull, sql } from 'drizzle-orm';
import { NETWORK_TIERS } from '../../shared/contracts/quotes-base';
import { ZHospitalsSeed, type THospitalsSeed } from '../../shared/contracts/hospitals';
import { normaliseSearch } from '../../shared/search/normalise';
import type { Db } from '../client';
import { cities, hospitalNetworks, hospitals } from '../schema-hospitals';
import { readStructure } from './data/texts';
import { insurersSeed } from './quotes/insurers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo network hospitals (content/structure/hospitals.json), checked by ZHospitalsSeed when read. */
export function hospitalsSeed(): THospitalsSeed {
  const parsed = ZHospitalsSeed.safeParse(readStructure('hospitals'));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/structure/hospitals.json: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}

/** A place's `search_name`: both forms of its name through the shared normaliser (the seed's and the console's). */
export const hospitalSearchName = (latin: string, arabic: string): string =>
  `${normaliseSearch(latin)} ${normaliseSearch(arabic)}`;

/**
 * Upserts the cities, places and network tiers; a place's tiers are replaced by the file's. A place published from
 * the console (edited_at set, decision 0128) keeps its columns and its network rows.
 */
export async function seedHospitals(tx: Tx | Db): Promise<{ cities: number; hospitals: number }> {
  const seed = hospitalsSeed();
  const insurerId = new Map(insurersSeed.map((i) => [i.slug, i.id]));
  const cityId = new Map(seed.cities.map((c) => [c.slug, c.id]));
  for (const c of seed.cities) {
    const row = { id: c.id, slug: c.slug, emirate: c.emirate, names: c.names };
    await tx.insert(cities).values(row).onConflictDoUpdate({ target: cities.id, set: row });
  }
  const rows = seed.hospitals.map((h) => {
    const city = cityId.get(h.city);
    if (city === undefined)
      throw new Error(`content/structure/hospitals.json: ${h.slug}: unknown city ${h.city}`);
    return {
      id: h.id,
      slug: h.slug,
      type: h.type,
      nameLatin: h.name.latin,
      nameArabic: h.name.arabic,
      searchName: hospitalSearchName(h.name.latin, h.name.arabic),
      addressLatin: h.address.latin,
      addressArabic: h.address.arabic,
      areaLatin: h.area.latin,
      areaArabic: h.area.arabic,
      cityId: city,
      emirate: h.emirate,
      phone: h.phone,
      latitude: h.latitude,
      longitude: h.longitude,
      specialities: h.specialities,
      directBilling: h.directBilling,
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await tx
      .insert(hospitals)
      .values(chunk)
      .onConflictDoUpdate({
        target: hospitals.id,
        set: Object.fromEntries(
          (Object.keys(chunk[0]!) as (keyof typeof hospitals.$inferInsert)[])
            .filter((k) => k !== 'id')
            .map((k) => [k, sql.raw(`excluded.${hospitals[k].name}`)]),
        ),
        setWhere: sql`${hospitals.editedAt} is null`,
      });
  }
  const edited = new Set(
    (await tx.select({ id: hospitals.id }).from(hospitals).where(isNotNull(hospitals.editedAt))).map(
      (r) => r.id,
    ),
  );
  const kept = seed.hospitals.filter((h) => !edited.has(h.id));
  await tx.delete(hospitalNetworks).where(
    inArray(
      hospitalNetworks.hospitalId,
      kept.map((h) => h.id),
    ),
  );
  const links = kept.flatMap((h) =>
    Object.entries(h.networks).map(([slug, tier]) => {
      const id = insurerId.get(slug);
      if (id === undefined)
        throw new Error(`content/structure/hospitals.json: ${h.slug}: unknown insurer ${slug}`);
      return { hospitalId: h.id, insurerId: id, tierRank: NETWORK_TIERS.indexOf(tier) };
    }),
  );
  for (let i = 0; i < links.length; i += 1000)
    await tx.insert(hospitalNetworks).values(links.slice(i, i + 1000));
  return { cities: seed.cities.length, hospitals: rows.length };
}
