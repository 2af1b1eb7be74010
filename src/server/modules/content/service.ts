import type { TBlock } from '../../../shared/contracts/blocks';
import { ZChromeData, type TChromeData } from '../../../shared/contracts/chrome';
import { ZMetaData, parseBlocks, type TMetaData } from '../../../shared/contracts/page';
import { LOCALES, localizedPath, type LangCode } from '../../../shared/domain/locales';
import type { ContentRepo, PageBundle } from './repo';

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
  /** The row version (xmin) the bundle read; with it metaData and blocks are JSON text (repo.ts). */
  version?: string;
};

const fromText = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

const EMPTY_CHROME = {
  menu: [],
  footer: { compareProducts: [], aboutLinks: [], social: [], address: '' },
} as unknown as TChromeData;

/** A page row's stored document, checked by its schemas (the blocks, the metadata or its fallback). */
type ParsedDocument = Pick<ResolvedPage, 'metaData' | 'blocks' | 'skipped'>;

function parseDocument(row: PageSource): ParsedDocument {
  const versioned = row.version !== undefined;
  const { blocks, skipped } = parseBlocks(versioned ? fromText(row.blocks) : row.blocks);
  const meta = ZMetaData.safeParse(versioned ? fromText(row.metaData) : row.metaData);
  return {
    metaData: meta.success
      ? meta.data
      : ZMetaData.parse({ countryProductId: row.productId, pageTypeId: row.pageTypeId, languageId: 1 }),
    blocks,
    skipped,
  };
}

/** Distinct (path, language) documents kept parsed; a site has a few hundred pages at most. */
export const PARSED_MEMO_MAX = 500;

/**
 * Decision 0026: the stored document is parsed once per version rather than on every render (the schema check was
 * the largest server-side cost of an uncached render). An entry serves a row only while both its `updatedAt` and
 * its stored JSON are the ones it was parsed from: the app's writes (seed, admin calls) set `updated_at`, but a write
 * made outside the app with SQL need not (decision 0025 serves those too), and writing the JSON out costs a small
 * part of the check. A row read with its version (`xmin`, repo.pageBundle: every write by any writer gives the row a
 * new one) is matched by that version instead, and its JSON text is parsed only when the version is new (decision
 * 0032). Bounded: the oldest entry goes first. The parsed blocks are shared by renders, which never change them.
 */
export function parsedDocumentMemo(max = PARSED_MEMO_MAX) {
  const entries = new Map<
    string,
    { updatedAt: number; text: string; version: string | undefined; doc: ParsedDocument }
  >();
  // Everything parseDocument reads (productId and pageTypeId feed the metadata fallback), or the row version.
  const textOf = (row: PageSource) =>
    row.version !== undefined
      ? `v|${row.version}|${row.productId}|${row.pageTypeId}`
      : JSON.stringify([row.productId, row.pageTypeId, row.metaData, row.blocks]);
  const holds = (urlPath: string, lang: LangCode, row: PageSource) => {
    const hit = entries.get(`${lang}|${urlPath}`);
    return hit !== undefined && hit.updatedAt === row.updatedAt.getTime() && hit.text === textOf(row);
  };
  return {
    /** The row version this memo holds parsed for the page, if any (the repo then leaves its JSON out). */
    versionOf(urlPath: string, lang: LangCode): string | undefined {
      return entries.get(`${lang}|${urlPath}`)?.version;
    },
    /** Whether `get` answers `row` from the memo (a row read without its JSON text must be). */
    holds,
    get(urlPath: string, lang: LangCode, row: PageSource): ParsedDocument {
      const key = `${lang}|${urlPath}`;
      const updatedAt = row.updatedAt.getTime();
      const text = textOf(row);
      const hit = entries.get(key);
      if (hit && hit.updatedAt === updatedAt && hit.text === text) return hit.doc;
      if (row.version !== undefined && row.blocks === null)
        throw new Error('content: a page row without its document and no parsed copy of its version');
      const doc = parseDocument(row);
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { updatedAt, text, version: row.version, doc });
      return doc;
    },
    get size() {
      return entries.size;
    },
  };
}

type ParsedDocumentMemo = ReturnType<typeof parsedDocumentMemo>;

