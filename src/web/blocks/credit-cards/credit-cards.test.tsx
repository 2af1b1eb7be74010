import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZBlock } from '../../../shared/contracts/blocks';
import { I18nProvider } from '../../i18n/provider';
import type { BlockContext } from '../types';
import { CreditCardsBlock, hasMobileFilters } from './credit-cards';
import { creditCardsDataFixture, creditCardsFixture } from './credit-cards.fixture';

const ctx = (patch: Partial<BlockContext> = {}): BlockContext => ({
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 7,
  pageTypeId: 1,
  path: '/credit-cards/',
  data: { multiQuotes: {}, creditCards: { [creditCardsFixture.key]: creditCardsDataFixture } },
  ...patch,
});
const render = (c: BlockContext) =>
  renderToStaticMarkup(
    <I18nProvider lang={c.lang}>
      <CreditCardsBlock block={creditCardsFixture} ctx={c} />
    </I18nProvider>,
  );

describe('CREDIT_CARDS block (decision 0019)', () => {
  it('defaults its action to POST /api/credit-cards and refuses an action off this site’s API', () => {
    const parsed = ZBlock.parse({ type: 'CREDIT_CARDS', key: 'k', title: 'Cards' });
    expect(parsed).toMatchObject({ action: { method: 'POST', url: '/api/credit-cards' } });
    for (const url of ['https://evil.example/api/x', '/api/../x', '//x/api'])
      expect(
        ZBlock.safeParse({ type: 'CREDIT_CARDS', key: 'k', title: 'T', action: { method: 'POST', url } })
          .success,
      ).toBe(false);
    expect(ZBlock.safeParse({ type: 'CREDIT_CARDS', key: 'k', title: 'T', cardType: 'gold' }).success).toBe(
      false,
    );
  });

  it('renders the title, the demo notice and the server’s first page inside the island', () => {
    const out = render(ctx());
    expect(out).toContain('<h2 id="cc-credit-cards-listing-title"');
    expect(out).toContain('demo data');
    expect(out).toContain('data-island="CreditCards"');
    expect(out.match(/data-testid="credit-card"/g)).toHaveLength(2);
    // The island's props: BU defaults (income 50000), the apply page, the mobile dialog on this page.
    expect(out).toMatch(/"defaults":\{"income":50000/);
    expect(out).toContain('"applyPath":"/credit-cards/apply/"');
    expect(out).toContain('"mobileFilters":true');
    expect(out).toContain('"rules:invalidValue":"Invalid value"');
  });

  it('without server data the island loads the page itself; off page type BU the default income is 5000', () => {
    const out = render(
      ctx({ data: undefined, pageTypeId: 0, path: '/ar-ae/credit-cards/islamic/', lang: 'ar', dir: 'rtl' }),
    );
    expect(out).toContain('"initial":null');
    expect(out).toMatch(/"defaults":\{"income":5000/);
    expect(out).toContain('"applyPath":"/ar-ae/credit-cards/apply/"');
    expect(out).toContain('"mobileFilters":false');
  });

  it('keeps the mobile filter dialog to /credit-cards/ in every language and partner channel', () => {
    expect(hasMobileFilters({ path: '/credit-cards/' })).toBe(true);
    expect(hasMobileFilters({ path: '/ar-ae/credit-cards/' })).toBe(true);
    expect(hasMobileFilters({ path: '/adcb/credit-cards/' })).toBe(true);
    expect(hasMobileFilters({ path: '/credit-cards/apply/' })).toBe(false);
    expect(hasMobileFilters({ path: '/' })).toBe(false);
  });
});
