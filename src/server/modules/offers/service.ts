import type { TQuotesRequest } from '../../../shared/contracts/quotes-api';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { listAccounts } from './accounts';
import { LOAN_OFFER_PRODUCTS } from './applicant';
import { chosen } from './chosen';
import { offersCore, type OfferEnquiry, type OffersDeps } from './core';
import { listLoans } from './loans';

/**
 * Banking offers in the quotes call (decision 0018, docs/product/loans.md): the module's public face. Each use case
 * is `fn(core, input)` in its file: loan offers for an enquiry in loans.ts (one offer's card in present-loan.ts, the
 * banks that offer nothing in declined.ts), bank accounts in accounts.ts, the lead popup's chosen offer in
 * chosen.ts; the catalogue and its cache in catalogue.ts and core.ts; the answer's common parts in answer.ts.
 * Bound here to the module's dependencies, with the names quotes and leads already call.
 */
export function offersService(deps: OffersDeps) {
  const core = offersCore(deps);
  return {
    handles: (productId: number) => LOAN_OFFER_PRODUCTS.has(productId) || productId === PRODUCT.BANK_ACCOUNTS,
    list: (enquiry: OfferEnquiry, body: TQuotesRequest, lang: LangCode) =>
      enquiry.countryProductId === PRODUCT.BANK_ACCOUNTS
        ? listAccounts(core, { enquiry, body, lang })
        : listLoans(core, { enquiry, body, lang }),
    chosen: (enquiry: Pick<OfferEnquiry, 'countryProductId' | 'answers'>, planId: number, lang: LangCode) =>
      chosen(core, { enquiry, planId, lang }),
    clearCache: core.clearCache,
  };
}

export type OffersService = ReturnType<typeof offersService>;
