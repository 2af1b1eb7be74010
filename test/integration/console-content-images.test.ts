import { describe, expect, it } from 'vitest';
import { HIGH_WRITES, high, useTestApp } from './helpers';
import { consoleCall, staffSession } from './console-content-fixtures';
import { JPEG_8X8, PNG_1X1 } from './multipart';

/**
 * Images in the console (decision 0124): uploaded by content editors and admins with alt text (English required),
 * at most 2 MB, PNG, JPEG or WebP by their bytes (SVG and the rest refused), stored in PostgreSQL and served from
 * this origin under /media/u/ with their type, nosniff and a year's immutable cache; listed and deleted, audited.
 */
const { app, ctx } = useTestApp({
  seeded: false,
  env: { JOBS_ENABLED: 'false' },
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP') },
});
const call = consoleCall(app);
const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

type Image = { id: string; url: string; mime: string; width: number; height: number; sizeBytes: number };
let cookie = '';
const editor = async () => (cookie ||= (await staffSession(ctx.db, 'content_editor')).cookie);
const upload = async (bytes: Buffer, alt: object = { en: 'A logo', ar: 'شعار' }) =>
  call('POST', '/api/console/images', await editor(), { data: bytes.toString('base64'), alt });

describe('images in the console', () => {
  it('stores PNG, JPEG and WebP and serves them from this origin with their type, nosniff and an immutable cache', async () => {
    for (const [bytes, mime, ext, w, h] of [
      [PNG_1X1, 'image/png', 'png', 1, 1],
      [JPEG_8X8, 'image/jpeg', 'jpg', 8, 8],
      [WEBP_1X1, 'image/webp', 'webp', 1, 1],
    ] as const) {
      const res = await upload(bytes);
      expect(res.statusCode, res.body).toBe(201);
      const img = res.json<{ data: Image }>().data;
      expect(img).toMatchObject({ mime, width: w, height: h, sizeBytes: bytes.length });
      expect(img.url).toBe(`/media/u/${img.id}.${ext}`);
      const got = await app.inject({ url: img.url });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(mime);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(got.rawPayload.equals(bytes)).toBe(true);
      const etag = String(got.headers.etag);
      expect((await app.inject({ url: img.url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      // Another extension, or an unknown id, is not found.
      const other = ext === 'png' ? 'jpg' : 'png';
      expect((await app.inject({ url: `/media/u/${img.id}.${other}` })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/media/u/AAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/u/..%2f..%2fetc.png' })).statusCode).toBe(404);
  });

  it('refuses SVG, other types, unreadable and oversized files by their bytes, and a missing English alt text', async () => {
    const svg = await upload(SVG);
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ code: 'IMAGE_TYPE_REFUSED', message: expect.stringContaining('SVG') });
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.json()).toMatchObject({ code: 'IMAGE_TYPE_REFUSED' });
    const cut = await upload(PNG_1X1.subarray(0, 12));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ code: 'IMAGE_UNREADABLE' });
    // Over 2 MB with a PNG's first bytes.
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    // Far over: refused before the body is read.
    const huge = await call('POST', '/api/console/images', await editor(), {
      data: 'A'.repeat(4 * 1024 * 1024),
      alt: { en: 'x' },
    });
    expect(huge.statusCode).toBe(413);
    for (const alt of [{}, { en: '' }, { en: '   ' }, { ar: 'شعار' }, { en: 'ok', fr: 'non' }]) {
      const r = await upload(PNG_1X1, alt);
      expect(r.statusCode, JSON.stringify(alt)).toBe(400);
    }
    const count = await ctx.db.$client.query<{ n: number }>('select count(*)::int as n from console_media');
    expect(count.rows[0]!.n).toBe(3);
  });

  it('lists newest first, deletes (then 404), audits, and is for content editors and admins only', async () => {
    const made = (await upload(PNG_1X1, { en: 'Newest', hi: 'नया' })).json<{ data: Image }>().data;
    const list = await call('GET', '/api/console/images', await editor());
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: (Image & { alt: Record<string, string> })[] }>().data;
    expect(rows[0]).toMatchObject({ id: made.id, alt: { en: 'Newest', hi: 'नया' } });

    const del = await call('DELETE', `/api/console/images/${made.id}`, await editor());
    expect(del.statusCode, del.body).toBe(200);
    expect((await app.inject({ url: made.url })).statusCode).toBe(404);
    const again = await call('DELETE', `/api/console/images/${made.id}`, await editor());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'IMAGE_NOT_FOUND' });

    const audit = await ctx.db.$client.query<{ action: string }>(
      `select action from console_audit_log where target = $1 order by id`,
      [`image:${made.id}`],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['image.uploaded', 'image.deleted']);

    const admin = await staffSession(ctx.db, 'admin');
    expect((await call('GET', '/api/console/images', admin.cookie)).statusCode).toBe(200);
    for (const role of ['agent', 'team_lead'] as const) {
      const s = await staffSession(ctx.db, role);
      expect((await call('GET', '/api/console/images', s.cookie)).statusCode).toBe(403);
      const up = await call('POST', '/api/console/images', s.cookie, {
        data: PNG_1X1.toString('base64'),
        alt: { en: 'x' },
      });
      expect(up.statusCode).toBe(403);
    }
  });
});
