import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { Assets, RenderInput, ShellModel } from '../shared/contracts/render';
import { tFor } from '../shared/i18n/catalogues';
import { BlockPlaces, BlockRenderer, blockPlaces } from './blocks/registry';
import type { BlockContext } from './blocks/types';
import { I18nProvider } from './i18n/provider';
import { IslandCollector } from './islands/collector';
import type { ReactIslandName } from './islands/names';
import { JsonScript } from './safe/safe-html';
import { Breadcrumbs } from './shell/breadcrumbs';
import { structuredData } from './seo/structured-data';
import { BlockGallery } from './dev-gallery/block-gallery';
import type { TBlock } from '../shared/contracts/blocks';
import type { TBlockData } from '../shared/contracts/block-data';
import { ErrorScreen, NotFoundScreen } from './shell/error-screen';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { chromeRules } from './shell/chrome-rules';
import { RecentSearchesIsland } from './recent-searches/mount';
import { CreditScoreMeterIsland } from './credit-score-meter/mount';
import type { TPageContext } from '../shared/contracts/page-context';
import { JourneySection, QuotesLanding } from './journeys/mount';
import { FeatureWidget, WidgetCollector, type WidgetName } from './widgets/collector';
import { ScrollTop } from './widgets/scroll-top/scroll-top';
import { AccountPage } from './account/account-frame';
import { PolicySchedule } from './account/policy-schedule';
import { MyDataPage } from './my-data/my-data-frame';
import { PopupsHost, showCapturePopups } from './popups/host/popups-host';
import type { LangCode } from '../shared/domain/locales';
import { CarComparisonSection, QuoteCertificateSection, QuotesSection } from './quotes/mount';
import { PolicyThankYouSection } from './policies/mount';
import {
  FragmentSlotsContext,
  MemoFragment,
  fillFragments,
  type FragmentSlots,
} from './islands/memo-fragment';
import { TalkToExpertSlot } from './widgets/talk-to-expert/slot';
import { PageBlocks, PageLevelNav, PageTitleHeading } from './shell/page-layout';
import { withKeywordLinks } from './shell/keyword-links';
import { WhatsAppButton } from './widgets/whatsapp/whatsapp';
import { LoadErrorTemplate } from './shell/load-error';
import { RenewalSection } from './renewals/mount';
import { HospitalListSection, HospitalSection } from './hospital-pages/hospital-pages';
import { HospitalSearchSection } from './hospital-search/hospital-search';
import { ReviewsSection } from './reviews/reviews-page';
import { HealthPlanSection, HealthProviderSection } from './health-plan-pages/health-plan-pages';
import { darkModeApplies, pageTheme } from '../shared/domain/theme';

