import type { ComponentType } from 'react';
import type { ReactIslandName } from './components';

type Loader = () => Promise<ComponentType<never>>;

/**
 * Client twin of components.ts: each dynamic import becomes its own chunk, fetched only when present.
 * Imported by `hydrate.ts` (the React chunk's side), never by the entry: a page without islands loads none of it.
 */
export const islandLoaders = {
  BlockUserPopup: () => import('../block-user/block-user-popup').then((m) => m.BlockUserPopup),
  // Decision 0048: the field controls the server rendered are loaded before hydrating, the others at the first
  // touch, focus or key in the journey (journeys/fields/lazy-control.tsx).
  Journey: () =>
    import('../journeys/journey').then(async (m) => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-island="Journey"]'))
        m.preloadControlsOnInteraction(el);
      await m.preloadControlsIn(document);
      return m.Journey;
    }),
  QuotesStatus: () => import('../journeys/quotes-status').then((m) => m.QuotesStatus),
  Quotes: () => import('../quotes/quotes').then((m) => m.Quotes),
  QuoteCertificate: () => import('../quotes/quote-certificate').then((m) => m.QuoteCertificate),
  CarComparison: () => import('../quotes/car-comparison').then((m) => m.CarComparison),
  MultiQuoteTabs: () => import('../quotes/multi-quote-tabs').then((m) => m.MultiQuoteTabs),
  LoanCalculator: () => import('../blocks/calculator/loan-calculator').then((m) => m.LoanCalculator),
  RecentSearchesPopup: () =>
    import('../recent-searches/recent-searches-popup').then((m) => m.RecentSearchesPopup),
  CreditScoreMeter: () => import('../credit-score-meter/credit-score-meter').then((m) => m.CreditScoreMeter),
  CreditCards: () => import('../cards/credit-cards').then((m) => m.CreditCards),
} satisfies Record<ReactIslandName, Loader>;
