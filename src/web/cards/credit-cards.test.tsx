import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import en from '../../shared/i18n/locales/en/cards.json';
import ar from '../../shared/i18n/locales/ar/cards.json';
import { cardQuoteFixture, cardsResponseFixture } from '../blocks/credit-cards/credit-cards.fixture';
import { CardTile, applyHref } from './card-tile';
import { CreditCards, type CreditCardsProps } from './credit-cards';
import { NoResultCard } from './no-result';
import { CardsUiContext, makeCardsUi } from './ui';

/** Markup checks on the server renderer (the unit project has no DOM; behaviour is in e2e/credit-cards.test.ts). */
const CATALOGUES = { en, ar } as const;
const html = (node: ReactNode, lang: 'en' | 'ar' = 'en') =>
  renderToStaticMarkup(
    <CardsUiContext.Provider value={makeCardsUi(lang, CATALOGUES[lang])}>{node}</CardsUiContext.Provider>,
  );
const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

const DEFAULTS = { income: 50_000, bankIds: [], featureIds: [], rewardTypeIds: [] };
const RULES = { 'rules:invalidValue': 'Invalid value', 'rules:mobile.required': 'Mobile number is required' };
const props = (lang: LangCode, patch: Partial<CreditCardsProps> = {}): CreditCardsProps => ({
  lang,
  strings: lang === 'ar' ? ar : en,
  ruleMessages: RULES,
  titleId: 'cc-list-title',
  action: { method: 'POST', url: '/api/credit-cards' },
  cardType: null,
  defaults: DEFAULTS,
  initial: { filters: DEFAULTS, response: cardsResponseFixture() },
  mobileFilters: true,
  applyPath: lang === 'ar' ? '/ar-ae/credit-cards/apply/' : '/credit-cards/apply/',
  ...patch,
});

describe('a card tile (docs/product/cards.md Credit card quotes landing list)', () => {
  it('shows the logo with alt text, the name, 2 offers and + more, Key Features, fee, income and Apply Now', () => {
    const out = html(<CardTile quote={cardQuoteFixture()} applyPath="/credit-cards/apply/" />);
    expect(out).toContain('src="/assets/banks/amber-dune.svg"');
    expect(out).toContain('alt="Amber Dune Bank (demo) logo"');
    expect(out).toContain('class="ccard__name">Amber Dune Cashback Card</h3>');
    // Two of the three offers, and the toggle (collapsed).
    expect(out.match(/<li>Up to|<li>No annual fee/g)).toHaveLength(2);
    expect(out).toMatch(/aria-expanded="false"[^>]*>\+ more<\/button>/);
    expect(text(out)).toContain('Key Features');
    expect(text(out)).toContain('Supermarket offers');
    expect(text(out)).toContain('Annual fee');
    expect(text(out)).toContain('Minimum Income');
    expect(text(out)).toContain('First year free');
    expect(text(out)).toContain('Monthly interest rate');
    expect(text(out)).toContain('3.49%');
    expect(out).toContain('<bdi dir="ltr" class="money__amount">5,000</bdi>');
    expect(out).toContain(
      '<span class="money__currency">AED</span> <bdi dir="ltr" class="money__amount">299</bdi>',
    );
    expect(out).toContain('href="/credit-cards/apply/?planid=700101"');
    expect(text(out)).toContain('Apply Now');
  });

  it('says Free for no annual fee, and has no toggle with 2 offers or fewer', () => {
    const free = cardQuoteFixture({
      limits: [
        { id: 5000, title: 'Minimum Income' },
        { id: 0, title: 'Annual fee' },
      ],
      offers: [{ description: 'One' }, { description: 'Two' }],
      firstYearFree: false,
    });
    const out = html(<CardTile quote={free} applyPath="/credit-cards/apply/" />);
    expect(text(out)).toContain('Free');
    expect(out).not.toContain('+ more');
    expect(out).not.toContain('First year free');
  });

  it('reads right to left in Arabic with Latin digits isolated', () => {
    const out = html(
      <CardTile quote={cardQuoteFixture({ planName: 'بطاقة' })} applyPath="/ar-ae/credit-cards/apply/" />,
      'ar',
    );
    expect(out).toContain(
      '<bdi dir="ltr" class="money__amount">5,000</bdi> <span class="money__currency">د.إ</span>',
    );
    expect(text(out)).toContain('قدّم الآن');
    expect(text(out)).toContain('+ المزيد');
    expect(out).toContain('href="/ar-ae/credit-cards/apply/?planid=700101"');
    expect(applyHref('/credit-cards/apply/', 42)).toBe('/credit-cards/apply/?planid=42');
  });
});

