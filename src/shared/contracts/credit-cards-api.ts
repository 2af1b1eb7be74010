import { z } from 'zod';
import {
  CARD_FILTER_MAX_IDS,
  CARD_LIST_LIMIT_MAX,
  CARD_NETWORK_IDS,
  CARD_PAGE_SIZE,
  CARD_SKIP_MAX,
  CARD_SORTS,
  CARD_TYPES,
  RATE_KIND_IDS,
  type TCreditCardQuote,
  type TCreditCardsResponse,
} from './credit-cards-api-constants';
import { SALARY_MAX_DIGITS } from '../rules/inputs';

export * from './credit-cards-api-constants';

/**
 * The credit cards listing API (docs/product/cards.md 'Credit card quote', 'Credit-card filter state'; docs/product/cards.md 'Credit cards
 * listing'; docs/product/cards.md 'Credit cards listing'; decision 0019). The server parses requests with these schemas; the browser
 * checks answers with the zod-free guards of credit-cards-api-guards.ts (decision 0005).
 */

const ZId = z.number().int().positive().max(2_147_483_647);
const ZIds = z
  .array(ZId)
  .max(CARD_FILTER_MAX_IDS)
  .refine((ids) => new Set(ids).size === ids.length, 'ids must be unique')
  .default([]);

/** A whole query value ('10'): digits only, so '1e3', ' 5' or '' are refused rather than coerced. */
const queryInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^[0-9]{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

/** `?skip=0&limit=10` (docs/product/cards.md: 'query skip and limit (first load 0 and 10)'). */
export const ZCreditCardsQuery = z.object({
  skip: queryInt(0, CARD_SKIP_MAX, 0),
  limit: queryInt(1, CARD_LIST_LIMIT_MAX, CARD_PAGE_SIZE),
});

/**
 * The body (docs/product/cards.md: income, bankIds, featureIds, rewardTypeIds, cardType). The income is checked first by the
 * salary rules of the one rule engine (shared/rules/inputs.ts: digits only, greater than 0); a number or a string
 * of digits is accepted, as the number box holds text. `pageTypeId` is what the quotes fetch sends for credit
 * cards (docs/product/cards.md); it changes nothing here, the income the browser sends already is the page's default.
 */
export const ZCreditCardsRequest = z.strictObject({
  income: z.union([
    z
      .number()
      .int()
      .positive()
      .max(10 ** SALARY_MAX_DIGITS - 1),
    z
      .string()
      .regex(new RegExp(`^[0-9]{1,${SALARY_MAX_DIGITS}}$`))
      .transform(Number)
      .pipe(z.number().int().positive()),
  ]),
  bankIds: ZIds,
  featureIds: ZIds,
  rewardTypeIds: ZIds,
  cardType: z.enum(CARD_TYPES).optional(),
  pageTypeId: z.number().int().min(0).max(999).optional(),
  sort: z.enum(CARD_SORTS).optional(),
});

export const ZCardOption = z.strictObject({ id: ZId, label: z.string().max(200) });

const ZLimit = z.strictObject({ id: z.number().finite().min(0), title: z.string().max(100) });

export const ZCreditCardQuote = z.strictObject({
  planId: ZId,
  planName: z.string().max(200),
  providerId: ZId,
  providerName: z.string().max(200),
  providerLogo: z.string().max(300),
  offers: z.array(z.strictObject({ description: z.string().max(300) })).max(10),
  features: z.array(z.strictObject({ id: ZId, title: z.string().max(200) })).max(20),
  limits: z.tuple([ZLimit, ZLimit]),
  priority: z.number().int(),
  isPopular: z.boolean(),
  firstYearFree: z.boolean(),
  rewardType: ZCardOption,
  banking: z.enum(CARD_TYPES),
  bankingLabel: z.string().max(100),
  network: z.enum(CARD_NETWORK_IDS),
  monthlyRate: z.strictObject({
    kind: z.enum(RATE_KIND_IDS),
    label: z.string().max(100),
    percent: z.number().finite().min(0).max(100),
  }),
}) satisfies z.ZodType<TCreditCardQuote>;

export const ZCreditCardsResponse = z.strictObject({
  quotes: z.array(ZCreditCardQuote).max(CARD_LIST_LIMIT_MAX),
  totalCount: z.number().int().min(0),
  itemCount: z.number().int().min(0),
  skip: z.number().int().min(0),
  limit: z.number().int().min(1),
  isProviderPopularPlans: z.boolean(),
  filters: z.strictObject({
    banks: z.array(ZCardOption).max(500),
    features: z.array(ZCardOption).max(500),
    rewardTypes: z.array(ZCardOption).max(500),
  }),
  income: z.number().int().positive(),
}) satisfies z.ZodType<TCreditCardsResponse>;