/** Every input of the header and footer besides the chrome (decision 0032: they are memoised per these). */
const shellKey = (m: ShellModel) => JSON.stringify({ ...m, chrome: undefined });

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
    marketing: m.marketing,
    data: input.kind === 'page' ? input.blockData : undefined,
  };
  // Keyword-to-link rules of the page's product, inside its TEXT blocks (decision 0040).
  const pageBlocks =
    input.kind === 'page'
      ? withKeywordLinks(input.blocks, m.chrome.keywordLinks, {
          productId: m.productId,
          lang: m.lang,
          path: m.path,
        })
      : [];
  return (
    <BlockPlaces value={blockPlaces(pageBlocks)}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {input.kind === 'error' ? null : (
        <MemoFragment data={m.chrome} memoKey={`h|${shellKey(m)}`} lang={m.lang}>
          <Header m={m} />
        </MemoFragment>
      )}
      {/* A labelled landmark, so every piece of the page sits in one (axe 'region'; the tests (docs/ARCHITECTURE.md#tests)). */}
      <aside className="demo-notice" aria-label={t('demoNoticeLabel')}>
        {t('demoNotice')}
      </aside>
      {(input.kind === 'page' ||
        input.kind === 'quotes' ||
        input.kind === 'quote-certificate' ||
        input.kind === 'car-comparison' ||
        input.kind === 'hospital-list' ||
        input.kind === 'hospital' ||
        input.kind === 'hospital-search' ||
        input.kind === 'reviews' ||
        input.kind === 'health-provider' ||
        input.kind === 'health-plan') &&
      !m.hideBreadcrumbs &&
      chromeRules(m).showBreadcrumbs ? (
        <Breadcrumbs crumbs={m.breadcrumbs} sourceId={m.sourceId} />
      ) : null}
      <main id="main" tabIndex={-1}>
        {input.kind === 'page' ? <PageTitleHeading m={m} /> : null}
        {input.kind === 'page' && input.journey ? (
          <BlockRenderer blocks={pageBlocks.slice(0, 1)} ctx={ctx} onUnknown={input.onUnknownBlock} />
        ) : null}
        {input.kind === 'page' && !input.journey ? (
          <PageBlocks blocks={pageBlocks} m={m} ctx={ctx} onUnknown={input.onUnknownBlock} />
        ) : null}
        {input.kind === 'page' && input.journey ? (
          <>
            <JourneySection mount={input.journey} lang={m.lang} />
            <TalkToExpertSlot m={m} />
            <PageBlocks blocks={pageBlocks.slice(1)} m={m} ctx={ctx} onUnknown={input.onUnknownBlock} />
          </>
        ) : null}
        {input.kind === 'page' ? <PageLevelNav m={m} blocks={pageBlocks} ctx={ctx} /> : null}
        {input.kind === 'page' && !input.journey ? <TalkToExpertSlot m={m} /> : null}
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
        {input.kind === 'account' ? (
          <FeatureWidget name="account-page">{(w) => <AccountPage lang={m.lang} widget={w} />}</FeatureWidget>
        ) : null}
        {input.kind === 'policy-schedule' ? (
          <FeatureWidget name="schedule-print">
            {(w) => <PolicySchedule schedule={input.schedule} lang={m.lang} widget={w} />}
          </FeatureWidget>
        ) : null}
        {input.kind === 'my-data' ? (
          <FeatureWidget name="my-data-page">{(w) => <MyDataPage lang={m.lang} widget={w} />}</FeatureWidget>
        ) : null}
        {input.kind === 'policy-thank-you' ? (
          <PolicyThankYouSection productId={input.productId} publicId={input.publicId} lang={m.lang} />
        ) : null}
        {input.kind === 'dev-blocks' ? <BlockGallery ctx={ctx} /> : null}
        {input.kind === 'renewal' ? (
          <RenewalSection productId={m.productId} token={input.token} lang={m.lang} />
        ) : null}
        {input.kind === 'hospital-list' ? (
          <HospitalListSection list={input.list} lang={m.lang} dir={m.dir} />
        ) : null}
        {input.kind === 'hospital' ? (
          <HospitalSection hospital={input.hospital} lang={m.lang} dir={m.dir} />
        ) : null}
        {input.kind === 'hospital-search' ? (
          <FeatureWidget name="hospital-search">
            {(widget) => (
              <HospitalSearchSection data={input.search} lang={m.lang} dir={m.dir} widget={widget} />
            )}
          </FeatureWidget>
        ) : null}
        {input.kind === 'health-provider' ? (
          <HealthProviderSection provider={input.provider} lang={m.lang} dir={m.dir} />
        ) : null}
        {input.kind === 'health-plan' ? (
          <HealthPlanSection details={input.details} lang={m.lang} dir={m.dir} />
        ) : null}
        {input.kind === 'reviews' ? (
          <FeatureWidget name="review-form">
            {(widget) => <ReviewsSection data={input.reviews} m={m} widget={widget} />}
          </FeatureWidget>
        ) : null}
        {input.kind === 'not-found' ? <NotFoundScreen m={m} /> : null}
        {input.kind === 'error' ? <ErrorScreen path={m.path} unavailable={input.unavailable} /> : null}
      </main>
      {input.kind === 'error' ? null : (
        <MemoFragment data={m.chrome} memoKey={`f|${new Date().getFullYear()}|${shellKey(m)}`} lang={m.lang}>
          <Footer m={m} />
        </MemoFragment>
      )}
      {input.kind === 'error' ? null : <ScrollTop label={t('scrollTop')} />}
      {input.kind === 'error' ? null : <LoadErrorTemplate t={t} />}
      {input.kind === 'page' ? <WhatsAppButton m={m} /> : null}
      {input.kind === 'page' ? <RecentSearchesIsland m={m} /> : null}
      {input.kind === 'page' ? <CreditScoreMeterIsland m={m} /> : null}
      {/* Decision 0034: the capture popups of a product page (closed dialogs; decision 0034). */}
      {input.kind === 'page' && showCapturePopups(m) ? (
        <MemoFragment data={m.chrome} memoKey={`p|${input.journey ? 'j' : 'n'}|${shellKey(m)}`} lang={m.lang}>
          <PopupsHost m={m} journeyOnPage={input.journey !== undefined} />
        </MemoFragment>
      ) : null}
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
    </BlockPlaces>
  );
}

