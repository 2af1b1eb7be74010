import type { PageDiffEntry } from '../../../shared/contracts/console-pages';
import type { Doc } from './texts';

type Change = PageDiffEntry['changes'][number];

/** Leaf paths that differ between two values (a list or object missing on one side counts as its leaves). */
function leafChanges(a: unknown, b: unknown, path: string, out: Change[]): void {
  const isCont = (v: unknown) => typeof v === 'object' && v !== null;
  if (isCont(a) && isCont(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const k of keys)
      leafChanges(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        path ? `${path}.${k}` : k,
        out,
      );
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, before: a ?? null, after: b ?? null });
}

/**
 * Two versions compared by block key (decision 0122): added, removed, moved (its place among the blocks both
 * versions have changed) and changed (the paths inside the block, before and after); metadata as key 'metaData'.
 */
export function diffDocs(from: Doc, to: Doc): PageDiffEntry[] {
  const entries: PageDiffEntry[] = [];
  const meta: Change[] = [];
  leafChanges(from.metaData, to.metaData, '', meta);
  if (meta.length)
    entries.push({
      kind: 'changed',
      key: 'metaData',
      blockType: null,
      fromIndex: null,
      toIndex: null,
      changes: meta,
    });
  const toKeys = new Set(to.blocks.map((b) => b.key));
  const fromKeys = new Set(from.blocks.map((b) => b.key));
  const keptFrom = from.blocks.filter((b) => toKeys.has(b.key)).map((b) => b.key);
  const keptTo = to.blocks.filter((b) => fromKeys.has(b.key)).map((b) => b.key);
  from.blocks.forEach((b, i) => {
    if (!toKeys.has(b.key))
      entries.push({
        kind: 'removed',
        key: b.key,
        blockType: b.type,
        fromIndex: i,
        toIndex: null,
        changes: [],
      });
  });
  to.blocks.forEach((b, i) => {
    if (!fromKeys.has(b.key)) {
      entries.push({
        kind: 'added',
        key: b.key,
        blockType: b.type,
        fromIndex: null,
        toIndex: i,
        changes: [],
      });
      return;
    }
    const fi = from.blocks.findIndex((x) => x.key === b.key);
    if (keptFrom.indexOf(b.key) !== keptTo.indexOf(b.key))
      entries.push({ kind: 'moved', key: b.key, blockType: b.type, fromIndex: fi, toIndex: i, changes: [] });
    const changes: Change[] = [];
    leafChanges(from.blocks[fi], b, '', changes);
    if (changes.length)
      entries.push({ kind: 'changed', key: b.key, blockType: b.type, fromIndex: fi, toIndex: i, changes });
  });
  return entries;
}
