import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Assets, RenderInput, ShellModel } from '../shared/contracts/render';
import { tFor } from '../shared/i18n/catalogues';
import { BlockRenderer } from './blocks/registry';
import type { BlockContext } from './blocks/types';
import { I18nProvider } from './i18n/provider';
import { IslandCollector } from './islands/collector';
import { ISLAND_WHEN, type ReactIslandName } from './islands/components';
import { JsonScript } from './safe/safe-html';
import { Breadcrumbs, breadcrumbJsonLd } from './shell/breadcrumbs';
import { ErrorScreen, NotFoundScreen } from './shell/error-screen';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { chromeRules } from './shell/chrome-rules';
import { RecentSearchesIsland } from './recent-searches/mount';
import { CreditScoreMeterIsland } from './credit-score-meter/mount';
import type { TPageContext } from '../shared/contracts/page-context';
import { JourneySection, QuotesLanding } from './journeys/mount';
import { WidgetCollector, type WidgetName } from './widgets/collector';
import { ScrollTop } from './widgets/scroll-top/scroll-top';
import { AccountPage } from './widgets/account-page/account-page';
import type { LangCode } from '../shared/domain/locales';
import { CarComparisonSection, QuoteCertificateSection, QuotesSection } from './quotes/mount';

function Body({ input }: { input: RenderInput }) {
  const m = input.model;
  const t = tFor(m.lang);
  const ctx: BlockContext = {
    lang: m.lang,
    dir: m.dir,
    isMobile: m.isMobile,
    productId: m.productId,
    pageTypeId: m.pageTypeId,
    path: m.path,
    data: input.kind === 'page' ? input.blockData : undefined,
  };
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {input.kind === 'error' ? null : <Header m={m} />}
      {/* A labelled landmark, so every piece of the page sits in one (axe 'region'; issue 13 tests). */}
      <aside className="demo-notice" aria-label={t('demoNoticeLabel')}>
        {t('demoNotice')}
      </aside>
      {(input.kind === 'page' ||
        input.kind === 'quotes' ||
        input.kind === 'quote-certificate' ||
        input.kind === 'car-comparison') &&
      !m.hideBreadcrumbs &&
      chromeRules(m).showBreadcrumbs ? (
        <Breadcrumbs crumbs={m.breadcrumbs} sourceId={m.sourceId} />
      ) : null}
      <main id="main" tabIndex={-1}>
        {input.kind === 'page' ? (
          <BlockRenderer
            blocks={input.journey ? input.blocks.slice(0, 1) : input.blocks}
            ctx={ctx}
            onUnknown={input.onUnknownBlock}
          />
        ) : null}
        {input.kind === 'page' && input.journey ? (
          <>
            <JourneySection mount={input.journey} lang={m.lang} />
            <BlockRenderer blocks={input.blocks.slice(1)} ctx={ctx} onUnknown={input.onUnknownBlock} />
          </>
        ) : null}
        {input.kind === 'quotes' && input.listed ? (
          <QuotesSection productId={m.productId} productName={input.productName} lang={m.lang} />
        ) : null}
        {input.kind === 'quotes' && !input.listed ? (
          <QuotesLanding productId={m.productId} productName={input.productName} lang={m.lang} />
        ) : null}
        {input.kind === 'quote-certificate' ? (
          <QuoteCertificateSection productId={m.productId} quoteId={input.quoteId} lang={m.lang} />
        ) : null}
        {input.kind === 'car-comparison' ? (
          <CarComparisonSection
            planIds={input.planIds}
            enquiryId={input.enquiryId}
            car={input.car}
            lang={m.lang}
          />
        ) : null}
        {input.kind === 'account' ? <AccountPage lang={m.lang} /> : null}
        {input.kind === 'not-found' ? <NotFoundScreen m={m} /> : null}
        {input.kind === 'error' ? <ErrorScreen path={m.path} /> : null}
      </main>
      {input.kind === 'error' ? null : <Footer m={m} />}
      {input.kind === 'error' ? null : <ScrollTop label={t('scrollTop')} />}
      {input.kind === 'page' ? <RecentSearchesIsland m={m} /> : null}
      {input.kind === 'page' ? <CreditScoreMeterIsland m={m} /> : null}
      <JsonScript
        name="page-context"
        value={
          {
            countryProductId: m.productId,
            pageTypeId: m.pageTypeId,
            lang: m.lang,
            path: m.path,
            partner: m.partner,
            sourceId: m.sourceId,
            tagManagerId: m.tagManagerId,
          } satisfies TPageContext
        }
      />
    </>
  );
}

