import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/provider';
import { WidgetCollector, type WidgetName } from '../../widgets/collector';
import type { BlockContext } from '../types';

export const enCtx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 2,
  path: '/car-insurance/articles/',
};
export const arCtx: BlockContext = {
  ...enCtx,
  lang: 'ar',
  dir: 'rtl',
  path: '/ar-ae/car-insurance/articles/',
};

/** Server render in a language, with the widgets the markup registered. */
export function renderBlock(
  node: ReactNode,
  ctx: BlockContext = enCtx,
): { html: string; widgets: Set<WidgetName> } {
  const widgets = new Set<WidgetName>();
  const html = renderToStaticMarkup(
    <WidgetCollector value={widgets}>
      <I18nProvider lang={ctx.lang}>{node}</I18nProvider>
    </WidgetCollector>,
  );
  return { html, widgets };
}
