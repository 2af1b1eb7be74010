import { describe, expect, it } from 'vitest';
import { queryValues, type KnownValues } from './page-query';

const KNOWN: KnownValues = { planIds: new Set(['101', '102']), journeyTypes: new Set([1, 2]) };

describe('page query values (decision 0045)', () => {
  it('keeps whitelisted parameters whose values exist, and nothing else', async () => {
    let loads = 0;
    const q = queryValues({
      load: async () => {
        loads += 1;
        return KNOWN;
      },
    });
    expect(await q.of('/credit-cards/apply/')).toEqual({});
    expect(await q.of('/credit-cards/?sort=fee&salary=20000&utm_source=x')).toEqual({});
    // The quotes list's own state lives in the address for the browser only (decision 0065).
    expect(
      await q.of('/health-insurance/quotes/?enquiryId=x&sort=PRICE_ASC&f.insurer=1&compare=1:2&choose=3'),
    ).toEqual({});
    expect(loads).toBe(0); // nothing to validate, nothing loaded
    expect(await q.of('/credit-cards/apply/?planid=101&utm_source=x')).toEqual({ planid: '101' });
    expect(await q.of('/credit-cards/apply/?planid=999')).toEqual({});
    expect(await q.of('/credit-cards/apply/?planid=%3Cscript%3E')).toEqual({});
    expect(await q.of('/car-insurance/?journeyType=2')).toEqual({ journeyType: 2 });
    expect(await q.of('/car-insurance/?journeyType=42&planid=102')).toEqual({ planid: '102' });
    expect(loads).toBe(1); // kept for the TTL
  });

  it('a reload never holds a request: the last values answer while the database does not', async () => {
    let t = 0;
    let hang = false;
    const q = queryValues({
      ttlMs: 1000,
      now: () => t,
      load: () => (hang ? new Promise<KnownValues>(() => undefined) : Promise.resolve(KNOWN)),
    });
    expect(await q.of('/x/?planid=101')).toEqual({ planid: '101' });
    hang = true;
    t = 5000; // stale: a reload starts and hangs
    expect(await q.of('/x/?planid=101')).toEqual({ planid: '101' });
  });

  it('a first load that hangs drops the values after firstLoadMs instead of waiting for the pool', async () => {
    const q = queryValues({ firstLoadMs: 50, load: () => new Promise<KnownValues>(() => undefined) });
    const t0 = performance.now();
    expect(await q.of('/x/?planid=101&journeyType=2')).toEqual({});
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('a failed first load drops the values; a later one succeeds', async () => {
    let t = 0;
    let fail = true;
    const q = queryValues({
      now: () => t,
      load: () => (fail ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve(KNOWN)),
    });
    expect(await q.of('/x/?planid=101')).toEqual({});
    fail = false;
    t = 2000; // past the 1 s retry
    expect(await q.of('/x/?planid=101')).toEqual({ planid: '101' });
  });
});