/**
 * Optional font files per page language, from the build (server/ssr/assets.ts): the 400 weight of the page's own
 * script is preloaded, the other subsets load through unicode-range only when a page shows their characters.
 * Not (yet) part of the shared Assets contract, hence read structurally.
 */
type FontAssets = { fonts?: Partial<Record<LangCode, readonly string[]>> };

/**
 * The page's colour schemes (decision 0113): dark first when the visitor chose it where dark mode applies; only light
 * where dark mode does not apply, so the browser draws no dark controls on a page that has no dark theme.
 */
function colorScheme(m: ShellModel): string {
  if (!darkModeApplies(m)) return 'light';
  return m.theme === 'dark' ? 'dark light' : 'light dark';
}

function Head({
  m,
  assets,
  islands,
  widgets,
  blocks,
  blockData,
}: {
  m: ShellModel;
  assets: Assets & FontAssets;
  islands: Set<ReactIslandName>;
  widgets: Set<WidgetName>;
  /** The page's blocks (content pages): FAQPage, Article and Product JSON-LD come from them. */
  blocks?: readonly TBlock[] | undefined;
  /** Their server data: a reviewed product's rating comes from its published reviews (decision 0101). */
  blockData?: TBlockData | undefined;
}) {
  const canonical = m.origin + (m.canonicalPath ?? m.path);
  // Decision 0026: preload only what first paint needs: the entry. The page is server-rendered, so React and the
  // chunks of the islands that hydrate with the page are fetched after the first frame (entry-client.ts), where
  // they no longer compete with the stylesheet and the fonts (decision 0032); `visible` and `session` islands
  // fetch theirs when they need them.
  const scripts = islands.size > 0 || widgets.size > 0;
  const fonts = assets.fonts?.[m.lang] ?? [];
  // x-default: the English version, else the first language the page exists in (decision 0039).
  const xDefault = m.alternates.find((a) => a.code === 'en') ?? m.alternates[0];
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{m.title}</title>
      {m.description ? <meta name="description" content={m.description} /> : null}
      {m.robots ? <meta name="robots" content={m.robots} /> : null}
      <meta name="color-scheme" content={colorScheme(m)} />
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
      {fonts.map((f) => (
        <link key={f} rel="preload" href={f} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {scripts ? <link rel="modulepreload" href={assets.entry} /> : null}
      {(assets.devScripts ?? []).map((src) => (
        <script key={src} type="module" src={src} />
      ))}
      {scripts ? <script type="module" src={assets.entry} /> : null}
      {/* Organization, BreadcrumbList, FAQPage, Article, Product (decision 0039): data, never executable. */}
      {[...structuredData(m, blocks, blockData), ...(m.jsonLd ?? [])].map((ld) => (
        <JsonScript key={ld['@type']} type="application/ld+json" value={ld} />
      ))}
    </head>
  );
}

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Renders a whole HTML document as the bytes to send. Body first, so the head can preload exactly what the body
 * used. The body's render is encoded once and the memoised parts go in as bytes (fillFragments): the page is never
 * one big string, whose flattening and encoding cost more than rendering it (decisions 0026 and 0032).
 */
export function renderDocument(input: RenderInput): Buffer {
  const m = input.model;
  const islands = new Set<ReactIslandName>();
  const widgets = new Set<WidgetName>();
  const slots: FragmentSlots = [];
  const body = fillFragments(
    renderToString(
      <I18nProvider lang={m.lang}>
        <IslandCollector.Provider value={islands as Set<string>}>
          <WidgetCollector.Provider value={widgets}>
            <FragmentSlotsContext value={slots}>
              <Body input={input} />
            </FragmentSlotsContext>
          </WidgetCollector.Provider>
        </IslandCollector.Provider>
      </I18nProvider>,
    ),
    slots,
  );
  const head = renderToStaticMarkup(
    <Head
      m={m}
      assets={input.assets}
      islands={islands}
      widgets={widgets}
      blocks={input.kind === 'page' ? input.blocks : undefined}
      blockData={input.kind === 'page' ? input.blockData : undefined}
    />,
  );
  const htmlClass = pageTheme(m, m.theme) === 'dark' ? ' class="theme-dark"' : '';
  return Buffer.concat([
    Buffer.from(`<!DOCTYPE html><html lang="${escapeAttr(m.lang)}" dir="${m.dir}"${htmlClass}>${head}<body>`),
    ...body,
    DOCUMENT_END,
  ]);
}

const DOCUMENT_END = Buffer.from('</body></html>');
