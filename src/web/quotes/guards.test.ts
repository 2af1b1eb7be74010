import { describe, expect, it } from 'vitest';
import {
  ZCarComparison,
  ZLeadResponse,
  ZQuoteCertificate,
  ZQuotesResponse,
} from '../../shared/contracts/quotes-api';
import {
  carComparisonParser,
  isQuoteIdParam,
  leadResponseParser,
  comparedCarFromQuery,
  optionItemsOf,
  planIdsFromQuery,
  quoteCertificateParser,
  quotesResponseParser,
} from '../../shared/contracts/quotes-api-guards';
import { certificateFixture, leadFixture, quoteFixture, responseFixture } from './quotes.fixture';

/** The browser's zod-free guards accept what the server's zod schemas accept, and refuse what would crash. */
describe('quotes API guards (decision 0005: no zod in the browser)', () => {
  it('accept the fixtures the zod schemas accept', () => {
    const res = responseFixture({ quotes: [quoteFixture(), quoteFixture({ planId: 2, sponsored: true })] });
    expect(ZQuotesResponse.safeParse(res).success).toBe(true);
    expect(quotesResponseParser.safeParse(res)).toEqual({ success: true, data: res });
    expect(ZQuoteCertificate.safeParse(certificateFixture).success).toBe(true);
    expect(quoteCertificateParser.safeParse(certificateFixture).success).toBe(true);
    expect(ZLeadResponse.safeParse(leadFixture).success).toBe(true);
    expect(leadResponseParser.safeParse(leadFixture).success).toBe(true);
  });

  it.each([
    ['a quote without planId', { planId: undefined }],
    ['a string premium', { premium: '2310' }],
    ['a feature without its flags', { features: [{ key: 'x', value: 'y', title: 'z', id: 1 }] }],
    ['an unreadable validity', { validUntil: 'soon' }],
    ['rank terms that are not a list', { rankTerms: {} }],
    ['a null breakdown', { breakdown: null }],
  ])('refuse %s, as zod does', (_name, patch) => {
    const res = responseFixture({ quotes: [{ ...quoteFixture(), ...patch } as never] });
    expect(ZQuotesResponse.safeParse(res).success).toBe(false);
    expect(quotesResponseParser.safeParse(res).success).toBe(false);
  });

  it.each([
    ['an unknown status', { status: 'pending' }],
    ['an unknown sort', { sortBy: 'NAME' }],
    ['a negative count', { totalCount: -1 }],
    ['a filter field of an unknown type', { fields: [{ ...responseFixture().fields[0], type: 'slider' }] }],
    ['ranking without terms', { ranking: { note: '' } }],
  ])('refuse an answer with %s', (_name, patch) => {
    const res = { ...responseFixture(), ...patch };
    expect(ZQuotesResponse.safeParse(res).success).toBe(false);
    expect(quotesResponseParser.safeParse(res).success).toBe(false);
  });

  it('checks the car comparison answer (docs/product/quotes.md Comparison data)', () => {
    const ok = {
      quotesBasicData: [
        {
          planId: 1101,
          imgUrl: '/assets/insurers/a.svg',
          features: ['Falcon', '2022', 'AED 60,000'],
          planName: 'Comprehensive',
          providerName: 'Falcon Crest',
          insurerName: 'Falcon Crest Insurance',
          premium: 2310.5,
          isPriceOnRequest: false,
        },
      ],
      addonsDetails: [
        { value: 'Roadside assistance', type: 'addon', data: [{ planId: 1101, value: 'Yes' }] },
      ],
      featuresAndBenifits: [{ value: 'Off-road', data: [{ planId: 1101, value: 'NA' }] }],
    };
    expect(ZCarComparison.safeParse(ok).success).toBe(true);
    expect(carComparisonParser.safeParse(ok).success).toBe(true);
    expect(
      carComparisonParser.safeParse({ ...ok, addonsDetails: [{ value: 'x', data: [{ value: 'Yes' }] }] })
        .success,
    ).toBe(false);
    expect(carComparisonParser.safeParse({ quotesBasicData: [] }).success).toBe(false);
  });

  it('reads option lists as a list or {data}', () => {
    expect(optionItemsOf([{ id: 'a' }])).toEqual([{ id: 'a' }]);
    expect(optionItemsOf({ data: [{ id: 'a' }] })).toEqual([{ id: 'a' }]);
    expect(optionItemsOf({ data: ['a'] })).toBeUndefined();
    expect(optionItemsOf('x')).toBeUndefined();
  });

  it('reads the comparison page query: planid comma-separated, at most 3, positive', () => {
    expect(planIdsFromQuery('1101,1201,1101, 7 ,x,-2,0')).toEqual([1101, 1201, 7]);
    expect(planIdsFromQuery('1,2,3,4')).toEqual([1, 2, 3]);
    expect(planIdsFromQuery(undefined)).toEqual([]);
    expect(planIdsFromQuery('')).toEqual([]);
    expect(comparedCarFromQuery({ make: 'nissan', model: 'patrol', modelYear: '2022' })).toEqual({
      make: 'nissan',
      model: 'patrol',
      modelYear: 2022,
    });
    expect(comparedCarFromQuery({ make: 'nissan', model: '../x', modelYear: '2022' })).toBeNull();
    expect(comparedCarFromQuery({})).toBeNull();
    expect(isQuoteIdParam('q_1_1101')).toBe(true);
    expect(isQuoteIdParam('../x')).toBe(false);
    expect(isQuoteIdParam('')).toBe(false);
  });
});

describe('server messages', () => {
  it('shows coded answers from the server, a generic text for the rest', async () => {
    const { serverMessage } = await import('./api');
    expect(
      serverMessage({ status: 422, code: 'ENQUIRY_INCOMPLETE', message: 'Finish the journey.' }, 'G'),
    ).toBe('Finish the journey.');
    expect(serverMessage({ status: 500, code: 'HTTP_500', message: 'Internal' }, 'G')).toBe('G');
    expect(serverMessage({ status: 200, code: 'INVALID_RESPONSE', message: 'x' }, 'G')).toBe('G');
    expect(serverMessage({ status: 0, code: 'NETWORK_ERROR', message: 'x' }, 'G')).toBe('G');
  });
});
