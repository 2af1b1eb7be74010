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

const EMPTY_CHROME: TChromeData = {
  menu: [],
  footer: {
    compareProducts: [],
    aboutLinks: [],
    social: [],
    address: '',
  } as unknown as TChromeData['footer'],
};

export function contentService(repo: ContentRepo) {
  return {
    async page(urlPath: string, lang: LangCode): Promise<ResolvedPage | undefined> {
      const row = await repo.findPublished(urlPath, lang);
      if (!row) return undefined;
      const langs = new Set(await repo.publishedLanguages(urlPath));
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
    },
    /** Header, menu and footer data; languages without their own fall back to English. */
    async chrome(lang: LangCode): Promise<TChromeData> {
      for (const l of lang === 'en' ? ['en'] : [lang, 'en']) {
        const parsed = ZChromeData.safeParse(await repo.chrome(l));
        if (parsed.success) return parsed.data;
      }
      return EMPTY_CHROME;
    },
    redirect(fromPath: string) {
      return repo.findRedirect(fromPath);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
