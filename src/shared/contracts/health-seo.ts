import { z } from 'zod';
import { GENDERS, HEALTH_RELATIONS, NETWORK_TIERS } from './quotes-base';
import { HEALTH_SUMS_INSURED } from '../health-seo/filters';

/**
 * The Health SEO calls of the filter pages (decision 0098; docs/product/seo.md 'Health filter pages'):
 * `GET /api/seo/filters` and `GET /api/seo/quotes?sumInsured=&members=&sortBy=`. Refusals are
 * `400 VALIDATION_FAILED` naming the parameter.
 */

/** The sorts that mean something when every plan has the same annual limit: cheapest first (default), most cover first. */
export const HEALTH_SEO_SORTS = ['PRICE_ASC', 'COVER_DESC'] as const;
export type HealthSeoSort = (typeof HEALTH_SEO_SORTS)[number];

/** At most six people on one enquiry from a filter page (the journey allows twelve; a page's example stays small). */
export const HEALTH_SEO_MAX_MEMBERS = 6;

const ZMember = z.strictObject({
  relation: z.enum(HEALTH_RELATIONS),
  age: z.number().int().min(0).max(99),
  gender: z.enum(GENDERS),
});
export type THealthSeoMember = z.infer<typeof ZMember>;

/**
 * `members=self:35:male,spouse:33:female,child:4:female`: relation, age in years and gender per person. Children
 * are 0 to 25, everyone else 18 to 99; at most one `self` and one `spouse`.
 */
export const ZSeoMembers = z
  .string()
  .max(200)
  .regex(
    /^[a-z]+:[0-9]{1,2}:[a-z]+(,[a-z]+:[0-9]{1,2}:[a-z]+)*$/,
    'members: relation:age:gender, comma-separated',
  )
  .transform((s, ctx) => {
    const out: THealthSeoMember[] = [];
    for (const part of s.split(',')) {
      const [relation, age, gender] = part.split(':');
      const m = ZMember.safeParse({ relation, age: Number(age), gender });
      if (!m.success) {
        ctx.addIssue({ code: 'custom', message: `members: ${part} is not relation:age:gender` });
        return z.NEVER;
      }
      out.push(m.data);
    }
    return out;
  })
  .refine((ms) => ms.length <= HEALTH_SEO_MAX_MEMBERS, `members: at most ${HEALTH_SEO_MAX_MEMBERS} people`)
  .refine(
    (ms) => ms.every((m) => (m.relation === 'child' ? m.age <= 25 : m.age >= 18)),
    'members: a child is 0 to 25, an adult 18 to 99',
  )
  .refine(
    (ms) =>
      ms.filter((m) => m.relation === 'self').length <= 1 &&
      ms.filter((m) => m.relation === 'spouse').length <= 1,
    'members: at most one self and one spouse',
  );

const SLUGS = HEALTH_SUMS_INSURED.map((s) => s.slug) as [string, ...string[]];
const VALUES = HEALTH_SUMS_INSURED.map((s) => String(s.valueAed));

export const ZSeoQuotesQuery = z.strictObject({
  /** A filter amount by slug (`1-million`) or by value in AED (`1000000`). */
  sumInsured: z
    .string()
    .max(20)
    .refine((v) => SLUGS.includes(v) || VALUES.includes(v), 'sumInsured: one of the filter amounts'),
  members: ZSeoMembers.optional(),
  sortBy: z.enum(HEALTH_SEO_SORTS).default('PRICE_ASC'),
});

export const ZSeoFiltersQuery = z.strictObject({});

export const ZSeoFilters = z.object({
  data: z.object({
    emirate: z.string(),
    sumInsured: z.array(
      z.object({
        valueAed: z.number(),
        slug: z.string(),
        path: z.string(),
        label: z.string(),
        labels: z.object({ en: z.string(), ar: z.string(), hi: z.string(), ml: z.string() }),
        indexed: z.boolean(),
      }),
    ),
    allowedToIndex: z.array(z.string()),
    meta: z.object({ default: z.string(), defaultSlug: z.string() }),
    sorts: z.array(z.enum(HEALTH_SEO_SORTS)),
  }),
});

export const ZSeoQuotes = z.object({
  data: z.object({
    sumInsured: z.object({ valueAed: z.number(), slug: z.string() }),
    sortBy: z.enum(HEALTH_SEO_SORTS),
    profile: z.object({
      typical: z.boolean(),
      summary: z.string(),
      emirate: z.string(),
      members: z.array(ZMember),
    }),
    plans: z.array(
      z.object({
        planId: z.number(),
        providerId: z.number(),
        insurerName: z.string(),
        insurerSlug: z.string(),
        insurerLogo: z.string(),
        planName: z.string(),
        planSlug: z.string(),
        planPath: z.string(),
        annualLimitAed: z.number(),
        networkTier: z.enum(NETWORK_TIERS),
        copayPercent: z.number(),
        startingPremiumAed: z.number(),
        totalFils: z.number(),
      }),
    ),
  }),
});
