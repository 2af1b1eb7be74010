import { createElement, type ReactNode } from 'react';
import type { TArticleItem, TAuthorData, TPageNavLink } from '../../../shared/contracts/blocks-editorial';
import type { LangCode } from '../../../shared/domain/locales';
import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import { contentHref } from '../links/links';
import type { BlockContext } from '../types';
import { useWidget, type WidgetName } from '../../widgets/collector';
import { formatDayMonthYear } from '../../../shared/i18n/date-format';

export { formatDayMonthYear };

/** `<time>` with the DD MMM YYYY text, isolated on right-to-left pages; nothing for a bad date. */
export function DateText({ iso, lang }: { iso: string | undefined; lang: LangCode }) {
  if (!iso) return null;
  const label = formatDayMonthYear(iso, lang);
  if (!label) return null;
  return (
    <time dateTime={iso.slice(0, 10)}>
      <bdi>{label}</bdi>
    </time>
  );
}

/** A content image: explicit size, alt text (empty when the document gives none: decorative), lazy. */
export function ContentImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string | undefined;
  alt: string | undefined;
  width: number;
  height: number;
  className: string;
}) {
  if (!src) return null;
  const href = contentHref(src);
  if (!href) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt ?? ''}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

/** An article card: image, date, title linked to refUrl, description. */
/** 'By {name}' on an article card (decision 0104). */
function CardAuthor({ name }: { name: string }) {
  const { t } = useT('blocksEditorial');
  return <p className="ed-card__author">{t('articleDetails.by', { name })}</p>;
}

export function ArticleCard({
  item,
  ctx,
  headingLevel = 3,
}: {
  item: TArticleItem;
  ctx: BlockContext;
  headingLevel?: 3 | 4;
}) {
  const href = contentHref(item.refUrl, ctx.lang);
  const H = headingLevel === 3 ? 'h3' : 'h4';
  const title = <Bidi text={item.title} dir={ctx.dir} />;
  return (
    <article className="ed-card">
      <ContentImage
        className="ed-card__image"
        src={item.pageImageUrl}
        alt={item.pageImageAltText}
        width={320}
        height={180}
      />
      <div className="ed-card__body">
        {item.updatedOn ? (
          <p className="ed-card__date">
            <DateText iso={item.updatedOn} lang={ctx.lang} />
          </p>
        ) : null}
        <H className="ed-card__title">{href ? <a href={href}>{title}</a> : title}</H>
        {item.author ? <CardAuthor name={item.author} /> : null}
        {item.description ? (
          <p className="ed-card__text">
            <Bidi text={item.description} dir={ctx.dir} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Previous / next links of articles and news (docs/product/content.md 'page nav link: pageName, refUrl'). */
export function PageNav({
  previous,
  next,
  ctx,
  kind,
}: {
  previous: TPageNavLink | undefined;
  next: TPageNavLink | undefined;
  ctx: BlockContext;
  /** Names the navigation landmark: 'Previous and next articles' or '… news'. */
  kind: 'articles' | 'news';
}) {
  const { t } = useT('blocksEditorial');
  const prevHref = previous ? contentHref(previous.refUrl, ctx.lang) : undefined;
  const nextHref = next ? contentHref(next.refUrl, ctx.lang) : undefined;
  if (!prevHref && !nextHref) return null;
  return (
    <nav className="ed-pagenav" aria-label={t(`pageNav.label.${kind}`)}>
      {previous && prevHref ? (
        <a className="ed-pagenav__link ed-pagenav__link--prev" href={prevHref} rel="prev">
          <span className="ed-pagenav__hint">{t('pageNav.previous')}</span>
          <span className="ed-pagenav__name">
            <Bidi text={previous.pageName} dir={ctx.dir} />
          </span>
        </a>
      ) : null}
      {next && nextHref ? (
        <a className="ed-pagenav__link ed-pagenav__link--next" href={nextHref} rel="next">
          <span className="ed-pagenav__hint">{t('pageNav.next')}</span>
          <span className="ed-pagenav__name">
            <Bidi text={next.pageName} dir={ctx.dir} />
          </span>
        </a>
      ) : null}
    </nav>
  );
}

/** The author's photo, name (linked to their page when given), designation and, with `withBio`, biography. */
/** The first letters of a name's first two words ('Layla Haddad' → 'LH'). */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();

export function AuthorCard({
  author,
  ctx,
  withBio,
  heading,
}: {
  author: TAuthorData;
  ctx: BlockContext;
  withBio: boolean;
  heading: 'h2' | 'h3';
}) {
  const href = author.profileUrl ? contentHref(author.profileUrl, ctx.lang) : undefined;
  const H = heading;
  const name = <Bidi text={author.name} dir={ctx.dir} />;
  return (
    <div className="ed-author">
      {author.imageUrl ? (
        <ContentImage
          className="ed-author__image"
          src={author.imageUrl}
          alt={author.imageAltText ?? author.name}
          width={96}
          height={96}
        />
      ) : (
        // No photo (decision 0112): the name's initials, decorative (the name follows as text).
        <span className="ed-author__initials" aria-hidden="true">
          {initialsOf(author.name)}
        </span>
      )}
      <div className="ed-author__body">
        <H className="ed-author__name">{href ? <a href={href}>{name}</a> : name}</H>
        {author.designation ? (
          <p className="ed-author__role">
            <Bidi text={author.designation} dir={ctx.dir} />
          </p>
        ) : null}
        {withBio && author.bio ? <SafeHtml html={author.bio} className="prose ed-author__bio" /> : null}
      </div>
    </div>
  );
}

type RootProps = Record<string, string | number | boolean | undefined>;

function Registered({
  name,
  tag,
  props,
  children,
}: {
  name: WidgetName;
  tag: 'section' | 'div';
  props: RootProps;
  children: ReactNode;
}) {
  const widget = useWidget(name);
  return createElement(tag, { ...props, ...widget }, children);
}

/**
 * A block's root element that is a widget only when `enabled` (a list too short to page, or a single tab, ships
 * no script): the widget registers with the page's collector only then.
 */
export function MaybeWidget({
  name,
  enabled,
  tag,
  props,
  children,
}: {
  name: WidgetName;
  enabled: boolean;
  tag: 'section' | 'div';
  props: RootProps;
  children: ReactNode;
}) {
  return enabled ? (
    <Registered name={name} tag={tag} props={props}>
      {children}
    </Registered>
  ) : (
    createElement(tag, props, children)
  );
}
