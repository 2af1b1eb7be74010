import {
  CREDIT_CARDS_URL,
  type CardType,
  type TCardFilters,
  type TCreditCardsResponse,
} from '../../shared/contracts/credit-cards-api-constants';
import {
  creditCardsResponseParser,
  noResultLeadParser,
  type TNoResultLeadAnswer,
} from '../../shared/contracts/credit-cards-api-guards';
import { PRODUCT } from '../../shared/domain/products';
import { sessionReady } from '../session/ready';
import { currentSourceId } from '../session/context';
import type { KeyedSend, SubmissionKeys } from '../session/idempotency';
import { apiPost, type ApiResult } from '../session/request';
import { stored } from '../session/storage';

/**
 * The listing island's calls through the one request helper (session headers, docs/product/cards.md; a page navigation
 * carries no token, so each call waits for the page's session start), checked with the zod-free guards.
 */

/** Only this site's API answers the listing (an action from a page document never sends anything elsewhere). */
export const sameSiteApi = (url: string | undefined): string =>
  url && /^\/api\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/.test(url) ? url : CREDIT_CARDS_URL;

/** docs/product/cards.md 'Credit cards listing': query skip and limit, body income, the id lists and the page's card type. */
export function listingRequest(
  action: { url: string },
  filters: TCardFilters,
  cardType: CardType | null,
  page: { skip: number; limit: number },
): { url: string; body: Record<string, unknown> } {
  return {
    url: `${sameSiteApi(action.url)}?skip=${page.skip}&limit=${page.limit}`,
    body: {
      income: filters.income,
      bankIds: filters.bankIds,
      featureIds: filters.featureIds,
      rewardTypeIds: filters.rewardTypeIds,
      ...(cardType ? { cardType } : {}),
      ...(filters.sort && filters.sort !== 'recommended' ? { sort: filters.sort } : {}),
    },
  };
}

export async function fetchCards(
  action: { url: string },
  filters: TCardFilters,
  cardType: CardType | null,
  page: { skip: number; limit: number },
  signal?: AbortSignal,
): Promise<ApiResult<TCreditCardsResponse>> {
  await sessionReady();
  const { url, body } = listingRequest(action, filters, cardType, page);
  return apiPost<TCreditCardsResponse>(url, body, {
    schema: creditCardsResponseParser,
    headers: { countryproductid: String(PRODUCT.CREDIT_CARDS) },
    ...(signal ? { signal } : {}),
  });
}

/**
 * docs/product/cards.md 'No-result lead': source no_result, countryProductId 7, the mobile number, the visitor's consent and
 * the session and UTM facts this tab stored (the server attributes the lead to the session's own source).
 */
export function noResultBody(
  mobileNumber: string,
  session: { visitId?: number | undefined; deviceUuid?: string | undefined; sourceId?: number | undefined },
  utm: { utmSource?: string; utmMedium?: string; utmCampaign?: string; utmTerm?: string } | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    source: 'no_result',
    countryProductId: PRODUCT.CREDIT_CARDS,
    mobileNumber,
    consent: true,
  };
  if (session.sourceId) body.sourceId = session.sourceId;
  if (session.visitId) body.visitId = session.visitId;
  if (session.deviceUuid) body.deviceUuid = session.deviceUuid;
  if (utm?.utmSource) body.utmSource = utm.utmSource;
  if (utm?.utmMedium) body.utmMedium = utm.utmMedium;
  if (utm?.utmCampaign) body.utmCampaign = utm.utmCampaign;
  if (utm?.utmTerm) body.utmTerm = utm.utmTerm;
  return body;
}

export type LeadPoster = KeyedSend<TNoResultLeadAnswer>;

type LeadFacts = { session: Parameters<typeof noResultBody>[1]; utm: Parameters<typeof noResultBody>[2] };

/** What this tab stored about the session and the visit's UTM parameters. */
const tabFacts = (): LeadFacts => ({
  session: {
    visitId: stored.visitId(PRODUCT.CREDIT_CARDS).get(),
    deviceUuid: stored.deviceUuid.get(),
    sourceId: currentSourceId(),
  },
  utm: stored.utmParams.get(),
});

/** The no-results card's Submit (docs/product/leads.md 'No-results capture'); `deps` replace the browser's parts in tests. */
export async function postNoResultLead(
  mobileNumber: string,
  deps: {
    post?: LeadPoster;
    keys?: SubmissionKeys;
    ready?: () => Promise<void>;
    facts?: () => LeadFacts;
  } = {},
): Promise<ApiResult<TNoResultLeadAnswer>> {
  const ready = deps.ready ?? sessionReady;
  // The session start first: the facts below read what it stored.
  await ready();
  const facts = (deps.facts ?? tabFacts)();
  const body = noResultBody(mobileNumber, facts.session, facts.utm);
  // The lead post loads with the first request for a call, not with the list (decision 0075).
  const { postLead } = await import('../leads-form/post');
  return postLead<TNoResultLeadAnswer>(PRODUCT.CREDIT_CARDS, body, {
    schema: noResultLeadParser,
    keys: deps.keys,
    ready,
    post: deps.post,
  });
}

/**
 * Where the no-results card sends the visitor after the lead (docs/product/cards.md: 'redirects the browser to the returned
 * next config url if present'): a path of this site, or an address on this site's origin; anything else is ignored
 * (a thank-you line shows instead), so an answer can never send the visitor to another site.
 */
export function safeNextUrl(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const u = new URL(url);
    return u.origin === origin && (u.protocol === 'https:' || u.protocol === 'http:')
      ? `${u.pathname}${u.search}${u.hash}`
      : null;
  } catch {
    return null;
  }
}
