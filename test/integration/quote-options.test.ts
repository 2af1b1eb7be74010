import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZEnquiryRejection, ZEnquiryResponse, ZUserFormResponse } from '../../src/shared/contracts/journey';
import { ZQuotesResponse, type TQuote, type TQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/domain/idempotency';
import { todayAt } from '../../src/shared/rules/dates';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { carAnswers, completeCarJourney, storeEnquiry, yearsAgo, type Device } from './quotes-fixtures';

/**
 * Decision 0014 'Edit without starting over' on the real PostgreSQL: the hidden form `car.quoteOptions` changes a
 * finished car enquiry's cover type, car value, repairs, excess and add-ons through `PUT /api/prequote_enquiry/4`
 * and the enquiry service's own rule check (the vehicle form's range rule plus the catalogue's range for the model
 * and year), then `POST /api/quotes` prices the changed answers. Owner-only, idempotent with a key, and never a
 * step of the journey.
 */

const FORM = 'car.quoteOptions';
const URL = '/api/prequote_enquiry/4';

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: { JOBS_ENABLED: 'false' } });

type Options = {
  coverType: string;
  agencyRepair: string;
  carValue: number;
  excess: string;
  addOns: string[];
};

function put(
  d: Device,
  enquiryId: string,
  values: Partial<Options>,
  o: { lang?: string; key?: string } = {},
) {
  return app.inject({
    method: 'PUT',
    url: URL,
    payload: { countryProductId: 1, formKey: FORM, enquiryId, values },
    headers: {
      authorization: d.token,
      'accept-language': o.lang ?? 'en',
      ...(o.key ? { [IDEMPOTENCY_KEY_HEADER]: o.key } : {}),
    },
  });
}

async function list(
  d: Device,
  enquiryId: string,
  extra: Record<string, unknown> = {},
): Promise<TQuotesResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, type: 'QUOTES', limit: 50, ...extra },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZQuotesResponse.parse(res.json());
}

async function stored(enquiryId: string) {
  const r = await ctx.db.execute<{
    answers: Record<string, unknown>;
    stage: number;
    formKeys: string[];
    status: string;
    journeyType: number;
    updatedAt: string;
  }>(sql`select answers, stage, form_keys as "formKeys", status, journey_type as "journeyType",
      updated_at::text as "updatedAt" from enquiries where public_id = ${enquiryId}`);
  const row = r.rows[0];
  if (!row) throw new Error('no enquiry');
  return row;
}

