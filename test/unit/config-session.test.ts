import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/server/config';

const base = { SESSION_SECRET: 's'.repeat(40), DATA_DIR: '/tmp/sahel-config-test' };

describe('session configuration', () => {
  it('has sensible defaults: 30-day tokens, no IP ranges, per-IP and per-device limits per minute', () => {
    const c = buildConfig(base);
    expect(c.tokenTtlSeconds).toBe(86_400 * 30);
    expect(c.ipRanges).toEqual({ internal: [], indian: [] });
    // Decision 0022: tight per device, a generous backstop per address (carrier NAT), /api/encrypt per hour.
    expect(c.rateLimits).toEqual({
      device: { perIp: 300, perDevice: 10, windowSeconds: 60 },
      visit: { perIp: 1200, perDevice: 30, windowSeconds: 60 },
      write: { perIp: 1200, perDevice: 60, windowSeconds: 60 },
      read: { perIp: 3000, perDevice: 240, windowSeconds: 60 },
      encrypt: { perIp: 600, perDevice: 20, windowSeconds: 3600 },
      // Decision 0042: CSP reports, a burst per page view, many browsers behind one carrier address.
      report: { perIp: 600, perDevice: 600, windowSeconds: 60 },
      // The insurer sandbox (src/sandbox/README.md): no device token there, per IP only.
      sandbox: { perIp: 120, perDevice: 120, windowSeconds: 60 },
      // Analytics events (decision 0103): no device token, per address only, generous.
      events: { perIp: 3000, perDevice: 3000, windowSeconds: 60 },
      // The CEO blog subscribe call (decision 0106): its own budget.
      subscribe: { perIp: 60, perDevice: 5, windowSeconds: 60 },
    });
    // Decision 0022: counters in PostgreSQL unless REDIS_URL is set.
    expect(c.rateLimitStore).toBe('postgres');
    expect(buildConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimitStore).toBe('redis');
    expect(buildConfig({ ...base, RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(() => buildConfig({ ...base, RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE=redis/);
    // decision 0007: 6-digit codes valid 300 s; decision 0043: at most 60 sends per IP per hour (carrier NAT)
    expect(c.otp).toEqual({ length: 6, ttlSeconds: 300, sendsPerIpPerHour: 60 });
    // Decision 0022 (decision 0021): upload bytes a day per device and per address.
    expect(c.uploads).toEqual({ deviceBytesPerDay: 30 * 1024 * 1024, ipBytesPerDay: 200 * 1024 * 1024 });
  });

  it('reads IP ranges and limits from the environment', () => {
    const c = buildConfig({ ...base, INTERNAL_IP_CIDRS: '10.0.0.0/8,::1', RATE_LIMIT_WRITE_PER_IP: '5' });
    expect(c.ipRanges.internal.map((r) => `${r.address}/${r.prefix}`)).toEqual(['10.0.0.0/8', '::1/128']);
    expect(c.rateLimits.write.perIp).toBe(5);
  });

  it('fails with a readable message for a bad range, a zero limit or a token shorter than the expiry margin', () => {
    expect(() => buildConfig({ ...base, INDIAN_IP_CIDRS: '103.0.0.0/8, india' })).toThrow(
      /INDIAN_IP_CIDRS: 'india' is not an IP address or CIDR range/,
    );
    expect(() => buildConfig({ ...base, RATE_LIMIT_DEVICE_PER_IP: '0' })).toThrow(/RATE_LIMIT_DEVICE_PER_IP/);
    expect(() => buildConfig({ ...base, TOKEN_TTL_SECONDS: '300' })).toThrow(/TOKEN_TTL_SECONDS/);
  });
});
