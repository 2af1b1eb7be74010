import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZBlock, type TBlock } from '../../shared/contracts/blocks';
import { I18nProvider } from '../i18n/provider';
import { BlockRenderer } from './registry';
import type { BlockContext } from './types';
import { navGallery } from './gallery-nav';
import { editorialGallery } from './gallery-editorial';
import { commerceGallery } from './gallery-commerce';
import { companyGallery } from './gallery-company';
import { leadsGallery } from './gallery-leads';
import { coreGallery } from './gallery-core';

/**
 * docs/product/pages.md for every block type at once: each string field of each gallery fixture in turn gets vectors of the
 * vendored XSS corpus (test/data/xss); when the block still parses, its markup must carry no executable script, no
 * event-handler attribute and no script URL. HTML fields go through the one sanitizer (SafeHtml); text fields are
 * escaped by React. The per-group tests (editorial-common, commerce-common) check the sanitizer's exact output.
 */
const XSS_DIR = fileURLToPath(new URL('../../../test/data/xss/', import.meta.url));
const corpus = ['owasp-filter-evasion.json', 'dompurify-fixtures.json'].flatMap((f) =>
  (JSON.parse(readFileSync(`${XSS_DIR}${f}`, 'utf8')) as unknown[]).filter(
    (v): v is string => typeof v === 'string',
  ),
);
// A fixed sample across the corpus (every seventh vector) keeps the run to seconds over ~60 block types.
const vectors = corpus.filter((_, i) => i % 7 === 0);

const ctx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 2,
  path: '/car-insurance/',
};
const homeCtx: BlockContext = { ...ctx, productId: 17, path: '/', isMobile: true };

type Path = (string | number)[];
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return path.length > 0 && path[0] !== 'type' ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}
function withValue(block: TBlock, path: Path, v: string): unknown {
  const copy = structuredClone(block) as unknown as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = v;
  return copy;
}

const fixtures: TBlock[] = [
  navGallery,
  editorialGallery,
  commerceGallery,
  companyGallery,
  leadsGallery,
  coreGallery,
]
  .flat()
  .map((e) => e.en[0]!)
  .filter(Boolean);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'srcset', 'data', 'xlink:href']);
const FORBIDDEN_TAGS = new Set(['iframe', 'object', 'embed', 'base', 'meta', 'link', 'frame', 'frameset']);
const decode = (v: string) =>
  v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(
      /&(amp|quot|apos|lt|gt);/g,
      (_, n: string) => ({ amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' })[n]!,
    )
    // Browsers drop control characters and spaces inside a URL's scheme ('jav\tascript:').
    .split('')
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();

/**
 * What in rendered markup could run script. React and the sanitizer write well-formed tags with double-quoted
 * attributes and escape '<' and '>' inside values and text, so a tag is '<name ...>' and an attribute name="value".
 */
function executable(html: string): string | undefined {
  for (const tag of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const name = tag[1]!.toLowerCase();
    const attrs = [...tag[2]!.matchAll(/\s([^\s="'>/]+)(?:="([^"]*)")?/g)].map(
      (a) => [a[1]!.toLowerCase(), a[2] ?? ''] as const,
    );
    if (name === 'script' && !attrs.some(([k, v]) => k === 'type' && /^application\/(ld\+)?json$/.test(v)))
      return `<script>`;
    if (FORBIDDEN_TAGS.has(name)) return `<${name}>`;
    for (const [k, v] of attrs) {
      if (k.startsWith('on')) return `${name} ${k}=`;
      if (URL_ATTRIBUTES.has(k) && /^(javascript|vbscript|data:text\/html)/.test(decode(v)))
        return `${name} ${k}=${v}`;
    }
  }
  return undefined;
}

describe('every block against the XSS corpus', () => {
  it('the detector finds what would run, and not escaped text', () => {
    expect(executable('<p>a</p><img src="x" onerror="alert(1)">')).toBe('img onerror=');
    expect(executable('<a href="jav&#x09;ascript:alert(1)">x</a>')).toMatch(/^a href=/);
    expect(executable('<script>alert(1)</script>')).toBe('<script>');
    expect(executable('<script type="application/json">{}</script>')).toBeUndefined();
    expect(executable('<img alt="&lt;img src=x onerror=alert(1)&gt;">')).toBeUndefined();
    expect(executable('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBeUndefined();
  });

  it('covers every block type of the gallery and a sample of the corpus', () => {
    expect(new Set(fixtures.map((f) => f.type)).size).toBeGreaterThanOrEqual(55);
    expect(vectors.length).toBeGreaterThan(40);
  });

  it.each(fixtures.map((f) => [f.type, f] as const))(
    '%s: no field lets script through',
    (_type, fixture) => {
      const failures: string[] = [];
      let tried = 0;
      for (const path of stringPaths(fixture)) {
        for (const vector of vectors) {
          const parsed = ZBlock.safeParse(withValue(fixture, path, vector));
          if (!parsed.success) continue;
          tried += 1;
          const c = parsed.data.type === 'RECENT_SEARCHES' ? homeCtx : ctx;
          const html = renderToStaticMarkup(
            <I18nProvider lang="en">
              <BlockRenderer blocks={[parsed.data]} ctx={c} />
            </I18nProvider>,
          );
          const hit = executable(html);
          if (hit) failures.push(`${path.join('.')}: ${vector.slice(0, 50)} → ${hit}`);
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
      expect(tried).toBeGreaterThan(0);
      // Hundreds of renders per block type: seconds of CPU on a shared 2-core runner, not a hang.
    },
    60_000,
  );
});
