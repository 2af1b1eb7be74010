import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/provider';
import type { BlockContext } from '../types';
import { WidgetCollector, type WidgetName } from '../../widgets/collector';

/** Test helpers of the commerce blocks: a page context per language and a server render. */
export function ctxFor(lang: 'en' | 'ar', over: Partial<BlockContext> = {}): BlockContext {
  return {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    isMobile: false,
    productId: 1,
    pageTypeId: 0,
    path: lang === 'ar' ? '/ar-ae/car-insurance/' : '/car-insurance/',
    ...over,
  };
}

export function render(node: ReactNode, lang: 'en' | 'ar' = 'en', widgets?: Set<WidgetName>): string {
  return renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <WidgetCollector.Provider value={widgets ?? new Set()}>{node}</WidgetCollector.Provider>
    </I18nProvider>,
  );
}
