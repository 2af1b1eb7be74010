import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANG_CODES, type LangCode } from '../../shared/domain/locales';
import { tFor } from '../../shared/i18n/catalogues';
import { REDACTED, redactText } from '../../shared/rules/redact';
import { templateRedactor } from '../../shared/rules/redact-templates';
import { logsService } from '../modules/logs/service';
import type { LogsRepo, NewClientLog } from '../modules/logs/repo';
import { otpService } from '../modules/otp/service';
import type { OtpRepo } from '../modules/otp/repo';
import type { SmsAdapter } from '../modules/otp/sms';
import { sendResultsLink } from '../modules/enquiries/results-link';
import type { EnquiriesRepo } from '../modules/enquiries/repo';
import { redactServerText, redactSmsTexts, smsTemplates, SMS_TEXTS } from './sms-redaction';

/**
 * A guard against catastrophic backtracking only (which takes seconds to hours on these inputs), not a speed
 * target: generous, so a loaded CI machine cannot fail it (speed lives in bench/).
 */
const REDOS_GUARD_MS = 1_000;

/**
 * Decision 0080: the OTP and results-link SMS in every language, sent through the services to a test sink the way
 * the outbox adapter receives them, then stored through the dumpLogs service: the stored record holds neither the
 * code nor the reference nor the link.
 */

const log = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

/** The test SMS sink: what the outbox adapter would write to sms_outbox. */
function sink() {
  const sent: { mobileNumber: string; text: string }[] = [];
  const sms: SmsAdapter = {
    async send(mobileNumber, text) {
      sent.push({ mobileNumber, text });
    },
  };
  return { sms, sent };
}

/** The dumpLogs service over an in-memory table. */
function dumpLogs() {
  const rows: NewClientLog[] = [];
  const repo = {
    async insert(row: NewClientLog) {
      rows.push(row);
    },
    async purgeOlderThan() {
      return 0;
    },
  } satisfies LogsRepo;
  return { logs: logsService(repo), rows };
}

/** An OTP repository with no earlier sends: every limit passes. */
const otpRepo = {
  async transaction<T>(fn: (r: never) => Promise<T>): Promise<T> {
    const r = {
      lockNumber: async () => undefined,
      lockIp: async () => undefined,
      lockDevice: async () => undefined,
      provedBy: async () => null,
      windowStats: async () => ({ count: 0, oldestAge: 0, newestAge: 0 }),
      insertEvent: async () => undefined,
      supersedeAndPrune: async () => undefined,
      insertCode: async () => 1,
    };
    return fn(r as never);
  },
  async deleteCode() {},
} as unknown as OtpRepo;

async function sendOtp(language: LangCode, length = 6) {
  const { sms, sent } = sink();
  const otp = otpService({
    repo: otpRepo,
    sms,
    key: Buffer.alloc(32, 1),
    otp: { length, ttlSeconds: 300 },
    log,
  });
  const r = await otp.send({
    purpose: 'signin',
    mobileNumber: '501234567',
    requestRef: 'signin',
    ipHash: 'ip',
    deviceUuid: 'device',
    language,
  });
  expect(r.ok).toBe(true);
  expect(sent).toHaveLength(1);
  const text = sent[0]?.text ?? '';
  const code = /\d{4,8}/.exec(text)?.[0] ?? '';
  expect(code).toHaveLength(length);
  return { text, code };
}

const REFERENCE = 'SC-7K3Q-9XM2';

async function sendLink(language: LangCode) {
  const { sms, sent } = sink();
  const row = {
    id: 7,
    publicId: 'enq-public',
    deviceId: 3,
    countryProductId: 1,
    status: 'submitted',
    mobileNumber: '501234567',
    mobileVerifiedAt: new Date(),
    reference: REFERENCE,
    resultsLinkSends: 0,
  };
  const repo = {
    deviceByUuid: async () => ({ id: 3 }),
    byPublicId: async () => row,
    hasAccess: async () => false,
    ensureReference: async () => REFERENCE,
    takeResultsLinkSend: async () => 1,
    returnResultsLinkSend: async () => undefined,
  } as unknown as EnquiriesRepo;
  const r = await sendResultsLink(
    { repo, sms, origin: 'https://sahel.example', log },
    { deviceUuid: 'device', enquiryId: 'enq-public', language },
  );
  expect(r.ok).toBe(true);
  expect(sent).toHaveLength(1);
  const text = sent[0]?.text ?? '';
  const url = /https:\/\/\S+/.exec(text)?.[0] ?? '';
  expect(text).toContain(REFERENCE);
  expect(url).toContain('ref=SC-7K3Q-9XM2');
  return { text, url };
}

