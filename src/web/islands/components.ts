import { BlockUserPopup } from '../block-user/block-user-popup';
import { Journey } from '../journeys/journey';
import { QuotesStatus } from '../journeys/quotes-status';
import { Quotes } from '../quotes/quotes';
import { QuoteCertificate } from '../quotes/quote-certificate';
import { CarComparison } from '../quotes/car-comparison';
import { MultiQuoteTabs } from '../quotes/multi-quote-tabs';
import { LoanCalculator } from '../blocks/calculator/loan-calculator';
import { RecentSearchesPopup } from '../recent-searches/recent-searches-popup';
import { CreditScoreMeter } from '../credit-score-meter/credit-score-meter';
import { CreditCards } from '../cards/credit-cards';
import type { IslandName } from '../../shared/contracts/render';

export type { IslandName };

/**
 * The shell's former islands: since decision 0026 they are widgets (src/web/widgets: server markup plus a plain
 * module), so a page without a React island loads no React. The shared ISLAND_NAMES list still names them.
 */
export const WIDGET_NAMES = [
  'MobileMenu',
  'LanguageDropdown',
  'ThemeToggle',
  'ScrollTop',
  'ReadMore',
] as const satisfies readonly IslandName[];
/** The islands that hydrate with React. */
export type ReactIslandName = Exclude<IslandName, (typeof WIDGET_NAMES)[number]>;

/** Server-side map of island components; `loaders.ts` is its client twin (one chunk per island). */
export const islandComponents = {
  /** Client-only overlay: entry-client mounts it when the session store opens it (RATE_LIMIT). */
  BlockUserPopup,
  /** 'Continue From where you left!' (docs/product/pages.md): rendered closed, opens after the session. */
  RecentSearchesPopup,
  /** The enquiry journey on product pages (docs/product/journeys.md) and the quotes landing's status (decision 0008). */
  Journey,
  QuotesStatus,
  /** The quotes list (decision 0014), the quote certificate (decision 0013) and the car comparison page (decision 0014). */
  Quotes,
  QuoteCertificate,
  CarComparison,
  /** The landing pages' multi-quote tabs (decision 0014). */
  MultiQuoteTabs,
  /** The loan EMI calculator, the CALCULATOR block of the loan pages (decision 0020); hydrates when scrolled near. */
  LoanCalculator,
  /** The floating credit score meter on card, loan, bank account and mortgage pages (docs/product/credit-score.md). */
  CreditScoreMeter,
  /** The credit cards listing with its filters (decision 0019). */
  CreditCards,
} satisfies Record<ReactIslandName, unknown>;

/**
 * When an island loads React and hydrates (decision 0026: React only where it is needed). Absent: with the page
 * (journeys, quotes, listings: the page is for them). `visible`: once scrolled within 300 px of the viewport or
 * first touched (docs/product/pages.md: the calculator 'loads lazily when scrolled into view'); the server HTML shows until
 * then. `session`: rendered empty by the server, mounted only when the session start finds something to show
 * (the recent-searches popup). Neither is preloaded, and the page's `data-hydrated` flag waits for neither.
 */
export const ISLAND_WHEN: Partial<Record<ReactIslandName, 'visible' | 'session'>> = {
  LoanCalculator: 'visible',
  MultiQuoteTabs: 'visible',
  RecentSearchesPopup: 'session',
};
