import { QUOTES_ERROR_CODES } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { refuse, type Refusal } from '../../lib/outcome';
import { ttlCache } from '../../lib/ttl-cache';
import {
  loadAccounts,
  loadLoans,
  type AccountCatalogue,
  type CatalogueDeps,
  type LoanCatalogue,
} from './catalogue';

/** What the offers use cases are given by the module (index.ts). */
export type OffersDeps = CatalogueDeps & { now?: () => Date };

/** What the offers read of an enquiry (the quotes service has already checked who may read it). */
export type OfferEnquiry = {
  publicId: string;
  countryProductId: number;
  status: string;
  answers: Record<string, unknown>;
  maskedMobile: string | null;
};

const CACHE_TTL_MS = 30_000;
const DAY_MS = 86_400_000;
/** Offers are indicative: the figures hold for the answers of today, as an insurance quote's do. */
const OFFER_VALIDITY_DAYS = 30;

export const fils = (v: number) => v / 100;
export const pct = (bp: number) => bp / 100;

/** An offer card's `validUntil`: the validity period from the moment it was priced. */
export const validUntilOf = (pricedAt: Date) =>
  new Date(pricedAt.getTime() + OFFER_VALIDITY_DAYS * DAY_MS).toISOString();

/** A draft enquiry, or one whose answers the loan engine cannot read, has no offers yet. */
export const enquiryIncomplete = (lang: LangCode): Refusal =>
  refuse(lang, 422, QUOTES_ERROR_CODES.ENQUIRY_INCOMPLETE, 'quotes:errors.enquiryIncomplete');

/**
 * The module's dependencies with its in-memory state: the banking catalogue, checked by its schemas and kept 30 s
 * (one loan catalogue per product, one of bank accounts). Made once per service, so two services (tests make their
 * own) never share it; quotes and leads share the one the app builds (decision 0051).
 */
export function offersCore(deps: OffersDeps) {
  const loans = ttlCache<LoanCatalogue>(CACHE_TTL_MS);
  const accounts = ttlCache<AccountCatalogue>(CACHE_TTL_MS);
  return {
    now: deps.now ?? (() => new Date()),
    loans: (productId: number) => loans.get(String(productId), () => loadLoans(deps, productId)),
    accounts: () => accounts.get('all', () => loadAccounts(deps)),
    /** Drops the cached catalogues (a console publication, decision 0128): the next offers read them afresh. */
    clearCache: () => (loans.clear(), accounts.clear()),
  };
}

export type OffersCore = ReturnType<typeof offersCore>;
