import {
  CARD_NETWORK_IDS,
  CARD_TYPES,
  RATE_KIND_IDS,
  type TCardOption,
  type TCreditCardQuote,
  type TCreditCardsResponse,
} from './credit-cards-api-constants';

/**
 * The browser's checks of the credit cards listing's answers and of the no-results lead's answer: the server's zod
 * schemas (credit-cards-api.ts) without zod, so the listing island stays small (decision 0005). Same `safeParse`
 * shape as a zod schema, for the request helper. They check what the island reads; the server stays the strict side.
 */

type Parsed<T> = { success: boolean; data?: T };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isId = (v: unknown): v is number => isInt(v) && v > 0 && v <= 2_147_483_647;
const isCount = (v: unknown): v is number => isInt(v) && v >= 0;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const oneOf =
  <T extends string>(list: readonly T[]) =>
  (v: unknown): v is T =>
    (list as readonly unknown[]).includes(v);
const arrayOf =
  (item: (v: unknown) => boolean, max = 10_000) =>
  (v: unknown): v is unknown[] =>
    Array.isArray(v) && v.length <= max && v.every((x) => item(x));

const isOption = (v: unknown): v is TCardOption => isObj(v) && isId(v.id) && isStr(v.label);
const isLimit = (v: unknown) => isObj(v) && isNum(v.id) && v.id >= 0 && isStr(v.title);

export function isCreditCardQuote(v: unknown): v is TCreditCardQuote {
  if (!isObj(v)) return false;
  const rate = v.monthlyRate;
  return (
    isId(v.planId) &&
    isStr(v.planName) &&
    isId(v.providerId) &&
    isStr(v.providerName) &&
    isStr(v.providerLogo) &&
    arrayOf((o) => isObj(o) && isStr(o.description), 10)(v.offers) &&
    arrayOf((f) => isObj(f) && isId(f.id) && isStr(f.title), 20)(v.features) &&
    Array.isArray(v.limits) &&
    v.limits.length === 2 &&
    v.limits.every(isLimit) &&
    isInt(v.priority) &&
    isBool(v.isPopular) &&
    isBool(v.firstYearFree) &&
    isOption(v.rewardType) &&
    oneOf(CARD_TYPES)(v.banking) &&
    isStr(v.bankingLabel) &&
    oneOf(CARD_NETWORK_IDS)(v.network) &&
    isObj(rate) &&
    oneOf(RATE_KIND_IDS)(rate.kind) &&
    isStr(rate.label) &&
    isNum(rate.percent) &&
    rate.percent >= 0 &&
    rate.percent <= 100
  );
}

export function isCreditCardsResponse(v: unknown): v is TCreditCardsResponse {
  if (!isObj(v)) return false;
  const f = v.filters;
  return (
    arrayOf(isCreditCardQuote, 50)(v.quotes) &&
    isCount(v.totalCount) &&
    isCount(v.itemCount) &&
    isCount(v.skip) &&
    isInt(v.limit) &&
    v.limit >= 1 &&
    isBool(v.isProviderPopularPlans) &&
    isObj(f) &&
    arrayOf(isOption, 500)(f.banks) &&
    arrayOf(isOption, 500)(f.features) &&
    arrayOf(isOption, 500)(f.rewardTypes) &&
    isInt(v.income) &&
    v.income > 0
  );
}

export const creditCardsResponseParser = {
  safeParse(value: unknown): Parsed<TCreditCardsResponse> {
    return isCreditCardsResponse(value) ? { success: true, data: value } : { success: false };
  },
};

/**
 * What the no-results card reads of POST /api/lead_details (docs/product/leads.md 'No-results capture': redirect to the
 * returned next config url if present): a lead id, the server's next steps, and `next.config.url` when given.
 */
export type TNoResultLeadAnswer = {
  leadId: string;
  nextSteps: string[];
  next?: { config?: { url?: string } };
};

export function isNoResultLeadAnswer(v: unknown): v is TNoResultLeadAnswer {
  if (!isObj(v) || !isStr(v.leadId)) return false;
  if (v.nextSteps !== undefined && !arrayOf(isStr, 10)(v.nextSteps)) return false;
  const next = v.next;
  if (next === undefined || next === null) return true;
  if (!isObj(next)) return false;
  const config = next.config;
  if (config === undefined || config === null) return true;
  return isObj(config) && (config.url === undefined || config.url === null || isStr(config.url));
}

export const noResultLeadParser = {
  safeParse(value: unknown): Parsed<TNoResultLeadAnswer> {
    if (!isNoResultLeadAnswer(value)) return { success: false };
    const data: TNoResultLeadAnswer = {
      leadId: value.leadId,
      nextSteps: Array.isArray(value.nextSteps) ? value.nextSteps : [],
    };
    const url = (value.next as { config?: { url?: unknown } } | undefined | null)?.config?.url;
    if (typeof url === 'string') data.next = { config: { url } };
    return { success: true, data };
  },
};
