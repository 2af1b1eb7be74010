import type { z } from 'zod';
import type { ZIpFlags } from '../../../shared/contracts/session';
import { cidrMatcher, type Cidr } from './cidr';

export function geoService(ranges: { internal: readonly Cidr[]; indian: readonly Cidr[] }) {
  const isInternal = cidrMatcher(ranges.internal);
  const isIndian = cidrMatcher(ranges.indian);
  return {
    /**
     * docs/product/session.md 'Device IP check': internal, India and IPL flags. Ranges come from configuration; nothing
     * is looked up over the network. The spec names the IPL flag without a rule, so it stays false.
     */
    flags(ip: string): z.infer<typeof ZIpFlags> {
      return { isIndianIp: isIndian(ip), isInternalIp: isInternal(ip), isIPL: false };
    },
  };
}

export type GeoService = ReturnType<typeof geoService>;
