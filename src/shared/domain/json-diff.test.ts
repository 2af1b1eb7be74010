import { describe, expect, it } from 'vitest';
import { diffJson } from './json-diff';

describe('diffJson', () => {
  it('finds nothing between equal documents, whatever their key order', () => {
    expect(diffJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
    expect(diffJson({ a: [], b: {} }, { a: [], b: {} })).toEqual([]);
  });

  it('lists changed leaves by their path with both values', () => {
    expect(
      diffJson(
        { name: { en: 'Gold', ar: 'ذهبي' }, limits: { annual: 100 } },
        { name: { en: 'Gold+', ar: 'ذهبي' }, limits: { annual: 250 } },
      ),
    ).toEqual([
      { kind: 'changed', path: 'name.en', before: 'Gold', after: 'Gold+' },
      { kind: 'changed', path: 'limits.annual', before: 100, after: 250 },
    ]);
  });

  it('lists the leaves of a part present on one side only as added or removed', () => {
    expect(diffJson({ a: 1, gone: { x: 1, y: [2] } }, { a: 1, extra: { z: 'new' }, none: [] })).toEqual([
      { kind: 'removed', path: 'gone.x', before: 1 },
      { kind: 'removed', path: 'gone.y.0', before: 2 },
      { kind: 'added', path: 'extra.z', after: 'new' },
      { kind: 'added', path: 'none', after: [] },
    ]);
  });

  it('treats a key set to undefined as missing', () => {
    expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
  });

  it('compares lists of values by index', () => {
    expect(diffJson({ tags: ['a', 'b', 'c'] }, { tags: ['a', 'x'] })).toEqual([
      { kind: 'changed', path: 'tags.1', before: 'b', after: 'x' },
      { kind: 'removed', path: 'tags.2', before: 'c' },
    ]);
  });

  it('matches list entries by id so an insertion is one addition', () => {
    const before = {
      rows: [
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ],
    };
    const after = {
      rows: [
        { id: 3, v: 'new' },
        { id: 1, v: 'a' },
        { id: 2, v: 'B' },
      ],
    };
    expect(diffJson(before, after)).toEqual([
      { kind: 'added', path: 'rows.0.id', after: 3 },
      { kind: 'added', path: 'rows.0.v', after: 'new' },
      { kind: 'changed', path: 'rows.2.v', before: 'b', after: 'B' },
    ]);
  });

  it('matches by key when there is no id, and by index when the ids repeat', () => {
    expect(
      diffJson(
        {
          l: [
            { key: 'x', n: 1 },
            { key: 'y', n: 2 },
          ],
        },
        { l: [{ key: 'y', n: 2 }] },
      ),
    ).toEqual([
      { kind: 'removed', path: 'l.0.key', before: 'x' },
      { kind: 'removed', path: 'l.0.n', before: 1 },
    ]);
    expect(
      diffJson(
        {
          l: [
            { id: 1, n: 1 },
            { id: 1, n: 2 },
          ],
        },
        { l: [{ id: 1, n: 2 }] },
      ),
    ).toEqual([
      { kind: 'changed', path: 'l.0.n', before: 1, after: 2 },
      { kind: 'removed', path: 'l.1.id', before: 1 },
      { kind: 'removed', path: 'l.1.n', before: 2 },
    ]);
  });

  it('reports a value that turns from a leaf into an object as one change', () => {
    expect(diffJson({ a: null }, { a: { b: 1 } })).toEqual([
      { kind: 'changed', path: 'a', before: null, after: { b: 1 } },
    ]);
    expect(diffJson(1, 2)).toEqual([{ kind: 'changed', path: '', before: 1, after: 2 }]);
  });
});
