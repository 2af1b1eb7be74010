import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice, insertTestForms, lastOtp } from './journey-fixtures';
import { ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { CONSENT_TEXT_VERSION } from '../../src/shared/contracts/quotes-api-constants';

/** Decision 0030 (decision 0035): the journey contact screen's optional marketing consent is stored when ticked. */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES },
  seeded: false,
  prepare: async (db) => {
    await insertTestForms(db);
  },
});

type Device = Awaited<ReturnType<typeof createDevice>>;
let ip = 1;

const post = (d: Device, payload: Record<string, unknown>, from: string) =>
  app.inject({
    method: 'POST',
    url: '/api/enquiry',
    payload,
    remoteAddress: from,
    headers: { authorization: d.token },
  });

const body = (d: Device, mobile: string, extra: Record<string, unknown> = {}) => ({
  countryProductId: 1,
  formKey: 'tcar.vehicle',
  visitId: d.visitId,
  values: {
    carMake: 'toyota',
    carModel: 'camry',
    carYear: '2021',
    hasClaims: 'no',
    fullName: 'Jane Doe',
    emailAddress: 'jane@example.com',
    mobile,
  },
  ...extra,
});

async function consentOf(publicId: string) {
  const r = await ctx.db.execute<{
    marketing_consent_at: Date | null;
    marketing_consent_version: string | null;
  }>(
    sql`select marketing_consent_at, marketing_consent_version from enquiries where public_id = ${publicId}`,
  );
  return r.rows[0];
}

/** The contact form through its OTP; answers the enquiry id. */
async function submit(d: Device, mobile: string, first: Record<string, unknown>, second = first) {
  const from = `10.41.0.${ip++}`;
  const popup = await post(d, body(d, mobile, first), from);
  expect(popup.statusCode).toBe(200);
  const { enquiryId } = ZEnquiryResponse.parse(popup.json());
  const code = await lastOtp(ctx.db, mobile);
  const done = await post(
    d,
    body(d, mobile, { ...second, enquiryId, otp: code, verifyBy: 'mobileNumber' }),
    from,
  );
  expect(done.statusCode).toBe(200);
  return enquiryId;
}

describe('enquiry marketing consent (decision 0030)', () => {
  it('ticked: stored with its time and the consent text version', async () => {
    const d = await createDevice(app);
    const before = Date.now();
    const id = await submit(d, '501110001', { marketingConsent: true });
    const row = await consentOf(id);
    expect(row?.marketing_consent_version).toBe(CONSENT_TEXT_VERSION);
    expect(row?.marketing_consent_at).not.toBeNull();
    expect(new Date(row!.marketing_consent_at!).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('not sent, or sent as false: both columns stay null', async () => {
    const a = await submit(await createDevice(app), '501110002', {});
    expect(await consentOf(a)).toEqual({ marketing_consent_at: null, marketing_consent_version: null });
    const b = await submit(await createDevice(app), '501110003', { marketingConsent: false });
    expect(await consentOf(b)).toEqual({ marketing_consent_at: null, marketing_consent_version: null });
  });

  it('ticked on the first post, unticked on the code re-post: the consent given is kept', async () => {
    const id = await submit(await createDevice(app), '501110004', { marketingConsent: true }, {});
    expect((await consentOf(id))?.marketing_consent_version).toBe(CONSENT_TEXT_VERSION);
  });

  it('a value that is not a boolean is refused with 400 and nothing is stored', async () => {
    const d = await createDevice(app);
    const res = await post(d, body(d, '501110005', { marketingConsent: 'yes' }), '10.41.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const n = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from enquiries where mobile_number = '501110005'`,
    );
    expect(n.rows[0]?.n).toBe(0);
  });
});
