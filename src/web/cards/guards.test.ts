import { describe, expect, it } from 'vitest';
import { ZCreditCardsResponse } from '../../shared/contracts/credit-cards-api';
import {
  creditCardsResponseParser,
  isNoResultLeadAnswer,
  noResultLeadParser,
} from '../../shared/contracts/credit-cards-api-guards';
import { ZLeadResponse } from '../../shared/contracts/quotes-api';
import { cardQuoteFixture, cardsResponseFixture } from '../blocks/credit-cards/credit-cards.fixture';

/** The browser's zod-free guards accept what the server's zod schemas accept, and refuse what would crash. */
describe('credit cards API guards (decision 0005: no zod in the browser)', () => {
  it('accept the fixtures the zod schema accepts', () => {
    const res = cardsResponseFixture();
    expect(ZCreditCardsResponse.safeParse(res).success).toBe(true);
    expect(creditCardsResponseParser.safeParse(res)).toEqual({ success: true, data: res });
    const popular = cardsResponseFixture({ quotes: [], totalCount: 0, isProviderPopularPlans: true });
    expect(ZCreditCardsResponse.safeParse(popular).success).toBe(true);
    expect(creditCardsResponseParser.safeParse(popular).success).toBe(true);
  });

  it.each([
    ['a card without planId', { planId: undefined }],
    ['a string plan id', { planId: '700101' }],
    ['one limit only', { limits: [{ id: 5000, title: 'Minimum Income' }] }],
    [
      'a negative fee',
      {
        limits: [
          { id: 5000, title: 'Minimum Income' },
          { id: -1, title: 'Annual fee' },
        ],
      },
    ],
    ['offers that are strings', { offers: ['5% cashback'] }],
    ['a feature without a title', { features: [{ id: 1 }] }],
    ['an unknown banking model', { banking: 'ethical' }],
    ['an unknown network', { network: 'amex' }],
    ['a rate without its kind', { monthlyRate: { label: 'Monthly rate', percent: 3 } }],
    ['a reward type without a label', { rewardType: { id: 1 } }],
  ])('refuse %s, as zod does', (_name, patch) => {
    const res = cardsResponseFixture({ quotes: [{ ...cardQuoteFixture(), ...patch } as never] });
    expect(ZCreditCardsResponse.safeParse(res).success).toBe(false);
    expect(creditCardsResponseParser.safeParse(res).success).toBe(false);
  });

  it.each([
    ['a negative count', { totalCount: -1 }],
    ['a zero limit', { limit: 0 }],
    ['no filter lists', { filters: { banks: [] } }],
    ['a bank option without an id', { filters: { banks: [{ label: 'x' }], features: [], rewardTypes: [] } }],
    ['a popular flag that is a string', { isProviderPopularPlans: 'yes' }],
    ['an income of 0', { income: 0 }],
  ])('refuse an answer with %s', (_name, patch) => {
    const res = { ...cardsResponseFixture(), ...patch };
    expect(ZCreditCardsResponse.safeParse(res).success).toBe(false);
    expect(creditCardsResponseParser.safeParse(res).success).toBe(false);
  });

  it('read the lead answer: the server’s lead response, and next.config.url when one is given', () => {
    const lead = {
      leadId: 'A'.repeat(24),
      status: 'received',
      planName: null,
      providerName: null,
      total: null,
      breakdown: [],
      nextSteps: ['An adviser will call you within one working day.'],
    };
    expect(ZLeadResponse.safeParse(lead).success).toBe(true);
    expect(noResultLeadParser.safeParse(lead)).toEqual({
      success: true,
      data: { leadId: lead.leadId, nextSteps: lead.nextSteps },
    });
    const redirect = { ...lead, next: { type: 'REDIRECT', config: { url: '/thank-you/' } } };
    expect(noResultLeadParser.safeParse(redirect).data?.next?.config?.url).toBe('/thank-you/');
    expect(isNoResultLeadAnswer({ ...lead, next: { config: { url: 5 } } })).toBe(false);
    expect(isNoResultLeadAnswer({ nextSteps: [] })).toBe(false);
  });
});
