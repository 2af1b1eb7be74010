/** Deeper bodies are refused rather than risking the stack (no API contract nests anywhere near this). */
export const CANONICAL_JSON_MAX_DEPTH = 64;

/**
 * JSON text with object keys sorted recursively (by UTF-16 code units) and arrays in order, so two bodies that
 * differ only in key order give the same text (decision 0010: Idempotency-Key bodies are compared this way,
 * on the server and in the browser). Otherwise JSON.stringify's rules: toJSON is honoured, undefined,
 * functions and symbols are dropped from objects and become null in arrays, non-finite numbers become null.
 * Throws a RangeError past CANONICAL_JSON_MAX_DEPTH levels and a TypeError for a bigint.
 */
export function canonicalJson(value: unknown): string {
  return write(value, 0) ?? 'null';
}

function write(input: unknown, depth: number): string | undefined {
  let value = input;
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  )
    value = (value as { toJSON: () => unknown }).toJSON();
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('canonicalJson: a bigint has no JSON form');
    case 'object': {
      if (depth >= CANONICAL_JSON_MAX_DEPTH) throw new RangeError('canonicalJson: nested too deeply');
      if (Array.isArray(value)) return `[${value.map((v) => write(v, depth + 1) ?? 'null').join(',')}]`;
      const record = value as Record<string, unknown>;
      const parts: string[] = [];
      for (const key of Object.keys(record).sort()) {
        const text = write(record[key], depth + 1);
        if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
      }
      return `{${parts.join(',')}}`;
    }
    default:
      return undefined; // undefined, functions, symbols
  }
}
