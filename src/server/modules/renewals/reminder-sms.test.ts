import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { REDACTED, redactText } from '../../../shared/rules/redact';
import { redactServerText } from '../../lib/sms-redaction';
import { logsService } from '../logs/service';
import type { LogsRepo, NewClientLog } from '../logs/repo';
import type { SmsAdapter } from '../otp/sms';
import type { ReminderFacts } from './domain/timing';
import type { RenewalsRepo } from './repo';
import { renewalsService } from './service';

/**
 * A guard against catastrophic backtracking only (which takes seconds to hours on these inputs), not a speed
 * target: generous, so a loaded CI machine cannot fail it (speed lives in bench/).
 */
const REDOS_GUARD_MS = 1_000;

/**
 * Decision 0089 (after decision 0080): the renewal reminder in every language, sent by the renewals service to a test
 * sink the way an SMS adapter receives it, then stored through the dumpLogs service: the stored record holds neither
 * link (nor the policy's public id inside them), and keeps the rest of the words.
 */

const log = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;
const PUBLIC_ID = 'Pq7Rk2Lm9Xw4Zt6Yb3Nc8Vd1';
const NOW = new Date('2027-03-01T10:00:00+04:00');

/** One active policy with consent, 30 days before its end date, in `language`. */
function fakeRepo(language: LangCode) {
  const facts: ReminderFacts & { mobileNumber: string } = {
    mobileNumber: '501234567',
    status: 'active',
    endDate: '2027-03-31',
    reminderConsentAt: new Date('2026-03-01T00:00:00Z'),
    remindersStoppedAt: null,
    callFromMinute: 540,
    callToMinute: 1080,
    suppressed: false,
    stagesDone: [],
    numberRemindedToday: false,
  };
  const sent: number[] = [];
  const repo = {
    transaction: async <T>(fn: (tx: never) => Promise<T>) => fn({} as never),
    lockNumber: async () => undefined,
    candidates: async () => [{ policyId: 1, mobileNumber: '501234567' }],
    claimed: async () => [],
    facts: async () => ({ ...facts, stagesDone: sent.length ? [30 as const] : [] }),
    claim: async () => 11,
    lockClaimed: async () =>
      sent.length ? undefined : { id: 11, policyId: 1, stage: 30 as const, mobileNumber: '501234567' },
    markSent: async (_tx: unknown, id: number) => void sent.push(id),
    markSkipped: async () => undefined,
    markWaiting: async () => undefined,
    messageFacts: async () => ({
      publicId: PUBLIC_ID,
      productId: 1,
      endDate: '2027-03-31',
      language,
      insurerName: { en: 'Gulf Shield (demo)', ar: 'درع الخليج (تجريبي)' },
      policyInsurerName: null,
    }),
    outboxInsert: async () => undefined,
    policyByPublicId: async () => undefined,
    stop: async () => false,
  } as unknown as RenewalsRepo;
  return { repo, sent };
}

async function sendReminder(language: LangCode) {
  const texts: string[] = [];
  const sms: SmsAdapter = {
    async send(_mobile, text, opts) {
      expect(opts?.idempotencyKey).toBe('renewal-reminder-1-30');
      texts.push(text);
    },
  };
  const { repo, sent } = fakeRepo(language);
  const service = renewalsService({
    repo,
    sender: { kind: 'adapter', sms },
    origin: 'https://sahel.example',
    keys: { renewal: Buffer.alloc(32, 2), stop: Buffer.alloc(32, 3) },
    clock: () => NOW,
    log,
  });
  const report = await service.tick();
  expect(report).toMatchObject({ claimed: 1, sent: 1 });
  expect(sent).toEqual([11]);
  expect(texts).toHaveLength(1);
  const text = texts[0] as string;
  const links = text.match(/https:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(2);
  return { text, links };
}

async function storeAndRead(text: string) {
  const rows: NewClientLog[] = [];
  const repo = {
    async insert(row: NewClientLog) {
      rows.push(row);
    },
    async purgeOlderThan() {
      return 0;
    },
  } satisfies LogsRepo;
  await logsService(repo).store({
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

describe.each(LANG_CODES)('the renewal reminder in %s, stored through dumpLogs (decision 0089)', (lang) => {
  it('is in the holder language, with the renewal and stop links', async () => {
    const { text, links } = await sendReminder(lang);
    const t = tFor(lang);
    expect(text.startsWith(`${t('common:brand')}:`)).toBe(true);
    expect(text).toContain(t('products.1'));
    expect(links[0]).toContain('/car-insurance/renewal/');
    expect(links[1]).toContain('/r/stop/');
    if (lang !== 'en') for (const link of links) expect(link).toContain(`-ae/`);
  });

  it('loses both links', async () => {
    const { text, links } = await sendReminder(lang);
    for (const field of await storeAndRead(text)) {
      expect(field).not.toContain(PUBLIC_ID);
      for (const link of links) expect(field).not.toContain(link);
    }
    const stored = (await storeAndRead(text))[0] as string;
    expect(stored.split(REDACTED.token)).toHaveLength(3);
    // The words stay readable: only the links go.
    expect(stored).toContain(tFor(lang)('products.1'));
    // The part after the renewal link (the start cut off) is enough too.
    const first = links[0] as string;
    const tail = text.slice(text.indexOf(first) + first.length);
    expect(redactServerText(tail)).not.toContain(PUBLIC_ID);
  });

  it('without the templates the links would have stayed (the test can fail)', async () => {
    const { text } = await sendReminder(lang);
    expect(redactText(text)).toContain(PUBLIC_ID);
  });
});

describe('the reminder template', () => {
  it('stays linear on hostile 16 KB input shaped like it (the best of three runs)', () => {
    const inputs = [
      'Stop these reminders: '.repeat(750),
      'and compare: '.repeat(1_250),
      'compare:\\n'.repeat(1_600),
      'निर्त्താൻ: '.repeat(1_600),
      '\\n'.repeat(8_000),
      '/r/stop/'.repeat(2_000),
    ];
    for (const input of inputs) {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        redactServerText(input);
        best = Math.min(best, performance.now() - t0);
      }
      expect(best, input.slice(0, 12)).toBeLessThan(REDOS_GUARD_MS);
    }
  });
});
