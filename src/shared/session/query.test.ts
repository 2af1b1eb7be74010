import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuery } from './query';

describe('parseQuery (docs/product/session.md query parameters read)', () => {
  it('reads nothing from an empty query', () => {
    expect(parseQuery('')).toEqual({
      utm: {},
      skipClientRetry: false,
      hideChatButton: false,
      carsPartner: false,
    });
  });

  it.each([
    ['enquiryId opaque', '?enquiryId=abc123', { enquiryId: 'abc123' }],
    ['enquiryId numeric ignored', '?enquiryId=12345', { enquiryId: undefined }],
    ['leadId opaque', '?leadId=L-9', { leadId: 'L-9' }],
    ['leadId numeric ignored', '?leadId=007', { leadId: undefined }],
    ['after a second ? is dropped', '?enquiryId=abc?x=1&token=t', { enquiryId: 'abc', token: undefined }],
    ['second ? right after the value', '?enquiryId=abc?', { enquiryId: 'abc' }],
    ['journeyType numeric', '?journeyType=14', { journeyType: 14 }],
    ['journeyType not numeric', '?journeyType=14a', { journeyType: undefined }],
    ['journeyType negative', '?journeyType=-1', { journeyType: undefined }],
    ['planid', '?planid=p1', { planId: 'p1' }],
    ['token', '?token=abc.def', { token: 'abc.def' }],
    ['sourceId known', '?sourceId=4', { sourceId: 4 }],
    ['sourceId unknown', '?sourceId=5', { sourceId: undefined }],
    ['customerReference', '?customerReference=CR1', { customerReference: 'CR1' }],
    ['agentId', '?agentId=AG7', { agentId: 'AG7' }],
    ['agentId with bad characters', '?agentId=A%20B<', { agentId: undefined }],
    ['agentId too long', `?agentId=${'a'.repeat(65)}`, { agentId: undefined }],
    ['retryOnClient=false', '?retryOnClient=false', { skipClientRetry: true }],
    ['retryOnClient=FALSE', '?retryOnClient=FALSE', { skipClientRetry: true }],
    ['retryOnClient=true', '?retryOnClient=true', { skipClientRetry: false }],
    ['utm_source=dsa', '?utm_source=dsa', { hideChatButton: true, carsPartner: false }],
    ['utm_source=DSA', '?utm_source=DSA', { hideChatButton: true }],
    ['utm_source=dsa2', '?utm_source=dsa2', { hideChatButton: false }],
    ['utm_source=pbcars24', '?utm_source=pbcars24', { carsPartner: true, hideChatButton: false }],
    ['utm read', '?utm_source=google&utm_medium=cpc', { utm: { utmSource: 'google', utmMedium: 'cpc' } }],
    ['blank values ignored', '?token=&agentId=%20', { token: undefined, agentId: undefined }],
  ])('%s', (_n, search, expected) => {
    const q = parseQuery(search) as Record<string, unknown>;
    for (const [k, v] of Object.entries(expected)) expect(q[k], k).toEqual(v);
  });

  it('never throws and never returns a numeric enquiryId or leadId', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const q = parseQuery(s);
        if (q.enquiryId !== undefined) expect(q.enquiryId).not.toMatch(/^\d+$/);
        if (q.leadId !== undefined) expect(q.leadId).not.toMatch(/^\d+$/);
        if (q.journeyType !== undefined) expect(Number.isInteger(q.journeyType)).toBe(true);
      }),
    );
  });
});
