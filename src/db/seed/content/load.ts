import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ZStoredPage } from '../../../shared/contracts/page';
import { ZChromeData, type TChromeData } from '../../../shared/contracts/chrome';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { isolateNumbersInHtml } from '../../../shared/i18n/bidi';
import { contentRoot, fill, MissingTexts, readStructure } from '../data/texts';
import { carPlansSeed } from '../quotes/plans/car';
import { healthPlansSeed } from '../quotes/plans/health';
import type { TSeedPage } from './seed-page';
import { loadContentData } from './content-data';
import { expandLists } from './data-pages';
import { loadArticles } from './articles';
import { loadBankCardPages } from './bank-cards';
import { loadAuthorPages } from './author-pages';

/**
 * The seeded pages and chrome, read from content/ (decision 0073): each page's structure once
 * (`content/structure/pages/<name>.json`), its texts per language (`content/<lang>/pages/<name>.json`). A page is
 * seeded in every language whose texts are complete; the missing ones are reported by file and key.
 */

const ZPageStructure = z.strictObject({
  urlPath: z.string().regex(/^\/([a-z0-9-]+\/)*$/),
  productId: z.number().int(),
  pageTypeId: z.number().int(),
  status: z.enum(['published', 'draft']),
  /** A content version: raised when the structure or a text changes, so the seed re-applies the page (decision 0073). */
  version: z.number().int().min(1).optional(),
  page: z.unknown(),
});

const PLANS: Record<string, readonly { slug: string; planId: number }[]> = {
  car: carPlansSeed,
  health: healthPlansSeed,
};

/** `{"$plans": ["car", "-car-comprehensive"]}`: the plan ids whose slug ends so, in the seed's order per ending. */
function resolvePlans(v: unknown, file: string): unknown {
  if (Array.isArray(v)) return v.map((x) => resolvePlans(x, file));
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.$plans)) {
      const [product, ...ends] = o.$plans as string[];
      const plans = PLANS[product ?? ''];
      if (!plans) throw new Error(`content/structure/${file}.json: unknown plan product ${product}`);
      return ends.flatMap((end) => plans.filter((p) => p.slug.endsWith(end)).map((p) => p.planId));
    }
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, resolvePlans(x, file)]));
  }
  return v;
}

/** docs/product/pages.md: numbers in the HTML of right-to-left pages sit in `<bdi>`, so '4,000' keeps its order. */
function isolateNumbers(page: TSeedPage['page']): TSeedPage['page'] {
  const jsonData = page.jsonData.map((b) => {
    if ((b.type === 'TITLE_PARAGRAPH' || b.type === 'TEXT') && b.contentType === 'html')
      return { ...b, content: isolateNumbersInHtml(b.content) };
    if (b.type === 'ACCORDION')
      return { ...b, rows: b.rows.map((r) => ({ ...r, content: isolateNumbersInHtml(r.content) })) };
    if (b.type === 'TABS')
      return { ...b, tabs: b.tabs.map((t) => ({ ...t, content: isolateNumbersInHtml(t.content) })) };
    return b;
  });
  return { ...page, jsonData };
}

export const pageNames = (): string[] =>
  readdirSync(join(contentRoot(), 'structure', 'pages'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

/** A page's address as a file name: '/' is 'home', '/car-insurance/articles/' is 'car-insurance--articles'. */
export const pageFileName = (urlPath: string): string =>
  urlPath === '/' ? 'home' : urlPath.replace(/^\/|\/$/g, '').replace(/\//g, '--');

export type LoadedPage = TSeedPage & { file: string; version: number };

/** Every page in every language with complete texts; `missing` collects the rest. */
export function loadPages(missing = new MissingTexts()): LoadedPage[] {
  const rows: LoadedPage[] = [];
  // The glossary, news and CEO blog kept as data (decision 0105): their pages, and the lists `$list` markers take.
  const data = loadContentData(missing);
  for (const name of pageNames()) {
    const file = `pages/${name}`;
    const parsed = ZPageStructure.safeParse(readStructure(file));
    if (!parsed.success)
      throw new Error(`content/structure/${file}.json: ${parsed.error.issues[0]?.message}`);
    const s = parsed.data;
    if (pageFileName(s.urlPath) !== name)
      throw new Error(`content/structure/${file}.json: urlPath ${s.urlPath} does not match the name`);
    const structure = resolvePlans(s.page, file);
    for (const locale of LOCALES) {
      const filled = fill<TSeedPage['page']>(structure, locale.code, file, missing);
      if (!filled) continue;
      const doc = expandLists(
        { ...filled, metaData: { ...filled.metaData, languageId: locale.languageId } },
        locale.code,
        data.lists,
        file,
      );
      if (!doc) continue;
      const ok = ZStoredPage.safeParse(doc);
      if (!ok.success) {
        const issue = ok.error.issues[0];
        throw new Error(`content/${locale.code}/${file}.json: ${issue?.path.join('.')} ${issue?.message}`);
      }
      rows.push({
        urlPath: s.urlPath,
        language: locale.code,
        productId: s.productId,
        pageTypeId: s.pageTypeId,
        status: s.status,
        page: locale.dir === 'rtl' ? isolateNumbers(doc) : doc,
        file,
        version: s.version ?? 1,
      });
    }
  }
  rows.push(...data.pages);
  // The articles and their list pages, generated from content/structure/articles (decision 0104).
  const articles = loadArticles(rows, missing);
  rows.push(...articles);
  // The authors' index and each author's page, with their articles' count (decision 0112).
  rows.push(...loadAuthorPages(articles, missing));
  // Each bank's credit cards page, generated from the banks catalogue (decision 0111).
  rows.push(...loadBankCardPages(missing));
  return rows.sort((a, b) => (a.urlPath < b.urlPath ? -1 : a.urlPath > b.urlPath ? 1 : 0));
}

/** The header, footer and menus per language; a language without complete texts is left out (the site serves en). */
export function loadChrome(missing = new MissingTexts()): Partial<Record<LangCode, TChromeData>> {
  const structure = readStructure('chrome/chrome');
  const out: Partial<Record<LangCode, TChromeData>> = {};
  for (const { code } of LOCALES) {
    const filled = fill(structure, code, 'chrome/chrome', missing);
    if (filled) out[code] = ZChromeData.parse(filled);
  }
  return out;
}
