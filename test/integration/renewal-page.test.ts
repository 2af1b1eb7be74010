import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZPlan, ZRateTable, type TCarPlan, type TCarRateTable } from '../../src/shared/contracts/quotes';
import { ZQuotesResponse, type TQuote, type TQuoteCertificate } from '../../src/shared/contracts/quotes-api';
import type { TRenewalView } from '../../src/shared/contracts/renewal-page';
import { carInputFromAnswers, priceCar } from '../../src/shared/quotes/car';
import {
  formatDate,
  fromDayNumber,
  todayAt,
  toDayNumber,
  type CalendarDate,
} from '../../src/shared/rules/dates';
import { newPublicId } from '../../src/server/lib/public-id';
import { renewalLinkKey, renewalToken } from '../../src/server/modules/renewals/link';
import { quotesRepo } from '../../src/server/modules/quotes/repo';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { carAnswers, storeEnquiry, type Device } from './quotes-fixtures';

/**
 * The renewal page (decision 0090): a signed, expiring link opens on the device that bought, and on any other
 * device only after the code sent to the policy's number; it shows the same insurer's renewal price, priced by the
 * engine from the policy's answers with time moved on (driver and car a year older, one more claim-free year when
 * no claim was recorded), beside the three best current quotes, each on its own renewal enquiry.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH, OTP_SENDS_PER_IP_PER_HOUR: HIGH },
  env: { JOBS_ENABLED: 'false' },
});
const key = renewalLinkKey('x'.repeat(40));

const call = (d: Device, url: string, payload?: Record<string, unknown>, lang = 'en') =>
  app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    remoteAddress: '10.95.0.1',
    headers: { authorization: d.token, 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const addDays = (d: CalendarDate, n: number) => fromDayNumber(toDayNumber(d) + n);

/** A car enquiry priced for `owner`, then an active policy on its first quote ending a year less a day from today. */
async function boughtPolicy(
  owner: Device,
  mobile: string,
  pick: (quotes: TQuote[], end: CalendarDate) => Promise<TQuote | undefined> = async (q) => q[0],
) {
  const enquiryId = await storeEnquiry(ctx.db, owner, 1, carAnswers());
  await ctx.db.execute(sql`update enquiries set mobile_number = ${mobile} where public_id = ${enquiryId}`);
  const listed = await call(owner, '/api/quotes', { enquiryId, limit: 50 });
  expect(listed.statusCode, listed.body).toBe(200);
  const today = todayAt(new Date());
  const end = addDays({ year: today.year + 1, month: today.month, day: Math.min(today.day, 28) }, -1);
  const first = await pick(ZQuotesResponse.parse(listed.json()).quotes, end);
  if (!first) throw new Error('no quote to buy');
  const publicId = newPublicId();
  await ctx.db.execute(sql`
    insert into policies (public_id, mobile_number, country_product_id, status, policy_number, start_date, end_date,
      data, insurer_id, quote_id, enquiry_id, device_id, premium_fils, vat_fils)
    select ${publicId}, ${mobile}, 1, 'active', ${`SBX-${publicId.slice(0, 8)}`}, current_date,
      ${formatDate(end, 'YYYY-MM-DD')}::date, '{}'::jsonb, ${first.providerId}, q.id, q.enquiry_id,
      e.device_id, 100000, 5000
    from quotes q join enquiries e on e.id = q.enquiry_id where q.public_id = ${first.quoteId}`);
  return { publicId, enquiryId, first, end };
}

/** The engine's price of a car plan for the stored answers a year on (one more claim-free year), or undefined. */
async function enginePrice(planId: number, end: CalendarDate): Promise<number | undefined> {
  const raw = await quotesRepo(ctx.db).catalogue(1);
  const plan = raw.plans.map((p) => ZPlan.parse(p)).find((p) => p.planId === planId) as TCarPlan;
  const table = raw.tables
    .map((t) => ZRateTable.parse(t))
    .find((t) => t.id === plan.rateTableId) as TCarRateTable;
  const input = carInputFromAnswers(
    { ...carAnswers(), noClaimYears: '3' },
    { today: addDays(end, 1), bodyType: 'sedan' },
  );
  if (!input.ok) throw new Error('the shifted answers do not price');
  const priced = priceCar(input.input, plan, table);
  return priced.declined ? undefined : priced.totalFils / 100;
}

/** The first listed quote whose plan the engine still prices a year on (or, with `declined`, the first it declines). */
const pricedAYearOn =
  (declined = false) =>
  async (quotes: TQuote[], end: CalendarDate) => {
    for (const q of quotes) if (((await enginePrice(q.planId, end)) === undefined) === declined) return q;
    return undefined;
  };

