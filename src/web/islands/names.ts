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

/**
 * When an island loads React and hydrates (decision 0026: React only where it is needed). Absent: with the page
 * (journeys, quotes, listings: the page is for them). `visible`: once scrolled within 300 px of the viewport or
 * first touched (docs/product/pages.md: the calculator 'loads lazily when scrolled into view'); the server HTML shows until
 * then. `session`: rendered empty by the server, mounted only when the session start finds something to show
 * (the recent-searches popup). Neither is preloaded, and the page's `data-hydrated` flag waits for neither.
 */
export const ISLAND_WHEN: Partial<Record<ReactIslandName, 'visible' | 'session'>> = {
  LoanCalculator: 'visible',
  ToolCalculator: 'visible',
  MultiQuoteTabs: 'visible',
  RecentSearchesPopup: 'session',
};
