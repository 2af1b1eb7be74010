import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoIpHash } from '../../src/server/modules/session/keys';
import { tokenService } from '../../src/server/modules/session/token';

// Decision 0013 'CPU per request': verified tokens and address hashes are remembered; the answers stay the ones
// full verification and hashing give.
describe('remembered token verification', () => {
  afterEach(() => vi.useRealTimers());
  const key = new Uint8Array(32).fill(7);

  it('answers a remembered token with its claims, and still refuses a changed one', async () => {
    const tokens = tokenService(key, 3600);
    const token = await tokens.sign('a'.repeat(32));
    const first = await tokens.verify(`Bearer ${token}`);
    expect(first.sub).toBe('a'.repeat(32));
    expect(await tokens.verify(token)).toEqual(first);
    const [h, p, s] = token.split('.') as [string, string, string];
    const otherSig = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(tokens.verify(otherSig)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const otherPayload = `${h}.${Buffer.from(JSON.stringify({ sub: 'b'.repeat(32) })).toString('base64url')}.${s}`;
    await expect(tokens.verify(otherPayload)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers SESSION_EXPIRED for a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const tokens = tokenService(key, 60);
    const token = await tokens.sign('c'.repeat(32));
    await tokens.verify(token);
    vi.setSystemTime(new Date('2026-11-28T10:01:01Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401, code: 'SESSION_EXPIRED' });
  });
});

describe('remembered address hashes', () => {
  it('hashes each address once and answers what the hash answers, within its bound', () => {
    const hash = vi.fn((ip: string) => `h:${ip}`);
    const memo = memoIpHash(hash, 2);
    expect([memo('1.1.1.1'), memo('1.1.1.1'), memo('2.2.2.2')]).toEqual([
      'h:1.1.1.1',
      'h:1.1.1.1',
      'h:2.2.2.2',
    ]);
    expect(hash).toHaveBeenCalledTimes(2);
    memo('3.3.3.3');
    memo('1.1.1.1');
    expect(hash).toHaveBeenCalledTimes(4);
  });
});
