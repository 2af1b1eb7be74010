import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './helpers';
import { createDevice } from './journey-fixtures';
import { ZRecentSearchResponse } from '../../src/shared/contracts/journey';

const { app, ctx } = useTestApp({
  limits: { RATE_LIMIT_WRITE_PER_DEVICE: '100000', RATE_LIMIT_WRITE_PER_IP: '100000' },
  seeded: false,
});
beforeAll(async () => {
  await ctx.db.execute(sql`
    with mk as (insert into vehicle_makes (slug, name, name_ar) values ('toyota', 'Toyota', 'تويوتا') returning id)
    insert into vehicle_models (make_id, slug, name, body_type, first_year, new_value_aed)
    select id, 'land-cruiser', 'Land Cruiser', 'suv', 2008, 300000 from mk`);
});

let seq = 0;
async function insertEnquiry(
  deviceId: number,
  productId: number,
  status: string,
  answers: Record<string, unknown>,
  createdAt = '2025-03-04T21:30:00Z',
): Promise<string> {
  seq += 1;
  const publicId = `Enq${String(seq).padStart(21, '0')}`;
  await ctx.db.execute(sql`
    insert into enquiries (public_id, device_id, country_product_id, source_id, status, answers, mobile_number,
                           created_at, updated_at)
    values (${publicId}, ${deviceId}, ${productId}, 2, ${status}, ${JSON.stringify(answers)}::jsonb, '501234567',
            ${createdAt}::timestamptz, now() + make_interval(secs => ${seq}))`);
  return publicId;
}

const recent = (token: string, body: unknown, lang?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/recentSearches',
    payload: body as Record<string, unknown>,
    headers: { authorization: token, ...(lang ? { 'accept-language': lang } : {}) },
  });

describe('POST /api/recentSearches (docs/product/journeys.md)', () => {
  it("lists the token's device enquiries, latest first, whatever device the body names", async () => {
    const me = await createDevice(app);
    const other = await createDevice(app);
    const car = await insertEnquiry(me.deviceId, 1, 'submitted', {
      carMake: 'toyota',
      carModel: 'toyota-land-cruiser',
      carYear: 2022,
    });
    const travel = await insertEnquiry(me.deviceId, 2, 'draft', { tripType: 'single' });
    await insertEnquiry(other.deviceId, 1, 'submitted', { carMake: 'toyota', carModel: 'land-cruiser' });

    // The body names the other device: ignored, the verified token decides.
    const res = await recent(me.token, {
      type: 'DEVICE_UUID',
      value: other.deviceUuid,
      countryProductId: 17,
    });
    expect(res.statusCode).toBe(200);
    const { data } = ZRecentSearchResponse.parse(res.json());
    expect(data).toEqual([
      {
        // 21:30 UTC is already the next day in the UAE (GST, UTC+4).
        createdAt: '05/03/2025',
        url: `/travel-insurance/?enquiryId=${travel}`,
        productName: 'Travel Insurance',
        text: 'Your Travel Insurance search',
        subText: 'Visited',
        countryProductId: 2,
      },
      {
        createdAt: '05/03/2025',
        url: `/car-insurance/quotes/?enquiryId=${car}`,
        productName: 'Car Insurance',
        text: 'Toyota Land Cruiser 2022',
        subText: 'Lead Submitted',
        countryProductId: 1,
      },
    ]);

    // A product page lists that product only.
    const carOnly = ZRecentSearchResponse.parse(
      (await recent(me.token, { type: 'DEVICE_UUID', value: me.deviceUuid, countryProductId: 1 })).json(),
    );
    expect(carOnly.data.map((d) => d.countryProductId)).toEqual([1]);

    // Arabic: Arabic names and the Arabic locale prefix.
    const ar = ZRecentSearchResponse.parse(
      (
        await recent(me.token, { type: 'DEVICE_UUID', value: me.deviceUuid, countryProductId: 1 }, 'ar')
      ).json(),
    );
    expect(ar.data[0]?.url).toBe(`/ar-ae/car-insurance/quotes/?enquiryId=${car}`);
    expect(ar.data[0]?.text).toContain('تويوتا');
  });

  it('at most 10, and empty for an external customer (no accounts yet) or a device without enquiries', async () => {
    const me = await createDevice(app);
    for (let i = 0; i < 12; i++) await insertEnquiry(me.deviceId, 8, 'draft', {});
    const all = ZRecentSearchResponse.parse(
      (await recent(me.token, { type: 'DEVICE_UUID', value: me.deviceUuid, countryProductId: 17 })).json(),
    );
    expect(all.data).toHaveLength(10);
    const external = await recent(me.token, {
      type: 'EXTERNAL_CUSTOMER',
      value: 'cust-1',
      countryProductId: 17,
    });
    expect(external.json()).toEqual({ data: [] });
    const fresh = await createDevice(app);
    expect(
      (await recent(fresh.token, { type: 'DEVICE_UUID', value: 'x', countryProductId: 1 })).json(),
    ).toEqual({
      data: [],
    });
  });

  it('refuses malformed requests and requests without a token', async () => {
    const me = await createDevice(app);
    const bad = await recent(me.token, { type: 'PHONE', value: 'x', countryProductId: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const none = await app.inject({
      method: 'POST',
      url: '/api/recentSearches',
      payload: { type: 'DEVICE_UUID', value: me.deviceUuid, countryProductId: 1 },
    });
    expect(none.statusCode).toBe(401);
  });
});
