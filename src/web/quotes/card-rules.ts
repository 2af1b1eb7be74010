import type { TQuote } from '../../shared/contracts/quotes-api';
import {
  QUOTE_COVER_INFO_LINES,
  QUOTE_COVER_INFO_LINES_CAR,
  QUOTE_FEATURES_CAPPED,
  QUOTE_OFFERS_SHOWN,
} from '../../shared/contracts/quotes-api-constants';
import { buysOnline } from '../../shared/domain/buy-online';
import { PRODUCT } from '../../shared/domain/products';

/**
 * What a quote card shows (docs/product/quotes.md: 2 offers then 'View Offers'; 4 cover-info lines, 3 on car cards; term and
 * travel cap features at 3; docs/product/quotes.md showPriceOnRequest 0 shows the price, otherwise 'Check premium').
 */

export const coverInfoLines = (productId: number): number =>
  productId === PRODUCT.CAR_INSURANCE ? QUOTE_COVER_INFO_LINES_CAR : QUOTE_COVER_INFO_LINES;

const FEATURE_CAPPED_PRODUCTS: ReadonlySet<number> = new Set([
  PRODUCT.TERM_INSURANCE,
  PRODUCT.TRAVEL_INSURANCE,
]);

export function featuresShown(quote: TQuote, productId: number): TQuote['features'] {
  return FEATURE_CAPPED_PRODUCTS.has(productId)
    ? quote.features.slice(0, QUOTE_FEATURES_CAPPED)
    : quote.features;
}

/** The offers shown before 'View Offers', and whether the button is needed. */
export function offersShown(quote: TQuote, all: boolean): { offers: TQuote['offers']; more: boolean } {
  const more = quote.offers.length > QUOTE_OFFERS_SHOWN;
  return { offers: all || !more ? quote.offers : quote.offers.slice(0, QUOTE_OFFERS_SHOWN), more };
}

export const isPriceOnRequest = (quote: TQuote): boolean => quote.showPriceOnRequest !== 0;

/** The amount a card shows: 'Starting from' carries its own figure; null for 'Check premium'. */
export function shownPrice(quote: TQuote): { amount: number; startingFrom: boolean } | null {
  if (isPriceOnRequest(quote)) return null;
  return quote.startingFrom !== null
    ? { amount: quote.startingFrom, startingFrom: true }
    : { amount: quote.premium, startingFrom: false };
}

/**
 * Whether the card offers 'Buy online' beside the advisor (decision 0087): a product bought online through the
 * insurer, with the visitor's own full price (not 'Check premium' nor 'Starting from'), and not a bank's offer.
 */
export function buyOnlineOffered(quote: TQuote, productId: number): boolean {
  const price = shownPrice(quote);
  return buysOnline(productId) && price !== null && !price.startingFrom && !quote.loan && !quote.account;
}

/** Breakdown lines without a 'total' line (the card adds the total itself, equal to the premium). */
export const breakdownLines = (quote: Pick<TQuote, 'breakdown'>): TQuote['breakdown'] =>
  quote.breakdown.filter((l) => l.code !== 'total');

/** An amount written in a catalogue text ('Up to AED 2,500', 'حتى 2,500 درهم'), or null. */
export function amountIn(text: string): number | null {
  const m = /\d[\d,]*(\.\d+)?/.exec(text);
  if (!m) return null;
  const n = Number(m[0].replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Health Plan Summary (docs/product/quotes.md 'Health policy: planName, cover, pharmacyLimit, tpaName'). */
export type PlanSummary = {
  planName: string;
  cover: number | null;
  pharmacyLimit: number | null;
  pharmacyText: string | null;
  tpaName: string | null;
};

export function planSummaryOf(quote: TQuote): PlanSummary {
  const feature = (...keys: string[]) => quote.features.find((f) => keys.includes(f.key));
  const pharmacy = feature('pharmacy', 'pharmacyLimit');
  const tpa = feature('tpa', 'tpaName');
  const annual = feature('annualLimit');
  return {
    planName: quote.planName,
    cover: quote.coverAmount ?? (annual ? amountIn(annual.value) : null),
    pharmacyLimit: pharmacy ? amountIn(pharmacy.value) : null,
    pharmacyText: pharmacy ? pharmacy.value : null,
    tpaName: tpa ? tpa.value : null,
  };
}

/** A masked mobile for the lead popup: the server's mask as it is, otherwise all but the last 4 digits hidden. */
export function maskMobile(mobile: string | undefined): string | null {
  if (!mobile) return null;
  const clean = mobile.replace(/\s+/g, '');
  if (clean.includes('*')) return clean;
  if (!/^\d{7,12}$/.test(clean)) return null;
  return `${'*'.repeat(clean.length - 4)}${clean.slice(-4)}`;
}

/**
 * docs/product/quotes.md 'Comparison row ... NA shown as Excluded, Yes as Included': the catalogue key for such a cell, or
 * null when the value shows as it is.
 */
export function comparisonCellKey(value: string | number | null): 'excluded' | 'included' | null {
  if (value === null) return 'excluded';
  const v = String(value).trim();
  if (v === 'NA') return 'excluded';
  if (v === 'Yes') return 'included';
  return null;
}