/**
 * Optional font files per page language, from the build (server/ssr/assets.ts): the 400 weight of the page's own
 * script is preloaded, the other subsets load through unicode-range only when a page shows their characters.
 * Not (yet) part of the shared Assets contract, hence read structurally.
 */
type FontAssets = { fonts?: Partial<Record<LangCode, string>> };

function Head({
  m,
  assets,
  islands,
  widgets,
}: {
  m: ShellModel;
  assets: Assets & FontAssets;
  islands: Set<ReactIslandName>;
  widgets: Set<WidgetName>;
}) {
  const canonical = m.origin + (m.canonicalPath ?? m.path);
  // Issue 12 §3: preload only what first paint needs: the entry, and React with the chunks of the islands that
  // hydrate with the page. `visible` and `session` islands fetch theirs when they need them.
  const preload = new Set<string>();
  for (const name of islands) {
    if (ISLAND_WHEN[name]) continue;
    for (const url of assets.islandChunks(name)) preload.add(url);
  }
  const scripts = islands.size > 0 || widgets.size > 0;
  const font = assets.fonts?.[m.lang];
  const xDefault = m.alternates.find((a) => a.code === 'en');
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{m.title}</title>
      {m.description ? <meta name="description" content={m.description} /> : null}
      {m.robots ? <meta name="robots" content={m.robots} /> : null}
      <meta name="color-scheme" content={m.theme === 'dark' ? 'dark light' : 'light dark'} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={canonical} />
      {m.alternates.map((a) => (
        <link key={a.code} rel="alternate" hrefLang={`${a.code}-AE`} href={m.origin + a.href} />
      ))}
      {xDefault ? <link rel="alternate" hrefLang="x-default" href={m.origin + xDefault.href} /> : null}
      <meta property="og:title" content={m.title} />
      {m.description ? <meta property="og:description" content={m.description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={`${m.lang}_AE`} />
      {font ? <link rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {scripts ? <link rel="modulepreload" href={assets.entry} /> : null}
      {[...preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {(assets.devScripts ?? []).map((src) => (
        <script key={src} type="module" src={src} />
      ))}
      {scripts ? <script type="module" src={assets.entry} /> : null}
      {m.breadcrumbs.length > 1 ? (
        <JsonScript type="application/ld+json" value={breadcrumbJsonLd(m.breadcrumbs, m.origin)} />
      ) : null}
    </head>
  );
}

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Renders a whole HTML document. Body first, so the head can preload exactly what the body used. */
export function renderDocument(input: RenderInput): string {
  const m = input.model;
  const islands = new Set<ReactIslandName>();
  const widgets = new Set<WidgetName>();
  const body = renderToString(
    <I18nProvider lang={m.lang}>
      <IslandCollector.Provider value={islands as Set<string>}>
        <WidgetCollector.Provider value={widgets}>
          <Body input={input} />
        </WidgetCollector.Provider>
      </IslandCollector.Provider>
    </I18nProvider>,
  );
  const head = renderToStaticMarkup(<Head m={m} assets={input.assets} islands={islands} widgets={widgets} />);
  const htmlClass = m.theme === 'dark' ? ' class="theme-dark"' : '';
  return `<!DOCTYPE html><html lang="${escapeAttr(m.lang)}" dir="${m.dir}"${htmlClass}>${head}<body>${body}</body></html>`;
}
