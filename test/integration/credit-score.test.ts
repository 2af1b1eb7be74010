import { describe, expect, it } from 'vitest';
import { ZCachedEnquiry, ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { DEMO_BUREAU, creditScoreFor } from '../../src/shared/banking/credit-score';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { yearsAgo, type Device } from './quotes-fixtures';

/**
 * The credit score result (decision 0016) through the seeded journey and its background job: a demo
 * bureau person's Emirates ID gets the bureau record's score, anyone else the model over what they declared; the
 * same answers always give the same score (nothing drawn from a hash or a random number).
 */

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES } });

const call = (d: Device, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.95.0.1',
    headers: { authorization: d.token },
    ...(payload ? { payload } : {}),
  });

/** Completes the credit score journey (one form, OTP from the outbox) and waits for the job's result. */
async function scoreFor(values: Record<string, unknown>, mobile: string): Promise<Record<string, unknown>> {
  const d = await createDevice(app, 31);
  const body = {
    countryProductId: 31,
    formKey: 'creditScore.apply',
    values: {
      dateOfBirth: yearsAgo(34),
      creditReportConsent: true,
      name: 'Demo Person',
      email: 'demo.person@example.com',
      mobileNumber: mobile,
      ...values,
    },
  };
  const first = await call(d, 'POST', '/api/enquiry', body);
  expect(first.statusCode, first.body).toBe(200);
  const { enquiryId } = ZEnquiryResponse.parse(first.json());
  const otp = await lastOtp(ctx.db, mobile);
  const done = await call(d, 'POST', '/api/enquiry', { ...body, enquiryId, otp, verifyBy: 'mobileNumber' });
  expect(done.statusCode, done.body).toBe(200);
  let cached = ZCachedEnquiry.parse((await call(d, 'GET', `/api/enquiries/${enquiryId}`)).json());
  const deadline = Date.now() + 10_000;
  while (cached.status === 'processing' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    cached = ZCachedEnquiry.parse((await call(d, 'GET', `/api/enquiries/${enquiryId}`)).json());
  }
  expect(cached.status).toBe('ready');
  return cached.result as Record<string, unknown>;
}

const DECLARED = {
  monthlySalary: 20_000,
  creditCardCount: '2',
  creditCardLimit: 40_000,
  creditCardBalance: 30_000,
  activeLoanCount: '1',
  monthlyLoanRepayments: 9_000,
  missedPayments: '2',
  creditHistoryYears: '1',
  creditApplications: '3',
};

describe('credit score result (decision 0016)', () => {
  it('a demo bureau person gets the bureau record’s score and its three factors', async () => {
    const person = DEMO_BUREAU.find((p) => p.demoBand === 'excellent') ?? DEMO_BUREAU[0]!;
    const result = await scoreFor({ emiratesId: person.emiratesId, ...DECLARED }, '504440001');
    expect(result).toMatchObject({
      kind: 'creditScore',
      score: person.result.score,
      band: person.result.band,
      source: 'bureau',
    });
    expect((result.factors as unknown[]).length).toBeGreaterThan(0);
  });

  it('anyone else is scored from what they declared, the same answers giving the same score', async () => {
    const emiratesId = '784-1985-1234567-3';
    const expected = creditScoreFor({
      emiratesId,
      declared: {
        creditCards: 2,
        totalCreditLimitAed: 40_000,
        cardBalancesAed: 30_000,
        activeLoans: 1,
        monthlyLoanRepaymentsAed: 9_000,
        monthlyIncomeAed: 20_000,
        missedPayments12m: 2,
        creditHistoryYears: 1,
        recentApplications6m: 3,
      },
    });
    expect(expected.source).toBe('declared');
    const a = await scoreFor({ emiratesId, ...DECLARED }, '504440002');
    const b = await scoreFor({ emiratesId, ...DECLARED }, '504440003');
    expect(a).toMatchObject({ score: expected.score, band: expected.band, source: 'declared' });
    expect(b.score).toBe(a.score);
    expect(a.factors).toEqual(expected.factors.map((f) => ({ ...f })));
    // Missed payments and a heavy debt burden pull it down.
    expect(a.score as number).toBeLessThan(650);
  });
});
