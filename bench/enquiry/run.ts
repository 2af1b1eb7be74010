import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildConfig, ROOT } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { createDb, runMigrations } from '../../src/db/client';
import { startEmbedded } from '../../src/db/embedded';
import { forms } from '../../src/db/schema';
import { deviceRow } from '../../test/support/factories';
import { ZForm } from '../../src/shared/contracts/journey';
import { formsRepo } from '../../src/server/modules/forms/repo';
import { formsService } from '../../src/server/modules/forms/service';
import { enquiriesRepo } from '../../src/server/modules/enquiries/repo';
import { enquiryService } from '../../src/server/modules/enquiries/service';
import { referenceOf } from '../../src/server/modules/enquiries/reference';
import { documentsRepo } from '../../src/server/modules/documents/repo';
import { documentsService } from '../../src/server/modules/documents/service';
import type { OtpService } from '../../src/server/modules/otp/types';

/**
 * Enquiry benchmark (docs/product/journeys.md: the server time to validate and store one enquiry, median over
 * 1,000). A throwaway embedded PostgreSQL, one seeded form of 12 fields on 4 screens (rules of every kind,
 * a constraint, contact fields without a mobile so no OTP is involved), then 1,000 first-stage submissions:
 * in process through the enquiry service (load form, check device, re-run every rule, one transaction),
 * and the same through Fastify inject (token check, rate limit, zod, JSON).
 */
const RUNS = Number(process.argv[2] ?? 1000);
const WARMUP = 100;

const form = ZForm.parse({
  formKey: 'bench.car',
  stage: 1,
  screens: [
    {
      stepNo: 1,
      fields: [
        { fieldId: 'carMake', label: 'Make', fieldType: 'select', validations: [{ type: 'required' }] },
        { fieldId: 'carModel', label: 'Model', fieldType: 'select', validations: [{ type: 'required' }] },
        {
          fieldId: 'carYear',
          label: 'Year',
          fieldType: 'input',
          inputKind: 'number',
          validations: [{ type: 'required' }, { type: 'range', min: 2000, max: 2030 }],
        },
      ],
    },
    {
      stepNo: 2,
      fields: [
        {
          fieldId: 'carValue',
          label: 'Value',
          fieldType: 'input',
          inputKind: 'number',
          validations: [{ type: 'required' }, { type: 'range', min: 10000, max: 2000000 }],
        },
        {
          fieldId: 'policyExpiry',
          label: 'Policy expiry',
          fieldType: 'date',
          validations: [
            { type: 'required' },
            { type: 'range', subType: 'date', minDate: 'CURRENT_DATE-30d', maxDate: 'CURRENT_DATE+1y' },
          ],
        },
        { fieldId: 'emirate', label: 'Emirate', fieldType: 'select', validations: [{ type: 'required' }] },
      ],
    },
    {
      stepNo: 3,
      fields: [
        {
          fieldId: 'driverDob',
          label: 'Date of birth',
          fieldType: 'dobPicker',
          validations: [{ type: 'required' }, { type: 'range', subType: 'age', min: 18, max: 76 }],
        },
        { fieldId: 'hasClaims', label: 'Claims', fieldType: 'radio', validations: [{ type: 'required' }] },
        {
          fieldId: 'claimCount',
          label: 'Claims count',
          fieldType: 'input',
          inputKind: 'number',
          validations: [{ type: 'required' }],
          constraints: "hasClaims == 'yes'",
        },
      ],
    },
    {
      stepNo: 4,
      fields: [
        {
          fieldId: 'fullName',
          label: 'Name',
          fieldType: 'input',
          trackingId: 'name',
          validations: [{ type: 'required' }, { type: 'regex', pattern: '^[A-Za-z]{2,}( [A-Za-z]+)*$' }],
        },
        {
          fieldId: 'emailAddress',
          label: 'Email',
          fieldType: 'input',
          trackingId: 'email',
          validations: [{ type: 'required' }],
        },
        { fieldId: 'consent', label: 'I agree', fieldType: 'checkBox', validations: [{ type: 'required' }] },
      ],
    },
  ],
  nextButton: { label: 'Get quotes', action: { url: '/api/enquiry', method: 'POST' } },
});

