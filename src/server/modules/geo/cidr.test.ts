import { describe, expect, it } from 'vitest';
import { cidrMatcher, parseCidr, parseCidrList } from './cidr';

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 ranges and bare addresses', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr(' 2001:db8::/32 ')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseCidr('127.0.0.1')).toEqual({ address: '127.0.0.1', prefix: 32, family: 'ipv4' });
    expect(parseCidr('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });

  it('rejects malformed entries', () => {
    for (const bad of [
      '',
      '10.0.0.0/33',
      '::/129',
      '10.0.0/8',
      'example.com',
      '10.0.0.0/8/1',
      '10.0.0.0/',
      '1.2.3.4/-1',
      '1.2.3.4/0x8',
    ])
      expect(parseCidr(bad)).toBeUndefined();
  });

  it('lists invalid entries of a comma list and skips blanks', () => {
    expect(parseCidrList(' 10.0.0.0/8, ,nope,::1 ')).toEqual({
      cidrs: [
        { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
        { address: '::1', prefix: 128, family: 'ipv6' },
      ],
      invalid: ['nope'],
    });
  });
});

describe('cidrMatcher', () => {
  const match = cidrMatcher(parseCidrList('103.21.0.0/16, 2001:db8::/32, 192.0.2.7').cidrs);

  it('matches inside and not outside a range (both families)', () => {
    expect(match('103.21.4.5')).toBe(true);
    expect(match('103.22.0.1')).toBe(false);
    expect(match('2001:db8:1::5')).toBe(true);
    expect(match('2001:db9::5')).toBe(false);
    expect(match('192.0.2.7')).toBe(true);
    expect(match('192.0.2.8')).toBe(false);
  });

  it('matches IPv4-mapped IPv6 addresses against IPv4 ranges', () => {
    expect(match('::ffff:103.21.9.9')).toBe(true);
    expect(match('::ffff:8.8.8.8')).toBe(false);
  });

  it('never matches garbage or an empty list', () => {
    expect(match('not-an-ip')).toBe(false);
    expect(match('')).toBe(false);
    expect(cidrMatcher([])('127.0.0.1')).toBe(false);
  });
});
