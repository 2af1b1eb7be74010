import { z } from 'zod';
import { EMIRATES, NETWORK_TIERS, ZLocalizedText, ZSlug } from './quotes-base';

// Network hospitals (docs/product/hospitals.md; decision 0092): the seed file's shape and the API's answers.

export const HOSPITAL_TYPES = ['hospital', 'clinic', 'pharmacy', 'diagnostic'] as const;
export type HospitalType = (typeof HOSPITAL_TYPES)[number];

export const HOSPITALS_ERROR_CODES = {
  INSURER_NOT_FOUND: 'INSURER_NOT_FOUND',
} as const;

const ZScripts = z.strictObject({ latin: z.string().min(1).max(160), arabic: z.string().min(1).max(160) });

/** content/structure/hospitals.json (generated once by scripts/generate-hospitals.mjs). */
export const ZHospitalsSeed = z.strictObject({
  $comment: z.string().optional(),
  cities: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        slug: ZSlug,
        emirate: z.enum(EMIRATES),
        latitude: z.number().min(22).max(27),
        longitude: z.number().min(51).max(57),
        names: ZLocalizedText,
      }),
    )
    .min(1),
  hospitals: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/),
        type: z.enum(HOSPITAL_TYPES),
        name: ZScripts,
        address: ZScripts,
        area: ZScripts,
        city: ZSlug,
        emirate: z.enum(EMIRATES),
        /** A reserved demo range: +971 <area code> 555 XXXX. */
        phone: z.string().regex(/^\+971 \d 555 \d{4}$/),
        latitude: z.number().min(22).max(27),
        longitude: z.number().min(51).max(57),
        specialities: z.array(z.string().regex(/^[a-z-]{2,40}$/)).max(10),
        directBilling: z.boolean(),
        /** Insurer slug → the tier at which the place joins that insurer's network. */
        networks: z.record(ZSlug, z.enum(NETWORK_TIERS)),
      }),
    )
    .min(400),
});
export type THospitalsSeed = z.infer<typeof ZHospitalsSeed>;
