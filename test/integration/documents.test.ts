import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { useTestApp, HIGH_WRITES } from './helpers';
import { count, createDevice, insertForm } from './journey-fixtures';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIMES } from '../../src/shared/contracts/documents';
import { ZEnquiryRejection, ZEnquiryResponse } from '../../src/shared/contracts/journey';
import { JPEG_8X8, PNG_1X1, multipartBody, type Part } from './multipart';
import { magicAndNoise, pngHeaderOnly } from '../support/poison-images';
import { documentsService } from '../../src/server/modules/documents/service';
import { documentsRepo } from '../../src/server/modules/documents/repo';

/**
 * POST /api/documents (docs/product/journeys.md 'upload with progress') and upload answers in a submission: the type comes
 * from the bytes, the size is capped, a malformed body is a 4xx, and an answer must name the device's own
 * document for that field.
 */

// A real JPEG: an image whose header cannot be read is refused (decision 0041).
const JPEG = JPEG_8X8;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

/** A one-screen bank-account form with an upload field and no mobile (no OTP step). */
const uploadForm = {
  formKey: 'tdoc.apply',
  stage: 1,
  screens: [
    {
      stepNo: 1,
      fields: [
        {
          fieldId: 'idFront',
          label: 'Emirates ID (front)',
          fieldType: 'upload' as const,
          upload: { accept: [...DOCUMENT_MIMES], maxBytes: DOCUMENT_MAX_BYTES, url: '/api/documents' },
          validations: [{ type: 'required' as const }],
        },
      ],
    },
  ],
  nextButton: { label: 'Next', action: { url: '/api/enquiry', method: 'POST' as const } },
};

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES },
  seeded: false,
  prepare: async (db) => {
    await insertForm(db, uploadForm, 12);
  },
});

type Device = Awaited<ReturnType<typeof createDevice>>;

function upload(d: Device | null, parts: Part[], opts: { lang?: string; boundary?: string } = {}) {
  const { body, contentType } = multipartBody(parts, opts.boundary);
  return app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body,
    headers: {
      'content-type': contentType,
      ...(d ? { authorization: d.token } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });
}

