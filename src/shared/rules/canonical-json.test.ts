import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANONICAL_JSON_MAX_DEPTH, canonicalJson } from './canonical-json';

/** The same JSON value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversedKeys(v)]),
    );
  return value;
}

describe('canonicalJson (decision 0010)', () => {
  it('sorts keys recursively and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('sorts integer-like keys as strings, which plain JSON.stringify does not', () => {
    expect(canonicalJson({ b: 1, 10: 2, 2: 3 })).toBe('{"10":2,"2":3,"b":1}');
  });

  it('follows JSON.stringify for values JSON has no form for', () => {
    expect(canonicalJson({ a: undefined, b: () => 1, c: Number.NaN, d: [undefined, Infinity] })).toBe(
      '{"c":null,"d":[null,null]}',
    );
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson(new Date(Date.UTC(2026, 0, 2)))).toBe('"2026-01-02T00:00:00.000Z"');
    expect(canonicalJson('é\u0000"')).toBe(JSON.stringify('é\u0000"'));
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });

  it('refuses bodies nested deeper than the limit instead of exhausting the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < CANONICAL_JSON_MAX_DEPTH; i++) deep = [deep];
    expect(canonicalJson(deep)).toBe(`${'['.repeat(64)}1${']'.repeat(64)}`);
    expect(() => canonicalJson([deep])).toThrow(RangeError);
  });

  it('is the same for any key order and parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(reversedKeys(value))).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
