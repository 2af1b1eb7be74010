import type { TBlock, TBlockType } from '../../shared/contracts/blocks';
import type { TMetaData } from '../../shared/contracts/page';
import { isMarketingPath } from '../../shared/domain/routing';
import { PAGE_TYPE } from '../../shared/domain/products';

/**
 * The spec's page rules that decide, per page, which blocks of the stored document show (decision 0040; decision
 * 0040). Pure functions over the block list, applied by the page route before rendering; nothing here reads the
 * request beyond the path, so pages stay cacheable under the page cache's key.
 */

/**
 * docs/product/pages.md 'A URL containing buy-insurance, /apply/ or /offers (plus the partner page yknp and NRI pages) is a
 * marketing page'. Matched on the public path, so a partner copy (`/yknp/…`) counts too.
 */
export function isMarketingPage(path: string): boolean {
  const p = path.toLowerCase();
  return isMarketingPath(p) || /(^|\/)yknp(\/|$)/.test(p) || /(^|[/-])nri([/-]|$)/.test(p);
}

/**
 * What "SEO content" is (docs/product/pages.md 'SEO content'; decision 0040): the long-form reading and link blocks
 * written for search engines, below the first fold. Marketing pages hide them so the visitor stays on the offer.
 * Not SEO content: the first fold (BANNER, JOURNEY_ELEMENT, NRI), quotes, calculators, offers, reviews, lead forms.
 */
export const SEO_CONTENT_TYPES: readonly TBlockType[] = [
  'TEXT',
  'ACCORDION',
  'TABLE_OF_CONTENT',
  'ARTICLES',
  'ARTICLE_PREVIEW',
  'LINKS',
  'INTERLINKING_LINKS',
  'RELATED_WIDGET',
  'NEWS_AND_UPDATE',
  'AUTHOR',
  'AUTHOR_BIO',
  'DOORWAY',
];

/** docs/product/pages.md 'Page types 24 and 54 show only a title heading' (news and update, glossary). */
export const TITLE_ONLY_PAGE_TYPES: readonly number[] = [PAGE_TYPE.NEWS_AND_UPDATE, PAGE_TYPE.GLOSSARY];

/** The first fold those page types replace with their title heading. */
const FIRST_FOLD_TYPES: readonly TBlockType[] = ['BANNER', 'JOURNEY_ELEMENT', 'NRI'];

export type PageRulesInput = {
  blocks: readonly TBlock[];
  /** Public path (with language prefix and partner segment). */
  path: string;
  pageTypeId: number;
};

export type PageRulesResult = {
  blocks: TBlock[];
  /** The page shows the SEO content (false on marketing pages). */
  showSeoContent: boolean;
  /** Page types 24 and 54: no first fold and no pre-quote form, only this heading (when the first fold had one). */
  titleOnly: boolean;
  titleHeading: string | undefined;
};

const titleOf = (b: TBlock): string | undefined =>
  'title' in b && typeof b.title === 'string' && b.title.trim() !== '' ? b.title.trim() : undefined;

/**
 * Which of the stored blocks show on this page (marketing pages without SEO content; title-only page types), with
 * term buy-insurance links rewritten to their /landing variant.
 */
export function applyPageRules({ blocks, path, pageTypeId }: PageRulesInput): PageRulesResult {
  const showSeoContent = !isMarketingPage(path);
  const titleOnly = TITLE_ONLY_PAGE_TYPES.includes(pageTypeId);
  let titleHeading: string | undefined;
  const kept: TBlock[] = [];
  for (const b of blocks) {
    if (!showSeoContent && SEO_CONTENT_TYPES.includes(b.type)) continue;
    if (titleOnly && FIRST_FOLD_TYPES.includes(b.type)) {
      titleHeading ??= titleOf(b);
      continue;
    }
    kept.push(b);
  }
  return { blocks: rewriteTermLinks(kept, path), showSeoContent, titleOnly, titleHeading };
}

