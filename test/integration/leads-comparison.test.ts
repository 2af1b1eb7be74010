import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ZCarComparison,
  ZLeadResponse,
  ZQuotesResponse,
  type TQuote,
} from '../../src/shared/contracts/quotes-api';
import { ZApiError } from '../../src/shared/contracts/errors';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { completeCarJourney, storeEnquiry, sumFils, travelAnswers, type Device } from './quotes-fixtures';

/**
 * Choosing a plan (decision 0013: POST /api/lead_details with consent, through the idempotency mechanism of
 * decision 0010) and the car comparison (docs/product/leads.md 'Comparison data', docs/product/leads.md 'POST car comparison').
 */

let owner: Device;
let enquiryId: string;
let chosen: TQuote;

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: { JOBS_ENABLED: 'false' } });
beforeAll(async () => {
  owner = await createDevice(app);
  enquiryId = await completeCarJourney(app, ctx.db, owner, '501113344', '10.62.0.1');
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId },
    headers: { authorization: owner.token },
  });
  chosen = ZQuotesResponse.parse(res.json()).quotes[1] as TQuote;
});

function lead(d: Device, body: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/lead_details',
    payload: body,
    headers: { authorization: d.token, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

const choice = (extra: Record<string, unknown> = {}) => ({
  planId: chosen.planId,
  providerId: chosen.providerId,
  enquiryId,
  source: 'quote_click',
  consent: true,
  utmSource: 'google',
  utmCampaign: 'spring',
  ...extra,
});

async function leadRows(): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from leads l join enquiries e on e.id = l.enquiry_id where e.public_id = ${enquiryId}`);
  return r.rows[0]?.n ?? -1;
}

describe('POST /api/lead_details (decision 0013)', () => {
  it('refuses a lead without consent: 422 CONSENT_REQUIRED, nothing stored', async () => {
    const before = await leadRows();
    for (const body of [choice({ consent: false }), choice({ consent: undefined })]) {
      const res = await lead(owner, body);
      expect(res.statusCode).toBe(422);
      expect(ZApiError.parse(res.json())).toEqual({
        code: 'CONSENT_REQUIRED',
        message: 'Please confirm that we may contact you about this plan.',
      });
    }
    expect(await leadRows()).toBe(before);
  });

  it('stores one lead and answers the plan, its price and what happens next', async () => {
    const before = await leadRows();
    const res = await lead(owner, choice());
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZLeadResponse.parse(res.json());
    expect(answer).toMatchObject({
      status: 'received',
      planName: chosen.planName,
      providerName: chosen.providerName,
      total: chosen.premium,
    });
    expect(answer.breakdown).toEqual(chosen.breakdown);
    expect(sumFils(answer.breakdown)).toBe(Math.round(chosen.premium * 100));
    expect(answer.nextSteps).toHaveLength(3);
    expect(answer.nextSteps[0]).toBe(`${chosen.providerName} has your request for ${chosen.planName}.`);
    expect(await leadRows()).toBe(before + 1);
    const row = await ctx.db.execute<Record<string, unknown>>(sql`
      select source, plan_id, provider_id, total_fils, utm_source, utm_campaign, consent_at is not null as consented,
        quote_id is not null as has_quote
      from leads where public_id = ${answer.leadId}`);
    expect(row.rows[0]).toEqual({
      source: 'quote_click',
      plan_id: chosen.planId,
      provider_id: chosen.providerId,
      total_fils: Math.round(chosen.premium * 100),
      utm_source: 'google',
      utm_campaign: 'spring',
      consented: true,
      has_quote: true,
    });
  });

  it('Idempotency-Key: same key and body → the same answer; another body → 422; one row', async () => {
    const before = await leadRows();
    const first = await lead(owner, choice(), 'lead-key-1');
    const again = await lead(owner, choice(), 'lead-key-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await lead(owner, choice({ utmSource: 'bing' }), 'lead-key-1');
    expect(other.statusCode).toBe(422);
    expect(ZApiError.parse(other.json()).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await leadRows()).toBe(before + 1);
  });

  it('20 parallel requests with one key store one lead and give 20 identical answers', async () => {
    const before = await leadRows();
    const answers = await Promise.all(Array.from({ length: 20 }, () => lead(owner, choice(), 'lead-key-20')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await leadRows()).toBe(before + 1);
  });

  it('a lead by quote id; another device, another insurer or an unknown plan → 404 with no data', async () => {
    const byQuote = await lead(owner, { quoteId: chosen.quoteId, source: 'certificate', consent: true });
    expect(byQuote.statusCode, byQuote.body).toBe(200);
    expect(ZLeadResponse.parse(byQuote.json()).total).toBe(chosen.premium);
    const stranger = await createDevice(app);
    for (const [d, body] of [
      [stranger, choice()],
      [stranger, { quoteId: chosen.quoteId, source: 'certificate', consent: true }],
      [owner, choice({ providerId: chosen.providerId === 1 ? 2 : 1 })],
      [owner, choice({ planId: 999_999 })],
      [owner, choice({ planId: 1301 })], // a health plan for a car enquiry
    ] as const) {
      const res = await lead(d, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(Object.keys(res.json() as object).sort()).toEqual(['code', 'message']);
    }
    const nothing = await lead(owner, { source: 'quote_click', consent: true });
    expect(nothing.statusCode).toBe(400);
  });
});

describe('POST /api/car/comparison (docs/product/leads.md)', () => {
  const compare = (d: Device, body: Record<string, unknown>, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/car/comparison',
      payload: body,
      headers: { authorization: d.token, 'accept-language': lang },
    });
  // As the journey answers them: make slug, model key, trim option id.
  const car = { make: 'toyota', model: 'toyota-camry', modelYear: 2022, variant: 'se' };
  // Falcon Crest's garage and Agency Plus plans, Dune Harbour's third-party plan.
  const planIds = [1101, 1102, 2103];

  it('answers the plans and rows with Yes / NA cells', async () => {
    const res = await compare(owner, { planIds, ...car });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = ZCarComparison.parse(res.json());
    expect(c.quotesBasicData.map((p) => p.planId)).toEqual(planIds);
    expect(c.quotesBasicData[0]?.features).toEqual(['Toyota', 'Camry SE 2022', '']);
    const row = (rows: typeof c.addonsDetails, title: string) =>
      rows.find((r) => r.value === title)?.data.map((x) => x.value);
    expect(row(c.addonsDetails, 'Agency repair')).toEqual([
      'Optional extra (+15% on the premium)',
      'Yes',
      'NA',
    ]);
    expect(row(c.addonsDetails, 'Replacement car')).toEqual(['Optional extra (AED 250)', 'Yes', 'NA']);
    expect(row(c.featuresAndBenifits, 'Cover type')).toEqual([
      'Comprehensive',
      'Comprehensive',
      'Third party',
    ]);
    expect(row(c.featuresAndBenifits, 'Repair')).toEqual(['Garage', 'Agency', 'NA']);
    for (const r of [...c.addonsDetails, ...c.featuresAndBenifits]) {
      expect(r.data.map((x) => x.planId)).toEqual(planIds);
      expect(r.data.map((x) => x.position)).toEqual([0, 1, 2]);
    }
  });

  it("with the visitor's own enquiry, each plan shows the visitor's price", async () => {
    const res = await compare(owner, { planIds: [chosen.planId, 1101], ...car, enquiryId });
    expect(res.statusCode, res.body).toBe(200);
    const c = ZCarComparison.parse(res.json());
    expect(c.quotesBasicData[0]?.premium).toBe(chosen.premium);
    expect(c.quotesBasicData[0]?.features[2]).toBe('AED 85,000');
    const stranger = await createDevice(app);
    const denied = await compare(stranger, { planIds: [chosen.planId, 1101], ...car, enquiryId });
    expect(denied.statusCode).toBe(404);
    expect(Object.keys(denied.json() as object).sort()).toEqual(['code', 'message']);
    // Another product's enquiry is not a car enquiry.
    const travel = await storeEnquiry(ctx.db, owner, 2, travelAnswers());
    expect((await compare(owner, { planIds, ...car, enquiryId: travel })).statusCode).toBe(404);
  });

  it('answers in Arabic', async () => {
    const c = ZCarComparison.parse((await compare(owner, { planIds, ...car }, 'ar')).json());
    expect(c.quotesBasicData[0]?.features[0]).toBe('تويوتا');
    expect(c.featuresAndBenifits.map((r) => r.value)).toContain('نوع التغطية');
  });

  it('refuses 1 or 4 plans, repeats and unknown cars with 400; unknown or non-car plans with 404', async () => {
    for (const ids of [[1101], [1101, 1102, 2103, 2101], [1101, 1101]]) {
      const res = await compare(owner, { planIds: ids, ...car });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(ZApiError.parse(res.json()).message).toBe('Choose 2 or 3 different car plans to compare.');
    }
    const unknownCar = await compare(owner, { planIds, ...car, model: 'toyota-hovercraft' });
    expect(unknownCar.statusCode).toBe(400);
    expect(ZApiError.parse(unknownCar.json()).code).toBe('VALIDATION_FAILED');
    const missing = await compare(owner, { planIds });
    expect(missing.statusCode).toBe(400);
    for (const ids of [
      [1101, 999_999],
      [1101, 1301],
      [1101, 13104], // the withdrawn (hidden) plan
    ]) {
      const res = await compare(owner, { planIds: ids, ...car });
      expect(res.statusCode, JSON.stringify(ids)).toBe(404);
      expect(ZApiError.parse(res.json()).code).toBe('PLAN_NOT_FOUND');
    }
  });
});
