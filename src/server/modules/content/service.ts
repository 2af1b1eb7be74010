import type { TBlock } from '../../../shared/contracts/blocks';
import { ZChromeData, type TChromeData } from '../../../shared/contracts/chrome';
import { ZMetaData, parseBlocks, type TMetaData } from '../../../shared/contracts/page';
import { LOCALES, localizedPath, type LangCode } from '../../../shared/domain/locales';
import type { ContentRepo } from './repo';

export type ResolvedPage = {
  urlPath: string;
  lang: LangCode;
  productId: number;
  pageTypeId: number;
  metaData: TMetaData;
  blocks: TBlock[];
  skipped: { index: number; type: unknown; reason: string }[];
  alternates: { code: LangCode; href: string; endonym: string }[];
  updatedAt: Date;
};

type PageSource = {
  productId: number;
  pageTypeId: number;
  metaData: unknown;
  blocks: unknown;
  updatedAt: Date;
};

const EMPTY_CHROME = {
  menu: [],
  footer: { compareProducts: [], aboutLinks: [], social: [], address: '' },
} as unknown as TChromeData;

function toResolved(
  urlPath: string,
  lang: LangCode,
  row: PageSource,
  languages: Iterable<string>,
): ResolvedPage {
  const langs = new Set(languages);
  const { blocks, skipped } = parseBlocks(row.blocks);
  const meta = ZMetaData.safeParse(row.metaData);
  return {
    urlPath,
    lang,
    productId: row.productId,
    pageTypeId: row.pageTypeId,
    metaData: meta.success
      ? meta.data
      : ZMetaData.parse({ countryProductId: row.productId, pageTypeId: row.pageTypeId, languageId: 1 }),
    blocks,
    skipped,
    alternates: LOCALES.filter((l) => langs.has(l.code)).map((l) => ({
      code: l.code,
      href: localizedPath(urlPath, l.code),
      endonym: l.endonym,
    })),
    updatedAt: row.updatedAt,
  };
}

/** Header, menu and footer data; a language without its own falls back to English. */
function pickChrome(byLang: Map<string, unknown>, lang: LangCode): TChromeData {
  for (const l of lang === 'en' ? ['en'] : [lang, 'en']) {
    const parsed = ZChromeData.safeParse(byLang.get(l));
    if (parsed.success) return parsed.data;
  }
  return EMPTY_CHROME;
}

const chromeLanguages = (lang: LangCode) => (lang === 'en' ? ['en'] : [lang, 'en']);

export function contentService(repo: ContentRepo) {
  return {
    /** One round trip: the page (if published), a stored redirection for its public path, and the chrome. */
    async resolve(urlPath: string, lang: LangCode, publicPath: string) {
      const b = await repo.pageBundle(urlPath, lang, publicPath, chromeLanguages(lang));
      const row = b.pages.find((p) => p.language === lang);
      return {
        page: row
          ? toResolved(
              urlPath,
              lang,
              row,
              b.pages.map((p) => p.language),
            )
          : undefined,
        redirect: b.redirect,
        chrome: pickChrome(b.chrome, lang),
      };
    },
    /** The chrome alone, with the same English fallback as page renders. */
    async chrome(lang: LangCode): Promise<TChromeData> {
      return pickChrome(await repo.chrome(chromeLanguages(lang)), lang);
    },
    async page(urlPath: string, lang: LangCode): Promise<ResolvedPage | undefined> {
      const row = await repo.findPublished(urlPath, lang);
      if (!row) return undefined;
      return toResolved(urlPath, lang, row, await repo.publishedLanguages(urlPath));
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