const filePart = (data: Buffer, filename = 'id.png', type = 'image/png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});
const fieldPart = (value = 'idFront'): Part => ({ name: 'fieldId', data: Buffer.from(value) });

async function documentCount(): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from documents`);
  return r.rows[0]?.n ?? -1;
}

describe('POST /api/documents', () => {
  it.each([
    ['PNG', PNG_1X1, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['PDF', PDF, 'application/pdf'],
  ] as const)('accepts a %s and stores its bytes, hash and type', async (_n, data, mime) => {
    const d = await createDevice(app, 12);
    // The declared type and name are ignored: the bytes decide.
    const res = await upload(d, [fieldPart(), filePart(data, 'scan.bin', 'application/octet-stream')]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { documentId: string; size: number; mime: string };
    expect(body).toEqual({ documentId: expect.stringMatching(/^[A-Za-z0-9]{24}$/), size: data.length, mime });
    const row = await ctx.db.execute<{
      mime: string;
      size: number;
      sha: string;
      data: Buffer;
      field: string;
    }>(sql`
      select mime, size_bytes as size, sha256 as sha, data, field_id as field from documents
      where public_id = ${body.documentId}`);
    expect(row.rows[0]).toMatchObject({ mime, size: data.length, field: 'idFront' });
    expect(Buffer.compare(row.rows[0]?.data ?? Buffer.alloc(0), data)).toBe(0);
    expect(row.rows[0]?.sha).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the fieldId part before or after the file', async () => {
    const d = await createDevice(app, 12);
    const res = await upload(d, [filePart(PNG_1X1), fieldPart()]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a text file named .png and declared image/png: 415, translated', async () => {
    const d = await createDevice(app, 12);
    const before = await documentCount();
    const res = await upload(d, [fieldPart(), filePart(Buffer.from('hello, not an image\n'))]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Please upload a JPEG or PNG image or a PDF.',
    });
    const ar = await upload(d, [fieldPart(), filePart(Buffer.from('<svg/>'))], { lang: 'ar' });
    expect(ar.statusCode).toBe(415);
    expect((ar.json() as { message: string }).message).toMatch(/[\u0600-\u06ff]/);
    expect(await documentCount()).toBe(before);
  });

  it('reads an image header before storing it: 422 IMAGE_UNREADABLE or IMAGE_TOO_LARGE, translated (decision 0041)', async () => {
    const d = await createDevice(app, 12);
    const before = await documentCount();
    const cases = [
      [magicAndNoise('png'), 'IMAGE_UNREADABLE', 'This image could not be opened.'],
      [magicAndNoise('jpeg'), 'IMAGE_UNREADABLE', 'This image could not be opened.'],
      [PNG_1X1.subarray(0, 20), 'IMAGE_UNREADABLE', 'This image could not be opened.'],
      [pngHeaderOnly(45_000, 45_000), 'IMAGE_TOO_LARGE', 'This image has too many pixels'],
      [pngHeaderOnly(5_001, 5_000), 'IMAGE_TOO_LARGE', 'This image has too many pixels'],
    ] as const;
    for (const [bytes, code, message] of cases) {
      const res = await upload(d, [fieldPart(), filePart(bytes)]);
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toEqual({ code, message: expect.stringContaining(message) });
    }
    const scripts = { ar: /[\u0600-\u06ff]/, hi: /[\u0900-\u097f]/, ml: /[\u0d00-\u0d7f]/ };
    for (const [lang, script] of Object.entries(scripts))
      for (const bytes of [magicAndNoise('png'), pngHeaderOnly(45_000, 45_000)]) {
        const res = await upload(d, [fieldPart(), filePart(bytes)], { lang });
        expect((res.json() as { message: string }).message).toMatch(script);
      }
    // A wrong type stays 415; a large image within the limits is stored.
    expect((await upload(d, [fieldPart(), filePart(Buffer.from('GIF89a'))])).statusCode).toBe(415);
    expect(await documentCount()).toBe(before);
    const ok = await upload(d, [fieldPart(), filePart(pngHeaderOnly(5_000, 5_000))]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const d = await createDevice(app, 12);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const res = await upload(d, [fieldPart(), filePart(big)]);
    expect(res.statusCode).toBe(413);
    expect((res.json() as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
    // Just over the limit, so the multipart parser's own size check (not the content-length check) refuses it.
    const justOver = Buffer.concat([PNG_1X1, Buffer.alloc(DOCUMENT_MAX_BYTES - PNG_1X1.length + 1)]);
    const res2 = await upload(d, [fieldPart(), filePart(justOver)]);
    expect(res2.statusCode).toBe(413);
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(DOCUMENT_MAX_BYTES - PNG_1X1.length)]);
    const ok = await upload(d, [fieldPart(), filePart(exact)]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('needs a session token: 401', async () => {
    const res = await upload(null, [fieldPart(), filePart(PNG_1X1)]);
    expect(res.statusCode).toBe(401);
    expect((res.json() as { code: string }).code).toBe('UNAUTHORIZED');
  });

  it('answers 400 without a file, with two files, without a valid fieldId, or for a JSON body', async () => {
    const d = await createDevice(app, 12);
    const cases: Part[][] = [
      [fieldPart()],
      [fieldPart(), filePart(Buffer.alloc(0))],
      [fieldPart(), { ...filePart(PNG_1X1), name: 'document' }],
      [fieldPart(), filePart(PNG_1X1), filePart(PNG_1X1)],
      [filePart(PNG_1X1)],
      [fieldPart('__proto__'), filePart(PNG_1X1)],
      [fieldPart('not a field id'), filePart(PNG_1X1)],
    ];
    for (const parts of cases) {
      const res = await upload(d, parts);
      expect(res.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: { fieldId: 'idFront' },
      headers: { authorization: d.token },
    });
    expect(json.statusCode).toBe(400);
  });

  it('leaves JSON endpoints unaffected by the multipart parser', async () => {
    const d = await createDevice(app, 12);
    const { body, contentType } = multipartBody([fieldPart()]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/enquiry',
      payload: body,
      headers: { authorization: d.token, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(415);
  });

  it('never answers 5xx to ~100 malformed multipart bodies', async () => {
    const d = await createDevice(app, 12);
    const boundary = 'fuzzBoundary123';
    const valid = multipartBody([fieldPart(), filePart(PNG_1X1)], boundary).body.toString('latin1');
    const pieces = fc.oneof(
      fc.constantFrom(
        `--${boundary}\r\n`,
        `--${boundary}--\r\n`,
        'Content-Disposition: form-data; name="file"; filename="a.png"\r\n',
        'Content-Disposition: form-data; name="fieldId"\r\n',
        'Content-Disposition: form-data; name="__proto__"\r\n',
        'Content-Disposition: form-data\r\n',
        'Content-Type: image/png\r\n',
        '\r\n',
        '\r\n\r\n',
        'idFront',
        PNG_1X1.toString('latin1'),
      ),
      fc.string({ maxLength: 40 }),
      fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a).toString('latin1')),
    );
    const bodies = fc.oneof(
      fc.array(pieces, { maxLength: 12 }).map((a) => a.join('')),
      // A valid body cut, or with a byte changed.
      fc.nat({ max: valid.length }).map((n) => valid.slice(0, n)),
      fc
        .tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 }))
        .map(([i, b]) => valid.slice(0, i) + String.fromCharCode(b) + valid.slice(i + 1)),
    );
    const contentTypes = fc.constantFrom(
      `multipart/form-data; boundary=${boundary}`,
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary="${boundary}"; charset=utf-8`,
      'multipart/mixed; boundary=x',
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, async (body, contentType) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/documents',
          payload: Buffer.from(body, 'latin1'),
          headers: { authorization: d.token, 'content-type': contentType },
        });
        statuses.add(res.statusCode);
        expect(res.statusCode, body).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }),
      { numRuns: 100 },
    );
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  });
});

