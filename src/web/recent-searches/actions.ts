import { readRaw, stored, writeRaw } from '../session/storage';
import { dismissedKey } from './rules';

/**
 * What the popup's buttons do to the browser's stored items. No journey contracts here (island chunk).
 */

/** Dispatched on window by 'Start New Search' so a journey already on the page can start over. */
export const START_NEW_SEARCH_EVENT = 'sahel:start-new-search';
export type StartNewSearchDetail = { countryProductId: number };

/** Once per session per product: the popup stays away after it was closed in this tab. */
export function isDismissed(countryProductId: number): boolean {
  return readRaw('session', dismissedKey(countryProductId)) === '1';
}

export function dismiss(countryProductId: number): void {
  writeRaw('session', dismissedKey(countryProductId), '1');
}

/**
 * 'Start New Search': docs/product/journeys.md 'Cache resets' → 'reset lead details' removes the product's enquiryId, so
 * the journey on this page starts fresh instead of resuming the cached enquiry. The masked contact values
 * that rule also removes belong to the journey's own cache; the journey listens for START_NEW_SEARCH_EVENT.
 */
export function startNewSearch(countryProductId: number): void {
  dismiss(countryProductId);
  stored.enquiryId(countryProductId).remove();
  try {
    window.dispatchEvent(
      new CustomEvent<StartNewSearchDetail>(START_NEW_SEARCH_EVENT, { detail: { countryProductId } }),
    );
  } catch {
    // an environment without CustomEvent: the stored enquiry is gone either way
  }
}
