import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZQuotesResponse, type TQuote } from '../../src/shared/contracts/quotes-api';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { completeCarJourney, storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * Who reads an enquiry's quotes (decisions 0013 and 0017): the device that created it, and
 * a device that proved the enquiry's number by its one-time code (POST /api/enquiries/{id}/access); anyone else
 * gets 404 and nothing is sent.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH },
  env: { JOBS_ENABLED: 'false' },
});

const call = (d: Device, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.93.0.1',
    headers: { authorization: d.token },
    ...(payload ? { payload } : {}),
  });
const access = (d: Device, enquiryId: string, body: Record<string, unknown>) =>
  call(d, 'POST', `/api/enquiries/${enquiryId}/access`, body);
const sent = async (mobile: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sms_outbox where mobile_number = ${mobile}`,
    )
  ).rows[0]?.n ?? -1;

describe('opening saved results on another device (decision 0017)', () => {
  it('a device that proves the number by its code reads the quotes; another device still gets 404', async () => {
    const owner = await createDevice(app);
    const mobile = '503334455';
    const enquiryId = await completeCarJourney(app, ctx.db, owner, mobile, '10.93.0.2');
    const mine = ZQuotesResponse.parse((await call(owner, 'POST', '/api/quotes', { enquiryId })).json());

    const other = await createDevice(app);
    expect((await call(other, 'POST', '/api/quotes', { enquiryId })).statusCode).toBe(404);

    // Another number: the same answer as the right one (decision 0043), but nothing is sent to anyone and no code
    // opens the results.
    const before = await sent('503334466');
    const wrongNumber = await access(other, enquiryId, { mobileNumber: '503334466' });
    expect(wrongNumber.statusCode).toBe(200);
    expect(wrongNumber.json()).toEqual({
      granted: false,
      data: { maskedMobile: '*****4466', resendAfter: 30, otpLength: 6, sent: true },
    });
    expect(await sent('503334466')).toBe(before);
    const guessed = await access(other, enquiryId, { mobileNumber: '503334466', otp: '123456' });
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json()).toEqual({ code: 'INVALID_OTP', message: 'Incorrect OTP' });
    const invalid = await access(other, enquiryId, { mobileNumber: '12345' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({ code: 'INVALID_MOBILE', message: 'Mobile number is invalid' });

    // The enquiry's own number: a code, then a wrong one refused, then the right one grants access. (The
    // journey's code went to that number a moment ago: the 30 s resend cooldown is moved into the past.)
    await ctx.db.execute(sql`
      update otp_events set created_at = created_at - interval '31 seconds' where mobile_number = ${mobile}`);
    const asked = await access(other, enquiryId, { mobileNumber: mobile });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      granted: false,
      data: { maskedMobile: '*****4455', resendAfter: 30, otpLength: 6, sent: true },
    });
    const code = await lastOtp(ctx.db, mobile);
    const wrong = await access(other, enquiryId, {
      mobileNumber: mobile,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect((await call(other, 'POST', '/api/quotes', { enquiryId })).statusCode).toBe(404);

    // A third device cannot use the code sent for the second.
    const third = await createDevice(app);
    await access(third, enquiryId, { mobileNumber: mobile });
    const stolen = await access(third, enquiryId, { mobileNumber: mobile, otp: code });
    expect(stolen.statusCode).toBe(422);

    const granted = await access(other, enquiryId, { mobileNumber: mobile, otp: code });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ granted: true });
    const theirs = ZQuotesResponse.parse((await call(other, 'POST', '/api/quotes', { enquiryId })).json());
    expect(theirs.quotes.map((q) => q.quoteId)).toEqual(mine.quotes.map((q) => q.quoteId));
    const plan = theirs.quotes[0] as TQuote;
    expect((await call(other, 'GET', `/api/quotes/${plan.quoteId}`)).statusCode).toBe(200);
    expect((await call(other, 'GET', `/api/enquiries/${enquiryId}`)).statusCode).toBe(200);
    const lead = await call(other, 'POST', '/api/lead_details', {
      planId: plan.planId,
      providerId: plan.providerId,
      quoteId: plan.quoteId,
      enquiryId,
      source: 'quote_click',
      consent: true,
    });
    expect(lead.statusCode, lead.body).toBe(200);
    // Asking again once granted sends nothing more.
    const count = await sent(mobile);
    const again = await access(other, enquiryId, { mobileNumber: mobile });
    expect(again.json()).toEqual({ granted: true });
    expect(await sent(mobile)).toBe(count);

    expect((await call(third, 'POST', '/api/quotes', { enquiryId })).statusCode).toBe(404);
    expect((await call(third, 'GET', `/api/quotes/${plan.quoteId}`)).statusCode).toBe(404);
  });

  it('an enquiry whose number is not proved cannot be opened elsewhere (answered as any other number)', async () => {
    const owner = await createDevice(app, 2);
    const enquiryId = await storeEnquiry(ctx.db, owner, 2, travelAnswers());
    await ctx.db.execute(sql`update enquiries set mobile_verified_at = null where public_id = ${enquiryId}`);
    const other = await createDevice(app, 2);
    const before = await sent('501234567');
    const res = await access(other, enquiryId, { mobileNumber: '501234567' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ granted: false });
    expect(await sent('501234567')).toBe(before);
    expect((await call(other, 'POST', '/api/quotes', { enquiryId })).statusCode).toBe(404);
  });

  it('a right and a wrong number get the same answers, limits included; only the right one gets a code (decision 0043)', async () => {
    const owner = await createDevice(app);
    const mobile = '503337788';
    const enquiryId = await completeCarJourney(app, ctx.db, owner, mobile, '10.93.0.3');
    await ctx.db.execute(sql`
      update otp_events set created_at = created_at - interval '31 seconds' where mobile_number = ${mobile}`);
    const wrongMobile = '503337799';
    const trace = async (number: string) => {
      const d = await createDevice(app);
      const before = await sent(number);
      const answers: unknown[] = [];
      for (let n = 0; n < 2; n++) {
        const r = await access(d, enquiryId, { mobileNumber: number });
        // The number's own four digits are the only difference: they are what the visitor typed.
        answers.push([r.statusCode, r.body.replaceAll(number.slice(-4), '####')]);
      }
      return { answers, sms: (await sent(number)) - before };
    };
    const right = await trace(mobile);
    const wrong = await trace(wrongMobile);
    expect(wrong.answers).toEqual(right.answers);
    // The second ask is inside the 30 s resend wait, for either number: the popup shows the remaining wait.
    expect(right.answers[0]).toEqual([200, expect.stringContaining('"granted":false')]);
    expect(right.sms).toBe(1);
    expect(wrong.sms).toBe(0);
  });
});
