import type { ComponentType } from 'react';
import type { ReactIslandName } from './islands/names';

type Loader = () => Promise<ComponentType<never>>;

/**
 * The React islands' components, each behind a dynamic import (its own chunk, fetched only when present). Bound to
 * the hydration mechanism by `hydrator.ts` (the React chunk's side), never imported by the entry: a page without
 * islands loads none of it. It lives beside the entries, not in `islands/`, so the mechanism never imports a
 * feature (no folder-level circle; decision 0066).
 */
export const islandLoaders = {
  BlockUserPopup: () => import('./block-user/block-user-popup').then((m) => m.BlockUserPopup),
  // Decision 0048: the field controls the server rendered are loaded before hydrating, the others at the first
  // touch, focus or key in the journey (journeys/fields/lazy-control.tsx).
  Journey: () =>
    import('./journeys/journey').then(async (m) => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-island="Journey"]'))
        m.preloadControlsOnInteraction(el);
      await m.preloadControlsIn(document);
      return m.Journey;
    }),
  QuotesStatus: () => import('./journeys/quotes-status').then((m) => m.QuotesStatus),
  Quotes: () => import('./quotes/quotes').then((m) => m.Quotes),
  QuoteCertificate: () => import('./quotes/quote-certificate').then((m) => m.QuoteCertificate),
  CarComparison: () => import('./quotes/car-comparison').then((m) => m.CarComparison),
  MultiQuoteTabs: () => import('./quotes/multi-quote-tabs').then((m) => m.MultiQuoteTabs),
  LoanCalculator: () => import('./blocks/calculator/loan-calculator').then((m) => m.LoanCalculator),
  // Decision 0102: BMI, calories, SIP and growth, term cover and the car and health estimates, one chunk.
  ToolCalculator: () => import('./blocks/calculator/tools/tool-calculator').then((m) => m.ToolCalculator),
  RecentSearchesPopup: () =>
    import('./recent-searches/recent-searches-popup').then((m) => m.RecentSearchesPopup),
  CreditScoreMeter: () => import('./credit-score-meter/credit-score-meter').then((m) => m.CreditScoreMeter),
  CreditCards: () => import('./cards/credit-cards').then((m) => m.CreditCards),
  Renewal: () => import('./renewals/renewal').then((m) => m.Renewal),
  PolicyThankYou: () => import('./policies/thank-you').then((m) => m.PolicyThankYou),
} satisfies Record<ReactIslandName, Loader>;
