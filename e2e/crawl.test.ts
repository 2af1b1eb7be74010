import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import { seedPages } from '../src/db/seed/content/index';
import { LANG_CODES, localizedPath, type LangCode } from '../src/shared/domain/locales';
import { hospitalListPath, hospitalPagePath } from '../src/shared/hospitals/paths';
import { planPath, providerPath } from '../src/shared/health-plans/paths';
import { healthPlansSeed } from '../src/db/seed/quotes/plans/health';
import { insurersSeed } from '../src/db/seed/quotes/insurers';
import { baseUrl, launch, openPage } from './browser';

/**
 * No dead ends (docs/product/content.md, docs/product/pages.md): a sample of the seeded pages, one per template (page type) in every
 * language of LOCALES (en, ar, hi, ml; decision 0081), is fetched over HTTP, every internal link on those pages (anchors and the hreflang alternates; same origin,
 * not /api/) is fetched, and any 404 or other error fails. Pages of one template share their links' code, so the
 * sample finds what a crawl of everything would, in a fraction of the time (decision 0057).
 * In-page links must find their target (the hero's '#journey'). Then, in Chromium at 360 px, axe finds no violation
 * on one page per template (home, product landing, plain page) in English and Arabic (Hindi and Malayalam screens:
 * e2e/hindi-malayalam.test.ts), content-page buttons keep their
 * label on one line inside the viewport, and the Arabic check bullets are check marks.
 */

const LANGS = ['en', 'ar'] as const;
const seeded = seedPages.filter(
  (p) => p.status === 'published' && (LANG_CODES as readonly string[]).includes(p.language),
);
const pathOf = (p: (typeof seeded)[number]) => localizedPath(p.urlPath, p.language as LangCode);
/**
 * A list and its items share a page type but not a template (decisions 0104–0106): the article list and an article, the
 * glossary and a term, the news list and a news item, the CEO blog and a story, the podcasts and an episode; an
 * author page is its own template. A list is a product's `/articles/` page or a one-segment path.
 */
const LISTED_PAGE_TYPES: readonly number[] = [2, 24, 39, 53, 54];
const shapeOf = (p: (typeof seeded)[number]) =>
  /^\/authors?\//.test(p.urlPath)
    ? ' author'
    : !LISTED_PAGE_TYPES.includes(p.pageTypeId)
      ? ''
      : /\/articles\/$/.test(p.urlPath) || /^\/[^/]+\/$/.test(p.urlPath)
        ? ' list'
        : ' item';
const template = (p: (typeof seeded)[number]) => `${p.language} ${p.pageTypeId}${shapeOf(p)}`;
/** The first seeded page of each template in each language. */
const firstOfTemplate = new Map<string, string>();
for (const p of seeded) if (!firstOfTemplate.has(template(p))) firstOfTemplate.set(template(p), pathOf(p));
/**
 * The generated network hospital pages (decision 0093) are sampled, not crawled: one list page and one hospital
 * page per language (their links, a list's next page and its places included, are fetched like any other).
 */
const hospitalSeed = JSON.parse(readFileSync('content/structure/hospitals.json', 'utf8')) as {
  hospitals: { slug: string; city: string; networks: Record<string, string> }[];
};
const samplePlace = hospitalSeed.hospitals[0];
const generatedSample = samplePlace
  ? LANG_CODES.flatMap((lang) => [
      localizedPath(hospitalListPath(Object.keys(samplePlace.networks)[0] ?? '', samplePlace.city), lang),
      localizedPath(hospitalPagePath(samplePlace.slug), lang),
    ])
  : [];
/** The health provider and plan pages (decision 0097): one of each per language, sampled like the hospital pages. */
const samplePlan = healthPlansSeed.find((p) => !p.isHidden);
const sampleInsurer = insurersSeed.find((i) => i.id === samplePlan?.providerId)?.slug;
const healthSample =
  samplePlan && sampleInsurer
    ? LANG_CODES.flatMap((lang) => [
        localizedPath(providerPath(sampleInsurer), lang),
        localizedPath(planPath(sampleInsurer, samplePlan.slug), lang),
      ])
    : [];
/**
 * Pages the server renders without a stored document of their own template: a reviews page (decision 0101) and the
 * calculators hub (a plain page type, so not the first of its template), one of each per language.
 */
const serverSample = LANG_CODES.flatMap((lang) => [
  localizedPath('/credit-cards/reviews/', lang),
  localizedPath('/calculators/', lang),
]);
const startPaths = [...firstOfTemplate.values(), ...generatedSample, ...healthSample, ...serverSample];

type Crawl = {
  /** Status of every internal URL fetched (path + query). */
  status: Map<string, number>;
  /** The first page that linked to each URL. */
  from: Map<string, string>;
  /** In-page links whose target id is missing: 'page → #id'. */
  missingTargets: string[];
};

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'");

