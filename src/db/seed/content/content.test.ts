import { describe, expect, it } from 'vitest';
import { ZStoredPage } from '../../../shared/contracts/page';
import { ZChromeData, type TMenuItem } from '../../../shared/contracts/chrome';
import { LANG_CODES, localeOf } from '../../../shared/domain/locales';
import { seedChrome, seedPages, redirectionsSeed } from './index';
import { isNoindex, SITEMAP_PATH } from './sitemap';
import { pageNames } from './load';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { FILE_ROUTES } from '../../../shared/domain/routing';

/** Real UAE insurers, banks, hospitals and comparison sites that must never appear in the demo content. */
const REAL_BRANDS: RegExp[] = [
  /Emirates\s+NBD/i,
  /\bENBD\b/i,
  /\bADCB\b/i,
  /Abu\s+Dhabi\s+Commercial/i,
  /First\s+Abu\s+Dhabi/i,
  /\bFAB\b/,
  /Mashreq/i,
  /Dubai\s+Islamic/i,
  /Abu\s+Dhabi\s+Islamic/i,
  /\bADIB\b/i,
  /RAKBANK/i,
  /Commercial\s+Bank\s+of\s+Dubai/i,
  /Emirates\s+Islamic/i,
  /Al\s+Hilal\s+Bank/i,
  /\bAXA\b/i,
  /\bGIG\b/,
  /Oman\s+Insurance\s+Company/i,
  /\bSukoon\b/i,
  /Orient\s+Insurance/i,
  /Tokio\s+Marine/i,
  /\bRSA\b/,
  /\bSalama\b/i,
  /\bDaman\b/i,
  /\bADNIC\b/i,
  /Abu\s+Dhabi\s+National\s+Insurance/i,
  /\bMetLife\b/i,
  /\bAllianz\b/i,
  /\bCigna\b/i,
  /\bBupa\b/i,
  /Mediclinic/i,
  /Cleveland\s+Clinic/i,
  /\bNMC\b/,
  /Policybazaar/i,
  /Yalla\s*compare/i,
  /Souqalmal/i,
  /InsuranceMarket/i,
  /الإمارات دبي الوطني/,
  /بنك أبوظبي الأول/,
  /بنك أبوظبي التجاري/,
  /مصرف أبوظبي الإسلامي/,
  /بنك دبي الإسلامي/,
  /بنك المشرق/,
  /مصرف الإمارات الإسلامي/,
  /بنك رأس الخيمة الوطني/,
];

/** Every string anywhere inside a value. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function menuPaths(items: TMenuItem[]): string[] {
  return items.flatMap((i) => [...(i.next ? [i.next] : []), ...menuPaths(i.content ?? [])]);
}

const HREF = /href\s*=\s*["']([^"']+)["']/gi;

/** Internal link paths of a parsed page: link blocks, banner links and CTA, and hrefs in HTML. */
function pagePaths(page: ReturnType<typeof ZStoredPage.parse>): string[] {
  const out: string[] = [];
  for (const b of page.jsonData) {
    if (b.type === 'LINKS') out.push(...b.links.map((l) => l.url));
    if (b.type === 'BANNER') {
      out.push(...(b.fieldValues.productLinks ?? []).map((l) => l.url));
      if (b.fieldValues.ctaUrl) out.push(b.fieldValues.ctaUrl);
    }
  }
  for (const s of allStrings(page.jsonData)) {
    for (const m of s.matchAll(HREF)) if (m[1]?.startsWith('/')) out.push(m[1]);
  }
  // Every other link field of every block type (INTERLINKING_LINKS, COVERAGE_WIDGET tiles, cards, FAQ rows …).
  // API addresses (the credit cards block's data source) and media files (a podcast's audio) are not pages.
  out.push(...linkFields(page.jsonData).filter((u) => u.startsWith('/') && !/^\/(api|media)\//.test(u)));
  return out;
}

/** Values of link-like fields (url, pageUrl, refUrl, plansUrl, link, href …) anywhere inside a value. */
function linkFields(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkFields);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'string' ? (/(url|^link|^href)$/i.test(k) ? [v] : []) : linkFields(v),
  );
}

const parsedPages = seedPages.map((p) => ({ ...p, parsed: ZStoredPage.parse(p.page) }));
const parsedChrome = Object.entries(seedChrome).map(([lang, c]) => ({ lang, parsed: ZChromeData.parse(c) }));

