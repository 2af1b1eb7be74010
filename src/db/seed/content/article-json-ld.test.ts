import { describe, expect, it } from 'vitest';
import type { TBlock } from '../../../shared/contracts/blocks';
import type { ShellModel } from '../../../shared/contracts/render';
import { structuredData } from '../../../web/seo/structured-data';
import { ZArticleLd } from '../../../web/seo/article-ld.test-utils';
import { seedPages } from './index';

/** The seeded documents as the page route hands them to the JSON-LD (decision 0047). */
const model = (p: (typeof seedPages)[number]): ShellModel =>
  ({
    lang: p.language,
    dir: p.language === 'ar' ? 'rtl' : 'ltr',
    path: p.urlPath,
    origin: 'https://www.example.ae',
    productId: p.productId,
    pageTypeId: p.pageTypeId,
    chrome: { menu: [], footer: { social: [] } },
    support: { phone: '800 00000', email: 'help@example.ae' },
    title: p.page.metaData.metaTags?.find((t) => t.tag === 'title')?.content ?? '',
    description: undefined,
    breadcrumbs: [],
    // The time the row was stored, which must never pass for the article's date.
    updatedAt: '2026-11-28T08:00:00.000Z',
    article: p.page.metaData.article,
  }) as unknown as ShellModel;

describe('Article JSON-LD of the seeded pages', () => {
  const ld = (p: (typeof seedPages)[number]) => {
    const blocks = p.page.jsonData as unknown as TBlock[];
    return structuredData(model(p), blocks).filter((x) => x['@type'] === 'Article');
  };

  it('is on every article page, valid, with its own dates; never on a listing', () => {
    const articles = seedPages.filter((p) => ld(p).length > 0);
    const paths = new Set(articles.map((p) => p.urlPath));
    for (const path of [
      '/news-and-update/home-insurance-quotes/',
      '/ceo-blog/our-story/',
      '/car-insurance/articles/agency-or-garage-repair/',
      '/car-insurance/renew-car-registration-dubai/',
    ])
      expect(paths, path).toContain(path);
    for (const path of [
      '/car-insurance/articles/',
      '/news-and-update/',
      '/ceo-blog/',
      '/car-insurance/value-and-covers/',
    ])
      expect(paths, path).not.toContain(path);
    for (const p of articles) {
      const [a] = ld(p);
      const parsed = ZArticleLd.safeParse(a);
      expect(parsed.success, `${p.language} ${p.urlPath}: ${parsed.error?.message ?? ''}`).toBe(true);
      expect(a?.dateModified, p.urlPath).not.toBe('2026-11-28');
      expect(a?.datePublished, p.urlPath).not.toBe(a?.dateModified);
    }
  });
});
