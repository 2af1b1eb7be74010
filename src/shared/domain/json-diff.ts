/**
 * What changed between two JSON documents, leaf by leaf (decision 0127: a catalogue item's or rate table's
 * publication, and a draft against what is published). A leaf is a value that is not an object or a list, or an
 * empty one; a part present on one side only counts as its leaves, added or removed. Lists of objects that all
 * carry a distinct `id` (or else `key`) are matched by it, so an entry inserted in the middle is one addition
 * rather than a change at every later index; other lists are compared by index. A path is the keys joined by
 * '.', a list entry by its index (in the newer document, or the older one for a removal).
 */
export type JsonChange =
  | { kind: 'changed'; path: string; before: unknown; after: unknown }
  | { kind: 'added'; path: string; after: unknown }
  | { kind: 'removed'; path: string; before: unknown };

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => (Array.isArray(v) ? v.length === 0 : isObj(v) && Object.keys(v).length === 0);
const at = (path: string, k: string | number) => (path ? `${path}.${k}` : String(k));

/** The leaves of a value present on one side only. */
function leaves(v: unknown, path: string, out: (path: string, v: unknown) => void): void {
  if ((Array.isArray(v) || isObj(v)) && !isEmpty(v)) {
    for (const [k, x] of Object.entries(v)) if (x !== undefined) leaves(x, at(path, k), out);
    return;
  }
  out(path, v);
}

/** The field naming the entries of a list of objects ('id', else 'key'), when every entry has a distinct one. */
function identity(a: readonly unknown[], b: readonly unknown[]): 'id' | 'key' | null {
  const all = [...a, ...b];
  if (all.length === 0 || !all.every(isObj)) return null;
  for (const f of ['id', 'key'] as const) {
    const named = (xs: readonly unknown[]) => {
      const keys = xs.map((x) => (x as Obj)[f]);
      return (
        keys.every((x) => typeof x === 'string' || typeof x === 'number') &&
        new Set(keys).size === keys.length
      );
    };
    if (named(a) && named(b)) return f;
  }
  return null;
}

function walk(a: unknown, b: unknown, path: string, out: JsonChange[]): void {
  if (a === undefined && b === undefined) return;
  if (a === undefined) return leaves(b, path, (p, v) => void out.push({ kind: 'added', path: p, after: v }));
  if (b === undefined)
    return leaves(a, path, (p, v) => void out.push({ kind: 'removed', path: p, before: v }));
  if (Array.isArray(a) && Array.isArray(b) && !(isEmpty(a) && isEmpty(b))) {
    const f = identity(a, b);
    if (f) {
      const older = new Map(a.map((x, i) => [(x as Obj)[f], i]));
      const newer = new Set(b.map((x) => (x as Obj)[f]));
      a.forEach((x, i) => {
        if (!newer.has((x as Obj)[f])) walk(x, undefined, at(path, i), out);
      });
      b.forEach((x, i) => walk(a[older.get((x as Obj)[f]) ?? -1], x, at(path, i), out));
      return;
    }
    for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], at(path, i), out);
    return;
  }
  if (isObj(a) && isObj(b) && !(isEmpty(a) && isEmpty(b))) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[k], b[k], at(path, k), out);
    return;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ kind: 'changed', path, before: a, after: b });
}

/** The changed, added and removed leaves from `before` to `after`, in the order of the documents' keys. */
export function diffJson(before: unknown, after: unknown): JsonChange[] {
  const out: JsonChange[] = [];
  walk(before, after, '', out);
  return out;
}
