import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ZOtpForMobileToWebResponse,
  ZQrForWebToMobileResponse,
  ZVerifyOtpForMobileToWebResponse,
} from '../../src/shared/contracts/device-sync';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * Device sync (decision 0109): the QR link opens the results link once, within 5 minutes;
 * the six-digit code opens the phone's enquiry on the desktop once, within 5 minutes; wrong codes are limited.
 */
const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH },
  env: { JOBS_ENABLED: 'false', PUBLIC_ORIGIN: 'https://www.sahel.example' },
});

let ipSeq = 0;
const post = (d: Device, url: string, payload: Record<string, unknown>, ip?: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: ip ?? `10.95.0.${++ipSeq}`,
    headers: { authorization: d.token, 'accept-language': lang },
    payload,
  });
const unproved = (publicId: string) =>
  ctx.db.execute(sql`update enquiries set mobile_verified_at = null where public_id = ${publicId}`);
const proved = (publicId: string) =>
  ctx.db.execute(
    sql`update enquiries set mobile_number = '501234567', mobile_verified_at = now() where public_id = ${publicId}`,
  );
const expireAll = () =>
  ctx.db.execute(sql`update device_sync_codes set expires_at = now() - interval '1 second'`);

async function phoneWithEnquiry(status: 'draft' | 'ready' = 'ready') {
  const phone = await createDevice(app, 2);
  const id = await storeEnquiry(ctx.db, phone, 2, travelAnswers(), status);
  return { phone, id };
}

describe('getOtpForMobileToWeb and verifyOtpForMobileToWeb (decision 0109)', () => {
  it('gives the desktop the phone’s enquiry once for the right code, with the phone’s device info', async () => {
    const { phone, id } = await phoneWithEnquiry();
    const desktop = await createDevice(app, 2);
    const grants = () =>
      ctx.db.execute(sql`
        select 1 from enquiry_access a join devices d on d.id = a.device_id
         where d.device_uuid = ${desktop.deviceUuid}`);
    expect((await grants()).rows).toHaveLength(0);
    const asked = await post(phone, '/api/getOtpForMobileToWeb', {
      enquiryId: id,
      deviceInfo: { platform: 'Android 15', browser: 'Chrome', deviceType: 'mobile' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const { otp, expiresAt } = ZOtpForMobileToWebResponse.parse(asked.json()).data;
    expect(otp).toMatch(/^\d{6}$/);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
    // only an HMAC is stored
    const stored = await ctx.db.execute<{ code_hash: string }>(sql`select code_hash from device_sync_codes`);
    expect(stored.rows.map((r) => r.code_hash)).not.toContain(otp);

    const ok = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ZVerifyOtpForMobileToWebResponse.parse(ok.json()).data).toEqual({
      enquiryId: id,
      countryProductId: 2,
      url: `/travel-insurance/quotes/?enquiryId=${id}`,
      deviceInfo: { platform: 'Android 15', browser: 'Chrome', deviceType: 'mobile' },
    });
    // the desktop now holds a grant (decision 0017)
    expect((await grants()).rows).toHaveLength(1);

    // single use
    const again = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_SYNC_CODE' });
  });

  it('takes the phone’s latest search when none is named; an unfinished one opens its journey page', async () => {
    const { phone, id } = await phoneWithEnquiry('draft');
    const desktop = await createDevice(app, 2);
    const none = await post(desktop, '/api/getOtpForMobileToWeb', {});
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'ENQUIRY_NOT_FOUND' });
    const { otp } = ZOtpForMobileToWebResponse.parse(
      (await post(phone, '/api/getOtpForMobileToWeb', {})).json(),
    ).data;
    const ok = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp }, undefined, 'ar');
    expect(ok.json().data.url).toBe(`/ar-ae/travel-insurance/?enquiryId=${id}`);
  });

  it('refuses an expired code, a wrong code and another device’s enquiry alike', async () => {
    const { phone, id } = await phoneWithEnquiry();
    const desktop = await createDevice(app, 2);
    const stranger = await createDevice(app, 2);
    const notMine = await post(stranger, '/api/getOtpForMobileToWeb', { enquiryId: id });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ code: 'ENQUIRY_NOT_FOUND' });
    const { otp } = ZOtpForMobileToWebResponse.parse(
      (await post(phone, '/api/getOtpForMobileToWeb', { enquiryId: id })).json(),
    ).data;
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_SYNC_CODE' });
    expect(typeof bad.json().message).toBe('string');
    await expireAll();
    const late = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_SYNC_CODE' });
  });

  it('a new code ends the phone’s earlier one', async () => {
    const { phone, id } = await phoneWithEnquiry();
    const desktop = await createDevice(app, 2);
    const first = (await post(phone, '/api/getOtpForMobileToWeb', { enquiryId: id })).json().data.otp;
    const second = (await post(phone, '/api/getOtpForMobileToWeb', { enquiryId: id })).json().data.otp;
    if (first !== second)
      expect((await post(desktop, '/api/verifyOtpForMobileToWeb', { otp: first })).statusCode).toBe(400);
    expect((await post(desktop, '/api/verifyOtpForMobileToWeb', { otp: second })).statusCode).toBe(200);
  });

  it('limits wrong codes per device and per address (5 in 10 minutes), and codes per phone', async () => {
    const desktop = await createDevice(app, 2);
    for (let i = 0; i < 5; i++) {
      const r = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp: '000000' });
      expect([400, 200]).toContain(r.statusCode);
    }
    const blocked = await post(desktop, '/api/verifyOtpForMobileToWeb', { otp: '000001' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMIT', retryAfter: 600 });
    expect(blocked.headers['retry-after']).toBe('600');
    // another device from one address is limited too
    const ip = '10.95.9.9';
    const a = await createDevice(app, 2);
    const b = await createDevice(app, 2);
    for (let i = 0; i < 5; i++) await post(a, '/api/verifyOtpForMobileToWeb', { otp: '000000' }, ip);
    expect((await post(b, '/api/verifyOtpForMobileToWeb', { otp: '000000' }, ip)).statusCode).toBe(429);

    const { phone, id } = await phoneWithEnquiry();
    for (let i = 0; i < 5; i++)
      expect((await post(phone, '/api/getOtpForMobileToWeb', { enquiryId: id })).statusCode).toBe(200);
    expect((await post(phone, '/api/getOtpForMobileToWeb', { enquiryId: id })).statusCode).toBe(429);
  });

  it('validates: a code is six digits, device info short labels only, no unknown fields', async () => {
    const { phone, id } = await phoneWithEnquiry();
    for (const otp of ['12345', '1234567', 'abcdef', 123456]) {
      const r = await post(phone, '/api/verifyOtpForMobileToWeb', { otp });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    for (const payload of [
      { enquiryId: id, deviceInfo: { platform: '<script>' } },
      { enquiryId: id, deviceInfo: { platform: 'x'.repeat(41) } },
      { enquiryId: id, mobileNumber: '501234567' },
    ]) {
      const r = await post(phone, '/api/getOtpForMobileToWeb', payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/verifyOtpForMobileToWeb',
      payload: { otp: '123456' },
    });
    expect(noToken.statusCode).toBe(401);
  });
});

