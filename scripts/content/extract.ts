/**
 * The one-off migration from TypeScript to data (decision 0073): given the English and the Arabic version of one
 * seeded item (a page, the chrome, a journey's forms, an option list), writes the structure once and the texts per
 * language. A string that differs between the two is a text (`{"$t": key}`); anything equal is structure. Keys are readable paths: an array item
 * with a `key` or `id` is named by it ('car-banner.fieldValues.features.0').
 */

export type Extracted = {
  structure: unknown;
  texts: { en: Record<string, string>; ar: Record<string, string> };
  /** Paths where the two versions differ in shape (a different number of items, a different kind of value). */
  conflicts: string[];
};

export function segmentOf(item: unknown, index: number): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const o = item as Record<string, unknown>;
    for (const k of ['key', 'id', 'value', 'slug'] as const) {
      const v = o[k];
      if ((typeof v === 'string' && /^[\w.-]{1,60}$/.test(v)) || typeof v === 'number') return String(v);
    }
  }
  return String(index);
}

export function extractPair(en: unknown, ar: unknown, prefix = ''): Extracted {
  const texts = { en: {} as Record<string, string>, ar: {} as Record<string, string> };
  const conflicts: string[] = [];
  const used = new Set<string>();
  const keyFor = (path: string[]): string => {
    const base = [prefix, ...path].filter(Boolean).join('.') || 'text';
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}~${n}`;
    used.add(key);
    return key;
  };
  const walk = (a: unknown, b: unknown, path: string[]): unknown => {
    if (typeof a === 'string' && typeof b === 'string') {
      if (a === b) return a;
      const key = keyFor(path);
      texts.en[key] = a;
      texts.ar[key] = b;
      return { $t: key };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length)
        conflicts.push(`${path.join('.')}: ${a.length} items in en, ${b.length} in ar`);
      const seen = new Map<string, number>();
      return a.map((x, i) => {
        let seg = segmentOf(x, i);
        const n = (seen.get(seg) ?? 0) + 1;
        seen.set(seg, n);
        if (n > 1) seg = `${seg}~${n}`;
        return i < b.length ? walk(x, b[i], [...path, seg]) : enOnly(x, [...path, seg]);
      });
    }
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      const ao = a as Record<string, unknown>;
      const bo = b as Record<string, unknown>;
      const extra = Object.keys(bo).filter((k) => !(k in ao));
      if (extra.length) conflicts.push(`${path.join('.')}: only ar has ${extra.join(', ')}`);
      return Object.fromEntries(
        Object.entries(ao).map(([k, v]) => {
          if (!(k in bo)) {
            conflicts.push(`${[...path, k].join('.')}: only en has it`);
            return [k, enOnly(v, [...path, k])];
          }
          return [k, walk(v, bo[k], [...path, k])];
        }),
      );
    }
    if (a !== b)
      conflicts.push(
        `${path.join('.')}: ${JSON.stringify(a)?.slice(0, 40)} vs ${JSON.stringify(b)?.slice(0, 40)}`,
      );
    return a;
  };
  /** A part only the English has: its prose becomes texts (the Arabic is then reported missing), the rest structure. */
  const enOnly = (v: unknown, path: string[]): unknown => {
    if (typeof v === 'string') {
      if (v === '' || v.startsWith('/') || /^https?:/.test(v) || /^[\w.+#%-]*$/.test(v)) return v;
      const key = keyFor(path);
      texts.en[key] = v;
      return { $t: key };
    }
    if (Array.isArray(v)) return v.map((x, i) => enOnly(x, [...path, segmentOf(x, i)]));
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, k === 'key' || k === 'type' ? x : enOnly(x, [...path, k])]),
      );
    return v;
  };
  const structure = walk(en, ar, []);
  return { structure, texts, conflicts };
}
