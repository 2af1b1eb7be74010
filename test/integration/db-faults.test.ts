import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { isConnectionError } from '../../src/db/connection-errors';
import { toApiError } from '../../src/server/plugins/errors';
import { ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { carAnswers } from './quotes-fixtures';

/**
 * Decision 0021 'Database faults degrade, never crash': the app's database connections are terminated again and
 * again (what a failover or a restart does) while visitors submit journeys. The process stays up (an unhandled
 * pg 'error' event would fail this test as an uncaught exception), every answer is a 200 or a 503 with
 * Retry-After (never a 500), every acknowledged enquiry is stored exactly once, and afterwards the pool has
 * reconnected by itself.
 */

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: { JOBS_ENABLED: 'false' } });

const vehicle = () => {
  const a = carAnswers();
  return {
    carMake: a.carMake,
    carModel: a.carModel,
    carYear: a.carYear,
    carTrim: a.carTrim,
    firstRegistrationDate: a.firstRegistrationDate,
    carValue: a.carValue,
    registrationEmirate: a.registrationEmirate,
  };
};

describe('database connections lost under load (decision 0021)', () => {
  it('classifies lost connections as 503 with Retry-After, and nothing else', () => {
    expect(isConnectionError(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError({ message: 'q', cause: { code: 'ECONNREFUSED' } })).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(toApiError(new Error('Connection terminated unexpectedly'))).toEqual({
      status: 503,
      body: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        retryAfter: 5,
      },
    });
  });

  it('terminating the app’s connections every 40 ms for 3 s: no crash, no 500, nothing lost or doubled', async () => {
    const devices = await Promise.all(Array.from({ length: 8 }, () => createDevice(app)));
    const killer = new pg.Client({ connectionString: ctx.url, application_name: 'fault-killer' });
    await killer.connect();
    let terminated = 0;
    let running = true;
    const kill = (async () => {
      while (running) {
        const r = await killer.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += r.rows[0]?.n ?? 0;
        await new Promise((res) => setTimeout(res, 40));
      }
    })();
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    const deadline = Date.now() + 3_000;
    await Promise.all(
      devices.map(async (d) => {
        while (Date.now() < deadline) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/enquiry',
            remoteAddress: '10.97.0.1',
            headers: { authorization: d.token },
            payload: { countryProductId: 1, formKey: 'car.vehicle', values: vehicle() },
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 200) acknowledged.push(ZEnquiryResponse.parse(res.json()).enquiryId);
          if (res.statusCode === 503) {
            expect(res.headers['retry-after']).toBe('5');
            expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
          }
        }
      }),
    );
    running = false;
    await kill;
    await killer.end();

    expect(terminated).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Every acknowledged enquiry is stored, once.
    const stored = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from enquiries where public_id = any(${sql.param(acknowledged)}::text[])`,
    );
    expect(stored.rows[0]?.n).toBe(new Set(acknowledged).size);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    // The pool reconnected by itself: the next request is answered normally.
    const after = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      remoteAddress: '10.97.0.1',
      headers: { authorization: devices[0]!.token },
      payload: { countryProductId: 1, formKey: 'car.vehicle', values: vehicle() },
    });
    expect(after.statusCode, after.body).toBe(200);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('bad numbers and paths are 4xx, never 5xx (decision 0022)', () => {
  it('sourceId, journeyType or visitId of 2^31 or more answers 400', async () => {
    const d = await createDevice(app);
    for (const extra of [{ sourceId: 2 ** 31 }, { journeyType: 2 ** 31 }, { visitId: 2 ** 31 }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/enquiry',
        remoteAddress: '10.97.0.2',
        headers: { authorization: d.token },
        payload: { countryProductId: 1, formKey: 'car.vehicle', values: vehicle(), ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('attribution from the session (decision 0022)', () => {
  it('an enquiry takes its device’s source, whatever sourceId the body claims', async () => {
    const d = await createDevice(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      remoteAddress: '10.97.0.3',
      headers: { authorization: d.token },
      payload: { countryProductId: 1, formKey: 'car.vehicle', values: vehicle(), sourceId: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = ZEnquiryResponse.parse(res.json()).enquiryId;
    const row = await ctx.db.execute<{ sourceId: number }>(
      sql`select source_id as "sourceId" from enquiries where public_id = ${id}`,
    );
    expect(row.rows[0]?.sourceId).toBe(2);
  });
});
