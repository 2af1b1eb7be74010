import { z } from 'zod';
import { ZHospitalsSeed } from './hospitals';
import { NETWORK_TIERS } from './quotes-base';

/** The seed file's checks of one place, reused field by field so the console and the seed agree. */
const place = ZHospitalsSeed.shape.hospitals.element.shape;

/**
 * A network hospital (or clinic, pharmacy, diagnostic centre) as the console edits it (decision 0128): the place's
 * editable columns and the tiers at which it joins insurers' networks (hospital_networks). Hospitals have no stored
 * document: this one is built from the row and its network rows, and a publication writes them back. The id and
 * slug (its page's address) are not part of it. The server also checks that the city exists, that the emirate is
 * the city's, and that each insurer exists.
 */
export const ZHospitalDocument = z.strictObject({
  type: place.type,
  nameLatin: place.name.shape.latin,
  nameArabic: place.name.shape.arabic,
  addressLatin: place.address.shape.latin,
  addressArabic: place.address.shape.arabic,
  areaLatin: z.string().min(1).max(100),
  areaArabic: z.string().min(1).max(100),
  cityId: z.number().int().positive(),
  emirate: place.emirate,
  phone: place.phone,
  latitude: place.latitude,
  longitude: place.longitude,
  specialities: place.specialities,
  directBilling: place.directBilling,
  /** One row per insurer whose network takes the place, at its tier (restricted < general < premier < global). */
  networks: z
    .array(z.strictObject({ insurerId: z.number().int().positive(), tier: z.enum(NETWORK_TIERS) }))
    .max(100)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((r, i) => {
        if (seen.has(r.insurerId))
          ctx.addIssue({ code: 'custom', path: [i, 'insurerId'], message: 'one row per insurer' });
        seen.add(r.insurerId);
      });
    }),
});
export type THospitalDocument = z.infer<typeof ZHospitalDocument>;