function toResolved(
  urlPath: string,
  lang: LangCode,
  row: PageSource,
  languages: Iterable<string>,
  memo: ParsedDocumentMemo,
): ResolvedPage {
  const langs = new Set(languages);
  const { metaData, blocks, skipped } = memo.get(urlPath, lang, row);
  return {
    urlPath,
    lang,
    productId: row.productId,
    pageTypeId: row.pageTypeId,
    metaData,
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

/**
 * The chrome's schema check, kept per language while the stored data is the same (decision 0026). Given the row
 * version (xmin, from the page bundle), `raw` is the row's JSON text and the version is the key (decision 0032);
 * without one, the JSON text written out is the key: that costs less than half of the check.
 */
export function parsedChromeMemo() {
  const entries = new Map<string, { text: string; data: TChromeData | undefined }>();
  const memo = (language: string, raw: unknown, version?: string): TChromeData | undefined => {
    const text = raw === undefined ? undefined : version !== undefined ? `v|${version}` : JSON.stringify(raw);
    const hit = entries.get(language);
    if (text !== undefined && hit?.text === text) return hit.data;
    if (raw === null && version !== undefined)
      throw new Error('content: a chrome row without its data and no parsed copy of its version');
    const parsed = ZChromeData.safeParse(version !== undefined ? fromText(raw) : raw);
    const data = parsed.success ? parsed.data : undefined;
    // Keys are the chrome languages (LANG_CODES) only, so the map stays small.
    if (text !== undefined) entries.set(language, { text, data });
    return data;
  };
  return Object.assign(memo, {
    /** Row versions held parsed, per language (the repo then leaves their JSON out). */
    versionsOf(languages: readonly string[]): Record<string, string> {
      const out: Record<string, string> = {};
      for (const l of languages) {
        const text = entries.get(l)?.text;
        if (text?.startsWith('v|')) out[l] = text.slice(2);
      }
      return out;
    },
    holds: (language: string, version: string | undefined) =>
      version !== undefined && entries.get(language)?.text === `v|${version}`,
  });
}

type ParsedChromeMemo = ReturnType<typeof parsedChromeMemo>;

/** Header, menu and footer data; a language without its own falls back to English. */
function pickChrome(
  byLang: Map<string, unknown>,
  lang: LangCode,
  memo: ParsedChromeMemo,
  versions?: Map<string, string>,
): TChromeData {
  for (const l of lang === 'en' ? ['en'] : [lang, 'en']) {
    const data = memo(l, byLang.get(l), versions?.get(l));
    if (data) return data;
  }
  return EMPTY_CHROME;
}

const chromeLanguages = (lang: LangCode) => (lang === 'en' ? ['en'] : [lang, 'en']);

export function contentService(repo: ContentRepo) {
  const documents = parsedDocumentMemo();
  const chromeMemo = parsedChromeMemo();
  /** Every row the bundle left without its JSON text is one the memos hold parsed. */
  const complete = (b: PageBundle, urlPath: string, lang: LangCode) => {
    const row = b.pages.find((p) => p.language === lang);
    if (row && row.blocks === null && !documents.holds(urlPath, lang, row)) return false;
    for (const [l, raw] of b.chrome)
      if (raw === null && !chromeMemo.holds(l, b.chromeVersions?.get(l))) return false;
    return true;
  };
  return {
    /** One round trip: the page (if published), a stored redirection for its public path, and the chrome. */
    async resolve(urlPath: string, lang: LangCode, publicPath: string) {
      const languages = chromeLanguages(lang);
      // Versions held parsed go with the query, so an unchanged document comes without its JSON (decision 0032).
      const known = { page: documents.versionOf(urlPath, lang), chrome: chromeMemo.versionsOf(languages) };
      let b = await repo.pageBundle(urlPath, lang, publicPath, languages, known);
      // A parsed copy dropped meanwhile (the memo is bounded, another render replaced it): read the JSON again.
      if (!complete(b, urlPath, lang)) b = await repo.pageBundle(urlPath, lang, publicPath, languages);
      const row = b.pages.find((p) => p.language === lang);
      // Every chrome row read is held parsed (the English fallback too), so an unchanged one is never sent again.
      for (const [l, raw] of b.chrome) chromeMemo(l, raw, b.chromeVersions?.get(l));
      return {
        page: row
          ? toResolved(
              urlPath,
              lang,
              row,
              b.pages.map((p) => p.language),
              documents,
            )
          : undefined,
        redirect: b.redirect,
        chrome: pickChrome(b.chrome, lang, chromeMemo, b.chromeVersions),
      };
    },
    /** The chrome alone, with the same English fallback as page renders. */
    async chrome(lang: LangCode): Promise<TChromeData> {
      return pickChrome(await repo.chrome(chromeLanguages(lang)), lang, chromeMemo);
    },
    async page(urlPath: string, lang: LangCode): Promise<ResolvedPage | undefined> {
      const row = await repo.findPublished(urlPath, lang);
      if (!row) return undefined;
      return toResolved(urlPath, lang, row, await repo.publishedLanguages(urlPath), documents);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
