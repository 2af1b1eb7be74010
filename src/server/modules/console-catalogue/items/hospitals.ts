import { eq, sql } from 'drizzle-orm';
import { hospitalNetworks, hospitals } from '../../../../db/schema-hospitals';
import { hospitalSearchName, hospitalsSeed } from '../../../../db/seed/hospitals';
import { insurersSeed } from '../../../../db/seed/quotes/insurers';
import { ZHospitalDocument, type THospitalDocument } from '../../../../shared/contracts/console-hospitals';
import { NETWORK_TIERS } from '../../../../shared/contracts/quotes-base';
import type { CatalogueKind, ItemRow } from './kind';

type Row = Omit<THospitalDocument, 'networks'> & {
  id: number;
  slug: string;
  networks: { insurerId: number; tierRank: number }[];
  editedAt: Date | string | null;
};

/**
 * The cities and insurers a place may name: the seeded ones (the seed writes every city and insurer of its files and
 * deletes none, and the console adds none), read once.
 */
let known: { cities: Map<number, string>; insurers: Set<number> } | undefined;
const knownOnes = () =>
  (known ??= {
    cities: new Map(hospitalsSeed().cities.map((c) => [c.id, c.emirate])),
    insurers: new Set(insurersSeed.map((i) => i.id)),
  });

/** The document's own checks, then what the database would refuse: an unknown city or insurer, another emirate. */
const contract = ZHospitalDocument.superRefine((h, ctx) => {
  const { cities, insurers } = knownOnes();
  const emirate = cities.get(h.cityId);
  if (emirate === undefined) ctx.addIssue({ code: 'custom', path: ['cityId'], message: 'no such city' });
  else if (emirate !== h.emirate)
    ctx.addIssue({ code: 'custom', path: ['emirate'], message: `the city is in ${emirate}` });
  h.networks.forEach((n, i) => {
    if (!insurers.has(n.insurerId))
      ctx.addIssue({ code: 'custom', path: ['networks', i, 'insurerId'], message: 'no such insurer' });
  });
});

const COLUMNS = sql`h.type, h.name_latin as "nameLatin", h.name_arabic as "nameArabic",
  h.address_latin as "addressLatin", h.address_arabic as "addressArabic", h.area_latin as "areaLatin",
  h.area_arabic as "areaArabic", h.city_id as "cityId", h.emirate, h.phone, h.latitude, h.longitude,
  h.specialities, h.direct_billing as "directBilling"`;

/**
 * Network hospitals (decision 0128): no stored document, so the document is the place's editable columns and its
 * network rows (ZHospitalDocument). A publication rewrites the columns, its `search_name` as the seed derives it, and
 * replaces its network rows. Its id and slug are not in the document, so a draft cannot change them.
 */
export const hospitalKind: CatalogueKind<THospitalDocument> = {
  kind: 'hospitals',
  draftKind: 'hospital',
  contract,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select h.id, h.slug, ${COLUMNS}, h.edited_at as "editedAt",
             coalesce((select json_agg(json_build_object('insurerId', n.insurer_id, 'tierRank', n.tier_rank)
                                       order by n.insurer_id)
                         from ${hospitalNetworks} n where n.hospital_id = h.id), '[]'::json) as networks
        from ${hospitals} h
       where ${id === undefined ? sql`true` : sql`h.id = ${id}`}
       order by h.id`);
    return r.rows.map(({ id: rowId, slug, editedAt, networks, ...columns }): ItemRow => {
      const document: THospitalDocument = {
        ...columns,
        networks: networks.map((n) => ({
          insurerId: n.insurerId,
          tier: NETWORK_TIERS[n.tierRank] ?? 'global',
        })),
      };
      return {
        id: rowId,
        slug,
        document,
        name: { en: columns.nameLatin, ar: columns.nameArabic },
        productId: null,
        owner: null,
        flags: columns.directBilling ? ['directBilling'] : [],
        editedAt,
      };
    });
  },
  identity: () => null,
  async write(tx, id, doc, at) {
    const { networks, ...columns } = doc;
    await tx
      .update(hospitals)
      .set({ ...columns, searchName: hospitalSearchName(doc.nameLatin, doc.nameArabic), editedAt: at })
      .where(eq(hospitals.id, id));
    await tx.delete(hospitalNetworks).where(eq(hospitalNetworks.hospitalId, id));
    if (networks.length > 0)
      await tx.insert(hospitalNetworks).values(
        networks.map((n) => ({
          hospitalId: id,
          insurerId: n.insurerId,
          tierRank: NETWORK_TIERS.indexOf(n.tier),
        })),
      );
  },
};