/** The catalogue's value range for the fixture's car (a three-year-old Toyota Camry). */
async function camryRange(d: Device): Promise<{ min: number; max: number }> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/options/vehicle-value/toyota-camry/${carAnswers().carYear}`,
    headers: { authorization: d.token },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { min: number; max: number } }).data;
}

const baseLine = (q: TQuote) => q.breakdown.find((l) => l.code === 'base')?.label ?? '';

let owner: Device;
let enquiryId: string;
let range: { min: number; max: number };
const inRange = () => Math.round((range.min + range.max) / 2 / 500) * 500;
const defaults = (): Options => ({
  coverType: 'comprehensive',
  agencyRepair: 'no',
  carValue: inRange(),
  excess: 'standard',
  addOns: [],
});

beforeAll(async () => {
  owner = await createDevice(app);
  enquiryId = await completeCarJourney(app, ctx.db, owner, '501119001', '10.61.0.1');
  range = await camryRange(owner);
});

describe('the hidden options form', () => {
  it('is served by its key with the definition the quotes page renders, and is no step of the journey', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/user_form/${FORM}?countryProductId=1`,
      headers: { authorization: owner.token, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const form = ZUserFormResponse.parse(res.json()).jsonData.userForm.forms[0];
    expect(form).toMatchObject({ formKey: FORM, stage: 4, hidden: true, title: 'عدّل تغطيتك' });
    const fields = form?.screens.flatMap((s) => s.fields) ?? [];
    expect(fields.map((f) => f.fieldId)).toEqual([
      'coverType',
      'agencyRepair',
      'carValue',
      'excess',
      'addOns',
    ]);
    expect(fields.find((f) => f.fieldId === 'carValue')).toMatchObject({
      rangeSource: { url: '/api/options/vehicle-value/:carModel/:carYear', params: ['carModel', 'carYear'] },
      validations: [{ type: 'required' }, { type: 'range', subType: 'number', min: 5000, max: 5000000 }],
    });
    expect(fields.find((f) => f.fieldId === 'addOns')?.options?.map((o) => o.id)).toEqual([
      'roadsideAssistance',
      'paDriver',
      'paPassengers',
      'rentACar',
      'omanCover',
    ]);
    expect(fields.find((f) => f.fieldId === 'excess')?.options?.map((o) => o.id)).toEqual([
      'standard',
      '350',
      '500',
      '1000',
      '2000',
    ]);
    // Another product's url does not own it.
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/user_form/${FORM}?countryProductId=3`,
      headers: { authorization: owner.token },
    });
    expect(wrong.statusCode).toBe(404);
    // The journey's first form is still the vehicle form, and the contact form's next step was the quotes page
    // (completeCarJourney asserted the REDIRECT), so the journey island never meets the hidden form.
    const first = await app.inject({
      method: 'GET',
      url: '/api/user_form?countryProductId=1',
      headers: { authorization: owner.token },
    });
    expect(ZUserFormResponse.parse(first.json()).jsonData.userForm.forms[0]?.formKey).toBe('car.vehicle');
  });

  it('is refused for an unfinished enquiry (the journey comes first)', async () => {
    const d = await createDevice(app);
    const draft = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      payload: {
        countryProductId: 1,
        formKey: 'car.vehicle',
        values: {
          carMake: 'toyota',
          carModel: 'toyota-camry',
          carYear: carAnswers().carYear,
          carTrim: 'se',
          firstRegistrationDate: carAnswers().firstRegistrationDate,
          carValue: 85_000,
          registrationEmirate: 'dubai',
        },
      },
      headers: { authorization: d.token },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = ZEnquiryResponse.parse(draft.json()).enquiryId;
    const res = await put(d, id, defaults());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SCREEN_SKIPPED' });
  });
});

describe('changing the quote options of a finished car enquiry', () => {
  it('third party: stored through the rule check, re-priced, third-party plans first with their own base', async () => {
    const before = await list(owner, enquiryId);
    const was = await stored(enquiryId);
    expect(before.quotes[0] && baseLine(before.quotes[0])).toMatch(/^Base premium for a car worth/);

    const res = await put(owner, enquiryId, { ...defaults(), coverType: 'thirdParty' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZEnquiryResponse.parse(res.json()).next).toEqual({
      type: 'REDIRECT',
      config: { url: `/car-insurance/quotes/?enquiryId=${enquiryId}` },
    });

    const now = await stored(enquiryId);
    expect(now.answers).toMatchObject({
      coverType: 'thirdParty',
      agencyRepair: 'no',
      excess: 'standard',
      addOns: [],
      carValue: inRange(),
      carModel: 'toyota-camry', // the journey's answers stay
    });
    // Answers only: the journey's progress, status and type are unchanged (recent searches, the journey island).
    expect({
      stage: now.stage,
      formKeys: now.formKeys,
      status: now.status,
      journeyType: now.journeyType,
    }).toEqual({
      stage: was.stage,
      formKeys: was.formKeys,
      status: was.status,
      journeyType: was.journeyType,
    });

    const after = await list(owner, enquiryId);
    expect(after.quotes.map((q) => q.premium)).not.toEqual(before.quotes.map((q) => q.premium));
    expect(new Set(after.quotes.map((q) => q.quoteId)).size).toBe(after.quotes.length);
    expect(after.quotes.some((q) => before.quotes.some((b) => b.quoteId === q.quoteId))).toBe(false);
    // Each plan is priced for its own cover (decision 0012): the answer moves third-party plans up the ranking
    // (the fit term), and the quotes page shows the list of the chosen cover (its coverType filter).
    const rank = (qs: readonly TQuote[]) =>
      qs.findIndex((q) => baseLine(q).startsWith('Third-party base premium'));
    expect(rank(after.quotes)).toBeLessThan(rank(before.quotes));
    const thirdParty = await list(owner, enquiryId, { coverType: 'thirdParty' });
    expect(thirdParty.quotes.length).toBeGreaterThan(0);
    for (const q of thirdParty.quotes) {
      expect(baseLine(q)).toBe('Third-party base premium (sedan)');
      expect(q.breakdown.map((l) => l.code)).not.toContain('excess');
    }
    expect(after.quotes.some((q) => baseLine(q).startsWith('Base premium for a car worth'))).toBe(true);
    const recent = await app.inject({
      method: 'POST',
      url: '/api/recentSearches',
      payload: { type: 'DEVICE_UUID', value: owner.deviceUuid, countryProductId: 1 },
      headers: { authorization: owner.token },
    });
    expect(recent.statusCode).toBe(200);
    expect((recent.json() as { data: { url: string }[] }).data[0]?.url).toBe(
      `/car-insurance/quotes/?enquiryId=${enquiryId}`,
    );
  });

  it('car value, excess and add-ons change the comprehensive prices of the same plans', async () => {
    const before = await list(owner, enquiryId);
    const plan = before.quotes.find((q) => baseLine(q).startsWith('Base premium for a car worth'));
    if (!plan) throw new Error('no comprehensive plan');
    const res = await put(owner, enquiryId, {
      ...defaults(),
      carValue: range.max,
      excess: '2000',
      addOns: ['omanCover'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list(owner, enquiryId);
    const again = after.quotes.find((q) => q.planId === plan.planId);
    expect(again?.premium).not.toBe(plan.premium);
    expect(again?.breakdown.map((l) => l.code)).toEqual(expect.arrayContaining(['excess']));
    expect(baseLine(again as TQuote)).toContain(range.max.toLocaleString('en'));
  });

  it('a car value outside the catalogue range is 422 RULE_FAILED by the field, in the request language; nothing changes', async () => {
    const was = await stored(enquiryId);
    const listed = await list(owner, enquiryId);
    for (const [carValue, lang] of [
      [range.max + 500, 'en'],
      [range.min - 500, 'ar'],
    ] as const) {
      const res = await put(owner, enquiryId, { ...defaults(), coverType: 'thirdParty', carValue }, { lang });
      expect(res.statusCode).toBe(422);
      const body = ZEnquiryRejection.parse(res.json());
      expect(body.code).toBe('RULE_FAILED');
      expect(body.fieldErrors?.map((e) => e.fieldId)).toEqual(['carValue']);
      expect(body.fieldErrors?.[0]?.failure).toMatchObject({
        type: 'range',
        subType: 'number',
        params: { min: range.min, max: range.max },
      });
      expect(body.message).toMatch(
        lang === 'en'
          ? `Please enter a number from ${range.min} to ${range.max}`
          : new RegExp(`^[\u0600-\u06FF ]+${range.min}[\u0600-\u06FF ]+${range.max}$`),
      );
    }
    // The vehicle form's own range rule still applies first.
    const tiny = await put(owner, enquiryId, { ...defaults(), carValue: 100 });
    expect(tiny.statusCode).toBe(422);
    expect(ZEnquiryRejection.parse(tiny.json()).fieldErrors?.[0]).toMatchObject({
      fieldId: 'carValue',
      failure: { params: { min: 5000, max: 5000000 } },
    });
    // An option the field does not offer is refused by the same check as the journey's.
    const odd = await put(owner, enquiryId, { ...defaults(), excess: '750', addOns: ['jetpack'] });
    expect(odd.statusCode).toBe(422);
    expect(ZEnquiryRejection.parse(odd.json()).fieldErrors?.map((e) => [e.fieldId, e.message])).toEqual([
      ['excess', 'Please choose one of the options.'],
      ['addOns', 'Please choose one of the options.'],
    ]);
    expect(await stored(enquiryId)).toEqual(was);
    const same = await list(owner, enquiryId);
    expect(same.quotes.map((q) => q.quoteId)).toEqual(listed.quotes.map((q) => q.quoteId));
  });

  it('agency repair is offered only up to the oldest car any insurer repairs at the agency', async () => {
    const d = await createDevice(app);
    const year = todayAt(new Date()).year;
    const old = await storeEnquiry(ctx.db, d, 1, {
      ...carAnswers(),
      carYear: String(year - 7),
      firstRegistrationDate: yearsAgo(7),
      agencyRepair: 'yes',
    });
    const oldRange = (
      (
        await app.inject({
          method: 'GET',
          url: `/api/options/vehicle-value/toyota-camry/${year - 7}`,
          headers: { authorization: d.token },
        })
      ).json() as { data: { min: number } }
    ).data;
    // storeEnquiry writes stage 2; the hidden form needs the journey's three forms.
    await ctx.db.execute(sql`update enquiries set stage = 3 where public_id = ${old}`);
    const res = await put(d, old, { ...defaults(), carValue: oldRange.min, agencyRepair: 'yes' });
    expect(res.statusCode, res.body).toBe(200);
    // The field is off for a seven-year-old car: its stored answer is removed, so the engine prices garage repair.
    expect((await stored(old)).answers).not.toHaveProperty('agencyRepair');
  });
});

describe('owner-only and idempotent', () => {
  it('another device gets 404 and changes nothing', async () => {
    const stranger = await createDevice(app);
    const was = await stored(enquiryId);
    const res = await put(stranger, enquiryId, { ...defaults(), coverType: 'thirdParty' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ENQUIRY_NOT_FOUND' });
    expect(JSON.stringify(res.json())).not.toContain('carValue');
    expect(await stored(enquiryId)).toEqual(was);
  });

  it('the same key and body replay the first answer; the same key with another body is refused', async () => {
    const key = 'quote-options-key-1';
    const body = { ...defaults(), excess: '1000' };
    const first = await put(owner, enquiryId, body, { key });
    expect(first.statusCode, first.body).toBe(200);
    const after = await stored(enquiryId);
    const replay = await put(owner, enquiryId, body, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await stored(enquiryId)).updatedAt).toBe(after.updatedAt);
    const other = await put(owner, enquiryId, { ...body, excess: '350' }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await stored(enquiryId)).answers).toMatchObject({ excess: '1000' });
    // A refusal is kept too: its replay is the same 422.
    const badKey = 'quote-options-key-2';
    const bad = { ...defaults(), carValue: range.max + 10_000 };
    const refused = await put(owner, enquiryId, bad, { key: badKey });
    const refusedAgain = await put(owner, enquiryId, bad, { key: badKey });
    expect([refused.statusCode, refusedAgain.statusCode]).toEqual([422, 422]);
    expect(refusedAgain.headers['idempotent-replayed']).toBe('true');
  });
});
