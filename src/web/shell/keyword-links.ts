import type { TKeywordLinkRule } from '../../shared/contracts/chrome';
import type { TBlock } from '../../shared/contracts/blocks';
import type { LangCode } from '../../shared/domain/locales';
import { sanitize } from '../safe/safe-html';
import { contentHref } from '../blocks/links/links';

/**
 * Keyword-to-link rules (docs/product/pages.md 'Keyword-to-link rule per product: isActive, keyWords, linkUrl'; decision
 * 0040). Applied to the SANITISED HTML of a page's TEXT blocks: only in text nodes, never inside an existing link or
 * a heading, at word boundaries (any script, Arabic included), once per keyword per page (its first occurrence).
 * The result goes through the one sanitizer again when the TEXT block renders it (SafeHtml).
 */

type Target = { keyword: string; href: string };

const WORD = '[\\p{L}\\p{N}\\p{M}_]';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
function decodeText(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (all, e: string) => {
    const k = e.toLowerCase();
    if (k === 'amp') return '&';
    if (k === 'lt') return '<';
    if (k === 'gt') return '>';
    if (k === 'quot') return '"';
    if (k === 'apos') return "'";
    const code = k.startsWith('#x') ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
  });
}

/** Tags whose text is never linked: links themselves and headings. */
const SKIP = /^(a|h[1-6])$/i;

/** The rules of one product, active only, with safe in-site or https targets (the page itself excluded). */
export function keywordTargets(
  rules: readonly TKeywordLinkRule[] | undefined,
  productId: number,
  lang: LangCode,
  currentPath: string,
): Target[] {
  const seen = new Set<string>();
  const out: Target[] = [];
  for (const r of rules ?? []) {
    if (!r.isActive || r.productId !== productId) continue;
    const href = contentHref(r.linkUrl, lang);
    if (!href || href.split(/[?#]/)[0] === currentPath.split(/[?#]/)[0]) continue;
    for (const k of r.keyWords) {
      const keyword = k.trim().normalize('NFC');
      const key = keyword.toLocaleLowerCase();
      if (keyword.length < 2 || seen.has(key)) continue;
      seen.add(key);
      out.push({ keyword, href });
    }
  }
  // Longer keywords first, so 'health insurance' wins over 'insurance' at the same place.
  return out.sort((a, b) => b.keyword.length - a.keyword.length);
}

/** Links the first occurrence of each pending keyword in one decoded text node; `used` collects the linked ones. */
function linkText(text: string, pending: Target[], used: Set<string>): string {
  let rest = text;
  let out = '';
  for (;;) {
    let best: { index: number; length: number; t: Target } | undefined;
    for (const t of pending) {
      if (used.has(t.keyword)) continue;
      const re = new RegExp(`(?<!${WORD})${escapeRegExp(t.keyword)}(?!${WORD})`, 'iu');
      const m = re.exec(rest);
      if (m && (best === undefined || m.index < best.index))
        best = { index: m.index, length: m[0].length, t };
    }
    if (!best) return out + escapeText(rest);
    used.add(best.t.keyword);
    const word = rest.slice(best.index, best.index + best.length);
    out +=
      escapeText(rest.slice(0, best.index)) +
      `<a href="${escapeText(best.t.href)}" class="keyword-link">${escapeText(word)}</a>`;
    rest = rest.slice(best.index + best.length);
  }
}

/**
 * Links keywords in sanitised HTML. `used` is shared across the page's TEXT blocks (once per keyword per page).
 * Pure apart from filling `used`.
 */
export function linkKeywords(
  html: string,
  targets: readonly Target[],
  used: Set<string> = new Set(),
): string {
  const safe = sanitize(html);
  if (targets.length === 0) return safe;
  let skipDepth = 0;
  let out = '';
  for (const token of safe.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (token.startsWith('<')) {
      const m = /^<(\/?)([a-z0-9]+)/i.exec(token);
      if (m?.[2] && SKIP.test(m[2])) skipDepth = Math.max(0, skipDepth + (m[1] ? -1 : 1));
      out += token;
    } else if (skipDepth > 0 || targets.every((t) => used.has(t.keyword))) {
      out += token;
    } else {
      out += linkText(decodeText(token).normalize('NFC'), targets as Target[], used);
    }
  }
  return out;
}

const NO_RULES: readonly TKeywordLinkRule[] = [];
/** Per blocks array (one per stored version and page), per rules (one array per chrome version), per page. */
const linkedMemo = new WeakMap<readonly TBlock[], WeakMap<object, Map<string, TBlock[]>>>();
const LINKED_PER_BLOCKS_MAX = 32;

/**
 * The page's TEXT blocks with the product's keyword links (other blocks unchanged). Memoised per stored version of
 * the blocks and the rules (decision 0026): the linked blocks keep one identity, which the renderer memoises their
 * markup by. Callers never change the result.
 */
export function withKeywordLinks(
  blocks: readonly TBlock[],
  rules: readonly TKeywordLinkRule[] | undefined,
  page: { productId: number; lang: LangCode; path: string },
): TBlock[] {
  let byRules = linkedMemo.get(blocks);
  if (!byRules) linkedMemo.set(blocks, (byRules = new WeakMap()));
  let byPage = byRules.get(rules ?? NO_RULES);
  if (!byPage) byRules.set(rules ?? NO_RULES, (byPage = new Map()));
  const key = `${page.productId}|${page.lang}|${page.path}`;
  const hit = byPage.get(key);
  if (hit) return hit;
  const linked = linkBlocks(blocks, rules, page);
  if (byPage.size >= LINKED_PER_BLOCKS_MAX) byPage.delete(byPage.keys().next().value as string);
  byPage.set(key, linked);
  return linked;
}

function linkBlocks(
  blocks: readonly TBlock[],
  rules: readonly TKeywordLinkRule[] | undefined,
  page: { productId: number; lang: LangCode; path: string },
): TBlock[] {
  const targets = keywordTargets(rules, page.productId, page.lang, page.path);
  if (targets.length === 0) return [...blocks];
  const used = new Set<string>();
  return blocks.map((b) =>
    b.type === 'TEXT' ? { ...b, content: linkKeywords(b.content, targets, used) } : b,
  );
}
