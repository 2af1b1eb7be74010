import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { LangCode } from '../../../shared/domain/locales';
import { I18nProvider } from '../../i18n/provider';
import { WidgetCollector, type WidgetName } from '../../widgets/collector';
import type { BlockContext } from '../types';

export const ctxEn: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 0,
  path: '/car-insurance/',
};
export const ctxAr: BlockContext = { ...ctxEn, lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' };

/** Server render in a language, with the widgets the markup registered. */
export function renderBlock(
  node: ReactNode,
  lang: LangCode = 'en',
): { html: string; widgets: Set<WidgetName> } {
  const widgets = new Set<WidgetName>();
  const html = renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <WidgetCollector.Provider value={widgets}>{node}</WidgetCollector.Provider>
    </I18nProvider>,
  );
  return { html, widgets };
}

/** Headings in document order, as 'h2', 'h3' … */
export function headingLevels(html: string): string[] {
  return [...html.matchAll(/<(h[1-6])\b/g)].map((m) => m[1]!);
}
