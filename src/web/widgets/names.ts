/**
 * Every widget's name (decision 0026): the mechanism's list, apart from the enhancers, so `collector.ts` and the
 * features that mark a widget never import the registry that loads the features' enhancers
 * (`widget-registry/`; no folder-level circle, decision 0066). The registry checks its maps against these lists.
 */

/** Widgets whose enhancer is in the entry: the shell's, on (nearly) every page. */
export const CORE_WIDGET_NAMES = [
  'mobile-menu',
  'language-dropdown',
  'theme-toggle',
  'scroll-top',
  'read-more',
  'account-button',
  'account-page',
  'schedule-print',
  'home-recent-searches',
  'home-banner',
  'device-sync',
  'whatsapp',
  'app-links',
] as const;

/**
 * The block groups' and capture points' widgets, by group (docs/product/pages.md). Each group is its own chunk,
 * loaded only when the page has one of its widgets, so the entry stays small on every page (decision 0026). The
 * entry must not import a group to learn its names; each group's map is checked against its list here.
 */
export const WIDGET_GROUPS = {
  nav: ['carousel', 'tabs', 'nav-tabs', 'video-dialog'],
  editorial: ['editorial-more', 'glossary-lead', 'cms-more', 'subscribe-box'],
  commerce: ['cm-more', 'doorway', 'hospitals-filter'],
  company: ['journey-element'],
  leads: ['talk-to-expert', 'customer-callback'],
  mydata: ['my-data-page'],
  popups: ['popups-host'],
  hospitals: ['hospital-search'],
  reviews: ['review-form'],
} as const;
export type WidgetGroup = keyof typeof WIDGET_GROUPS;

/** A group's widget names. */
export type GroupWidgetName<G extends WidgetGroup> = (typeof WIDGET_GROUPS)[G][number];
export type CoreWidgetName = (typeof CORE_WIDGET_NAMES)[number];
export type WidgetName = CoreWidgetName | GroupWidgetName<WidgetGroup>;