/** Every field of a dumpLogs record carrying the text as a visitor's browser might: as is, in JSON, URL-encoded. */
async function storeAndRead(text: string) {
  const { logs, rows } = dumpLogs();
  await logs.store({
    message: text,
    errorInfo: `Error: ${text.slice(0, 60)}`,
    requestData: JSON.stringify({ pasted: text }),
    responseData: JSON.stringify({ body: { sms: text.split(' ').join('\n') } }),
    requestUrl: `/api/x?text=${encodeURIComponent(text)}`,
  });
  expect(rows).toHaveLength(1);
  const row = rows[0] as NewClientLog;
  return [row.message, row.errorInfo, row.requestData, row.responseData, row.requestUrl].map(String);
}

describe.each(LANG_CODES)(
  'SMS texts in %s, stored through dumpLogs, come out redacted (decision 0080)',
  (lang) => {
    it('the OTP SMS loses its code', async () => {
      for (const length of [4, 6, 8]) {
        const { text, code } = await sendOtp(lang, length);
        expect(text).toBe(tFor(lang)('otp:sms', { brand: tFor(lang)('common:brand'), code, count: 5 }));
        const stored = await storeAndRead(text);
        for (const field of stored.slice(0, 1).concat(stored.slice(2))) {
          expect(field).not.toContain(code);
          expect(field).toContain(REDACTED.otp);
        }
        // The first words of the SMS, cut short after the code, are enough.
        const cut = text.slice(0, text.indexOf(code) + code.length + 2);
        expect(redactServerText(cut)).not.toContain(code);
      }
    });

    it('the results-link SMS loses its reference and its link', async () => {
      const { text, url } = await sendLink(lang);
      for (const field of await storeAndRead(text)) {
        expect(field).not.toContain(REFERENCE);
        expect(field).not.toContain('7K3Q');
        expect(field).not.toContain(url);
      }
      const stored = (await storeAndRead(text))[0] as string;
      expect(stored).toContain(REDACTED.token);
      // The words of the SMS stay readable: only the secrets go.
      expect(stored.split(REDACTED.token).join('').length).toBeGreaterThan(20);
      // Only the part from the reference on (the start cut off) is enough too.
      const tail = text.slice(text.indexOf(REFERENCE));
      expect(redactServerText(tail)).not.toContain('9XM2');
    });

    it('without the templates the reference and the link would have stayed (the test can fail)', async () => {
      const { text } = await sendLink(lang);
      expect(redactText(text)).toContain(REFERENCE);
    });
  },
);

describe('SMS templates', () => {
  it('come from every language of LOCALES and every plural form', () => {
    const templates = smsTemplates();
    for (const lang of LANG_CODES) {
      const t = tFor(lang);
      expect(templates.map((x) => x.text)).toContain(t('enquiry:resultsLink.sms'));
    }
    // Arabic has six plural forms of the OTP SMS.
    expect(templates.filter((x) => x.secrets === SMS_TEXTS[0].secrets).length).toBeGreaterThanOrEqual(
      LANG_CODES.length * 2,
    );
  });

  it('a language the code has never seen is recognised from its template alone', () => {
    const redact = templateRedactor([
      { text: 'Msimbo wako wa {{brand}} ni {{code}}. Usimpe mtu yeyote.', secrets: SMS_TEXTS[0].secrets },
    ]);
    expect(redact('Msimbo wako wa Sahel Compare ni 482913. Usimpe mtu yeyote.')).toBe(
      `Msimbo wako wa Sahel Compare ni ${REDACTED.otp}. Usimpe mtu yeyote.`,
    );
    // Part of it, with other spacing.
    expect(redact('aliandika: ni  482913.\nUsimpe')).toBe(`aliandika: ni  ${REDACTED.otp}.\nUsimpe`);
  });

  it('leaves other text exactly as it was', () => {
    for (const text of [
      'TypeError: x is undefined',
      'quotes 12 of 40, AED 1250 a year',
      'statusCode 5003',
      'https://sahel.example/car-insurance/quotes/?enquiryId=abc',
    ])
      expect(redactServerText(text)).toBe(text);
  });

  it('stays linear on hostile 16 KB input (the best of three runs, as the machine may be busy)', () => {
    const inputs = [
      'your results '.repeat(1_200),
      'ഫലങ്ങൾ '.repeat(2_000),
      '1'.repeat(16_000),
      'x'.repeat(16_000),
      ': '.repeat(8_000),
      'SC-'.repeat(5_000),
      'code is 1'.repeat(1_700),
      '\\n'.repeat(8_000),
    ];
    for (const input of inputs) {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        redactSmsTexts(input);
        best = Math.min(best, performance.now() - t0);
      }
      expect(best, input.slice(0, 12)).toBeLessThan(REDOS_GUARD_MS);
    }
  });
});
