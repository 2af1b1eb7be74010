import { describe, expect, it } from 'vitest';
import { submissionKeys } from '../session/idempotency';
import type { ApiResult } from '../session/request';
import type { TNoResultLeadAnswer } from '../../shared/contracts/credit-cards-api-guards';
import {
  listingRequest,
  noResultBody,
  postNoResultLead,
  safeNextUrl,
  sameSiteApi,
  type LeadPoster,
} from './api';

describe('the listing request (docs/product/cards.md Credit cards listing)', () => {
  it('sends skip and limit in the query and the filters in the body, to this site’s API only', () => {
    const filters = { income: 8_000, bankIds: [2], featureIds: [1, 5], rewardTypeIds: [] };
    expect(listingRequest({ url: '/api/credit-cards' }, filters, null, { skip: 0, limit: 10 })).toEqual({
      url: '/api/credit-cards?skip=0&limit=10',
      body: { income: 8_000, bankIds: [2], featureIds: [1, 5], rewardTypeIds: [] },
    });
    expect(
      listingRequest({ url: '/api/credit-cards' }, filters, 'islamic', { skip: 10, limit: 10 }).body,
    ).toMatchObject({
      cardType: 'islamic',
    });
    for (const bad of [
      'https://evil.example/api/x',
      '//evil.example/api/x',
      '/api/../x',
      'javascript:alert(1)',
      '',
    ])
      expect(sameSiteApi(bad)).toBe('/api/credit-cards');
    expect(sameSiteApi('/api/islamic-cards')).toBe('/api/islamic-cards');
  });
});

describe('the no-results lead (docs/product/leads.md No-results capture)', () => {
  const answer = (patch: Partial<TNoResultLeadAnswer> = {}): ApiResult<TNoResultLeadAnswer> => ({
    ok: true,
    status: 200,
    data: { leadId: 'L'.repeat(24), nextSteps: ['We will call you.'], ...patch },
  });
  const facts = () => ({
    session: { sourceId: 2, visitId: 9, deviceUuid: 'd-1' },
    utm: { utmSource: 'google' },
  });

  it('posts source no_result for product 7 with consent, the number and the session facts', () => {
    expect(noResultBody('501234567', { sourceId: 2 }, undefined)).toEqual({
      source: 'no_result',
      countryProductId: 7,
      mobileNumber: '501234567',
      consent: true,
      sourceId: 2,
    });
  });

  it('sends an Idempotency-Key, the same one when the visitor retries after a failure, a new one after success', async () => {
    const calls: { url: string; body: unknown; headers: Record<string, string> }[] = [];
    const results: ApiResult<TNoResultLeadAnswer>[] = [
      { ok: false, status: 0, code: 'NETWORK_ERROR', message: 'offline' },
      answer(),
      answer(),
    ];
    const post: LeadPoster = async (url, body, opts) => {
      calls.push({ url, body, headers: opts.headers });
      return results.shift() as ApiResult<TNoResultLeadAnswer>;
    };
    let n = 0;
    const keys = submissionKeys(() => `key-${++n}`);
    const deps = { post, keys, facts, ready: async () => undefined };
    expect((await postNoResultLead('501234567', deps)).ok).toBe(false);
    expect((await postNoResultLead('501234567', deps)).ok).toBe(true);
    expect((await postNoResultLead('501234567', deps)).ok).toBe(true);
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(['key-1', 'key-1', 'key-2']);
    expect(calls[0]).toMatchObject({
      url: '/api/lead_details',
      headers: { countryproductid: '7' },
      body: {
        source: 'no_result',
        countryProductId: 7,
        mobileNumber: '501234567',
        consent: true,
        sourceId: 2,
        visitId: 9,
        deviceUuid: 'd-1',
        utmSource: 'google',
      },
    });
  });

  it('redirects only to this site: a path, or an address on the same origin', () => {
    const origin = 'https://sahel.example';
    expect(safeNextUrl('/credit-cards/thank-you/', origin)).toBe('/credit-cards/thank-you/');
    expect(safeNextUrl('https://sahel.example/x/?a=1#b', origin)).toBe('/x/?a=1#b');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
    ])
      expect(safeNextUrl(bad, origin)).toBeNull();
  });
});
