import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import en from '../../shared/i18n/locales/en/quotesUi.json';
import ar from '../../shared/i18n/locales/ar/quotesUi.json';
import { LeadPopup } from './lead-popup';
import { quoteFixture } from './quotes.fixture';
import { DeclinedMore } from './quotes-states';
import { makeUi, UiContext } from './ui';

/** Banking words (decision 0076), on the server renderer: a bank account's confirm popup, the banks' refusals. */
const CATALOGUES = { en, ar } as const;
const html = (node: ReactNode, lang: 'en' | 'ar' = 'en') =>
  renderToStaticMarkup(
    <UiContext.Provider value={makeUi(lang as LangCode, CATALOGUES[lang])}>{node}</UiContext.Provider>,
  );
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const account = quoteFixture({
  planName: 'Everyday Saver',
  insurerName: 'Amber Dune Bank (demo)',
  premium: 25,
  basicPremium: { unit: 'AED', value: 25 },
  account: { minBalance: 3_000, feeBelowMinimum: 25, ratePct: 2.5, rateLabel: 'Profit rate' },
});

describe('a bank account in the confirm popup', () => {
  for (const [lang, words, insurance] of [
    [
      'en',
      ['Account', 'Bank', 'Minimum balance', 'Monthly fee below the minimum balance', 'this offer'],
      /Insurer|Premium|\bplan\b|\bPlan\b/,
    ],
    ['ar', ['الحساب', 'البنك', 'الحد الأدنى للرصيد', 'هذا العرض'], /شركة التأمين|القسط|الخطة/],
  ] as const) {
    it(`${lang}: the bank, the account, its minimum balance, fee and rate; no insurer, premium or plan`, () => {
      const out = text(
        html(
          <LeadPopup
            choice={{ quote: account, enquiryId: 'e'.repeat(24), productId: 12 }}
            maskedMobile="*****4567"
            numberStep={null}
            onVerified={() => {}}
            onClose={() => {}}
            send={async () => ({ ok: false, status: 0, code: 'NETWORK_ERROR', message: '' })}
          />,
          lang,
        ),
      );
      for (const w of words) expect(out).toContain(w);
      expect(out).toContain('Profit rate 2.50%');
      expect(out).toContain('3,000');
      expect(out).not.toMatch(insurance);
    });
  }
});

describe('the banks that made no offer', () => {
  it('say a reason once, naming together the banks it refused', () => {
    const out = text(
      html(
        <DeclinedMore
          declined={[
            { providerId: 1, providerName: 'Amber Dune Bank', reason: 'This loan runs at most 48 months.' },
            { providerId: 2, providerName: 'Blue Heron Bank', reason: 'Salary at least AED 7,500.' },
            { providerId: 3, providerName: 'Cedar Wharf Bank', reason: 'This loan runs at most 48 months.' },
          ]}
        />,
      ),
    );
    expect(out.split('This loan runs at most 48 months.')).toHaveLength(2);
    expect(out).toContain('Amber Dune Bank and Cedar Wharf Bank : This loan runs at most 48 months.');
    expect(out).toContain('Blue Heron Bank : Salary at least AED 7,500.');
    // The summary still counts the banks.
    expect(out).toContain('3 providers made no offer');
  });
});
