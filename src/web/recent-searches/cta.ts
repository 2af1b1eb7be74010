import { APPLY_NOW_PRODUCTS } from '../../shared/contracts/journey-constants';
import type { TRecentSearch } from '../../shared/contracts/journey';

/** The two labels docs/product/journeys.md lists ('Buy Now' or 'Apply Now'); there is no third (decision 0109). */
export type Cta = 'applyNow' | 'buyNow';
/** Where the search stopped, read from its subText. */
export type Stage = 'visited' | 'lead' | 'other';
/** The server's own texts for the two stages in this page's language (it translates subText for Arabic). */
export type StageTexts = { visited: string; leadSubmitted: string };

/**
 * docs/product/journeys.md: "subText containing 'Visited' or 'Lead '", matched as written (case-sensitive,
 * 'Lead ' with its space). The server answers Arabic pages in Arabic, so its translated stage texts count too.
 */
export function stageOf(subText: string, localized?: StageTexts): Stage {
  if (subText.includes('Visited') || (localized !== undefined && subText === localized.visited))
    return 'visited';
  if (subText.includes('Lead ') || (localized !== undefined && subText === localized.leadSubmitted))
    return 'lead';
  return 'other';
}

/**
 * The item's button label (docs/product/journeys.md 'Recent searches panel'): "depends on product
 * and on subText containing 'Visited' or 'Lead '". Our precise rule (decision 0109):
 *   'Apply Now' when the product is one of 7, 8, 10, 11, 12, 18 (cards, loans, accounts, mortgages) AND the
 *   search stopped at an early stage (subText contains 'Visited' or 'Lead ', e.g. 'Visited', 'Lead Submitted');
 *   'Buy Now' otherwise (every insurance search, and an apply product at any other stage).
 */
export function ctaOf(search: Pick<TRecentSearch, 'countryProductId'>, stage: Stage): Cta {
  return stage !== 'other' && APPLY_NOW_PRODUCTS.has(search.countryProductId) ? 'applyNow' : 'buyNow';
}
