import { LOCALES, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

const EXTERNAL_PROTOCOLS = new Set(['https:', 'http:', 'mailto:', 'tel:']);

const PREFIXED = new RegExp(
  `^/(?:${LOCALES.filter((l) => l.prefix !== '')
    .map((l) => l.prefix)
    .join('|')})/`,
);

/**
 * The href for a content link, or undefined when the URL must not be linked.
 * Internal paths always end with '/' (docs/product/content.md: every path ends with '/'; the router would
 * otherwise answer with a redirect), query and fragment kept. Given the page's language, an internal
 * content path without a language prefix gets that language's prefix (documents store content paths,
 * so an Arabic page links to Arabic pages). External links keep their URL;
 * any other scheme (javascript:, data:, protocol-relative '//host') is refused.
 */
export function contentHref(raw: string, lang?: LangCode): string | undefined {
  const url = raw.trim();
  if (url === '') return undefined;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/')) {
    // '//host' and '/\host' are read by browsers as another origin.
    if (url.startsWith('//') || url.startsWith('/\\')) return undefined;
    const cut = url.search(/[?#]/);
    const path = cut === -1 ? url : url.slice(0, cut);
    const rest = cut === -1 ? '' : url.slice(cut);
    // The podcast feeds (routing.ts FILE_ROUTES, decision 0106) keep their file address.
    const slashed = path.endsWith('/') || /\/podcasts\/rss\.xml$/.test(path) ? path : path + '/';
    return (lang && !PREFIXED.test(slashed) ? localizedPath(slashed, lang) : slashed) + rest;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  return EXTERNAL_PROTOCOLS.has(parsed.protocol) ? url : undefined;
}

/** A group of links (docs/product/content.md 'LINKS (a group of links, with title, links, isArticlePageLink, key)'). */
export function LinksBlock({ block, ctx }: BlockProps<'LINKS'>) {
  return (
    <nav aria-label={block.title} className={block.isArticlePageLink ? 'links links--articles' : 'links'}>
      <h2 className="links__title">{block.title}</h2>
      <ul className="links__list" role="list">
        {block.links.map((link, i) => {
          const href = contentHref(link.url, ctx.lang);
          const label = <Bidi text={link.label} dir={ctx.dir} />;
          return (
            <li key={i} className="links__item">
              {href === undefined ? <span>{label}</span> : <a href={href}>{label}</a>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
