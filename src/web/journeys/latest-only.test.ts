import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

/** A request whose answer the test releases when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('latestOnly', () => {
  it('drops an older answer that arrives after a newer one', async () => {
    const run = latestOnly<string>();
    const applied: string[] = [];
    const older = deferred<string>();
    const newer = deferred<string>();
    const a = run(
      's:value',
      () => older.promise,
      (v) => applied.push(v),
    );
    const b = run(
      's:value',
      () => newer.promise,
      (v) => applied.push(v),
    );
    newer.resolve('model B range');
    older.resolve('model A range');
    expect(await b).toBe(true);
    expect(await a).toBe(false);
    expect(applied).toEqual(['model B range']);
  });

  it('drops an older answer even when it arrives first', async () => {
    const run = latestOnly<number>();
    const applied: number[] = [];
    const older = deferred<number>();
    const newer = deferred<number>();
    const a = run(
      'k',
      () => older.promise,
      (v) => applied.push(v),
    );
    const b = run(
      'k',
      () => newer.promise,
      (v) => applied.push(v),
    );
    older.resolve(1);
    expect(await a).toBe(false);
    newer.resolve(2);
    expect(await b).toBe(true);
    expect(applied).toEqual([2]);
  });

  it('keeps keys apart, and applies a lone request', async () => {
    const run = latestOnly<string>();
    const applied: string[] = [];
    await Promise.all([
      run(
        's:a',
        async () => 'a',
        (v) => applied.push(v),
      ),
      run(
        's:b',
        async () => 'b',
        (v) => applied.push(v),
      ),
    ]);
    expect(applied.sort()).toEqual(['a', 'b']);
  });
});
