import { MobileMenu } from './mobile-menu';
import { LanguageDropdown } from './language-dropdown';
import { ThemeToggle } from './theme-toggle';
import { ScrollTop } from './scroll-top';
import { ReadMore } from './read-more';
import { BlockUserPopup } from './block-user-popup';
import { Journey } from './journey';
import { QuotesStatus } from './quotes-status';
import { Quotes } from './quotes';
import { QuoteCertificate } from './quote-certificate';
import { CarComparison } from './car-comparison';
import { MultiQuoteTabs } from './multi-quote-tabs';
import { LoanCalculator } from './loan-calculator';
import { RecentSearchesPopup } from '../recent-searches/recent-searches-popup';
import { CreditScoreMeter } from '../credit-score-meter/credit-score-meter';
import { CreditCards } from './credit-cards';
import type { IslandName } from '../../shared/contracts/render';

export type { IslandName };

/** Server-side map of island components; `loaders.ts` is its client twin (one chunk per island). */
export const islandComponents = {
  MobileMenu,
  LanguageDropdown,
  ThemeToggle,
  ScrollTop,
  ReadMore,
  /** Client-only overlay: entry-client mounts it when the session store opens it (RATE_LIMIT). */
  BlockUserPopup,
  /** 'Continue From where you left!' (spec 000 §2 screen 11): rendered closed, opens after the session. */
  RecentSearchesPopup,
  /** The enquiry journey on product pages (issue 4 §3) and the quotes landing's status (issue 4 §4). */
  Journey,
  QuotesStatus,
  /** The quotes list (issue 9 §4), the quote certificate (§5) and the car comparison page (§8). */
  Quotes,
  QuoteCertificate,
  CarComparison,
  /** The landing pages' multi-quote tabs (issue 9 §7). */
  MultiQuoteTabs,
  /** The loan EMI calculator, the CALCULATOR block of the loan pages (issue 10 §8); hydrates when scrolled near. */
  LoanCalculator,
  /** The floating credit score meter on card, loan, bank account and mortgage pages (issue 10 §7). */
  CreditScoreMeter,
  /** The credit cards listing with its filters (issue 10 §2). */
  CreditCards,
} satisfies Record<IslandName, unknown>;

/** Islands that are part of the page shell (loaded on every page); the rest belong to blocks. */
export const SHELL_ISLANDS: readonly IslandName[] = [
  'MobileMenu',
  'LanguageDropdown',
  'ThemeToggle',
  'ScrollTop',
];

/**
 * Islands that hydrate only when scrolled near (spec 001 §2: the calculator 'loads lazily when scrolled into
 * view'): their server HTML shows until then, their chunk is not preloaded, and the page's `data-hydrated` flag
 * does not wait for them.
 */
export const LAZY_ISLANDS: readonly IslandName[] = ['LoanCalculator'];
