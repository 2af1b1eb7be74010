import { isAgentId } from '../contracts/session-constants';
import type { TUtm } from '../contracts/session';
import { parseSourceId } from './source-id';
import { extractUtm } from './utm';

export type PageQuery = {
  leadId?: string;
  enquiryId?: string;
  journeyType?: number;
  planId?: string;
  token?: string;
  sourceId?: number;
  customerReference?: string;
  agentId?: string;
  utm: TUtm;
  /** retryOnClient=false: do not re-fetch missing server data in the browser (docs/product/journeys.md 'Retry on client'). */
  skipClientRetry: boolean;
  /** utm_source=dsa, any case: the floating chat button is hidden (docs/product/session.md). */
  hideChatButton: boolean;
  /** utm_source=pbcars24: the car-partner flag (docs/product/session.md first-fold banner). */
  carsPartner: boolean;
};

const MAX_VALUE = 4096;

/**
 * docs/product/session.md 'Query parameters read'. Anything after a second '?' is dropped (links that append '?x=' to a
 * URL which already has a query). enquiryId and leadId that are purely numeric are ignored: real ids are
 * opaque strings, a bare number is a guessed or internal id.
 */
export function parseQuery(search: string): PageQuery {
  const withoutLead = search.startsWith('?') ? search.slice(1) : search;
  const clean = withoutLead.split('?')[0] ?? '';
  const params = new URLSearchParams(clean);
  const text = (key: string): string | undefined => {
    const v = params.get(key)?.trim();
    return v ? v.slice(0, MAX_VALUE) : undefined;
  };
  const opaqueId = (key: string): string | undefined => {
    const v = text(key);
    return v === undefined || /^\d+$/.test(v) ? undefined : v;
  };
  const journey = text('journeyType');
  const utmSource = text('utm_source')?.toLowerCase();
  const q: PageQuery = {
    utm: extractUtm(clean),
    skipClientRetry: text('retryOnClient')?.toLowerCase() === 'false',
    hideChatButton: utmSource === 'dsa',
    carsPartner: utmSource === 'pbcars24',
  };
  const leadId = opaqueId('leadId');
  if (leadId) q.leadId = leadId;
  const enquiryId = opaqueId('enquiryId');
  if (enquiryId) q.enquiryId = enquiryId;
  if (journey && /^\d{1,6}$/.test(journey)) q.journeyType = Number(journey);
  const planId = text('planid') ?? text('planId');
  if (planId) q.planId = planId;
  const token = text('token');
  if (token) q.token = token;
  const sourceId = parseSourceId(text('sourceId'));
  if (sourceId !== undefined) q.sourceId = sourceId;
  const customerReference = text('customerReference');
  if (customerReference) q.customerReference = customerReference;
  // Same rule as the server's agentid header check: an id it would refuse is not sent at all.
  const agentId = text('agentId');
  if (isAgentId(agentId)) q.agentId = agentId;
  return q;
}
