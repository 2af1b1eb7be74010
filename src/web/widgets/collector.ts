import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetName } from './names';

export type { WidgetName };

/**
 * Widgets: the shell's small interactive parts (mobile menu, language dropdown, theme toggle, scroll-to-top,
 * read more). The server renders them with React like any markup; in the browser a plain module
 * (`enhance.ts` beside each) adds the behaviour, so a page without a React island loads no React at all
 * (decision 0026). The root element carries `data-widget="<name>"`; entry-client runs the enhancer for it.
 */

/** Collects the widgets a server render used, so the document loads the entry only when something needs it. */
export const WidgetCollector = createContext<Set<WidgetName> | null>(null);

/** Props for a widget's root element; registers the widget with the page's collector. */
export function useWidget(name: WidgetName): { 'data-widget': WidgetName } {
  useContext(WidgetCollector)?.add(name);
  return { 'data-widget': name };
}

/**
 * A feature page's widget (account, my data): the entry renders its frame through this, handing it the root
 * element's props already registered, so the feature's folder never imports widgets/ while widget-registry/ loads
 * the feature's enhancer (no folder-level circle; decision 0061).
 */
export function FeatureWidget({
  name,
  children,
}: {
  name: WidgetName;
  children: (widget: { 'data-widget': WidgetName }) => ReactNode;
}): ReactNode {
  return children(useWidget(name));
}
