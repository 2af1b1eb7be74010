import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './helpers';
import { seed } from '../../src/db/seed/seed';
import { quoteCatalogueSeed } from '../../src/db/seed/quotes-catalogue';
import { seedPages } from '../../src/db/seed/content/index';
import type { TBlockOf } from '../../src/shared/contracts/blocks';
import { TYPICAL_PROFILES } from '../../src/db/seed/quotes/typical-profiles';
import type { TPlan, TRateTable } from '../../src/shared/contracts/quotes';
import { engineFor } from '../../src/shared/quotes';
import { quotesRepo } from '../../src/server/modules/quotes/repo';
import { quotesService } from '../../src/server/modules/quotes/service';
import { startingPricesService } from '../../src/server/modules/quotes/starting-prices';

/** The seeded MULTIPLE_QUOTES block of a landing page (content/structure/pages/…). */
function multiQuotes(urlPath: string, language: 'en' | 'ar'): TBlockOf<'MULTIPLE_QUOTES'> {
  const page = seedPages.find((p) => p.urlPath === urlPath && p.language === language)?.page;
  const block = page?.jsonData.find((b) => b.type === 'MULTIPLE_QUOTES');
  if (block?.type !== 'MULTIPLE_QUOTES')
    throw new Error(`no MULTIPLE_QUOTES block on ${language} ${urlPath}`);
  return block as TBlockOf<'MULTIPLE_QUOTES'>;
}

/**
 * Decision 0014: the landing pages' 'Starting from' amounts are what the engines give for the typical profile over
 * the seeded plans and rate tables. The expected values are computed here from the seed data files and the engine
 * registry directly, not through the code under test.
 */

const silent = { warn: () => undefined };

const { app, ctx } = useTestApp();

const catalogue = quoteCatalogueSeed();

/** The engine's total for each named plan and the profile, declines left out, cheapest first, first `limit`. */
function expectedTab(
  profileId: string,
  tab: { productId: number; planIds?: number[] | undefined; limit: number },
): { plan: TPlan; totalFils: number }[] {
  const profile = TYPICAL_PROFILES.find((p) => p.id === profileId);
  if (!profile) throw new Error(profileId);
  const engine = engineFor(profile.productId) as unknown as {
    price(i: unknown, p: TPlan, t: TRateTable): { declined: true } | { declined: false; totalFils: number };
  };
  return catalogue.plans
    .filter((p) => p.productId === tab.productId && !p.isHidden && !p.showPriceOnRequest)
    .filter((p) => !tab.planIds || tab.planIds.includes(p.planId))
    .flatMap((plan) => {
      const table = catalogue.rateTables.find((t) => t.id === plan.rateTableId) as TRateTable;
      const r = engine.price(profile.input, plan, table);
      return r.declined ? [] : [{ plan, totalFils: r.totalFils }];
    })
    .sort((a, b) => a.totalFils - b.totalFils || a.plan.planId - b.plan.planId)
    .slice(0, tab.limit);
}

