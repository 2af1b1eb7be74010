import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { PNG_1X1, multipartBody } from './multipart';

/**
 * Upload quotas (decision 0021): bytes stored per device and per client address in 24 hours. Here 1 MB a device
 * and 2 MB an address; each upload is 400 KB. Past the quota: 429 UPLOAD_QUOTA with Retry-After, nothing
 * stored; parallel uploads cannot all pass the same check.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES },
  env: { JOBS_ENABLED: 'false', UPLOAD_QUOTA_DEVICE_MB_PER_DAY: '1', UPLOAD_QUOTA_IP_MB_PER_DAY: '2' },
  seeded: false,
});

type Device = Awaited<ReturnType<typeof createDevice>>;
const FILE = Buffer.concat([PNG_1X1, Buffer.alloc(400 * 1024 - PNG_1X1.length)]);

function upload(d: Device, ip: string, opts: { key?: string; file?: Buffer } = {}) {
  const { body, contentType } = multipartBody([
    { name: 'file', filename: 'id.png', type: 'image/png', data: opts.file ?? FILE },
    { name: 'fieldId', data: Buffer.from('emiratesIdFront') },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body,
    remoteAddress: ip,
    headers: {
      'content-type': contentType,
      authorization: d.token,
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
  });
}

const storedBytes = async (deviceUuid: string) =>
  Number(
    (
      await ctx.db.execute<{ n: string }>(
        sql`select coalesce(sum(size_bytes), 0)::text as n from documents d join devices v on v.id = d.device_id
            where v.device_uuid = ${deviceUuid}`,
      )
    ).rows[0]?.n ?? 0,
  );

describe('upload quotas (decision 0021)', () => {
  it('a device stores at most its quota a day: then 429 with Retry-After, nothing stored', async () => {
    const d = await createDevice(app);
    expect((await upload(d, '10.98.0.1')).statusCode).toBe(200);
    expect((await upload(d, '10.98.0.1')).statusCode).toBe(200);
    const third = await upload(d, '10.98.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'UPLOAD_QUOTA',
      message: "You have uploaded today's maximum of documents. Please try again later.",
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(80_000);
    expect(await storedBytes(d.deviceUuid)).toBe(2 * FILE.length);
  });

  it('an address stores at most its quota a day, whatever the devices; another address is not charged', async () => {
    const devices = await Promise.all([1, 2, 3].map(() => createDevice(app)));
    const statuses: number[] = [];
    for (const d of devices)
      for (let i = 0; i < 2; i++) statuses.push((await upload(d, '10.98.0.2')).statusCode);
    // 2 MB an address: five uploads of 400 KB fit, the sixth does not.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const elsewhere = await createDevice(app);
    expect((await upload(elsewhere, '10.98.0.3')).statusCode).toBe(200);
  });

  it('ten parallel uploads of one device store no more than its quota', async () => {
    const d = await createDevice(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(d, '10.98.0.4')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(8);
    expect(await storedBytes(d.deviceUuid)).toBe(2 * FILE.length);
  });
});

describe('idempotent uploads (decision 0010)', () => {
  const count = async (deviceUuid: string) =>
    Number(
      (
        await ctx.db.execute<{ n: string }>(
          sql`select count(*)::text as n from documents d join devices v on v.id = d.device_id
              where v.device_uuid = ${deviceUuid}`,
        )
      ).rows[0]?.n ?? 0,
    );

  it('a retry with the same key gets the same answer, stores once and is charged once', async () => {
    const d = await createDevice(app);
    const first = await upload(d, '10.98.1.1', { key: 'upload-retry-1' });
    expect(first.statusCode).toBe(200);
    const again = await upload(d, '10.98.1.1', { key: 'upload-retry-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count(d.deviceUuid)).toBe(1);
    // The quota (1 MB a device) counted the file once: a second, different upload still fits.
    expect((await upload(d, '10.98.1.1', { key: 'upload-retry-2' })).statusCode).toBe(200);
    expect(await count(d.deviceUuid)).toBe(2);
  });

  it('eight parallel sends of one upload with one key store one document', async () => {
    const d = await createDevice(app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload(d, '10.98.1.2', { key: 'upload-parallel' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => (r.json() as { documentId: string }).documentId)).size).toBe(1);
    expect(await count(d.deviceUuid)).toBe(1);
  });

  it('the same key with another file is refused; no key stores each send (the control)', async () => {
    const d = await createDevice(app);
    expect((await upload(d, '10.98.1.3', { key: 'upload-other' })).statusCode).toBe(200);
    const other = Buffer.concat([PNG_1X1, Buffer.alloc(1024, 1)]);
    const reused = await upload(d, '10.98.1.3', { key: 'upload-other', file: other });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count(d.deviceUuid)).toBe(1);
    const e = await createDevice(app);
    const small = Buffer.concat([PNG_1X1, Buffer.alloc(1024)]);
    expect((await upload(e, '10.98.1.3', { file: small })).statusCode).toBe(200);
    expect((await upload(e, '10.98.1.3', { file: small })).statusCode).toBe(200);
    expect(await count(e.deviceUuid)).toBe(2);
  });
});
