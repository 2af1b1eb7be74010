import { describe, expect, it } from 'vitest';
import { banksSeed, creditCardsSeed } from '../../src/db/seed/banking/index';
import { CARD_PAGE_SIZE } from '../../src/shared/contracts/credit-cards-api-constants';
import { high, useTestApp } from './helpers';

/** `/credit-cards/<bank>/` (decision 0111): that bank's cards only, four languages, 404 for an unknown bank. */

const { app } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP', 'RATE_LIMIT_READ_PER_DEVICE') });

const bank = banksSeed[0]!;
const other = banksSeed[1]!;
const providers = (html: string) => [...html.matchAll(/data-provider-id="(\d+)"/g)].map((m) => Number(m[1]));

describe('/credit-cards/<bank>/', () => {
  it("shows only that bank's cards in English and Arabic, with hreflang and in the sitemap", async () => {
    const own = creditCardsSeed.filter((c) => c.bankId === bank.id).length;
    expect(own).toBeGreaterThan(0);
    for (const prefix of ['', '/ar-ae']) {
      const res = await app.inject({ url: `${prefix}/credit-cards/${bank.slug}/` });
      expect(res.statusCode).toBe(200);
      const ids = providers(res.body);
      expect(ids.length).toBe(Math.min(own, CARD_PAGE_SIZE));
      expect(new Set(ids)).toEqual(new Set([bank.id]));
      for (const l of ['en', 'ar', 'hi', 'ml'])
        expect(res.body).toMatch(new RegExp(`rel="alternate" hreflang="${l}-AE"`, 'i'));
      // The other banks' pages are linked.
      expect(res.body).toContain(`${prefix}/credit-cards/${other.slug}/`);
    }
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/credit-cards/${bank.slug}/</loc>`);
    expect(sitemap).toContain(`/ml-ae/credit-cards/${bank.slug}/</loc>`);
  });

  it('answers 404 for an unknown bank, not cached', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/credit-cards/no-such-bank/' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-page-cache']).not.toBe('hit');
    }
  });
});
