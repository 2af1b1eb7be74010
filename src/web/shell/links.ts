import { localizedPath, type LangCode } from '../../shared/domain/locales';

/** Internal content paths get the language prefix and a trailing slash; external links are left alone. */
export function hrefFor(url: string, lang: LangCode): string {
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  const [path = '/', query] = url.split('?', 2);
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const localized = localizedPath(withSlash.startsWith('/') ? withSlash : `/${withSlash}`, lang);
  return query ? `${localized}?${query}` : localized;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