/** Submits the test form whose only field is an upload answer. */
const submit = (d: Device, documentId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/enquiry',
    payload: { countryProductId: 12, formKey: 'tdoc.apply', values: { idFront: documentId } },
    headers: { authorization: d.token },
  });

describe('upload answers in a submission', () => {
  it("accepts the device's own document and links it to the enquiry", async () => {
    const d = await createDevice(app, 12);
    const up = await upload(d, [fieldPart(), filePart(PNG_1X1)]);
    const { documentId } = up.json() as { documentId: string };
    const res = await submit(d, documentId);
    expect(res.statusCode, res.body).toBe(200);
    const { enquiryId } = ZEnquiryResponse.parse(res.json());
    const r = await ctx.db.execute<{ publicId: string; answer: string }>(sql`
      select e.public_id as "publicId", e.answers->>'idFront' as answer from documents d
      join enquiries e on e.id = d.enquiry_id where d.public_id = ${documentId}`);
    expect(r.rows[0]).toEqual({ publicId: enquiryId, answer: documentId });
  });

  it("refuses another device's document (or one uploaded for another field) and stores nothing", async () => {
    const owner = await createDevice(app, 12);
    const other = await createDevice(app, 12);
    const mine = (await upload(owner, [fieldPart(), filePart(PNG_1X1)])).json() as { documentId: string };
    const otherField = (await upload(other, [fieldPart('idBack'), filePart(PNG_1X1)])).json() as {
      documentId: string;
    };
    const before = await count(ctx.db, 'enquiries');
    for (const id of [mine.documentId, otherField.documentId, 'Unknown00000000000000001', 'x']) {
      const res = await submit(other, id);
      expect(res.statusCode, id).toBe(422);
      const body = ZEnquiryRejection.parse(res.json());
      expect(body.code).toBe('RULE_FAILED');
      expect(body.fieldErrors?.[0]).toMatchObject({
        fieldId: 'idFront',
        message: 'Please upload this document again.',
      });
    }
    expect(await count(ctx.db, 'enquiries')).toBe(before);
    const linked = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from documents where enquiry_id is not null and public_id = ${mine.documentId}`,
    );
    expect(linked.rows[0]?.n).toBe(0);
  });
});

describe('uploads of abandoned journeys', () => {
  it('deletes documents no enquiry used after a day, and keeps linked and recent ones', async () => {
    const d = await createDevice(app, 12);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const up = await upload(d, [fieldPart(), filePart(PNG_1X1)]);
      ids.push((up.json() as { documentId: string }).documentId);
    }
    const [abandoned, used, recent] = ids as [string, string, string];
    expect((await submit(d, used)).statusCode).toBe(200);
    await ctx.db.execute(sql`
      update documents set created_at = now() - interval '25 hours'
      where public_id = any(${sql.param([abandoned, used])}::text[])`);

    const deleted = await documentsService(documentsRepo(ctx.db)).purgeUnlinked();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await ctx.db.execute<{ id: string }>(
      sql`select public_id as id from documents where public_id = any(${sql.param(ids)}::text[])`,
    );
    expect(left.rows.map((r) => r.id).sort()).toEqual([used, recent].sort());
  });
});
