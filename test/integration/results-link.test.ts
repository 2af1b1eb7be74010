import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isReference } from '../../src/shared/domain/enquiry-reference';
import { ZQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { completeCarJourney, storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * Readable references and the results link (decision 0028): every enquiry gets a reference beside its
 * id (older ones when first shown); the link goes by SMS to the enquiry's proved number only, three times at most;
 * opening it on another device gives nothing until the number and a code sent to it are proved.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH },
  env: { JOBS_ENABLED: 'false' },
});

const call = (
  d: Device,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  lang = 'en',
) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.94.0.1',
    headers: { authorization: d.token, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const outbox = async (mobile: string) =>
  (
    await ctx.db.execute<{ body: string }>(
      sql`select body from sms_outbox where mobile_number = ${mobile} order by id`,
    )
  ).rows.map((r) => r.body);
const referenceOf = async (publicId: string) =>
  (
    await ctx.db.execute<{ reference: string | null }>(
      sql`select reference from enquiries where public_id = ${publicId}`,
    )
  ).rows[0]?.reference;
/** The journey's code went to the number a moment ago: its 30 s resend cooldown is moved into the past. */
const pastCooldown = (mobile: string) =>
  ctx.db.execute(
    sql`update otp_events set created_at = created_at - interval '31 seconds' where mobile_number = ${mobile}`,
  );

describe('readable references (decision 0028)', () => {
  it('each enquiry stored by a journey gets its own reference, beside its id', async () => {
    const owner = await createDevice(app);
    const a = await completeCarJourney(app, ctx.db, owner, '503440001', '10.94.0.2');
    const b = await completeCarJourney(app, ctx.db, owner, '503440002', '10.94.0.3');
    const [ra, rb] = [await referenceOf(a), await referenceOf(b)];
    expect(isReference(ra)).toBe(true);
    expect(isReference(rb)).toBe(true);
    expect(ra).not.toBe(rb);
    const state = await call(owner, 'GET', `/api/enquiries/${a}/results-link`);
    expect(state.statusCode, state.body).toBe(200);
    expect(state.headers['cache-control']).toBe('no-store');
    expect(state.json()).toEqual({ reference: ra, sentTo: '+971 5X XXX 0001', sent: 0, limit: 3 });
  });

  it('an enquiry stored before references gets one when first shown, and keeps it', async () => {
    const owner = await createDevice(app, 2);
    const id = await storeEnquiry(ctx.db, owner, 2, travelAnswers());
    expect(await referenceOf(id)).toBeNull();
    const first = (await call(owner, 'GET', `/api/enquiries/${id}/results-link`)).json() as {
      reference: string;
    };
    expect(isReference(first.reference)).toBe(true);
    expect(await referenceOf(id)).toBe(first.reference);
    const again = (await call(owner, 'GET', `/api/enquiries/${id}/results-link`)).json() as {
      reference: string;
    };
    expect(again.reference).toBe(first.reference);
  });

  it('the unique index refuses a second enquiry with the same reference', async () => {
    const owner = await createDevice(app);
    const a = await completeCarJourney(app, ctx.db, owner, '503440003', '10.94.0.4');
    const ref = await referenceOf(a);
    const other = await storeEnquiry(ctx.db, owner, 1, {});
    await expect(
      ctx.db.execute(sql`update enquiries set reference = ${ref} where public_id = ${other}`),
    ).rejects.toThrow();
  });

  it('grants nothing: another device learns nothing from it, nor from the results-link calls', async () => {
    const owner = await createDevice(app);
    const id = await completeCarJourney(app, ctx.db, owner, '503440004', '10.94.0.5');
    const ref = (await referenceOf(id)) as string;
    const stranger = await createDevice(app);
    for (const res of [
      await call(stranger, 'GET', `/api/enquiries/reference/${ref}`),
      await call(stranger, 'GET', `/api/enquiries/${id}/results-link`),
      await call(stranger, 'POST', `/api/enquiries/${id}/results-link`, {}),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ENQUIRY_NOT_FOUND' });
    }
    expect((await call(stranger, 'POST', '/api/quotes', { enquiryId: id })).statusCode).toBe(404);
    // The owner finds the enquiry by its reference, typed any way.
    const mine = await call(
      owner,
      'GET',
      `/api/enquiries/reference/${ref.toLowerCase().replaceAll('-', '')}`,
    );
    expect(mine.json()).toEqual({ enquiryId: id, countryProductId: 1 });
  });
});

describe('the results link by SMS (decision 0028)', () => {
  it('goes to the proved number only, three times at most, in the page language', async () => {
    const owner = await createDevice(app);
    const mobile = '503440010';
    const id = await completeCarJourney(app, ctx.db, owner, mobile, '10.94.0.6');
    const ref = (await referenceOf(id)) as string;
    const before = (await outbox(mobile)).length;

    const first = await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ reference: ref, sentTo: '+971 5X XXX 0010', sent: 1, limit: 3 });
    const sms = (await outbox(mobile)).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(ref);
    expect(sms[0]).toContain(`http://localhost:3000/car-insurance/quotes/?ref=${ref}`);
    // The link names the reference, never the enquiry id.
    expect(sms[0]).not.toContain(id);

    const ar = await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {}, 'ar');
    expect(ar.json()).toMatchObject({ sent: 2 });
    expect((await outbox(mobile)).at(-1)).toContain(`/ar-ae/car-insurance/quotes/?ref=${ref}`);
    expect((await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {})).json()).toMatchObject({
      sent: 3,
    });
    const fourth = await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {});
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RESULTS_LINK_LIMIT' });
    expect((await outbox(mobile)).length).toBe(before + 3);
    expect((await call(owner, 'GET', `/api/enquiries/${id}/results-link`)).json()).toMatchObject({
      sent: 3,
      limit: 3,
    });
  });

  it('three requests at once never send a fourth link', async () => {
    const owner = await createDevice(app);
    const mobile = '503440011';
    const id = await completeCarJourney(app, ctx.db, owner, mobile, '10.94.0.7');
    await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {});
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(owner, 'POST', `/api/enquiries/${id}/results-link`, {})),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429]);
    const sends = await ctx.db.execute<{ n: number }>(
      sql`select results_link_sends as n from enquiries where public_id = ${id}`,
    );
    expect(sends.rows[0]?.n).toBe(3);
  });

  it('needs a proved number: an unproved one gets nothing', async () => {
    const owner = await createDevice(app, 2);
    const id = await storeEnquiry(ctx.db, owner, 2, travelAnswers());
    await ctx.db.execute(sql`update enquiries set mobile_verified_at = null where public_id = ${id}`);
    const before = (await outbox('501234567')).length;
    const res = await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MOBILE_NOT_VERIFIED' });
    expect((await call(owner, 'GET', `/api/enquiries/${id}/results-link`)).json()).toMatchObject({
      sentTo: null,
    });
    expect((await outbox('501234567')).length).toBe(before);
  });

  it('opened on another device: nothing until the number and its code, then the results', async () => {
    const owner = await createDevice(app);
    const mobile = '503440012';
    const id = await completeCarJourney(app, ctx.db, owner, mobile, '10.94.0.8');
    await call(owner, 'POST', `/api/enquiries/${id}/results-link`, {});
    const ref = /\?ref=(SC-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec((await outbox(mobile)).at(-1) ?? '')?.[1] as string;
    expect(ref).toBe(await referenceOf(id));

    const phone = await createDevice(app);
    expect((await call(phone, 'GET', `/api/enquiries/reference/${ref}`)).statusCode).toBe(404);
    const access = (body: Record<string, unknown>) =>
      call(phone, 'POST', `/api/enquiries/${ref}/access`, body);
    // Another number: answered as the right one is (decision 0043), but nothing is sent to it.
    const other = await access({ mobileNumber: '503440099' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ granted: false, data: { maskedMobile: '*****0099' } });
    expect(await outbox('503440099')).toEqual([]);
    await pastCooldown(mobile);
    const asked = await access({ mobileNumber: mobile });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ granted: false, data: { maskedMobile: '*****0012' } });
    const code = await lastOtp(ctx.db, mobile);
    const wrong = await access({ mobileNumber: mobile, otp: code === '111111' ? '222222' : '111111' });
    expect(wrong.statusCode).toBe(422);
    expect((await call(phone, 'GET', `/api/enquiries/reference/${ref}`)).statusCode).toBe(404);

    const granted = await access({ mobileNumber: mobile, otp: code });
    expect(granted.json()).toEqual({ granted: true });
    const found = await call(phone, 'GET', `/api/enquiries/reference/${ref}`);
    expect(found.json()).toEqual({ enquiryId: id, countryProductId: 1 });
    const quotes = await call(phone, 'POST', '/api/quotes', { enquiryId: id });
    expect(quotes.statusCode).toBe(200);
    expect(ZQuotesResponse.parse(quotes.json()).quotes.length).toBeGreaterThan(0);
    // The granted device may send a link too, still only to the enquiry's number.
    const link = await call(phone, 'POST', `/api/enquiries/${id}/results-link`, {});
    expect(link.json()).toMatchObject({ sentTo: '+971 5X XXX 0012', sent: 2 });
  });
});

describe('the quotes page (decision 0028)', () => {
  it('has the language switcher, keeping the enquiry or the reference of its address', async () => {
    const id = 'A'.repeat(24);
    const en = await app.inject({ method: 'GET', url: `/car-insurance/quotes/?enquiryId=${id}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`href="/ar-ae/car-insurance/quotes/?enquiryId=${id}"`);
    expect(en.body).toContain('data-testid="lang-dropdown-desktop"');
    const ar = await app.inject({ method: 'GET', url: '/ar-ae/car-insurance/quotes/?ref=SC-7K3Q-9XM2' });
    expect(ar.body).toContain('href="/car-insurance/quotes/?ref=SC-7K3Q-9XM2"');
    // Anything else in the address stays out of the links.
    const junk = await app.inject({ method: 'GET', url: '/car-insurance/quotes/?ref=%3Cx%3E&utm_source=a' });
    expect(junk.body).toContain('href="/ar-ae/car-insurance/quotes/"');
  });
});
