/**
 * Texts and structure of a page document (decision 0122). A text is addressed as the content files address it
 * (decision 0073): `metaData.<path>` or `jsonData.<block key>.<path inside the block>`. The English version holds the
 * structure (block keys, order, numbers, links, list lengths); another language holds its own texts at the same paths.
 */

type Json = unknown;
type Obj = Record<string, Json>;
type Block = Obj & { key: string; type: string };
export type Doc = { metaData: Obj; blocks: Block[] };

/** Fields that name, link or style things: never texts. */
const IDENT_KEYS = new Set([
  'type',
  'key',
  'url',
  'href',
  'refUrl',
  'link',
  'src',
  'srcset',
  'image',
  'imageUrl',
  'icon',
  'id',
  'slug',
  'variant',
  'theme',
  'color',
  'tag',
  'name',
  'rel',
  'property',
  'hreflang',
  'accordionType',
  'webp',
  'jpeg',
  'logo',
]);

/** Is this string leaf a text a translator writes (rather than an identifier, a link or a number)? */
export function isText(field: string | number, value: string): boolean {
  if (typeof field === 'string' && IDENT_KEYS.has(field)) return false;
  if (/^(\/|https?:|mailto:|tel:|#|data:)/i.test(value)) return false;
  if (!/\p{L}/u.test(value)) return false;
  // one lower-case token (`primary`, `car-insurance`, `show_more`) is an identifier
  if (/^[a-z0-9_.-]+$/.test(value)) return false;
  return true;
}

const isObj = (v: Json): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every text path of a document with its text (`jsonData.<key>.…`). */
export function textsOf(doc: Doc): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Json, path: string, field: string | number) => {
    if (typeof node === 'string') {
      if (isText(field, node)) out[path] = node;
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}.${i}`, field));
    else if (isObj(node)) for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`, k);
  };
  for (const [k, v] of Object.entries(doc.metaData)) if (k === 'metaTags') walk(v, `metaData.${k}`, k);
  for (const b of doc.blocks) for (const [k, v] of Object.entries(b)) walk(v, `jsonData.${b.key}.${k}`, k);
  return out;
}

/** Sets texts by path on a copy (paths that are not in the document are ignored). */
export function withTexts(doc: Doc, texts: Record<string, string>): Doc {
  const copy = structuredClone(doc);
  for (const [path, text] of Object.entries(texts)) {
    const [root, ...rest] = path.split('.');
    let node: Json;
    if (root === 'metaData') node = copy.metaData;
    else if (root === 'jsonData') {
      const key = rest.shift();
      node = copy.blocks.find((b) => b.key === key);
    } else continue;
    const last = rest.pop();
    for (const part of rest) node = isObj(node) || Array.isArray(node) ? (node as Obj)[part] : undefined;
    if (last !== undefined && (isObj(node) || Array.isArray(node)) && typeof (node as Obj)[last] === 'string')
      (node as Obj)[last] = text;
  }
  return copy;
}

/**
 * A language's document on the English structure: every English block (by key, in English order) with this
 * language's text where it has one at the same path, else the English text, marked missing. A text stays missing
 * while it still equals the English one it was copied from, unless `confirmed`.
 */
export function carry(
  en: Doc,
  lang: Doc | null,
  prevMissing: readonly string[],
  confirmed: readonly string[] = [],
): { doc: Doc; missing: string[] } {
  const missing: string[] = [];
  const wasMissing = new Set(prevMissing);
  const ok = new Set(confirmed);
  const merge = (e: Json, l: Json, path: string, field: string | number): Json => {
    if (typeof e === 'string') {
      if (!isText(field, e)) return e;
      if (typeof l !== 'string' || (wasMissing.has(path) && l === e && !ok.has(path))) {
        missing.push(path);
        return e;
      }
      return l;
    }
    if (Array.isArray(e))
      return e.map((v, i) => merge(v, Array.isArray(l) ? l[i] : undefined, `${path}.${i}`, field));
    if (isObj(e)) {
      const out: Obj = {};
      for (const [k, v] of Object.entries(e))
        out[k] = merge(v, isObj(l) ? l[k] : undefined, `${path}.${k}`, k);
      return out;
    }
    return e;
  };
  const byKey = new Map((lang?.blocks ?? []).map((b) => [b.key, b]));
  const blocks = en.blocks.map((b) => {
    const own = byKey.get(b.key);
    const same = own && own.type === b.type ? own : undefined;
    const out: Obj = {};
    for (const [k, v] of Object.entries(b)) out[k] = merge(v, same?.[k], `jsonData.${b.key}.${k}`, k);
    return out as Block;
  });
  const metaData: Obj = { ...(lang?.metaData ?? en.metaData) };
  metaData.metaTags = merge(
    en.metaData.metaTags ?? [],
    lang?.metaData.metaTags,
    'metaData.metaTags',
    'metaTags',
  );
  return { doc: { metaData, blocks }, missing };
}

/** The document with texts replaced by a mark: two documents with equal skeletons differ in texts only. */
export function skeleton(doc: Doc): string {
  const strip = (node: Json, field: string | number): Json => {
    if (typeof node === 'string') return isText(field, node) ? '$t' : node;
    if (Array.isArray(node)) return node.map((v) => strip(v, field));
    if (isObj(node)) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, strip(v, k)]));
    return node;
  };
  return JSON.stringify(strip(doc.blocks, 'jsonData'));
}

/** The site's one HTML sanitiser (web's safe-html, given by the composition root). */
export type Sanitize = (html: string) => string;

/** HTML in a text goes through the sanitiser (a tag-looking '<' only: 'a < b' stays as written). */
export function sanitized<T>(node: T, sanitize: Sanitize): T {
  const walk = (v: Json): Json => {
    if (typeof v === 'string') return /<[a-zA-Z/!]/.test(v) ? sanitize(v) : v;
    if (Array.isArray(v)) return v.map(walk);
    if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(node) as T;
}
