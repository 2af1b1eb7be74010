import type { THeaderLogo } from '../../../shared/contracts/header';
import type { LangCode } from '../../../shared/domain/locales';
import { isMarketingPath, resolveRoute } from '../../../shared/domain/routing';
import { isPartnerSource } from '../../../shared/domain/sources';
import type { ContentService } from '../content/service';

const LOGO = { url: '/favicon.svg', alt: 'Sahel Compare', width: 165, height: 26 } as const;
const SHORT_LOGO = { url: '/favicon.svg', alt: 'Sahel Compare', width: 26, height: 26 } as const;

/** The path of a referer value that may be a full URL or a path; undefined when it is neither. */
function refererPath(refererUrl: string | undefined): string | undefined {
  if (!refererUrl) return undefined;
  try {
    return new URL(refererUrl, 'http://placeholder.invalid').pathname;
  } catch {
    return undefined;
  }
}

export function homeService(content: ContentService) {
  return {
    /**
     * Header data for the browser's 'retry on client' (docs/product/pages.md 'Header logo'). The products menu is
     * empty where the header hides it: partner and network sources and paths, marketing pages (docs/product/pages.md
     * item 12, docs/product/pages.md).
     */
    async headerLogo(opts: {
      lang: LangCode;
      sourceId: number | undefined;
      refererUrl: string | undefined;
    }): Promise<THeaderLogo> {
      const path = refererPath(opts.refererUrl);
      const route = path ? resolveRoute(path) : undefined;
      const hideMenu =
        (opts.sourceId !== undefined && isPartnerSource(opts.sourceId)) ||
        (route?.kind === 'page' && route.partner !== undefined) ||
        (path !== undefined && isMarketingPath(path));
      const chrome = await content.chrome(opts.lang);
      return { header: hideMenu ? [] : chrome.menu, logo: { ...LOGO }, shortLogo: { ...SHORT_LOGO } };
    },
  };
}

export type HomeService = ReturnType<typeof homeService>;