describe('getQrForWebToMobile (decision 0109)', () => {
  it('a QR of a random link that opens the results link once; the phone then proves the number', async () => {
    const { phone: desktop, id } = await phoneWithEnquiry();
    await unproved(id);
    const refused = await post(desktop, '/api/getQrForWebToMobile', { enquiryId: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MOBILE_NOT_VERIFIED' });
    await proved(id);
    const res = await post(desktop, '/api/getQrForWebToMobile', { enquiryId: id }, undefined, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    const { url, svg, expiresAt } = ZQrForWebToMobileResponse.parse(res.json()).data;
    // the link names the desktop's language, for the page a used link answers
    expect(url).toMatch(/^https:\/\/www\.sahel\.example\/api\/device-sync\/qr\/[A-Za-z0-9_-]{24}\?lang=ar$/);
    expect(url).not.toContain(id);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(290_000);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('role="img"');
    expect(svg).not.toContain('<script');

    const path = new URL(url).pathname + new URL(url).search;
    const opened = await app.inject({ url: path });
    expect(opened.statusCode).toBe(302);
    const reference = (
      await ctx.db.execute<{ reference: string }>(
        sql`select reference from enquiries where public_id = ${id}`,
      )
    ).rows[0]?.reference;
    expect(reference).toMatch(/^SC-/);
    // the results link in the desktop's language: the phone sees nothing before the number's code (decision 0028)
    expect(opened.headers.location).toBe(`/ar-ae/travel-insurance/quotes/?ref=${reference}`);
    const twice = await app.inject({ url: path, headers: { accept: 'application/json' } });
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toMatchObject({ code: 'SYNC_LINK_EXPIRED' });

    // a browser opening it again: the page in the link's language, 410, never stored or indexed, no script
    const page = await app.inject({
      url: path,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toContain('رمز QR هذا لم يعد يعمل');
    expect(page.body).toMatch(/<link rel="stylesheet" href="[^"]+\.css">/);
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toContain(id);
  });

  it("a used link without a language answers in the browser's language (Accept-Language)", async () => {
    for (const [lang, title] of [
      ['hi', 'यह QR कोड अब काम नहीं करता'],
      ['ml', 'ഈ QR കോഡ് ഇനി പ്രവർത്തിക്കില്ല'],
      ['en', 'This QR code no longer works'],
    ] as const) {
      const res = await app.inject({
        url: '/api/device-sync/qr/AAAAAAAAAAAAAAAAAAAAAAAA',
        headers: { accept: 'text/html', 'accept-language': lang },
      });
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.body).toContain(title);
    }
    // the link's own language wins over the browser's; an unknown one is ignored
    const linked = await app.inject({
      url: '/api/device-sync/qr/short?lang=ml',
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(linked.body).toContain('<html lang="ml"');
    const odd = await app.inject({
      url: '/api/device-sync/qr/short?lang=xx',
      headers: { accept: 'text/html', 'accept-language': 'ar' },
    });
    expect(odd.body).toContain('<html lang="ar"');
  });

  it('an expired or unknown QR link opens nothing; another device cannot make one', async () => {
    const { phone: desktop, id } = await phoneWithEnquiry();
    await proved(id);
    const stranger = await createDevice(app, 2);
    expect((await post(stranger, '/api/getQrForWebToMobile', { enquiryId: id })).statusCode).toBe(404);
    const { url } = ZQrForWebToMobileResponse.parse(
      (await post(desktop, '/api/getQrForWebToMobile', { enquiryId: id })).json(),
    ).data;
    await expireAll();
    expect((await app.inject({ url: new URL(url).pathname })).statusCode).toBe(410);
    expect((await app.inject({ url: '/api/device-sync/qr/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(410);
    expect((await app.inject({ url: '/api/device-sync/qr/short' })).statusCode).toBe(410);
  });
});
