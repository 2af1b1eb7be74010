import type { Page } from 'playwright-core';
import { latestCode } from './journey-helpers';

/**
 * Finished enquiries for the quotes tests, stored through the journey API with the page's own session token
 * (like e2e/recent-searches.test.ts), the OTP read from the development outbox. The quotes API prices only a
 * finished journey of the device that owns it.
 */

type Step = { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown> };

/** Sends one journey step from the page; returns the answer (throws on a refusal). */
export async function send(page: Page, step: Step): Promise<{ enquiryId: string; next?: { type?: string } }> {
  return page.evaluate(async (s) => {
    const res = await fetch(s.url, {
      method: s.method,
      headers: {
        'content-type': 'application/json',
        authorization: localStorage.getItem('authorization') ?? '',
      },
      body: JSON.stringify(s.body),
    });
    const json = (await res.json()) as { enquiryId?: string; code?: string; message?: string };
    if (!res.ok || !json.enquiryId)
      throw new Error(`${s.url} refused: ${res.status} ${json.code ?? ''} ${json.message ?? ''}`);
    return json as { enquiryId: string; next?: { type?: string } };
  }, step);
}

/** The first option id a list url serves, from the page. */
export async function firstOption(page: Page, url: string): Promise<string> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { authorization: localStorage.getItem('authorization') ?? '' } });
    return ((await res.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
  }, url);
}

const dmy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** The contact form with the OTP: the answer's POPUP, the code from the outbox, the same body with the code. */
export async function contactWithOtp(page: Page, step: Step, mobile: string): Promise<void> {
  const first = await send(page, step);
  if (first.next?.type !== 'POPUP')
    throw new Error(`expected the OTP popup, got ${JSON.stringify(first.next)}`);
  const otp = await latestCode(page, mobile);
  const done = await send(page, { ...step, body: { ...step.body, otp, verifyBy: 'mobileNumber' } });
  if (done.next?.type !== 'REDIRECT')
    throw new Error(`expected the quotes redirect, got ${JSON.stringify(done.next)}`);
}

/** A finished car journey (a Toyota worth AED 80,000, first registered `carAgeYears` ago, a driver born 1990). */
export async function storeCarEnquiry(
  page: Page,
  mobile: string,
  opts: { carAgeYears?: number; carValue?: number; quotesFirst?: boolean } = {},
): Promise<string> {
  const now = new Date();
  const registered = new Date(Date.UTC(now.getUTCFullYear() - (opts.carAgeYears ?? 2), 0, 15));
  const make = 'toyota';
  const model = await firstOption(page, `/api/options/vehicle-models/${make}`);
  const trim = await firstOption(page, `/api/options/vehicle-trims/${model}`);
  // Decision 0017: journey type 2 asks the same questions without the contact form, under its own form keys.
  const first = opts.quotesFirst === true;
  const base = { countryProductId: 1, journeyType: first ? 2 : 1 };
  const key = (k: string) => (first ? `${k}.quotesFirst` : k);
  const { enquiryId } = await send(page, {
    method: 'POST',
    url: '/api/enquiry',
    body: {
      ...base,
      formKey: key('car.vehicle'),
      values: {
        carMake: make,
        carModel: model,
        carYear: String(registered.getUTCFullYear()),
        carTrim: trim,
        firstRegistrationDate: dmy(registered),
        carValue: opts.carValue ?? 80_000,
        registrationEmirate: 'dubai',
      },
    },
  });
  const driver = await send(page, {
    method: 'PUT',
    url: '/api/prequote_enquiry/2',
    body: {
      ...base,
      formKey: key('car.driver'),
      enquiryId,
      values: {
        driverDob: '20/05/1990',
        nationality: 'AE',
        uaeDrivingExperience: 'over2Years',
        noClaimYears: '0',
        policyExpiryDate: dmy(new Date(now.getTime() + 20 * 86_400_000)),
      },
    },
  });
  if (first) {
    if (driver.next?.type !== 'REDIRECT')
      throw new Error(`expected the quotes, got ${JSON.stringify(driver.next)}`);
    await page.evaluate((id) => sessionStorage.setItem('enquiryId_1', id), enquiryId);
    return enquiryId;
  }
  await contactWithOtp(
    page,
    {
      method: 'PUT',
      url: '/api/prequote_enquiry/3',
      body: {
        ...base,
        formKey: 'car.contact',
        enquiryId,
        values: { name: 'Sara Ahmed', email: `sara.${mobile}@example.com`, mobileNumber: mobile },
      },
    },
    mobile,
  );
  // The page's journey cache, as the island leaves it: the quotes popup shows the verified number masked.
  await page.evaluate(
    ([id, m]) => {
      sessionStorage.setItem('enquiryId_1', id);
      sessionStorage.setItem('journeyCache_1', JSON.stringify({ mobileNumber: m, mobileSubmitted: true }));
    },
    [enquiryId, mobile] as const,
  );
  return enquiryId;
}

/** A finished health journey (Dubai) for one member born on `dateOfBirth` (DD/MM/YYYY). */
export async function storeHealthEnquiry(page: Page, mobile: string, dateOfBirth: string): Promise<string> {
  const base = { countryProductId: 3, journeyType: 1 };
  const city = await firstOption(page, '/api/options/cities/dubai');
  const { enquiryId } = await send(page, {
    method: 'POST',
    url: '/api/enquiry',
    body: {
      ...base,
      formKey: 'health.members',
      values: {
        insuredMembers: [{ id: 'self', dateOfBirth, gender: '1' }],
        emirate: 'dubai',
        city,
        salaryBand: 'from4001To12000',
        nationality: 'AE',
      },
    },
  });
  await contactWithOtp(
    page,
    {
      method: 'PUT',
      url: '/api/prequote_enquiry/2',
      body: {
        ...base,
        formKey: 'health.contact',
        enquiryId,
        values: { name: 'Omar Haddad', email: `omar.${mobile}@example.com`, mobileNumber: mobile },
      },
    },
    mobile,
  );
  return enquiryId;
}