const tokenOf = (policyPublicId: string, ms = 86_400_000) =>
  renewalToken(key, policyPublicId, new Date(Date.now() + ms));

async function certificateInputs(d: Device, quoteId: string) {
  const r = await call(d, `/api/quotes/${quoteId}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as TQuoteCertificate).inputs;
}

describe('renewal page (decision 0090)', () => {
  it('opens on the buying device: the same plan re-priced by the engine a year on, beside the three best', async () => {
    const owner = await createDevice(app);
    const { publicId, enquiryId, first, end } = await boughtPolicy(owner, '505550001', pricedAYearOn());
    const r = await call(owner, `/api/renewals/${tokenOf(publicId)}/open`, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const view = r.json() as TRenewalView;
    expect(view.renewal?.planId).toBe(first.planId);
    expect(view.best).toHaveLength(3);
    const ids = [view.renewal!.quoteId, ...view.best.map((q) => q.quoteId)];
    expect(new Set(ids).size).toBe(4);
    expect(view.coverStart).toBe(formatDate(addDays(end, 1), 'YYYY-MM-DD'));
    expect(view.noClaimYears).toEqual({ from: 2, to: 3 });
    expect(view.claimRecorded).toBe(false);
    expect(view.enquiryId).not.toBe(enquiryId);
    expect(view.renewal!.href).toBe(`/car-insurance/quotes/?enquiryId=${view.enquiryId}`);

    // The driver and the car a year older, one more claim-free year: the engine's inputs say so.
    const before = await certificateInputs(owner, first.quoteId);
    const after = await certificateInputs(owner, view.renewal!.quoteId);
    expect(after.driverAge).toBe((before.driverAge as number) + 1);
    expect(after.vehicleAgeYears).toBe((before.vehicleAgeYears as number) + 1);
    expect([before.noClaimYears, after.noClaimYears]).toEqual([2, 3]);

    // The price is the engine's for the stored answers with time moved on, priced on the cover start.
    expect(view.renewal!.totalAed).toBe(await enginePrice(first.planId, end));

    // The policy's own enquiry is unchanged; the renewal enquiry is this device's, made once.
    const stored = await ctx.db.execute<{ answers: Record<string, unknown>; n: number }>(sql`
      select answers, (select count(*)::int from enquiries where idempotency_key = ${`renewal:${publicId}`}) as n
        from enquiries where public_id = ${enquiryId}`);
    expect(stored.rows[0]?.answers.noClaimYears).toBe('2');
    const again = await call(owner, `/api/renewals/${tokenOf(publicId)}/open`, {});
    expect((again.json() as TRenewalView).enquiryId).toBe(view.enquiryId);
    expect(stored.rows[0]?.n).toBe(1);
  });

  it("a plan the insurer no longer offers for these answers renews with that insurer's best other plan", async () => {
    const owner = await createDevice(app);
    const { publicId, first } = await boughtPolicy(owner, '505550006', pricedAYearOn(true));
    const view = (await call(owner, `/api/renewals/${tokenOf(publicId)}/open`, {})).json() as TRenewalView;
    if (view.renewal) {
      expect(view.renewal.planId).not.toBe(first.planId);
      expect(view.renewal.insurerName).toBe(first.insurerName);
    } else expect(view.best.length).toBeGreaterThan(0);
  });

  it('refuses a tampered, an unknown-policy and an expired link, and a cancelled policy', async () => {
    const owner = await createDevice(app);
    const { publicId } = await boughtPolicy(owner, '505550002');
    const token = tokenOf(publicId);
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const bad = await call(owner, `/api/renewals/${tampered}/open`, {});
    expect([bad.statusCode, bad.json().code]).toEqual([404, 'RENEWAL_LINK_INVALID']);
    const unknown = await call(owner, `/api/renewals/${tokenOf(newPublicId())}/open`, {});
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'RENEWAL_LINK_INVALID']);
    const expired = await call(owner, `/api/renewals/${tokenOf(publicId, -1000)}/open`, {});
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'RENEWAL_LINK_EXPIRED']);
    const malformed = await call(owner, `/api/renewals/abc/open`, {});
    expect(malformed.statusCode).toBe(400);
    await ctx.db.execute(sql`update policies set status = 'cancelled' where public_id = ${publicId}`);
    const cancelled = await call(owner, `/api/renewals/${token}/open`, {});
    expect([cancelled.statusCode, cancelled.json().code]).toEqual([404, 'RENEWAL_LINK_INVALID']);
  });

  it('another device sees nothing until it proves the policy number with the code sent to it', async () => {
    const owner = await createDevice(app);
    const mobile = '505550003';
    const { publicId } = await boughtPolicy(owner, mobile);
    const token = tokenOf(publicId);
    const other = await createDevice(app);
    const refused = await call(other, `/api/renewals/${token}/open`, {});
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'RENEWAL_CODE_REQUIRED']);
    expect(refused.body).not.toContain('AED');

    const sent = await call(other, `/api/renewals/${token}/access`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ granted: false, maskedMobile: '+971 5X XXX 0003' });
    const code = await lastOtp(ctx.db, mobile);
    const wrong = await call(other, `/api/renewals/${token}/access`, {
      otp: code === '123456' ? '654321' : '123456',
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'INVALID_OTP']);
    expect((await call(other, `/api/renewals/${token}/open`, {})).statusCode).toBe(403);
    const right = await call(other, `/api/renewals/${token}/access`, { otp: code });
    expect([right.statusCode, right.json()]).toEqual([200, { granted: true }]);

    const opened = await call(other, `/api/renewals/${token}/open`, {});
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json() as TRenewalView;
    const ownersView = (await call(owner, `/api/renewals/${token}/open`, {})).json() as TRenewalView;
    expect(view.enquiryId).not.toBe(ownersView.enquiryId);
    expect(view.renewal?.totalAed).toBe(ownersView.renewal?.totalAed);
    // Each device reads only its own renewal enquiry.
    const cross = await call(owner, '/api/quotes', { enquiryId: view.enquiryId });
    expect(cross.statusCode).toBe(404);
  });

  it("a device signed in to the holder's number opens it without a code; another number's account does not", async () => {
    const owner = await createDevice(app);
    const mobile = '505550007';
    const { publicId } = await boughtPolicy(owner, mobile);
    const signIn = async (number: string) => {
      const d = await createDevice(app);
      const sent = await call(d, '/api/auth/sendOtp', { mobileNumber: number });
      expect(sent.statusCode, sent.body).toBe(200);
      const res = await call(d, '/api/auth/verifyOtp', {
        mobileNumber: number,
        otp: await lastOtp(ctx.db, number),
      });
      expect(res.statusCode, res.body).toBe(200);
      const lines = ([] as string[]).concat(
        (res.headers['set-cookie'] as string[] | string | undefined) ?? [],
      );
      return { d, cookie: lines.map((l) => l.split(';')[0]).join('; ') };
    };
    const open = (who: { d: Device; cookie: string }) =>
      app.inject({
        method: 'POST',
        url: `/api/renewals/${tokenOf(publicId)}/open`,
        remoteAddress: '10.95.0.2',
        headers: { authorization: who.d.token, cookie: who.cookie },
        payload: {},
      });
    const holder = await open(await signIn(mobile));
    expect(holder.statusCode, holder.body).toBe(200);
    expect((holder.json() as TRenewalView).best).toHaveLength(3);
    const stranger = await open(await signIn('505550008'));
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'RENEWAL_CODE_REQUIRED']);
  });

  it('a claim raised for the policy keeps the no-claim years', async () => {
    const owner = await createDevice(app);
    const mobile = '505550004';
    const { publicId } = await boughtPolicy(owner, mobile);
    await ctx.db.execute(sql`
      insert into tickets (public_id, mobile_number, country_product_id, issue_type_id, policy_id, description)
      select ${newPublicId()}, ${mobile}, 1, 2, id, 'A claim for a scratch on the door.' from policies
       where public_id = ${publicId}`);
    const view = (await call(owner, `/api/renewals/${tokenOf(publicId)}/open`, {})).json() as TRenewalView;
    expect(view.claimRecorded).toBe(true);
    expect(view.noClaimYears).toEqual({ from: 2, to: 2 });
  });

  it('the page is private, never cached, not indexed, in every language; a broken address is not found', async () => {
    const owner = await createDevice(app);
    const { publicId } = await boughtPolicy(owner, '505550005');
    const token = tokenOf(publicId);
    for (const [prefix, dir] of [
      ['', 'ltr'],
      ['/ar-ae', 'rtl'],
      ['/hi-ae', 'ltr'],
      ['/ml-ae', 'ltr'],
    ] as const) {
      const page = await app.inject({ method: 'GET', url: `${prefix}/car-insurance/renewal/${token}/` });
      expect(page.statusCode, prefix).toBe(200);
      expect(page.headers['cache-control']).toContain('no-store');
      expect(page.body).toContain('name="robots" content="noindex');
      expect(page.body).toContain(`dir="${dir}"`);
      expect(page.body).toContain('data-island="Renewal"');
    }
    const short = await app.inject({ method: 'GET', url: `/car-insurance/renewal/${token.slice(1)}/` });
    expect(short.statusCode).toBe(404);
    const advisorOnly = await app.inject({ method: 'GET', url: `/term-insurance/renewal/${token}/` });
    expect(advisorOnly.statusCode).toBe(404);
  });
});