function expiryIn(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

const values = {
  carMake: 'toyota',
  carModel: 'land-cruiser',
  carYear: '2021',
  carValue: '185000',
  policyExpiry: expiryIn(20),
  emirate: 'dubai',
  driverDob: '15/06/1988',
  hasClaims: 'yes',
  claimCount: '1',
  fullName: 'Jane Doe',
  emailAddress: 'jane@example.com',
  consent: true,
};

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? NaN };
}

const fmt = (n: number) => n.toFixed(2);

const dir = mkdtempSync(join(tmpdir(), 'sahel-bench-enquiry-'));
chmodSync(dir, 0o755); // the cluster runs as the postgres user when we are root
const cluster = await startEmbedded(join(dir, 'pg'), { throwaway: true });
const db = createDb(cluster.url, 10);
try {
  await runMigrations(db, join(ROOT, 'src/db/migrations'));
  await db.insert(forms).values({
    formKey: form.formKey,
    productId: 1,
    journeyType: 1,
    pageTypeId: 0,
    language: 'en',
    stage: 1,
    definition: form,
  });
  const { deviceUuid } = await deviceRow(db, { deviceUuid: 'b'.repeat(32) });

  // 1. In process: the service's validate-and-store path, no HTTP.
  const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const noOtp: OtpService = {
    length: 6,
    send: async () => ({ ok: false, code: 'OTP_SEND_LIMIT', message: 'unused' }),
    verify: async () => ({ ok: false, code: 'INVALID_OTP', message: 'unused' }),
  };
  const service = enquiryService({
    repo: enquiriesRepo(db, { referenceOf: (n) => referenceOf(n, Buffer.alloc(32, 7)) }),
    forms: formsService(formsRepo(db), { log }),
    otp: noOtp,
    documents: documentsService(documentsRepo(db)),
    queue: null,
    log,
    sms: { send: async () => undefined },
    origin: 'http://localhost',
  });
  const submit = async () => {
    const r = await service.submit({
      deviceUuid,
      stage: 1,
      body: { countryProductId: 1, formKey: form.formKey, values, utmSource: 'bench' },
      language: 'en',
      ipHash: 'bench',
    });
    if (!r.ok || r.value.next?.type !== 'REDIRECT') throw new Error(`unexpected answer ${JSON.stringify(r)}`);
  };
  for (let i = 0; i < WARMUP; i++) await submit();
  const direct: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await submit();
    direct.push(performance.now() - t0);
  }

  // 2. The same through the app (Fastify inject: token, rate limit, zod parse, JSON).
  const HIGH = '10000000';
  const config = buildConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'e'.repeat(40),
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    JOBS_ENABLED: 'false',
    RATE_LIMIT_DEVICE_PER_IP: HIGH,
    RATE_LIMIT_WRITE_PER_IP: HIGH,
    RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
  });
  const app = await buildApp({
    config,
    db,
    assets: () => ({ css: [], entry: '/assets/client.js', islandChunks: () => [] }),
    render: renderDocument,
    logger: false,
  });
  await app.ready();
  const created = await app.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId: 1 },
  });
  const token = String(created.headers.authorization);
  const payload = JSON.stringify({ countryProductId: 1, formKey: form.formKey, values, utmSource: 'bench' });
  const post = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`POST /api/enquiry answered ${res.statusCode}: ${res.body}`);
  };
  for (let i = 0; i < WARMUP; i++) await post();
  const http: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await post();
    http.push(performance.now() - t0);
  }
  await app.close();

  const stored = await db.execute<{ n: number }>(sql`select count(*)::int as n from enquiries`);
  const a = stats(direct);
  const b = stats(http);
  console.log(
    `\nEnquiry benchmark: validate and store one enquiry (12 fields, 4 screens), ${RUNS} runs each`,
  );
  console.log('after 100 warm-up runs, sequential, embedded PostgreSQL on this machine\n');
  console.log(
    `  service (in process, no HTTP)   median ${fmt(a.median)} ms   p95 ${fmt(a.p95)} ms   max ${fmt(a.max)} ms`,
  );
  console.log(
    `  POST /api/enquiry (inject)      median ${fmt(b.median)} ms   p95 ${fmt(b.p95)} ms   max ${fmt(b.max)} ms`,
  );
  console.log(`  enquiries stored: ${stored.rows[0]?.n ?? 0} (expected ${2 * (RUNS + WARMUP)})\n`);
} finally {
  await db.$client.end();
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
