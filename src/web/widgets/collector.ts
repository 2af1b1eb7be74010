import { createContext, useContext } from 'react';

/**
 * Widgets: the shell's small interactive parts (mobile menu, language dropdown, theme toggle, scroll-to-top,
 * read more). The server renders them with React like any markup; in the browser a plain module
 * (`enhance.ts` beside each) adds the behaviour, so a page without a React island loads no React at all
 * (issue 12 §3). The root element carries `data-widget="<name>"`; entry-client runs the enhancer for it.
 */
export type WidgetName =
  | 'mobile-menu'
  | 'language-dropdown'
  | 'theme-toggle'
  | 'scroll-top'
  | 'read-more'
  | 'account-button'
  | 'account-page';

/** Collects the widgets a server render used, so the document loads the entry only when something needs it. */
export const WidgetCollector = createContext<Set<WidgetName> | null>(null);

/** Props for a widget's root element; registers the widget with the page's collector. */
export function useWidget(name: WidgetName): { 'data-widget': WidgetName } {
  useContext(WidgetCollector)?.add(name);
  return { 'data-widget': name };
}
