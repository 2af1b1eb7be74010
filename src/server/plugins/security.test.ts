import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  registerSecurityHeaders,
} from './security';
import { buildConfig } from '../config';
import { parseImageOrigins } from '../config-parsers';
import { imageOrigins, isImageSrc, setImageOrigins, ZImageSrc } from '../../shared/contracts/image-origins';
import { ZImage, VIDEO_HOSTS } from '../../shared/contracts/blocks-nav';
import { ZBlock } from '../../shared/contracts/blocks';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

afterEach(() => setImageOrigins([]));

// The renderers' imageSrc is isImageSrc (web/blocks/commerce-common/common.test.tsx checks it with a list set).
describe('image origins: one list for the CSP, the contracts and imageSrc (decision 0045)', () => {
  it("by default images come from this site and data: only (no 'https:' wildcard)", () => {
    const csp = contentSecurityPolicy(false);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
    expect(ZImageSrc.safeParse('/assets/demo/car.svg').success).toBe(true);
    expect(ZImageSrc.safeParse('https://cdn.example.com/a.png').success).toBe(false);
  });

  it('the CSP lists exactly the configured origins, and the contracts and imageSrc accept exactly those', () => {
    const config = buildConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      IMAGE_ORIGINS: 'https://cdn.example.com, https://img.partner.example:8443/',
    });
    setImageOrigins(config.imageOrigins);
    const allowed = directive(contentSecurityPolicy(false), 'img-src')?.slice(2);
    expect(allowed).toEqual([...imageOrigins()]);
    expect(allowed).toEqual(['https://cdn.example.com', 'https://img.partner.example:8443']);
    for (const origin of allowed ?? []) {
      const src = `${origin}/logos/a.png`;
      expect(ZImageSrc.safeParse(src).success).toBe(true);
      expect(ZImage.safeParse({ src, alt: '', width: 10, height: 10 }).success).toBe(true);
      expect(isImageSrc(src)).toBe(true);
    }
    for (const src of [
      'https://other.example.com/a.png',
      'https://cdn.example.com.evil.test/a.png',
      'http://cdn.example.com/a.png',
      'https://user@cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ]) {
      expect(ZImageSrc.safeParse(src).success, src).toBe(false);
      expect(isImageSrc(src), src).toBe(false);
    }
  });

  it('a block with an image from another origin is refused by its contract', () => {
    setImageOrigins(['https://cdn.example.com']);
    const partners = (src: string) => ({
      type: 'PARTNERS',
      key: 'p',
      logos: [{ name: 'A', image: { src, alt: 'A', width: 100, height: 40 } }],
    });
    expect(ZBlock.safeParse(partners('https://cdn.example.com/a.svg')).success).toBe(true);
    expect(ZBlock.safeParse(partners('https://tracker.example.net/a.svg')).success).toBe(false);
    const icons = (icon: string) => ({ type: 'ICONS_NEW', key: 'i', rows: [{ icon, title: 'Fast' }] });
    expect(ZBlock.safeParse(icons('/assets/demo/fast.svg')).success).toBe(true);
    expect(ZBlock.safeParse(icons('https://tracker.example.net/fast.svg')).success).toBe(false);
  });

  it('IMAGE_ORIGINS takes bare https origins only', () => {
    expect(parseImageOrigins('')).toEqual([]);
    expect(parseImageOrigins('https://CDN.Example.com/, https://cdn.example.com')).toEqual([
      'https://cdn.example.com',
    ]);
    for (const bad of [
      'http://cdn.example.com',
      'https://cdn.example.com/img/',
      'https://*.example.com',
      'cdn',
    ])
      expect(() => parseImageOrigins(bad), bad).toThrow(/IMAGE_ORIGINS/);
  });
});

describe('content security policy', () => {
  it('reports violations to /api/csp-report (report-uri, and report-to with Reporting-Endpoints)', () => {
    const csp = contentSecurityPolicy(false);
    expect(directive(csp, 'report-uri')).toEqual([CSP_REPORT_PATH]);
    expect(directive(csp, 'report-to')).toEqual([CSP_REPORT_GROUP]);
    expect(CSP_REPORT_PATH).toBe('/api/csp-report');
  });

  it('frames only the VIDEO contract hosts', () => {
    expect(directive(contentSecurityPolicy(false), 'frame-src')).toEqual(
      VIDEO_HOSTS.map((h) => `https://${h}`),
    );
  });

  it('every response carries the CSP, its reporting endpoint and Cross-Origin-Resource-Policy: same-origin', async () => {
    setImageOrigins(['https://cdn.example.com']);
    const app = Fastify();
    registerSecurityHeaders(app, { dev: false, https: true, origin: 'https://www.sahel.example' });
    app.get('/x', async () => ({ ok: true }));
    try {
      for (const url of ['/x', '/missing']) {
        const res = await app.inject({ url });
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['reporting-endpoints']).toBe(
          'csp-endpoint="https://www.sahel.example/api/csp-report"',
        );
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toBe(contentSecurityPolicy(false));
        expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
      }
    } finally {
      await app.close();
    }
  });
});
