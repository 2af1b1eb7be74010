import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZLeadResponse } from '../../src/shared/contracts/quotes-api';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * The no-results card's lead (docs/product/leads.md 'No-results capture', docs/product/cards.md): consent required, the spec's mobile
 * messages, a masked number only for the caller's own enquiry, attribution from the session's device, and one
 * row per Idempotency-Key.
 */

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: { JOBS_ENABLED: 'false' } });

const lead = (d: Device, body: Record<string, unknown>, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/lead_details',
    payload: body,
    headers: { authorization: d.token, ...(key ? { 'idempotency-key': key } : {}) },
  });
const base = { source: 'no_result', countryProductId: 7, consent: true };
const rows = async (mobile: string) =>
  (
    await ctx.db.execute<{ source: string; sourceId: number; product: number }>(
      sql`select source, source_id as "sourceId", country_product_id as product from leads
          where mobile_number = ${mobile}`,
    )
  ).rows;

describe('no-results lead (credit cards)', () => {
  it('needs consent and a UAE mobile number, with the spec’s messages; stores nothing otherwise', async () => {
    const d = await createDevice(app, 7);
    const noConsent = await lead(d, { ...base, consent: false, mobileNumber: '505550001' });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    const empty = await lead(d, { ...base, mobileNumber: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ code: 'INVALID_MOBILE', message: 'Mobile number is required' });
    const bad = await lead(d, { ...base, mobileNumber: '12345' });
    expect(bad.json()).toEqual({ code: 'INVALID_MOBILE', message: 'Mobile number is invalid' });
    const other = await lead(d, { ...base, countryProductId: 1, mobileNumber: '505550001' });
    expect(other.statusCode).toBe(400);
    expect(await rows('505550001')).toEqual([]);
  });

  it('stores the number once per key, attributed to the session’s source, not the body’s', async () => {
    const d = await createDevice(app, 7);
    const key = '6f1c1a52-8f1e-4c1e-9a57-2b0f0d7c1a11';
    const body = { ...base, mobileNumber: '505550002', sourceId: 4 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => lead(d, body, key)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((r) => ZLeadResponse.parse(r.json()).leadId)).size).toBe(1);
    expect(ZLeadResponse.parse(ok[0]!.json()).nextSteps[0]).toContain('within one working day');
    expect(await rows('505550002')).toEqual([{ source: 'no_result', sourceId: 2, product: 7 }]);
    const changed = await lead(d, { ...body, mobileNumber: '505550003' }, key);
    expect(changed.statusCode).toBe(422);
  });

  it('a masked number stands only for the caller’s own enquiry’s number', async () => {
    const owner = await createDevice(app, 7);
    const enquiryId = await storeEnquiry(ctx.db, owner, 2, travelAnswers());
    const stranger = await createDevice(app, 7);
    const theirs = await lead(stranger, { ...base, mobileNumber: '*****4567', cachedEnquiryId: enquiryId });
    expect(theirs.statusCode).toBe(404);
    const mine = await lead(owner, { ...base, mobileNumber: '*****4567', cachedEnquiryId: enquiryId });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await rows('501234567')).toHaveLength(1);
  });
});
