/**
 * A rate table as the editor shows it (decision 0125): every number of the document by its path
 * ('comprehensive.valueTiers.0.rateBp'), and the document with some of them changed. Texts, flags and the table's
 * identity are kept as they are; the server checks the whole document with the engine's contract.
 */
export type NumberField = { path: string; value: number };

/** Paths the editor never offers: what names the table (a draft cannot move it) and its version (set by publish). */
const FIXED = new Set(['id', 'version', 'providerId', 'productId']);

export function numberFields(doc: unknown, prefix = ''): NumberField[] {
  if (typeof doc === 'number') return FIXED.has(prefix) ? [] : [{ path: prefix, value: doc }];
  if (doc === null || typeof doc !== 'object') return [];
  const entries = Array.isArray(doc) ? doc.map((v, i) => [String(i), v] as const) : Object.entries(doc);
  return entries.flatMap(([k, v]) => numberFields(v, prefix ? `${prefix}.${k}` : k));
}

/** The document with the numbers at `changes`' paths replaced (a copy; the input is left as it was). */
export function withNumbers(doc: unknown, changes: ReadonlyMap<string, number>): unknown {
  const walk = (v: unknown, path: string): unknown => {
    if (typeof v === 'number') return changes.has(path) ? changes.get(path) : v;
    if (v === null || typeof v !== 'object') return v;
    const at = (k: string) => (path ? `${path}.${k}` : k);
    if (Array.isArray(v)) return v.map((x, i) => walk(x, at(String(i))));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, at(k))]));
  };
  return walk(doc, '');
}