/** Hrefs of anchors and of hreflang alternates in server-rendered HTML. */
function hrefsOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) out.push(decode(m[1] ?? ''));
  for (const m of html.matchAll(/<link\b[^>]*?\srel="alternate"[^>]*?\shref="([^"]*)"/g))
    out.push(decode(m[1] ?? ''));
  return out;
}

async function crawl(base: string): Promise<Crawl> {
  const origin = new URL(base).origin;
  const status = new Map<string, number>();
  const from = new Map<string, string>();
  const missingTargets: string[] = [];
  const queue: string[] = [...new Set(startPaths)];
  const queued = new Set(queue);
  // A link to another page's journey must find the journey there too.
  const fragmentChecks: { page: string; from: string }[] = [];
  let inFlight = 0;
  const enqueue = (url: string, source: string) => {
    if (queued.has(url)) return;
    queued.add(url);
    from.set(url, source);
    queue.push(url);
  };
  const starts = new Set(startPaths);
  const visit = async (path: string) => {
    const res = await fetch(origin + path, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    status.set(path, res.status);
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get('location');
      if (location) {
        const u = new URL(location, origin + path);
        if (u.origin === origin) enqueue(u.pathname + u.search, path);
      }
      await res.body?.cancel();
      return;
    }
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('text/html')) {
      await res.body?.cancel();
      return;
    }
    const html = await res.text();
    // The sample's own links are all fetched; the pages they lead to are checked, not crawled further.
    if (!starts.has(path)) return;
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const href of hrefsOf(html)) {
      let u: URL;
      try {
        u = new URL(href, origin + path);
      } catch {
        continue;
      }
      if (u.origin !== origin || u.pathname.startsWith('/api/')) continue;
      const target = u.pathname + u.search;
      if (u.hash && target === path && !ids.has(decodeURIComponent(u.hash.slice(1))))
        missingTargets.push(`${path} → ${u.hash}`);
      if (u.hash && target !== path && u.hash === '#journey')
        fragmentChecks.push({ page: target, from: path });
      enqueue(target, path);
    }
  };
  const workers = Array.from({ length: 6 }, async () => {
    for (;;) {
      const next = queue.shift();
      if (next === undefined) {
        // Another worker may still add links: wait for the queue to settle before stopping.
        if (inFlight === 0) return;
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      inFlight++;
      try {
        await visit(next);
      } finally {
        inFlight--;
      }
    }
  });
  await Promise.all(workers);
  for (const c of new Set(fragmentChecks.map((f) => f.page))) {
    const html = await (await fetch(origin + c)).text();
    if (!/\sid="journey"/.test(html))
      missingTargets.push(`${fragmentChecks.find((f) => f.page === c)?.from} → ${c}#journey`);
  }
  return { status, from, missingTargets };
}

describe('crawl of one seeded page per template in every language and every link on it', () => {
  let result: Crawl;
  beforeAll(async () => {
    result = await crawl(baseUrl());
  }, 60_000);

  it('reaches every sampled page and every internal link on them, with no 404 or error', () => {
    expect(seeded.length).toBeGreaterThan(40);
    // every template in every language
    expect(firstOfTemplate.size).toBe(new Set(seeded.map(template)).size);
    // one hospital list and hospital page, one health provider and plan page (decision 0097), a reviews page and the
    // calculators hub per language
    expect(startPaths.length).toBe(firstOfTemplate.size + 6 * LANG_CODES.length);
    // the content templates (decisions 0104–0106) in every language: lists and their items
    for (const lang of LANG_CODES)
      for (const t of [
        '2 list',
        '2 item',
        '23',
        '24 list',
        '24 item',
        '53 list',
        '53 item',
        '54 list',
        '54 item',
      ])
        expect(firstOfTemplate.has(`${lang} ${t}`), `${lang} ${t}`).toBe(true);
    for (const p of startPaths) expect(result.status.get(p), p).toBe(200);
    const broken = [...result.status]
      .filter(([, s]) => s >= 400)
      .map(([url, s]) => `${s} ${url} (linked from ${result.from.get(url) ?? 'the seed'})`);
    expect(broken).toEqual([]);
    // Pages the crawl discovered through links, besides the seeded ones (journeys' variants, quotes pages…).
    expect(result.status.size).toBeGreaterThanOrEqual(startPaths.length);
  });

  it('finds the target of every in-page link, the hero\u2019s #journey included', () => {
    expect(result.missingTargets).toEqual([]);
  });

  it('crawls every language: its sampled pages and the pages they link to in that language', () => {
    for (const lang of LANG_CODES) {
      const prefix = localizedPath('/', lang);
      expect(
        startPaths.filter((p) => seeded.some((s) => pathOf(s) === p && s.language === lang)).length,
        lang,
      ).toBeGreaterThan(5);
      if (lang === 'en') continue;
      const reached = [...result.status].filter(([u, st]) => u.startsWith(prefix) && st === 200);
      expect(reached.length, lang).toBeGreaterThan(20);
    }
  });
});