describe('seed content', () => {
  it('every seed page parses with ZStoredPage', () => {
    expect(seedPages.length).toBeGreaterThanOrEqual(5);
    for (const p of seedPages) expect(() => ZStoredPage.parse(p.page)).not.toThrow();
  });

  it('every chrome parses with ZChromeData', () => {
    // Every language has its header, menus and footer (content/<lang>/chrome/chrome.json).
    expect(Object.keys(seedChrome).sort()).toEqual([...LANG_CODES].sort());
    for (const c of Object.values(seedChrome)) expect(() => ZChromeData.parse(c)).not.toThrow();
  });

  it('page metadata matches the seed row, and (urlPath, language) is unique', () => {
    const seen = new Set<string>();
    for (const p of parsedPages) {
      expect(p.parsed.metaData.languageId).toBe(localeOf(p.language).languageId);
      expect(p.parsed.metaData.countryProductId).toBe(p.productId);
      expect(p.parsed.metaData.pageTypeId).toBe(p.pageTypeId);
      expect(p.urlPath.startsWith('/') && p.urlPath.endsWith('/')).toBe(true);
      const id = `${p.urlPath}|${p.language}`;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      const keys = p.parsed.jsonData.map((b) => b.key);
      expect(new Set(keys).size).toBe(keys.length);
      const tags = p.parsed.metaData.metaTags;
      expect(tags.some((t) => t.tag === 'title' && (t.content ?? '').length > 0)).toBe(true);
    }
    const draft = seedPages.find((p) => p.urlPath === '/draft-example/');
    expect(draft?.status).toBe('draft');
  });

  it('every page exists in every language, each with the English blocks in the same order', () => {
    const shape = (blocks: (typeof parsedPages)[number]['parsed']['jsonData']) =>
      blocks.map((b) =>
        b.type === 'ACCORDION'
          ? b.rows.length
          : b.type === 'TABLE'
            ? `${b.tableHeaders.length}x${b.tableData.length}`
            : b.type === 'LINKS'
              ? b.links.map((l) => l.url)
              : b.type === 'BANNER'
                ? (b.fieldValues.productLinks ?? []).map((l) => l.url)
                : null,
      );
    const paths = [...new Set(seedPages.map((p) => p.urlPath))];
    // Every page file, the pages generated from data (articles: decision 0104) and the sitemap built from them.
    const generated = new Set(
      seedPages
        .filter((p) => 'file' in p && typeof p.file === 'string' && !p.file.startsWith('pages/'))
        .map((p) => p.urlPath),
    );
    expect(paths).toHaveLength(pageNames().length + generated.size + 1);
    for (const path of paths) {
      // A page in one language without its siblings fails here (decision 0073).
      const languages = parsedPages.filter((p) => p.urlPath === path).map((p) => p.language);
      expect(languages.sort(), path).toEqual([...LANG_CODES].sort());
      const en = parsedPages.find((p) => p.urlPath === path && p.language === 'en')!;
      for (const other of parsedPages.filter((p) => p.urlPath === path && p.language !== 'en')) {
        const where = `${other.language} ${path}`;
        expect(
          other.parsed.jsonData.map((b) => b.type),
          where,
        ).toEqual(en.parsed.jsonData.map((b) => b.type));
        expect(
          other.parsed.jsonData.map((b) => b.key),
          where,
        ).toEqual(en.parsed.jsonData.map((b) => b.key));
        // Row counts match too, so no FAQ, table row or link is left untranslated.
        expect(shape(other.parsed.jsonData), where).toEqual(shape(en.parsed.jsonData));
      }
    }
  });

  it('the Hindi and Malayalam pages are in their own scripts, every block', () => {
    const script: Record<string, RegExp> = { hi: /[\u0900-\u097F]{3,}/, ml: /[\u0D00-\u0D7F]{3,}/ };
    for (const p of parsedPages.filter((x) => script[x.language])) {
      for (const b of p.parsed.jsonData) {
        const text = allStrings(b)
          .filter((s) => !s.startsWith('/'))
          .join(' ');
        // A calculator's words come from the catalogues (the completeness test covers them), not from the page.
        if (b.type === 'JOURNEY_ELEMENT' || b.type === 'CAR_CALCULATOR' || b.type === 'CALCULATOR') continue;
        if (!/[a-z]{3}/i.test(text)) continue;
        expect(text, `${p.language} ${p.urlPath} ${b.key}`).toMatch(script[p.language]!);
      }
    }
  });

  it('the Arabic pages are actually in Arabic', () => {
    for (const p of parsedPages.filter((x) => x.language === 'ar')) {
      for (const b of p.parsed.jsonData) {
        if (b.type === 'CALCULATOR') continue;
        const text = allStrings(b)
          .filter((s) => !s.startsWith('/'))
          .join(' ');
        expect(text, `${p.urlPath} ${b.key}`).toMatch(/[\u0600-\u06FF]{3,}/);
      }
    }
  });

  it('the car banner content is plain text longer than 300 characters', () => {
    for (const row of seedPages.filter((p) => p.urlPath === '/car-insurance/')) {
      const banner = ZStoredPage.parse(row.page).jsonData.find((b) => b.type === 'BANNER');
      expect(banner?.type).toBe('BANNER');
      if (banner?.type !== 'BANNER') return;
      expect(banner.fieldValues.variant).toBe('product');
      expect(banner.contentType).toBeUndefined();
      const content = banner.content ?? '';
      expect(content.length).toBeGreaterThan(300);
      expect(content).not.toMatch(/<[a-z/!]/i);
      expect(content).not.toMatch(/&[a-z#0-9]+;/i);
      // docs/product/content.md: the page's own journey, never a path that does not exist.
      expect(banner.fieldValues.ctaUrl).toBe('#journey');
    }
  });

  it('the home banner uses the home variant', () => {
    for (const p of parsedPages.filter((x) => x.urlPath === '/')) {
      const first = p.parsed.jsonData[0];
      expect(first?.type).toBe('BANNER');
      if (first?.type === 'BANNER') expect(first.fieldValues.variant).toBe('home');
    }
  });

  it('no real UAE insurer, bank or hospital name appears in the content', () => {
    const texts = [
      ...allStrings(seedPages.map((p) => p.page)),
      ...allStrings(Object.values(seedChrome)),
      ...allStrings(redirectionsSeed),
    ];
    for (const re of REAL_BRANDS) {
      const hit = texts.find((t) => re.test(t));
      expect(hit, `${re} matched`).toBeUndefined();
    }
  });

  it('all internal link paths start and end with "/" and carry no language prefix', () => {
    const paths: string[] = [
      ...parsedPages.flatMap((p) => pagePaths(p.parsed)),
      ...parsedChrome.flatMap(({ parsed }) => [
        ...menuPaths(parsed.menu),
        ...parsed.footer.compareProducts.map((l) => l.url),
        ...parsed.footer.aboutLinks.map((l) => l.url),
      ]),
      ...redirectionsSeed.flatMap((r) => [r.fromPath, r.toPath]),
    ];
    expect(paths.length).toBeGreaterThan(40);
    // The podcast feeds (decision 0106) are files, with no trailing slash, one per language.
    for (const path of paths
      .filter((p) => !p.startsWith('#') && !FILE_ROUTES.includes(p))
      .map((p) => p.replace(/[?#].*$/, ''))) {
      expect(path, path).toMatch(/^\/(?!\/)/);
      expect(path.endsWith('/'), path).toBe(true);
      expect(path, path).not.toMatch(/^\/(en|ar|hi|ml)-ae\//);
    }
  });

  it('the footer social links are placeholder urls of the demo brand', () => {
    for (const { parsed } of parsedChrome) {
      expect(parsed.footer.social.map((s) => s.network).sort()).toEqual([
        'facebook',
        'instagram',
        'linkedin',
        'twitter',
        'youtube',
      ]);
      for (const s of parsed.footer.social) expect(s.url).toMatch(/^https:\/\/[^/]+\/.*sahelcompare\.demo$/);
    }
  });

  it('redirections never point to themselves and use 301 or 302', () => {
    const from = new Set<string>();
    for (const r of redirectionsSeed) {
      expect(r.fromPath).not.toBe(r.toPath);
      expect([301, 302]).toContain(r.statusCode);
      expect(from.has(r.fromPath)).toBe(false);
      from.add(r.fromPath);
    }
  });
  it('every internal link of the seeded pages and the chrome leads to a published page in en and ar', () => {
    const published = new Set(
      seedPages.filter((p) => p.status === 'published').map((p) => `${p.language}|${p.urlPath}`),
    );
    const targets = [
      ...parsedPages.filter((p) => p.status === 'published').flatMap((p) => pagePaths(p.parsed)),
      ...parsedChrome.flatMap(({ parsed }) => [
        ...menuPaths(parsed.menu),
        ...parsed.footer.compareProducts.map((l) => l.url),
        ...parsed.footer.aboutLinks.map((l) => l.url),
      ]),
    ]
      .filter((u) => !u.startsWith('#') && !FILE_ROUTES.includes(u))
      .map((u) => u.replace(/[?#].*$/, ''));
    const dead = [...new Set(targets)].filter(
      (path) => !published.has(`en|${path}`) || !published.has(`ar|${path}`),
    );
    expect(dead).toEqual([]);
  });

  it('in-page links go to the journey, only on pages that have one', () => {
    for (const p of parsedPages) {
      for (const b of p.parsed.jsonData) {
        const urls =
          b.type === 'BANNER'
            ? [b.fieldValues.ctaUrl ?? '']
            : b.type === 'LINKS'
              ? b.links.map((l) => l.url)
              : [];
        for (const url of urls.filter((u) => u.includes('#'))) {
          expect(url, `${p.urlPath} ${url}`).toMatch(/#journey$/);
          const target = url.startsWith('#') ? p.urlPath : url.replace(/#.*$/, '');
          const landing = parsedPages.find((x) => x.urlPath === target && x.language === p.language);
          expect(landing?.parsed.metaData.showJourney, `${target} has a journey`).not.toBe(false);
          expect(landing?.productId, target).not.toBe(PRODUCT.HOME);
        }
      }
    }
  });

  /** The contact page's own sentence saying there is no chat and no WhatsApp, in each language. */
  const NO_CHAT = /no chat|لا نقدّم محادثة|चैट या WhatsApp की सुविधा नहीं|ചാറ്റോ WhatsApp-ഓ ഞങ്ങൾ നൽകുന്നില്ല/i;

  const PLAIN_PATHS = {
    about: '/about-us/',
    contact: '/contact-us/',
    legal: '/legal-and-admin-policies/',
    privacy: '/privacy-notice/',
    terms: '/terms-of-use/',
  } as const;

  it('About us, Contact us, Legal, the Privacy notice, Terms of use and the sitemap exist in en and ar', () => {
    for (const path of [...Object.values(PLAIN_PATHS), SITEMAP_PATH]) {
      for (const language of ['en', 'ar'] as const) {
        const row = seedPages.find((p) => p.urlPath === path && p.language === language);
        expect(row?.status, `${language} ${path}`).toBe('published');
        expect(row?.page.metaData.showJourney, path).toBe(false);
      }
    }
    const privacy = allStrings(
      seedPages.find((p) => p.urlPath === PLAIN_PATHS.privacy && p.language === 'en'),
    );
    const text = privacy.join(' ');
    for (const must of [
      /What we collect/,
      /Why we use it/,
      /How long we keep it/,
      /Who receives it/,
      /Your rights/,
    ])
      expect(text).toMatch(must);
    expect(text).toMatch(/Federal Decree-Law No\. 45 of 2021/);
    expect(
      allStrings(seedPages.find((p) => p.urlPath === PLAIN_PATHS.privacy && p.language === 'ar')).join(' '),
    ).toMatch(/المرسوم بقانون اتحادي رقم .*45.* لسنة .*2021/);
    // The sitemap lists every published page of its language.
    for (const language of ['en', 'ar'] as const) {
      const sitemap = parsedPages.find((p) => p.urlPath === SITEMAP_PATH && p.language === language);
      const listed = new Set(
        sitemap?.parsed.jsonData.flatMap((b) =>
          b.type === 'SITEMAP' ? b.rows.flatMap((r) => r.allUrl.map((u) => u.url)) : [],
        ),
      );
      const pages = seedPages.filter(
        (p) => p.language === language && p.status === 'published' && !isNoindex(p.page),
      );
      expect(pages.filter((p) => !listed.has(p.urlPath)).map((p) => p.urlPath)).toEqual([]);
    }
    for (const guide of ['/credit-cards/first-credit-card-guide/', '/personal-loans/flat-vs-reducing-rate/'])
      expect(seedPages.find((p) => p.urlPath === guide)?.pageTypeId, guide).toBe(PAGE_TYPE.ARTICLES);
  });

  it('the copy promises only what the product does (docs/product/content.md)', () => {
    const claims = [
      /whats\s?app/i,
      /واتساب/,
      /\bchat\b/i,
      /المحادثة المباشرة/,
      /filter and sort/i,
      /buy online/i,
      /(buy|apply) or (buy|apply) online/i,
      /اشترِها عبر الإنترنت/,
      /policy documents by e-?mail/i,
      /We remind you/i,
    ];
    // One assertion per page (an expect per string and claim took seconds): the strings that make a claim.
    for (const p of seedPages) {
      const claiming = allStrings(p.page)
        // The contact page says plainly that there is no chat and no WhatsApp.
        .filter((s) => !(p.urlPath === PLAIN_PATHS.contact && NO_CHAT.test(s)))
        .filter((s) => claims.some((re) => re.test(s)));
      expect(claiming, `${p.language} ${p.urlPath}`).toEqual([]);
    }
    for (const s of allStrings(Object.values(seedChrome))) for (const re of claims) expect(s).not.toMatch(re);
  });

  it('banking pages speak of banks and offers, never insurers', () => {
    const banking = new Set<number>([
      PRODUCT.CREDIT_CARDS,
      PRODUCT.PERSONAL_LOANS,
      PRODUCT.HOME_LOANS,
      PRODUCT.CAR_LOANS,
      PRODUCT.BANK_ACCOUNTS,
      PRODUCT.INTERNATIONAL_MORTGAGE,
      PRODUCT.CREDIT_SCORE,
    ]);
    for (const p of seedPages.filter((x) => banking.has(x.productId))) {
      for (const s of allStrings(p.page.jsonData))
        expect(s, `${p.language} ${p.urlPath}`).not.toMatch(/insurer|شركات? التأمين|شركة تأمين/i);
    }
  });

  it('the brand is spelt one way per language', () => {
    for (const p of seedPages) {
      const text = allStrings(p.page).join(' ');
      if (p.language === 'ar') expect(text, p.urlPath).not.toMatch(/Sahel/i);
      else expect(text, p.urlPath).not.toMatch(/ساحل كومبير/);
    }
    for (const s of allStrings(seedChrome.ar)) expect(s).not.toMatch(/Sahel Compare/);
  });

  it('numbers in the HTML of Arabic pages are isolated in <bdi>', () => {
    for (const p of parsedPages.filter((x) => x.language === 'ar')) {
      for (const b of p.parsed.jsonData) {
        const htmls =
          b.type === 'TITLE_PARAGRAPH' || b.type === 'TEXT'
            ? [b.content]
            : b.type === 'ACCORDION'
              ? b.rows.map((r) => r.content)
              : b.type === 'TABS'
                ? b.tabs.map((t) => t.content)
                : [];
        for (const h of htmls) {
          const bare = h
            .replace(/<bdi>[^<]*<\/bdi>/g, '')
            .replace(/<[^>]*>/g, '')
            .replace(/&#?[a-z0-9]+;/gi, '');
          expect(bare, `${p.urlPath} ${b.key}`).not.toMatch(/[0-9]/);
        }
      }
    }
  });

  it('every insurance landing has why-buy, an FAQ and a table of contents in en and ar (docs/product/content.md)', () => {
    const insurance = [
      '/car-insurance/',
      '/travel-insurance/',
      '/health-insurance/',
      '/term-insurance/',
      '/bike-insurance/',
      '/home-insurance/',
      '/business-insurance/',
      '/group-health-insurance/',
      '/critical-illness/',
      '/investment-plans/',
    ];
    for (const path of insurance) {
      for (const language of ['en', 'ar'] as const) {
        const row = parsedPages.find((p) => p.urlPath === path && p.language === language);
        const types = row?.parsed.jsonData.map((b) => b.type) ?? [];
        for (const type of ['WHYBUY', 'ACCORDION', 'TABLE_OF_CONTENT', 'REVIEWS_PREVIEW'] as const)
          expect(types, `${language} ${path} ${type}`).toContain(type);
        const faq = row?.parsed.jsonData.find((b) => b.type === 'ACCORDION');
        if (faq?.type === 'ACCORDION') expect(faq.rows.length, path).toBeGreaterThanOrEqual(5);
        // Demo reviews say so in every reviewer's name.
        for (const b of row?.parsed.jsonData ?? [])
          if (b.type === 'REVIEWS_PREVIEW')
            for (const r of b.reviews) expect(r.userName, path).toMatch(/\((demo|تجريبي)\)$/);
      }
    }
  });

  it('every banking landing has why-buy, an FAQ and a table of contents whose entries are on the page (docs/product/content.md)', () => {
    const banking = [
      '/personal-loans/',
      '/mortgage-loan/',
      '/mortgage-loan/international-mortgage/',
      '/car-loans/',
      '/bank-accounts/',
      '/credit-score/',
      '/credit-cards/',
    ];
    for (const path of banking) {
      for (const language of ['en', 'ar'] as const) {
        const row = parsedPages.find((p) => p.urlPath === path && p.language === language);
        const types = row?.parsed.jsonData.map((b) => b.type) ?? [];
        for (const type of [
          'WHYBUY',
          'ACCORDION',
          'TABLE_OF_CONTENT',
          'REVIEWS_PREVIEW',
          'TABS',
          'TABLE',
        ] as const)
          expect(types, `${language} ${path} ${type}`).toContain(type);
        const faq = row?.parsed.jsonData.find((b) => b.type === 'ACCORDION');
        if (faq?.type === 'ACCORDION') expect(faq.rows.length, path).toBeGreaterThanOrEqual(5);
        const ids = new Set(
          allStrings(row?.parsed.jsonData).flatMap((h) =>
            [...h.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]),
          ),
        );
        for (const b of row?.parsed.jsonData ?? []) {
          if (b.type === 'TABLE_OF_CONTENT')
            for (const e of b.entries) expect(ids.has(e.id), `${path} #${e.id}`).toBe(true);
          if (b.type === 'REVIEWS_PREVIEW') {
            expect(b.reviewsPagePublished, path).toBe(false);
            for (const r of b.reviews) expect(r.userName, path).toMatch(/\((demo|تجريبي)\)$/);
          }
        }
      }
    }
  });

  it('the Dubai health filter pages are indexed only when their amount is on the allowed list (docs/product/content.md)', () => {
    const slugs = [
      '150-thousand',
      '250-thousand',
      '500-thousand',
      '1-million',
      '3-million',
      '5-million',
      '7-5-million',
      '10-million',
      '15-million',
    ];
    for (const slug of slugs) {
      for (const language of ['en', 'ar'] as const) {
        const path = `/health-insurance/dubai/sum-insured-${slug}/`;
        const row = seedPages.find((p) => p.urlPath === path && p.language === language);
        expect(row?.status, `${language} ${path}`).toBe('published');
        // Every seeded amount is on the allowed list, so indexed.
        expect(isNoindex(row!.page), `${language} ${path}`).toBe(false);
      }
    }
  });

  it('the special pages exist in en and ar with their first fold (docs/product/content.md)', () => {
    const first: Record<string, string> = {
      '/claim/': 'BANNER',
      '/health-insurance/nri/': 'JOURNEY_ELEMENT',
      '/car-insurance/buy-insurance/v2/': 'JOURNEY_ELEMENT',
      '/health-insurance/buy-insurance/v2/': 'JOURNEY_ELEMENT',
    };
    for (const [path, type] of Object.entries(first)) {
      for (const language of ['en', 'ar'] as const) {
        const row = parsedPages.find((p) => p.urlPath === path && p.language === language);
        expect(row?.parsed.jsonData[0]?.type, `${language} ${path}`).toBe(type);
      }
    }
    const types = (path: string) =>
      parsedPages.find((p) => p.urlPath === path)?.parsed.jsonData.map((b) => b.type);
    expect(types('/claim/')).toEqual(expect.arrayContaining(['CLAIM', 'ACCORDION']));
    expect(types('/health-insurance/nri/')).toContain('NRI');
    // The marketing v2 pages are short: the first fold, then the product's journey.
    expect(types('/car-insurance/buy-insurance/v2/')).toEqual(['JOURNEY_ELEMENT']);
    expect(types('/health-insurance/buy-insurance/v2/')).toEqual(['JOURNEY_ELEMENT']);
  });
});
