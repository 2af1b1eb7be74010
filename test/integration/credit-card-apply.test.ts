import { describe, expect, it } from 'vitest';
import { creditCardsSeed } from '../../src/db/seed/banking/cards';
import { ZCachedEnquiry, ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { yearsAgo, type Device } from './quotes-fixtures';

/**
 * The credit card application (docs/product/cards.md 'Credit card apply'): the apply page starts the seeded
 * form with the card 'Apply Now' named (`?planid=`), the journey's rule check, OTP and job store it as an enquiry
 * naming the card, and the result says whether the declared income meets the card's minimum.
 */

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES } });

const card = creditCardsSeed.find((c) => !c.isHidden && c.minMonthlyIncomeFils >= 10_000_00)!;
const call = (d: Device, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.96.0.1',
    headers: { authorization: d.token },
    ...(payload ? { payload } : {}),
  });

async function apply(cardId: string, monthlySalary: number, mobile: string) {
  const d = await createDevice(app, 7);
  const body = {
    countryProductId: 7,
    formKey: 'creditCard.apply',
    values: {
      creditCardId: cardId,
      monthlySalary,
      employerName: 'Demo Employer LLC',
      emiratesId: '784-1988-1234567-1',
      nationality: 'AE',
      dateOfBirth: yearsAgo(35),
      applicationConsent: true,
      name: 'Demo Applicant',
      email: 'demo.applicant@example.com',
      mobileNumber: mobile,
    },
  };
  const first = await call(d, 'POST', '/api/enquiry', body);
  expect(first.statusCode, first.body).toBe(200);
  const popup = ZEnquiryResponse.parse(first.json());
  expect(popup.next).toEqual({ type: 'POPUP', subType: 'OTP_VERIFICATION' });
  const otp = await lastOtp(ctx.db, mobile);
  const done = await call(d, 'POST', '/api/enquiry', {
    ...body,
    enquiryId: popup.enquiryId,
    otp,
    verifyBy: 'mobileNumber',
  });
  expect(done.statusCode, done.body).toBe(200);
  const answer = ZEnquiryResponse.parse(done.json());
  expect(answer.next?.config?.url).toBe(`/credit-cards/quotes/?enquiryId=${popup.enquiryId}`);
  let cached = ZCachedEnquiry.parse((await call(d, 'GET', `/api/enquiries/${popup.enquiryId}`)).json());
  const deadline = Date.now() + 10_000;
  while (cached.status === 'processing' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    cached = ZCachedEnquiry.parse((await call(d, 'GET', `/api/enquiries/${popup.enquiryId}`)).json());
  }
  return cached;
}

describe('credit card application (docs/product/cards.md)', () => {
  it('the apply page starts the form with the card Apply Now named, and ignores anything else', async () => {
    const res = await app.inject({ method: 'GET', url: `/credit-cards/apply/?planid=${card.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-island="Journey"');
    expect(res.body).toContain(`"fieldId":"creditCardId"`);
    expect(res.body).toMatch(new RegExp(`"prefillFromQuery":"planid","value":"${card.id}"`));
    const odd = await app.inject({ method: 'GET', url: '/credit-cards/apply/?planid=%3Cscript%3E' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toMatch(/"prefillFromQuery":"planid","value"/);
    const ar = await app.inject({ method: 'GET', url: `/ar-ae/credit-cards/apply/?planid=${card.id}` });
    expect(ar.body).toContain('قدّم طلباً للحصول على بطاقة ائتمان');
  });

  it('an application is an enquiry naming the card; the result compares the income with its minimum', async () => {
    const minimum = card.minMonthlyIncomeFils / 100;
    const above = await apply(String(card.id), minimum + 1000, '506660001');
    expect(above.status).toBe('ready');
    expect(above.values.creditCardId).toBe(String(card.id));
    expect(above.result).toMatchObject({
      kind: 'cardApplication',
      cardName: card.name,
      minimumIncome: minimum,
      eligible: true,
    });
    const below = await apply(String(card.id), minimum - 1000, '506660002');
    expect(below.result).toMatchObject({ kind: 'cardApplication', eligible: false });
  });

  it('a card that is not in the catalogue is refused by the form’s own rule check', async () => {
    const d = await createDevice(app, 7);
    const res = await call(d, 'POST', '/api/enquiry', {
      countryProductId: 7,
      formKey: 'creditCard.apply',
      values: { creditCardId: '999999999' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RULE_FAILED' });
    expect(
      (res.json() as { fieldErrors: { fieldId: string }[] }).fieldErrors.map((e) => e.fieldId),
    ).toContain('creditCardId');
  });
});