/** '1,287.30', whole dirhams without fils: how the page writes amounts (Latin digits in every language). */
const aed = (fils: number) =>
  (fils / 100).toLocaleString('en-US', {
    minimumFractionDigits: fils % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

/** The server-rendered panels of the block (the HTML, not the island's JSON props). */
function panels(html: string, key: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<div role="tabpanel" id="mq-${key}-panel-(\\d+)"`, 'g');
  const starts = [...html.matchAll(re)].map((m) => m.index);
  starts.forEach((start, i) => {
    const end = starts[i + 1] ?? html.indexOf('<script', start);
    out.push(html.slice(start, end));
  });
  return out;
}

const amounts = (panel: string) =>
  [...panel.matchAll(/<bdi dir="ltr" class="money__amount">([^<]+)<\/bdi>/g)].map((m) => m[1]);

describe('car landing page', () => {
  it('shows, per tab, the engines’ starting prices for the typical profile, cheapest first', async () => {
    const res = await app.inject({ url: '/car-insurance/' });
    expect(res.statusCode).toBe(200);
    // Not per visitor: the landing page keeps the content pages' caching rule.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const block = multiQuotes('/car-insurance/', 'en');
    const html = res.body;
    expect(html).toContain('data-block-type="MULTIPLE_QUOTES"');
    const ps = panels(html, block.key);
    expect(ps).toHaveLength(block.tabs.length);
    let shown = 0;
    block.tabs.forEach((tab, i) => {
      const expected = expectedTab('car-dubai-sedan', tab);
      expect(expected.length).toBe(3);
      const panel = ps[i] as string;
      expect(amounts(panel)).toEqual(expected.map((e) => aed(e.totalFils)));
      for (const e of expected) {
        expect(panel).toContain(
          `Starting from <span class="money"><span class="money__currency">AED</span> ` +
            `<bdi dir="ltr" class="money__amount">${aed(e.totalFils)}</bdi></span>`,
        );
        expect(panel).toContain(`>${e.plan.planName.en}</h3>`);
      }
      expect(/\bhidden=""/.test(panel.slice(0, panel.indexOf('>')))).toBe(i !== 0);
      shown += expected.length;
    });
    expect(shown).toBe(9);
    expect(html).toContain('Typical profile: 35-year-old driver in Dubai, AED 60,000 sedan');
    expect(html).toContain('Starting prices for a typical profile; your price depends on your answers.');
    expect(html).toContain('href="#journey"');
    expect(html).toContain('id="journey"');
  });

  it('shows the same amounts in Arabic with the catalogue’s currency, right to left', async () => {
    const res = await app.inject({ url: '/ar-ae/car-insurance/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
    const block = multiQuotes('/car-insurance/', 'ar');
    const ps = panels(res.body, block.key);
    block.tabs.forEach((tab, i) => {
      const expected = expectedTab('car-dubai-sedan', tab);
      expect(amounts(ps[i] as string)).toEqual(expected.map((e) => aed(e.totalFils)));
      for (const e of expected) expect(ps[i]).toContain(`>${e.plan.planName.ar}</h3>`);
    });
    expect(res.body).toContain('<span class="money__currency">د.إ</span>');
    expect(res.body).toContain('ابتداءً من <span class="money"><bdi dir="ltr" class="money__amount">');
  });
});

describe('travel landing page', () => {
  it('prices each tab with its own typical profile', async () => {
    const res = await app.inject({ url: '/travel-insurance/' });
    expect(res.statusCode).toBe(200);
    const block = multiQuotes('/travel-insurance/', 'en');
    const ps = panels(res.body, block.key);
    block.tabs.forEach((tab, i) => {
      const expected = expectedTab(tab.typicalProfileId as string, tab);
      expect(expected.length).toBeGreaterThan(0);
      expect(amounts(ps[i] as string)).toEqual(expected.map((e) => aed(e.totalFils)));
    });
    // A single trip's premium covers the trip; the annual plan's, the year.
    expect(ps[0]).toContain('<span class="mq-plan__per">per trip</span>');
    expect(ps[0]).not.toContain('a year');
    expect(ps[1]).toContain('<span class="mq-plan__per">a year</span>');
  });
});

describe('starting prices cache', () => {
  it('follows the catalogue in the database: an edit or a re-seed changes the stamp and the prices', async () => {
    const repo = quotesRepo(ctx.db);
    const quotes = quotesService({ repo, log: silent });
    const service = startingPricesService({
      loadCatalogue: quotes.loadCatalogue,
      catalogueStamp: repo.catalogueStamp,
      profiles: TYPICAL_PROFILES,
      log: silent,
      stampCheckMs: 0,
    });
    const block = multiQuotes('/car-insurance/', 'en');
    const firstTab = async () => (await service.resolveBlocks([block], 'en')).multiQuotes[block.key]?.tabs[0];
    const before = await firstTab();
    const cheapest = before?.plans[0]?.planId;
    expect(cheapest).toBeDefined();

    const stamp0 = await repo.catalogueStamp(1);
    await ctx.db.execute(sql`update plans set is_hidden = true, updated_at = now() where id = ${cheapest}`);
    expect(await repo.catalogueStamp(1)).not.toBe(stamp0);
    const after = await firstTab();
    expect(after?.plans.map((p) => p.planId)).not.toContain(cheapest);

    // The seed rewrites every row (a re-seed from another process looks the same to this one).
    const stamp1 = await repo.catalogueStamp(1);
    await seed(ctx.db);
    expect(await repo.catalogueStamp(1)).not.toBe(stamp1);
    expect((await firstTab())?.plans[0]?.planId).toBe(cheapest);
  });
});
