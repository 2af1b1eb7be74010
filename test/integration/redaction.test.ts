import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testAssets, testConfig, useTestApp } from './helpers';
import { buildApp, loggerOptions } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { sensitiveKey } from '../../src/shared/rules/redact';

/** Decision 0021: personal data stays out of the stored client logs and the request logs. */

const { app, ctx } = useTestApp();

type SeedField = { fieldId: string; fieldType: string; inputKind?: string };

/** Fields of the seeded forms that hold personal data, by type or by id. */
async function personalFields(): Promise<SeedField[]> {
  const r = await ctx.db.execute<{ definition: { screens?: { fields?: SeedField[] }[] } }>(
    sql`select definition from forms`,
  );
  const byId = new Map<string, SeedField>();
  for (const { definition } of r.rows)
    for (const screen of definition.screens ?? [])
      for (const f of screen.fields ?? []) byId.set(f.fieldId, f);
  return [...byId.values()].filter(
    (f) =>
      ['dobPicker', 'mobile', 'altMobile', 'memberDetails'].includes(f.fieldType) ||
      ['name', 'email', 'emiratesId'].includes(f.inputKind ?? '') ||
      /name|dob|birth|e?mail|mobile|phone|emirates|passport/i.test(f.fieldId),
  );
}

async function dumpLogs(payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/analytics/dumpLogs', payload });
  expect(res.statusCode).toBe(200);
  const r = await ctx.db.execute<Record<string, unknown>>(
    sql`select error_info, message, request_url, request_data, response_data from client_logs order by id desc limit 1`,
  );
  return JSON.stringify(r.rows[0]);
}

describe('POST /api/analytics/dumpLogs redaction (decision 0021)', () => {
  it('redacts every personal field id of the seeded forms by key', async () => {
    const fields = await personalFields();
    const ids = fields.map((f) => f.fieldId);
    // The derivation sees the fields the issue names; a renamed field id fails here, not silently.
    expect(ids).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'mobileNumber',
        'emiratesId',
        'dateOfBirth',
        'driverDob',
        'riderDob',
        'travellerDob',
        'employerName',
        'insuredMembers',
      ]),
    );
    const answers: Record<string, unknown> = {};
    const secrets: string[] = [];
    fields.forEach((f, i) => {
      // A value free-text matching would not catch (a plain word and a date), so only the key protects it.
      const word = `Zq${String.fromCharCode(97 + (i % 26))}${i}xname`;
      const date = `0${(i % 9) + 1}/0${(i % 9) + 1}/19${50 + i}`;
      if (f.fieldType === 'memberDetails') {
        answers[f.fieldId] = [{ id: 'self', dob: date, gender: '1' }];
        secrets.push(date);
      } else {
        expect(sensitiveKey(f.fieldId), f.fieldId).not.toBeNull();
        answers[f.fieldId] = f.fieldType === 'dobPicker' ? date : `${word} Al ${word}`;
        secrets.push(f.fieldType === 'dobPicker' ? date : word);
      }
    });
    const query = Object.entries(answers)
      .filter(([, v]) => typeof v === 'string')
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    const stored = await dumpLogs({
      requestUrl: `/api/enquiry?${query}`.slice(0, 2000),
      requestData: JSON.stringify({ answers }),
      responseData: JSON.stringify(JSON.stringify({ answers })),
    });
    for (const s of secrets) expect(stored).not.toContain(s);
    expect(stored).toContain('[REDACTED]');
  });

  it('stores none of the formats the probe found, in any field of the record', async () => {
    const written = [
      '٠٥٠١٢٣٤٥٦٧',
      '۰۵۰۱۲۳۴۵۶۷',
      '０５０１２３４５６７',
      '050.123.4567',
      '(050) 123-4567',
      '+971\u00a050\u00a0123\u00a04567',
      '+971\u202f50\u202f123\u202f4567',
      '00971 (0)4 765 4321',
      '784.1990.1234567.1',
      '784 1990 1234567 1',
      '٧٨٤-١٩٩٠-١٢٣٤٥٦٧-١',
      'fatima.k%40mail.example',
      'fätima@müller.example',
    ];
    const stored = await dumpLogs({
      errorInfo: `TypeError for ${written.slice(0, 4).join(', ')}`,
      message: `Lead failed: ${written.slice(4, 8).join(' / ')}`,
      requestUrl: `/api/lead?eid=${encodeURIComponent(written[8] ?? '')}&q=${encodeURIComponent(written.join(' '))}`,
      requestData: JSON.stringify({
        applicantName: 'Fatima Al Mansoori',
        customerName: 'Ali Hassan',
        note: written,
      }),
      responseData: `{"error":"duplicate ${written[9]} ${written[10]}","contact":"${written[11]} ${written[12]}"}`,
    });
    for (const s of ['501234567', '4567', '7654321', '1234567', 'fatima', 'Fatima', 'Ali Hassan', 'müller'])
      expect(stored).not.toContain(s);
    for (const w of written) expect(stored).not.toContain(w);
  });
});

describe('POST /api/analytics/dumpLogs: codes and addresses written in words (decision 0048)', () => {
  it('stores neither the code nor the address in any field', async () => {
    const codes = ['code is 612345', 'otp: 623456', 'your code 634567', '645678 is your verification code'];
    const mails = [
      'zaynab (at) example (dot) com',
      'yusra [at] example [dot] com',
      'maryam at example dot com',
    ];
    const stored = await dumpLogs({
      errorInfo: `Error: ${codes[0]} for ${mails[0]}`,
      message: `SMS said "${codes[1]}"; contact ${mails[1]}`,
      requestUrl: `/api/otp?note=${encodeURIComponent(`${codes[2]} ${mails[2]}`)}`,
      requestData: JSON.stringify({ note: `${codes[3]} / ${mails.join(', ')}` }),
      responseData: JSON.stringify(JSON.stringify({ text: codes.join('; ') })),
    });
    for (const s of ['612345', '623456', '634567', '645678', 'zaynab', 'yusra', 'maryam'])
      expect(stored).not.toContain(s);
    expect(stored).toContain('[REDACTED_OTP]');
    expect(stored).toContain('[REDACTED_EMAIL]');
  });
});

describe('request logs (decision 0021)', () => {
  it('redact the URL with the same normalising redactor', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig();
    const logged = await buildApp({
      config,
      db: ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: { ...loggerOptions(config), level: 'info', stream },
    });
    const query = [
      `q=${encodeURIComponent('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')}`,
      'alt=050.765.4321',
      `e=${encodeURIComponent('fatima.k@mail.example')}`,
      'eid=784.1990.1234567.1',
      `applicantName=${encodeURIComponent('Fatima Al Mansoori')}`,
      'driverDob=01%2F02%2F1990',
    ].join('&');
    const res = await logged.inject({ url: `/api/home/headerlogo?${query}` });
    expect(res.statusCode).toBe(200);
    await logged.close();
    const all = lines.join('');
    expect(all).toContain('incoming request');
    const urls = lines
      .map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url)
      .filter((u): u is string => u !== undefined);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/home\/headerlogo\?q=/);
      for (const s of ['%D9', '123', '765', '4321', 'fatima', 'Fatima', 'Mansoori', '1990', '%40'])
        expect(url).not.toContain(s);
    }
    for (const s of ['fatima', 'Mansoori', '784.1990', '050.765']) expect(all).not.toContain(s);
  });
});
