import { BlockList, isIP } from 'node:net';

export type Cidr = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** Parses one 'address/prefix' (or a bare address = a /32 or /128); undefined when malformed. */
export function parseCidr(text: string): Cidr | undefined {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** Splits a comma list of CIDRs; returns the entries that do not parse so config can name them. */
export function parseCidrList(list: string): { cidrs: Cidr[]; invalid: string[] } {
  const cidrs: Cidr[] = [];
  const invalid: string[] = [];
  for (const raw of list.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const c = parseCidr(entry);
    if (c) cidrs.push(c);
    else invalid.push(entry);
  }
  return { cidrs, invalid };
}

/**
 * An address matcher over CIDR ranges, on node:net's BlockList (IPv4, IPv6, and IPv4-mapped IPv6 such as
 * '::ffff:10.0.0.1' that a dual-stack listener reports, which BlockList matches against IPv4 ranges).
 */
export function cidrMatcher(cidrs: readonly Cidr[]): (ip: string) => boolean {
  if (cidrs.length === 0) return () => false;
  const list = new BlockList();
  for (const c of cidrs) list.addSubnet(c.address, c.prefix, c.family);
  return (ip) => {
    const version = isIP(ip);
    if (version === 0) return false;
    return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
  };
}
