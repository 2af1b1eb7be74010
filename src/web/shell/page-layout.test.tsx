import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TBlock } from '../../shared/contracts/blocks';
import type { ShellModel } from '../../shared/contracts/render';
import { I18nProvider } from '../i18n/provider';
import type { BlockContext } from '../blocks/types';
import { articleDetailsFixture } from '../blocks/article-details/article-details.fixture';
import { PageBlocks, PageLevelNav, PageTitleHeading, hasSidebarLayout, layoutOf } from './page-layout';

const b = (type: string, key: string) => ({ type, key }) as unknown as TBlock;
const text = (key: string): TBlock => ({ type: 'TEXT', key, content: `<p>${key}</p>` });

const model = (over: Partial<ShellModel> = {}): ShellModel =>
  ({
    lang: 'en',
    dir: 'ltr',
    path: '/car-insurance/articles/x/',
    origin: 'https://www.example.ae',
    productId: 1,
    pageTypeId: 2,
    isMobile: false,
    theme: 'light',
    alternates: [],
    chrome: {},
    support: { phone: '1', email: 'a@b.c' },
    marketing: false,
    title: 'x',
    description: undefined,
    breadcrumbs: [],
    partner: null,
    sourceId: 2,
    tagManagerId: null,
    ...over,
  }) as ShellModel;
const ctx = (m: ShellModel): BlockContext => ({
  lang: m.lang,
  dir: m.dir,
  isMobile: false,
  productId: m.productId,
  pageTypeId: m.pageTypeId,
  path: m.path,
});
const html = (node: React.ReactNode) => renderToStaticMarkup(<I18nProvider lang="en">{node}</I18nProvider>);

describe('sidebar and the sections below (docs/product/pages.md Page layout)', () => {
  it('no sidebar on the listed page types and on the home product', () => {
    for (const t of [0, 1, 23, 24, 53, 54]) expect(hasSidebarLayout(1, t)).toBe(false);
    expect(hasSidebarLayout(17, 2)).toBe(false);
    expect(hasSidebarLayout(1, 2)).toBe(true);
    expect(hasSidebarLayout(3, 51)).toBe(true);
  });

  it('sidebar blocks go to the side, news, author, review tab and article tab below in that order', () => {
    const blocks = [
      b('ARTICLES', 'arts'),
      text('t1'),
      b('OFFER_BANNER_RIGHT', 'offer'),
      b('REVIEWS_PREVIEW', 'rev'),
      b('AUTHOR', 'auth'),
      text('t2'),
      b('NEWS_AND_UPDATE', 'news'),
      b('RELATED_WIDGET', 'rel'),
    ];
    const l = layoutOf(blocks, 1, 2);
    expect(l.main.map((x) => x.key)).toEqual(['t1', 't2']);
    expect(l.side.map((x) => x.key)).toEqual(['offer', 'rel']);
    expect(l.below.map((x) => x.key)).toEqual(['news', 'auth', 'rev', 'arts']);
    // A landing keeps its stored order whole.
    expect(layoutOf(blocks, 1, 0).main).toEqual(blocks);
  });

  it('renders the aside column only when there are sidebar blocks', () => {
    const m = model();
    expect(html(<PageBlocks blocks={[text('a')]} m={m} ctx={ctx(m)} />)).not.toContain('page-columns');
  });
});

describe('previous / next links of the page document', () => {
  const nav = { previous: { pageName: 'Older', refUrl: '/car-insurance/articles/old/' }, next: null };

  it('renders them when no detail block shows its own', () => {
    const m = model({ pageNav: nav });
    const out = html(<PageLevelNav m={m} blocks={[text('a')]} ctx={ctx(m)} />);
    expect(out).toContain('href="/car-insurance/articles/old/"');
    expect(out).toContain('rel="prev"');
    expect(out).toContain('Older');
  });

  it('leaves them to ARTICLE_DETAILS when the block has its own', () => {
    const m = model({ pageNav: nav });
    expect(html(<PageLevelNav m={m} blocks={[articleDetailsFixture]} ctx={ctx(m)} />)).toBe('');
    expect(html(<PageLevelNav m={model()} blocks={[]} ctx={ctx(model())} />)).toBe('');
  });
});

describe('title heading of page types 24 and 54', () => {
  it('renders an h1 only when the rules gave one', () => {
    expect(html(<PageTitleHeading m={model({ titleHeading: 'Glossary' })} />)).toBe(
      '<h1 class="page-title-heading">Glossary</h1>',
    );
    expect(html(<PageTitleHeading m={model()} />)).toBe('');
  });
});