describe('the hero button', () => {
  it('goes to the page\u2019s own journey on every product page, in its language', async () => {
    const origin = new URL(baseUrl()).origin;
    const landings = seeded.filter((p) => p.page.metaData.showJourney !== false && p.productId !== 17);
    expect(landings.length).toBeGreaterThan(20);
    // Four at a time (decision 0096): the pages are independent, and one after the other waited on each render.
    const queue = [...landings];
    const checkNext = async (): Promise<void> => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const path = pathOf(p);
        const html = await (await fetch(origin + path)).text();
        // A first fold (JOURNEY_ELEMENT: the NRI and marketing v2 pages) has no hero button; the journey follows it.
        if (p.page.jsonData[0]?.type === 'JOURNEY_ELEMENT') {
          expect(html, path).toMatch(/\sid="journey"/);
          continue;
        }
        const cta = /<a class="button banner__cta" href="([^"]*)"/.exec(html)?.[1];
        expect(cta, path).toBe('#journey');
        expect(html, path).toMatch(/\sid="journey"/);
      }
    };
    await Promise.all([checkNext(), checkNext(), checkNext(), checkNext()]);
    expect(queue).toEqual([]);
  });
});

describe('templates at 360 px (axe, buttons, bullets)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const TEMPLATES = ['/', '/car-insurance/', '/privacy-notice/'];

  /** Buttons whose label wraps to a second line or spills out of the button or the viewport (tabs scroll). */
  const unfitButtons = (page: Page) =>
    page.evaluate(() => {
      const out: string[] = [];
      const buttons = document.querySelectorAll<HTMLElement>(
        'a.button, button, .button, input[type="submit"], [role="button"]',
      );
      for (const el of buttons) {
        if (el.getAttribute('role') === 'tab') continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set(
          [...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)),
        ).size;
        const spills = el.scrollWidth > el.clientWidth + 1 || r.left < -1 || r.right > innerWidth + 1;
        if (lines > 1 || spills) out.push(`"${(el.textContent ?? '').trim().slice(0, 40)}" lines=${lines}`);
      }
      return out;
    });

  for (const lang of LANGS) {
    it(`axe finds no violation on home, product and plain pages in ${lang}, and their buttons fit`, async () => {
      const w = await openPage(browser, { viewport: { width: 360, height: 800 }, reducedMotion: 'reduce' });
      for (const path of TEMPLATES.map((p) => localizedPath(p, lang))) {
        const res = await w.page.goto(baseUrl() + path);
        expect(res?.status(), path).toBe(200);
        await w.page.waitForSelector('html[data-hydrated="true"]');
        const axe = await new AxeBuilder({ page: w.page }).analyze();
        expect(
          axe.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
        expect(await unfitButtons(w.page), path).toEqual([]);
      }
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }

  it('keeps every content-page button on one line at 360 px in Arabic', async () => {
    // Static markup is what decides the fit, so no script is needed: faster, and the same layout.
    // Three tabs of one context take the pages in turn (decision 0096): a page's load waits on the server and the
    // network stack more than on the layout.
    const w = await openPage(browser, { viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
    const bad: string[] = [];
    // Every Arabic page of the other templates, and of the lists and their items (articles, glossary, news, CEO blog,
    // podcasts: hundreds of pages sharing a few templates' code) the first of each template only.
    const paths = seeded
      .filter(
        (x) =>
          x.language === 'ar' &&
          (!LISTED_PAGE_TYPES.includes(x.pageTypeId) || firstOfTemplate.get(template(x)) === pathOf(x)),
      )
      .map((p) => localizedPath(p.urlPath, 'ar'));
    expect(paths.length).toBeGreaterThan(10);
    let checked = 0;
    const tabs = [w.page, await w.context.newPage(), await w.context.newPage()];
    await Promise.all(
      tabs.map(async (tab, i) => {
        for (let k = i; k < paths.length; k += tabs.length) {
          const path = paths[k] ?? '';
          expect((await tab.goto(baseUrl() + path))?.status(), path).toBe(200);
          for (const b of await unfitButtons(tab)) bad.push(`${path} ${b}`);
          checked += 1;
        }
      }),
    );
    expect(checked).toBe(paths.length);
    expect(bad).toEqual([]);
    await w.context.close();
  });

  it('draws the check bullets as check marks in Arabic too (not mirrored into a chevron)', async () => {
    const shapes: Record<string, string> = {};
    for (const lang of LANGS) {
      const w = await openPage(browser, { viewport: { width: 360, height: 800 }, javaScriptEnabled: false });
      await w.page.goto(baseUrl() + localizedPath('/car-insurance/', lang));
      shapes[lang] = await w.page.$eval('.banner__features li', (li) => {
        const s = getComputedStyle(li, '::before');
        return `${s.transform} right=${s.borderRightWidth} bottom=${s.borderBottomWidth} left=${s.borderLeftWidth}`;
      });
      await w.context.close();
    }
    expect(shapes.en).toMatch(/right=3px bottom=3px left=0px/);
    expect(shapes.ar).toBe(shapes.en);
  });
});
