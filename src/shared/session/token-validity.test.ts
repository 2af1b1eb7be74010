import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeJwtPayload, isTokenValid, tokenProblem, type TokenCheck } from './token-validity';
import { SESSION_EXPIRY_THRESHOLD_S, WEB_PARTNER_ID } from '../contracts/session';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (claims: unknown) =>
  `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(claims))}.c2ln`;

const NOW_S = 1_800_000_000;
const now = NOW_S * 1000;
const check: TokenCheck = { now, webPartnerId: WEB_PARTNER_ID, agentId: undefined };
const good = { sub: 'a'.repeat(32), iat: NOW_S - 10, exp: NOW_S + 3600, partnerId: WEB_PARTNER_ID };

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload, including non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ a: 1, name: 'مرحبا' }))).toEqual({ a: 1, name: 'مرحبا' });
  });

  it('accepts a Bearer prefix', () => {
    expect(decodeJwtPayload(`Bearer ${jwt({ a: 1 })}`)).toEqual({ a: 1 });
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['one part', 'abc'],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['not base64url', 'a.b+c/=.d'],
    ['payload is not JSON', `x.${b64url('not json')}.y`],
    ['payload is an array', `x.${b64url('[1,2]')}.y`],
    ['payload is null', `x.${b64url('null')}.y`],
    ['payload is a number', `x.${b64url('42')}.y`],
    ['invalid UTF-8', `x.${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.y`],
  ])('returns undefined for %s', (_n, token) => {
    expect(decodeJwtPayload(token)).toBeUndefined();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const out = decodeJwtPayload(`${a}.${b}.${c}`);
        expect(out === undefined || (typeof out === 'object' && out !== null)).toBe(true);
      }),
    );
  });

  it('round-trips any JSON object', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const normalised = JSON.parse(JSON.stringify(obj)) as unknown;
        expect(decodeJwtPayload(jwt(obj))).toEqual(normalised);
      }),
    );
  });
});

describe('isTokenValid (docs/product/session.md)', () => {
  it.each<[string, string | null | undefined, Partial<TokenCheck>, string | undefined]>([
    ['a fresh web token', jwt(good), {}, undefined],
    ['missing', undefined, {}, 'missing'],
    ['empty', '', {}, 'missing'],
    ['garbage', 'not-a-token', {}, 'undecodable'],
    ['expired', jwt({ ...good, exp: NOW_S - 1 }), {}, 'expired'],
    ['inside the 300 s threshold', jwt({ ...good, exp: NOW_S + SESSION_EXPIRY_THRESHOLD_S }), {}, 'expired'],
    [
      'one second beyond the threshold',
      jwt({ ...good, exp: NOW_S + SESSION_EXPIRY_THRESHOLD_S + 1 }),
      {},
      undefined,
    ],
    ['exp missing', jwt({ ...good, exp: undefined }), {}, 'expired'],
    ['exp as text', jwt({ ...good, exp: String(NOW_S + 3600) }), {}, 'expired'],
    ['another partner', jwt({ ...good, partnerId: 'someone-else' }), {}, 'partner'],
    ['no partner', jwt({ ...good, partnerId: undefined }), {}, 'partner'],
    ['token agent, no current agent', jwt({ ...good, agentId: 'A1' }), {}, 'agent'],
    ['current agent, token without one', jwt(good), { agentId: 'A1' }, 'agent'],
    ['different agents', jwt({ ...good, agentId: 'A1' }), { agentId: 'A2' }, 'agent'],
    ['same agent', jwt({ ...good, agentId: 'A1' }), { agentId: 'A1' }, undefined],
    ['empty agent on both sides', jwt({ ...good, agentId: '' }), { agentId: '' }, undefined],
  ])('%s', (_name, token, overrides, problem) => {
    const c = { ...check, ...overrides };
    expect(tokenProblem(token, c)).toBe(problem);
    expect(isTokenValid(token, c)).toBe(problem === undefined);
  });

  it('is valid exactly when exp − 300 s is after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (delta) => {
        const exp = NOW_S + delta;
        expect(isTokenValid(jwt({ ...good, exp }), check)).toBe(exp - SESSION_EXPIRY_THRESHOLD_S > NOW_S);
      }),
    );
  });
});
