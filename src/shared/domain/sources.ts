import { PARTNER_SOURCE_IDS, type PartnerSegment } from './routing';

/** Source ids (docs/product/session.md). */
export const SOURCE = {
  MOBILE_WEB: 1,
  DESKTOP_WEB: 2,
  MOBILE_APP: 3,
  ADCB: 4,
  MBANK: 10,
  YKNP: 11,
  NI: 14,
  PEKO: 16,
} as const;

const KNOWN: readonly number[] = Object.values(SOURCE);

/** NI and PEKO form the network/peko group (docs/product/session.md). */
export const isNetworkSource = (s: number) => s === SOURCE.NI || s === SOURCE.PEKO;
/** The two bank partners get the reduced footer (docs/product/session.md 'Footer'). */
export const isBankPartnerSource = (s: number) => s === SOURCE.ADCB || s === SOURCE.MBANK;
/** Partner and network sources (docs/product/session.md: ids 4, 10, 11, 14, 16). */
export const isPartnerSource = (s: number) => [4, 10, 11, 14, 16].includes(s);
/** Header logo and next links carry sourceId for sources 4, 10 and 14 (docs/product/session.md 'Header'). */
export const appendsSourceId = (s: number) => s === SOURCE.ADCB || s === SOURCE.MBANK || s === SOURCE.NI;

/**
 * The source the server renders the first paint for: an explicit known `sourceId` query value,
 * else the partner path segment, else mobile web (1) or desktop web (2) from the user agent.
 * The browser refines it with stored values (docs/product/session.md 'Source id resolution').
 */
export function serverSourceId(opts: {
  querySourceId: unknown;
  partner: PartnerSegment | undefined;
  isMobile: boolean;
}): number {
  const q = typeof opts.querySourceId === 'string' ? Number.parseInt(opts.querySourceId, 10) : NaN;
  if (KNOWN.includes(q)) return q;
  if (opts.partner) return PARTNER_SOURCE_IDS[opts.partner];
  return opts.isMobile ? SOURCE.MOBILE_WEB : SOURCE.DESKTOP_WEB;
}

/** Adds sourceId to an internal link for the sources that carry it. */
export function withSourceId(href: string, sourceId: number): string {
  if (!appendsSourceId(sourceId) || /^(https?:|mailto:|tel:)/i.test(href)) return href;
  return href + (href.includes('?') ? '&' : '?') + `sourceId=${sourceId}`;
}
