import { describe, expect, it } from 'vitest';
import {
  RENEWAL_LINK_TTL_DAYS,
  RENEWAL_TOKEN_LENGTH,
  renewalLink,
  renewalLinkKey,
  renewalPath,
  renewalPathParts,
  renewalToken,
  verifyRenewalToken,
} from './link';

const key = renewalLinkKey('a-session-secret-of-at-least-32-characters!!');
const id = 'Ab3dE5gH7jK9mN1pQ3sT5vW7';
const now = new Date('2026-11-29T08:00:00Z');

describe('renewal link (decision 0090)', () => {
  it('verifies its own token and names the policy and the expiry', () => {
    const token = renewalToken(key, id, new Date(now.getTime() + 86_400_000));
    expect(token).toHaveLength(RENEWAL_TOKEN_LENGTH);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const r = verifyRenewalToken(key, token, now);
    expect(r).toEqual({ ok: true, policyPublicId: id, expiresAt: new Date(now.getTime() + 86_400_000) });
  });

  it('refuses a tampered token, another key, an expired token and garbage', () => {
    const token = renewalToken(key, id, new Date(now.getTime() + 60_000));
    const other = id.replace('A', 'B') + token.slice(24);
    expect(verifyRenewalToken(key, other, now)).toEqual({ ok: false, reason: 'mismatch' });
    const later = token.slice(0, 24) + 'zzzzzzz' + token.slice(31);
    expect(verifyRenewalToken(key, later, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(
      verifyRenewalToken(renewalLinkKey('another-secret-of-at-least-32-characters!!'), token, now),
    ).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyRenewalToken(key, token, new Date(now.getTime() + 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyRenewalToken(key, 'x', now)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts one spelling of a MAC only (the last character’s spare bits changed is refused)', () => {
    const token = renewalToken(key, id, new Date(now.getTime() + 60_000));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    // Same 2 high bits of the final 6, other low bits: decodes to the same bytes.
    const twin = token.slice(0, -1) + alphabet[(last & ~0b1111) | ((last + 1) & 0b1111)];
    expect(Buffer.from(twin.slice(31), 'base64url')).toEqual(Buffer.from(token.slice(31), 'base64url'));
    expect(verifyRenewalToken(key, twin, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('builds the absolute link with the language prefix and the product segment', () => {
    const url = renewalLink({
      origin: 'https://sahel.test',
      key,
      policyPublicId: id,
      productId: 1,
      lang: 'ar',
      now,
    });
    const m = /^https:\/\/sahel\.test\/ar-ae\/car-insurance\/renewal\/([A-Za-z0-9_-]{53})\/$/.exec(url);
    expect(m).not.toBeNull();
    const check = verifyRenewalToken(key, m![1]!, now);
    expect(check.ok && check.expiresAt.getTime()).toBe(now.getTime() + RENEWAL_LINK_TTL_DAYS * 86_400_000);
    expect(renewalPathParts(`/car-insurance/renewal/${m![1]}/`)).toEqual({
      segmentPath: '/car-insurance',
      token: m![1],
    });
    expect(renewalPath(2, m![1]!, 'en')).toBe(`/travel-insurance/renewal/${m![1]}/`);
  });
});
