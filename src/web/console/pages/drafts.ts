import type { z } from 'zod';
import type { TBlockType } from '../../../shared/contracts/blocks';
import type { PageLanguageDoc } from '../../../shared/contracts/console-pages';
import { ZMetaData } from '../../../shared/contracts/page';
import { blockSpec, fromDraft, itemId, specOf, toDraft, type Draft } from './block-schema';

/**
 * One language of a page as the editor holds it: the metadata (as a value; its head tags are edited by the
 * friendly fields, its page rules by a form from the contract) and the blocks as drafts.
 */
export type BlockItem = { id: number; type: TBlockType; d: Draft };
export type LangEdit = {
  doc: PageLanguageDoc;
  meta: Record<string, unknown>;
  rules: Draft;
  blocks: readonly BlockItem[];
  dirty: boolean;
};

/** The page rules: what the metadata holds besides its ids and head tags. */
const RULE_KEYS = ['showJourney', 'journeyType', 'pageTags', 'prevLink', 'nextLink'] as const;
export const rulesSpec = specOf(
  ZMetaData.pick({
    showJourney: true,
    journeyType: true,
    pageTags: true,
    prevLink: true,
    nextLink: true,
  }) as z.ZodType,
);

export function editOf(doc: PageLanguageDoc): LangEdit {
  const meta = (doc.metaData ?? { metaTags: [] }) as Record<string, unknown>;
  return {
    doc,
    meta,
    rules: toDraft(
      rulesSpec,
      Object.fromEntries(RULE_KEYS.filter((k) => k in meta).map((k) => [k, meta[k]])),
    ),
    blocks: doc.blocks.map((b) => ({ id: itemId(), type: b.type, d: toDraft(blockSpec(b.type), b) })),
    dirty: false,
  };
}

export function metaValue(e: LangEdit): Record<string, unknown> {
  const rest = Object.fromEntries(
    Object.entries(e.meta).filter(([k]) => !(RULE_KEYS as readonly string[]).includes(k)),
  );
  return { ...rest, ...(fromDraft(rulesSpec, e.rules) as Record<string, unknown>) };
}

export const blocksValue = (e: LangEdit) => e.blocks.map((b) => fromDraft(blockSpec(b.type), b.d));

/** A block's key (its `key` field) and its title, for headings. */
export function blockLabel(b: BlockItem): { key: string; title: string } {
  if (b.d.k !== 'group') return { key: '', title: '' };
  const text = (name: string) => {
    const f = b.d.k === 'group' ? b.d.fields[name] : undefined;
    const x = f?.k === 'maybe' ? f.d : f;
    return x?.k === 'text' ? x.v : '';
  };
  return { key: text('key'), title: text('title') };
}

/** The same draft with another key (a duplicated block, a new block). */
export function withKey(d: Draft, key: string): Draft {
  return d.k === 'group' ? { ...d, fields: { ...d.fields, key: { k: 'text', v: key } } } : d;
}

/** A key not yet used on the page: `car-banner-2`, `text-1`. */
export function freeKey(blocks: readonly BlockItem[], base: string): string {
  const used = new Set(blocks.map((b) => blockLabel(b).key));
  for (let n = 1; ; n++) {
    const k = `${base}-${n}`;
    if (!used.has(k)) return k;
  }
}

type Tag = { tag: string; attributes: Record<string, string>; content?: string };
const tagsOf = (meta: Record<string, unknown>): Tag[] =>
  Array.isArray(meta.metaTags) ? (meta.metaTags as Tag[]) : [];

/** The head tags the metadata form names: title, description, robots, canonical. */
export const HEAD_FIELDS = ['title', 'description', 'robots', 'canonical'] as const;
export type HeadField = (typeof HEAD_FIELDS)[number];
const matches = (f: HeadField) => (x: Tag) =>
  f === 'title'
    ? x.tag === 'title'
    : f === 'canonical'
      ? x.tag === 'link' && x.attributes.rel === 'canonical'
      : x.tag === 'meta' && x.attributes.name?.toLowerCase() === f;

export function headValue(meta: Record<string, unknown>, f: HeadField): string {
  const tag = tagsOf(meta).find(matches(f));
  if (!tag) return '';
  return f === 'title'
    ? (tag.content ?? '')
    : f === 'canonical'
      ? (tag.attributes.href ?? '')
      : (tag.attributes.content ?? '');
}

/** Sets one head tag (an empty value removes it; a missing one is added at the end). */
export function setHead(meta: Record<string, unknown>, f: HeadField, v: string): Record<string, unknown> {
  const tags = tagsOf(meta);
  const i = tags.findIndex(matches(f));
  const tag: Tag =
    f === 'title'
      ? { tag: 'title', attributes: {}, content: v }
      : f === 'canonical'
        ? { tag: 'link', attributes: { ...(tags[i]?.attributes ?? {}), rel: 'canonical', href: v } }
        : { tag: 'meta', attributes: { ...(tags[i]?.attributes ?? {}), name: f, content: v } };
  const next =
    i < 0
      ? v
        ? [...tags, tag]
        : tags
      : v
        ? tags.map((x, j) => (j === i ? tag : x))
        : tags.filter((_, j) => j !== i);
  return { ...meta, metaTags: next };
}
