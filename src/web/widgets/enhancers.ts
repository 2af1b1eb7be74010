import type { WidgetName } from './collector';
import { enhanceAccountButton } from './account-button/enhance';
import { enhanceAccountPage } from './account-page/enhance';
import { enhanceLanguageDropdown } from './language-dropdown/enhance';
import { enhanceMobileMenu } from './mobile-menu/enhance';
import { enhanceReadMore } from './read-more/enhance';
import { enhanceScrollTop } from './scroll-top/enhance';
import { enhanceThemeToggle } from './theme-toggle/enhance';
import { navWidgetEnhancers } from './group-nav';
import { editorialWidgetEnhancers } from './group-editorial';
import { commerceWidgetEnhancers } from './group-commerce';
import { companyWidgetEnhancers } from './group-company';
import { leadsWidgetEnhancers } from './group-leads';
import { mydataWidgetEnhancers } from './group-mydata';
import { popupsWidgetEnhancers } from './group-popups';

/** Browser side of every widget (plain modules, bundled into the entry: together about 2 KB gzip). */
export const widgetEnhancers = {
  'mobile-menu': enhanceMobileMenu,
  'language-dropdown': enhanceLanguageDropdown,
  'theme-toggle': enhanceThemeToggle,
  'scroll-top': enhanceScrollTop,
  'read-more': enhanceReadMore,
  'account-button': enhanceAccountButton,
  'account-page': enhanceAccountPage,
  ...navWidgetEnhancers,
  ...editorialWidgetEnhancers,
  ...commerceWidgetEnhancers,
  ...companyWidgetEnhancers,
  ...leadsWidgetEnhancers,
  ...mydataWidgetEnhancers,
  ...popupsWidgetEnhancers,
} satisfies Record<WidgetName, (root: HTMLElement) => void>;

/** Runs each widget's enhancer once on the elements the server marked with `data-widget`. */
export function enhanceWidgets(scope: ParentNode = document): void {
  for (const el of scope.querySelectorAll<HTMLElement>('[data-widget]')) {
    const name = el.dataset.widget as WidgetName;
    if (el.dataset.widgetReady !== undefined || !(name in widgetEnhancers)) continue;
    el.dataset.widgetReady = '';
    try {
      widgetEnhancers[name](el);
    } catch {
      // one broken widget must not stop the others; its server HTML still works (links, <details>)
    }
  }
}
