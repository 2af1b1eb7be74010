import { describe, expect, it } from 'vitest';
import { formatDate, addOffset, todayAt } from '../../src/shared/rules/dates';
import { useTestApp } from './helpers';
import { count, createDevice } from './journey-fixtures';

/**
 * Choice answers must be among the field's options on the server too (an edited request could send any id):
 * inline options (radio), option lists behind an optionsSource url, and lists whose url depends on another
 * answer (models of a make). Runs on the real seeded journeys.
 */

const { app, ctx } = useTestApp();

const today = todayAt(new Date());
const year = String(today.year);

function carVehicle(overrides: Record<string, unknown>) {
  return {
    countryProductId: 1,
    formKey: 'car.vehicle',
    values: {
      carMake: 'toyota',
      carModel: 'toyota-camry',
      carYear: year,
      carTrim: 'le',
      firstRegistrationDate: formatDate(addOffset(today, { amount: -400, unit: 'd' })),
      carValue: '85000',
      registrationEmirate: 'dubai',
      ...overrides,
    },
  };
}

async function post(token: string, payload: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/enquiry',
    headers: { authorization: token },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

type FieldError = { fieldId: string; failure: { messageKey: string }; message: string };
const errorsOf = (body: Record<string, unknown>) => (body.fieldErrors ?? []) as FieldError[];

describe('server check of choice answers (decision 0008: the server re-runs what the browser enforces)', () => {
  it('accepts answers from the lists the journey offers', async () => {
    const { token } = await createDevice(app);
    const r = await post(token, carVehicle({}));
    expect(r.status).toBe(200);
  });

  it('refuses a model of another make (and so its trim), an unknown emirate and a year outside the list, storing nothing', async () => {
    const { token } = await createDevice(app);
    const before = await count(ctx.db, 'enquiries');
    const r = await post(
      token,
      carVehicle({ carModel: 'nissan-patrol', registrationEmirate: 'atlantis', carYear: '2099' }),
    );
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('RULE_FAILED');
    const all = errorsOf(r.body);
    // A registration date years before a 2099 model year is also a contradiction (decision 0029).
    expect(all.find((e) => e.fieldId === 'firstRegistrationDate')?.failure.messageKey).toBe(
      'rules:car.registrationBeforeModelYear',
    );
    const failed = all.filter((e) => e.fieldId !== 'firstRegistrationDate');
    expect(failed.map((e) => e.fieldId).sort()).toEqual([
      'carModel',
      'carTrim',
      'carYear',
      'registrationEmirate',
    ]);
    for (const e of failed) {
      expect(e.failure.messageKey).toBe('rules:option');
      expect(e.message).toBe('Please choose one of the options.');
    }
    expect(await count(ctx.db, 'enquiries')).toBe(before);
  });

  it('refuses an inline radio id that is not an option, in Arabic too', async () => {
    const { token } = await createDevice(app, 2);
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { authorization: token, 'accept-language': 'ar' },
      payload: { countryProductId: 2, formKey: 'travel.trip', values: { tripType: 'moon' } },
    });
    expect(res.statusCode).toBe(422);
    const trip = errorsOf(res.json()).find((e) => e.fieldId === 'tripType');
    expect(trip?.failure.messageKey).toBe('rules:option');
    expect(trip?.message).toBe('يرجى اختيار أحد الخيارات.');
  });

  it('serves model years up to next year for the bike journey and refuses later ones', async () => {
    const { token } = await createDevice(app, 6);
    const res = await app.inject({
      method: 'GET',
      url: '/api/options/years/1990',
      headers: { authorization: token },
    });
    const ids = (res.json() as { data: { id: string }[] }).data.map((o) => o.id);
    expect(ids[0]).toBe(String(today.year + 1));
    expect(ids.at(-1)).toBe('1990');
    const r = await post(token, { countryProductId: 6, formKey: 'bike.apply', values: { bikeYear: '2099' } });
    expect(r.status).toBe(422);
    expect(errorsOf(r.body).find((e) => e.fieldId === 'bikeYear')?.failure.messageKey).toBe('rules:option');
    expect(
      (await app.inject({ method: 'GET', url: '/api/options/years/1800', headers: { authorization: token } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a list where one id is asked (select) and a bare id where a list is asked, storing nothing', async () => {
    const { token } = await createDevice(app);
    const before = await count(ctx.db, 'enquiries');
    const r = await post(token, carVehicle({ registrationEmirate: ['dubai'] }));
    expect(r.status).toBe(422);
    expect(errorsOf(r.body).map((e) => [e.fieldId, e.failure.messageKey])).toEqual([
      ['registrationEmirate', 'rules:option'],
    ]);
    expect(await count(ctx.db, 'enquiries')).toBe(before);
  });
});
