import { describe, expect, it } from 'vitest';
import { stopLink, stopLinkKey, stopToken, verifyStopToken } from './stop-link';

const KEY = stopLinkKey('x'.repeat(40));
const ID = 'Pq7Rk2Lm9Xw4Zt6Yb3Nc8Vd1';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe("the 'Stop reminders' link (decision 0089)", () => {
  it('names the policy by its public id only, in 46 URL-safe characters, with the language prefix', () => {
    const token = stopToken(KEY, ID);
    expect(token).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(token.startsWith(ID)).toBe(true);
    expect(verifyStopToken(KEY, token)).toBe(ID);
    expect(stopLink({ origin: 'https://s.example', key: KEY, policyPublicId: ID, lang: 'ml' })).toBe(
      `https://s.example/ml-ae/r/stop/${token}/`,
    );
    expect(stopLink({ origin: 'https://s.example', key: KEY, policyPublicId: ID, lang: 'en' })).toBe(
      `https://s.example/r/stop/${token}/`,
    );
  });

  it('refuses another key, another id, a changed letter and another spelling of the same bytes', () => {
    const token = stopToken(KEY, ID);
    expect(verifyStopToken(stopLinkKey('y'.repeat(40)), token)).toBeNull();
    expect(verifyStopToken(KEY, 'A' + token.slice(1))).toBeNull();
    expect(
      verifyStopToken(KEY, token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31)),
    ).toBeNull();
    // The last of 22 base64url characters carries 2 bits of the MAC and 4 a decoder ignores.
    const last = B64URL.indexOf(token.at(-1) as string);
    const sameBytes = token.slice(0, -1) + B64URL[last ^ 1];
    expect(Buffer.from(sameBytes.slice(24), 'base64url')).toEqual(Buffer.from(token.slice(24), 'base64url'));
    expect(verifyStopToken(KEY, sameBytes)).toBeNull();
    for (const bad of ['', token.slice(0, -1), `${token}A`, token.replace(/.$/, '='), `../${token}`])
      expect(verifyStopToken(KEY, bad)).toBeNull();
  });
});
