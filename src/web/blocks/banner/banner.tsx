import { useT } from '../../i18n/use-t';
import { ReadMore } from '../../widgets/read-more/read-more';
import { Bidi } from '../bidi';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';
import { HomeBannerAside } from './home-aside';
import { bannerHasContent, bannerVariant } from './variant';

/** docs/product/pages.md 'Truncation: mobile 80, desktop 300'. */
export const BANNER_TEXT_LIMITS = { mobile: 80, desktop: 300 } as const;
/** docs/product/pages.md: the feature list shows at most 3 items. */
export const MAX_BANNER_FEATURES = 3;

/** docs/product/pages.md: banner types 5 to 10 hide the key feature list. */
function hidesFeatures(bannerType: number | undefined): boolean {
  return bannerType !== undefined && bannerType >= 5 && bannerType <= 10;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Banner text for the read-more widget. Widgets never receive HTML, so HTML content is reduced to
 * plain text (paragraphs kept as blank lines); the widget renders it as text, never as markup.
 */
export function bannerPlainText(content: string, contentType: 'html' | undefined): string {
  if (contentType !== 'html') return content.trim();
  return content
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|ul|ol|table|tr)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function HomeBanner({ block, ctx }: BlockProps<'BANNER'>) {
  const { t } = useT('blocks');
  const { subtitle, productLinks = [], slides = [] } = block.fieldValues;
  return (
    <div className="banner banner--home">
      <div className="banner__inner">
        <h1 className="banner__title">{t('banner.homeTitle')}</h1>
        {subtitle ? (
          <p className="banner__subtitle">
            <Bidi text={subtitle} dir={ctx.dir} />
          </p>
        ) : null}
        {productLinks.length > 0 ? (
          <nav className="banner__products" aria-label={t('banner.productsLabel')}>
            <ul className="product-grid" role="list">
              {productLinks.map((link, i) => {
                const href = contentHref(link.url, ctx.lang);
                return (
                  <li key={i} className="product-grid__item">
                    {href === undefined ? (
                      <span className="product-grid__link">{link.label}</span>
                    ) : (
                      <a className="product-grid__link" href={href}>
                        {link.label}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <HomeBannerAside slides={slides} ctx={ctx} />
      </div>
    </div>
  );
}

function ProductBanner({ block, ctx }: BlockProps<'BANNER'>) {
  const { t } = useT('blocks');
  const { subtitle, features = [], ctaLabel, ctaUrl, bannerType, mobileImage } = block.fieldValues;
  const text = block.content ? bannerPlainText(block.content, block.contentType) : '';
  const variant = bannerVariant({
    productId: ctx.productId,
    pageTypeId: ctx.pageTypeId,
    isMobile: ctx.isMobile,
    marketing: ctx.marketing === true,
  });
  const material = { title: Boolean(block.title), text: text !== '', mobileImage: mobileImage !== undefined };
  // docs/product/pages.md: nothing renders without content, title or mobile image.
  if (!bannerHasContent(variant, material)) return null;
  const full = variant === 'desktop' || variant === 'seo';
  const shownFeatures =
    !full || hidesFeatures(bannerType)
      ? []
      : features.filter((f) => f.trim() !== '').slice(0, MAX_BANNER_FEATURES);
  // The phone's default banner shows the text only when it has no title; the marketing one never does.
  const showText = text !== '' && (full || (variant === 'default' && !block.title));
  // Content paths get the page's language; '#journey' (the page's own journey) stays in the page.
  const ctaHref = ctaUrl ? contentHref(ctaUrl, ctx.lang) : undefined;
  return (
    <div className={`banner banner--product banner--${variant}`} data-banner-variant={variant}>
      <div className="banner__inner">
        {variant === 'marketing' && mobileImage ? (
          <img
            className="banner__mobile-image"
            src={mobileImage.src}
            alt={mobileImage.alt}
            width={mobileImage.width}
            height={mobileImage.height}
            fetchPriority="high"
          />
        ) : null}
        {block.title ? <h1 className="banner__title">{block.title}</h1> : null}
        {subtitle && variant !== 'marketing' ? (
          <p className="banner__subtitle">
            <Bidi text={subtitle} dir={ctx.dir} />
          </p>
        ) : null}
        {showText ? (
          <ReadMore
            id={`banner-text-${block.key.replace(/[^A-Za-z0-9_-]/g, '-')}`}
            text={text}
            mobileLimit={BANNER_TEXT_LIMITS.mobile}
            desktopLimit={BANNER_TEXT_LIMITS.desktop}
            initialMobile={ctx.isMobile}
            labels={{ more: t('readMore'), less: t('readLess') }}
          />
        ) : null}
        {shownFeatures.length > 0 ? (
          <ul className="banner__features" aria-label={t('banner.featuresLabel')}>
            {shownFeatures.map((f, i) => (
              <li key={i}>
                <Bidi text={f} dir={ctx.dir} />
              </li>
            ))}
          </ul>
        ) : null}
        {ctaHref !== undefined ? (
          <a className="button banner__cta" href={ctaHref}>
            {ctaLabel || t('banner.ctaDefault')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Home banner ('Compare. Choose. Apply.' with the carousel or, on a computer, the recent searches) or product banner
 * (title, features, CTA, read-more text; its phone variants in variant.ts).
 */
export function BannerBlock(props: BlockProps<'BANNER'>) {
  return props.block.fieldValues.variant === 'home' ? (
    <HomeBanner {...props} />
  ) : (
    <ProductBanner {...props} />
  );
}