describe('the listing island on the server (decision 0019: the first page is in the HTML)', () => {
  it('renders the server page: the cards, the salary once (in its bar, not again in the count), the side panel and the Filter button', () => {
    const out = renderToStaticMarkup(<CreditCards {...props('en')} />);
    expect(out).toContain('data-state="loaded"');
    expect(out.match(/data-testid="credit-card"/g)).toHaveLength(2);
    expect(text(out)).toContain('12 cards');
    expect(text(out).split('AED 50,000')).toHaveLength(2);
    expect(out).toContain('data-testid="filter-panel"');
    // Every form has a submit button (HTML_CodeSniffer H32.2, decision 0047): the side panel applies each change
    // itself, so it is not a form.
    for (const form of out.match(/<form[\s\S]*?<\/form>/g) ?? [])
      expect(form).toMatch(/<button type="submit"/);
    expect(out).not.toMatch(/<form[^>]*data-testid="filter-panel"/);
    expect(out).toContain('data-testid="filter-open"');
    expect(out).toContain('data-testid="load-more"');
    expect(out).toContain('value="50000"');
    expect(text(out)).toContain('50,000+ AED');
    // The dialog is not in the server HTML (it opens in the browser).
    expect(out).not.toContain('<dialog');
    expect(out).not.toContain('popular-substitution');
  });

  it('has no Filter button off /credit-cards/ (the dialog belongs to that page)', () => {
    expect(renderToStaticMarkup(<CreditCards {...props('en', { mobileFilters: false })} />)).not.toContain(
      'data-testid="filter-open"',
    );
  });

  it('says when popular cards stand in for no match (docs/product/cards.md)', () => {
    const out = renderToStaticMarkup(
      <CreditCards
        {...props('en', {
          initial: { filters: DEFAULTS, response: cardsResponseFixture({ isProviderPopularPlans: true }) },
        })}
      />,
    );
    expect(text(out)).toContain("There don't seem to be any products that match those specific");
    expect(text(out)).toContain('But You Can Choose Other Best Credit Cards Here');
  });

  it('shows the no-results card when nothing is eligible; and loading when the server had no page', () => {
    const out = renderToStaticMarkup(
      <CreditCards
        {...props('ar', {
          initial: { filters: DEFAULTS, response: cardsResponseFixture({ quotes: [], totalCount: 0 }) },
        })}
      />,
    );
    expect(out).toContain('data-state="no-results"');
    expect(text(out)).toContain('ليست لدينا أي بطاقات ائتمان مناسبة لك.');
    const empty = renderToStaticMarkup(<CreditCards {...props('en', { initial: null })} />);
    expect(empty).toContain('data-state="empty"');
    expect(empty).not.toContain('data-testid="credit-card"');
  });
});

describe('the no-results card (docs/product/cards.md)', () => {
  it('has the +971 box (9 digits once a pasted number is normalised), an unticked consent box and a disabled Submit until a valid number', () => {
    const out = html(<NoResultCard ruleMessages={RULES} />);
    expect(text(out)).toContain('We do not have any credit cards for you.');
    expect(text(out)).toContain('+971');
    expect(out).toMatch(/id="cc-noresult-mobile"[^>]*maxLength="24"/);
    expect(out).toMatch(
      /type="tel"[^>]*autoComplete="tel"[^>]*id="cc-noresult-mobile"|id="cc-noresult-mobile"[^>]*type="tel"[^>]*autoComplete="tel"/,
    );
    expect(out).toMatch(/type="checkbox"(?![^>]*checked)[^>]*data-testid="no-result-consent"/);
    expect(text(out)).toContain('You may contact me about credit cards');
    expect(out).toMatch(/disabled=""[^>]*data-testid="no-result-submit"/);
    // No message before the visitor has typed anything.
    expect(out).not.toContain('Mobile number is required');
  });
});
