import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freshDatabase, testApp } from './helpers';

/**
 * Decision 0087: `/{product}/policy/thank-you/?policy=<publicId>` is a per-visitor page in every language: never
 * cached (no page cache, Cache-Control no-store), noindex, the island's props carry only a well-formed policy id,
 * and only products bought online have one. `/thank-you/` stays the content page.
 */

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await testApp(ctx.db, { JOBS_ENABLED: 'false' });
});
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

const ID = 'Pol1cy0000000000000000AB';

/** The island's props as the page carries them (JSON beside the markup, named by the island's id). */
function islandProps(body: string): Record<string, unknown> {
  const id = /data-island="PolicyThankYou" data-island-id="([^"]+)"/.exec(body)?.[1];
  expect(id, 'the island').toBeDefined();
  const json = new RegExp(`<script type="application/json" data-island-props="${id}">([^<]*)</script>`).exec(
    body,
  )?.[1];
  expect(json, 'its props').toBeDefined();
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

describe('the policy thank-you page', () => {
  it('answers in all four languages for car, travel, health and home: private, no-store, noindex', async () => {
    const titles = {
      '': 'Your policy',
      '/ar-ae': 'وثيقتك',
      '/hi-ae': 'आपकी पॉलिसी',
      '/ml-ae': 'നിങ്ങളുടെ പോളിസി',
    };
    for (const [prefix, title] of Object.entries(titles))
      for (const segment of ['car-insurance', 'travel-insurance', 'health-insurance', 'home-insurance']) {
        const url = `${prefix}/${segment}/policy/thank-you/?policy=${ID}`;
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['x-robots-tag'], url).toBe('noindex');
        // Never stored: a second request renders again.
        expect(res.headers['x-page-cache'], url).toBe('miss');
        expect((await app.inject({ url })).headers['x-page-cache'], url).toBe('miss');
        expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
        expect(res.body, url).toContain(`<h1 id="policy-page-title">${title}</h1>`);
        expect(res.body, url).toContain('data-island="PolicyThankYou"');
        // Nothing of any policy is rendered on the server: the island reads it with the device's token.
        expect(res.body, url).toContain('data-state="loading"');
      }
  });

  it('the island gets the policy id only when well formed, and the quotes and account paths of its language', async () => {
    const ok = await app.inject({ url: `/ar-ae/car-insurance/policy/thank-you/?policy=${ID}` });
    const props = islandProps(ok.body);
    expect(props).toMatchObject({
      lang: 'ar',
      publicId: ID,
      quotesPath: '/ar-ae/car-insurance/quotes/',
      accountPath: '/ar-ae/account/',
    });
    // The language switcher keeps the policy.
    expect(ok.body).toContain(`href="/hi-ae/car-insurance/policy/thank-you/?policy=${ID}"`);
    for (const bad of ['', 'short', `${ID}x`, '<script>alert(1)</script>', `${ID.slice(0, 23)}-`]) {
      const res = await app.inject({
        url: `/car-insurance/policy/thank-you/?policy=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(200);
      expect(islandProps(res.body).publicId, bad).toBeNull();
      expect(res.body).not.toContain('<script>alert(1)</script>');
    }
  });

  it('an advisor-only product has no thank-you page; /thank-you/ is not this page', async () => {
    for (const url of ['/term-insurance/policy/thank-you/', '/bike-insurance/policy/thank-you/'])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    const content = await app.inject({ url: '/thank-you/' });
    expect(content.body).not.toContain('data-island="PolicyThankYou"');
  });
});
