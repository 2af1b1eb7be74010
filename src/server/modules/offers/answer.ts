import {
  type QuoteSort,
  type TQuote,
  type TQuotesRequest,
  type TQuotesResponse,
} from '../../../shared/contracts/quotes-api';
import { QUOTE_CARDS_LIMIT } from '../../../shared/contracts/quotes-api-constants';
import { listQuotes } from '../quotes/domain/listing';
import type { OfferEnquiry } from './core';

/** What differs between the loan and the bank account answers; the rest of the quotes answer is the same. */
type AnswerParts = {
  groupBy: TQuotesRequest['groupBy'];
  title: string;
  description: string;
  disclaimer: string;
  fieldValues: TQuotesResponse['fieldValues'];
  pricedCount: number;
  declined: TQuotesResponse['declined'];
  ranking: TQuotesResponse['ranking'];
};

/**
 * Offers answered as a quotes list (decision 0018: the same `ZQuotesResponse` as insurance): the presented cards
 * sorted, filtered and paged as the request asks, with the answer's fixed parts (no filters, one ranking term,
 * priced at once: `status` 'done').
 */
export function offersAnswer(
  e: OfferEnquiry,
  body: TQuotesRequest,
  presented: TQuote[],
  parts: AnswerParts,
): TQuotesResponse {
  const sortBy: QuoteSort = body.sortBy ?? 'RECOMMENDED';
  const { page, totalCount } = listQuotes(presented, {
    sort: sortBy,
    supplierId: body.supplierId,
    groupBy: parts.groupBy,
    textFilter: body.textFilter,
    test: () => true,
    skip: body.skip,
    limit: body.limit,
  });
  return {
    quotes: page,
    cardsLimit: QUOTE_CARDS_LIMIT,
    title: parts.title,
    description: parts.description,
    fields: [],
    filters: {},
    fieldValues: parts.fieldValues,
    keysToFilter: ['planName'],
    action: { method: 'POST', url: '/api/quotes' },
    horizontalScroll: false,
    disclaimer: parts.disclaimer,
    isProviderPopularPlans: false,
    totalCount,
    itemCount: page.length,
    limit: body.limit,
    skip: body.skip,
    sortBy,
    status: 'done',
    pricedCount: parts.pricedCount,
    insurerCount: parts.pricedCount,
    declined: parts.declined,
    maskedMobile: e.maskedMobile,
    ranking: parts.ranking,
  };
}