/**
 * `applyPageRules` once per stored version of a page's blocks (one array per version, content service) and page:
 * the rules walk every field of every block, and an unchanged result keeps the blocks' identity, which the renderer
 * memoises their markup by (decisions 0026 and 0032). Callers never change the result.
 */
const rulesMemo = new WeakMap<readonly TBlock[], Map<string, PageRulesResult>>();
const RULES_PER_BLOCKS_MAX = 32;
export function pageRulesOnce(input: PageRulesInput): PageRulesResult {
  let byPage = rulesMemo.get(input.blocks);
  if (!byPage) rulesMemo.set(input.blocks, (byPage = new Map()));
  const key = `${input.pageTypeId}|${input.path}`;
  let result = byPage.get(key);
  if (!result) {
    result = applyPageRules(input);
    if (byPage.size >= RULES_PER_BLOCKS_MAX) byPage.delete(byPage.keys().next().value as string);
    byPage.set(key, result);
  }
  return result;
}

/** The page document's previous / next links (docs/product/pages.md 'page nav link: pageName, refUrl'), when it has any. */
export function pageNavOf(meta: Pick<TMetaData, 'prevLink' | 'nextLink'>) {
  if (!meta.prevLink && !meta.nextLink) return undefined;
  return { previous: meta.prevLink ?? null, next: meta.nextLink ?? null };
}

/** docs/product/pages.md route '/life-savings/referral/': the one page whose term buy-insurance links stay as they are. */
export const LIFE_SAVINGS_REFERRAL_PATH = '/life-savings/referral/';

/** `/term-insurance/buy-insurance/` with an optional language prefix, not yet the `/landing/` variant. */
const TERM_BUY =
  /^((?:https?:\/\/[^/\s"'<>]+)?(?:\/(?:en|ar|hi|ml)-ae)?\/term-insurance\/buy-insurance\/)(?!landing\/)/i;
const TERM_BUY_IN_HREF =
  /(href\s*=\s*["']?(?:https?:\/\/[^/\s"'<>]+)?(?:\/(?:en|ar|hi|ml)-ae)?\/term-insurance\/buy-insurance\/)(?!landing\/)/gi;

const isReferralPage = (path: string) =>
  path
    .toLowerCase()
    .replace(/^\/(?:en|ar|hi|ml)-ae(?=\/)/, '')
    .endsWith(LIFE_SAVINGS_REFERRAL_PATH);

/**
 * docs/product/pages.md 'Term insurance buy-insurance links are rewritten to a /landing variant, except from the life-savings
 * referral page': `/term-insurance/buy-insurance/…` becomes `/term-insurance/buy-insurance/landing/…`.
 */
export function termLandingHref(url: string, currentPath: string): string {
  if (isReferralPage(currentPath)) return url;
  return url.replace(TERM_BUY, '$1landing/');
}

/** The same rewrite over every link of a block: plain url fields and `href`s inside HTML fields (fixed text only). */
function rewriteValue(v: unknown, currentPath: string): unknown {
  if (typeof v === 'string') {
    if (TERM_BUY.test(v)) return termLandingHref(v, currentPath);
    return v.includes('buy-insurance') ? v.replace(TERM_BUY_IN_HREF, '$1landing/') : v;
  }
  if (Array.isArray(v)) {
    let changed = false;
    const out = v.map((x) => {
      const y = rewriteValue(x, currentPath);
      if (y !== x) changed = true;
      return y;
    });
    return changed ? out : v;
  }
  if (v && typeof v === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const y = rewriteValue(x, currentPath);
      if (y !== x) changed = true;
      out[k] = y;
    }
    return changed ? out : v;
  }
  return v;
}

/** Term buy-insurance links of every block, rewritten (blocks without such a link are returned as they are). */
export function rewriteTermLinks(blocks: readonly TBlock[], currentPath: string): TBlock[] {
  if (isReferralPage(currentPath)) return [...blocks];
  return blocks.map((b) => rewriteValue(b, currentPath) as TBlock);
}
