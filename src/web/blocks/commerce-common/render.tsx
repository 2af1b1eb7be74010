import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/provider';
import type { BlockContext } from '../types';
import { WidgetCollector, type WidgetName } from '../../widgets/collector';
import { localizedPath } from '../../../shared/domain/locales';
import { dir } from '../../../shared/i18n/localized';

/** Test helpers of the commerce blocks: a page context per language and a server render. */
export function ctxFor(lang: 'en' | 'ar', over: Partial<BlockContext> = {}): BlockContext {
  return {
    lang,
    dir: dir(lang),
    isMobile: false,
    productId: 1,
    pageTypeId: 0,
    path: localizedPath('/car-insurance/', lang),
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
