import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { createJobQueue, type JobQueue } from '../../src/server/lib/job-queue';
import { newPublicId } from '../../src/server/lib/public-id';
import { myDataRepo } from '../../src/server/modules/my-data/repo';
import { httpSmsAdapter } from '../../src/server/modules/otp/sms/http';
import { RENEWALS_CRON, RENEWALS_QUEUE } from '../../src/server/modules/renewals';
import { addDays } from '../../src/server/modules/renewals/domain/timing';
import { renewalLinkKey } from '../../src/server/modules/renewals/link';
import { renewalsRepo } from '../../src/server/modules/renewals/repo';
import { renewalsService, type ReminderSender } from '../../src/server/modules/renewals/service';
import { stopLinkKey } from '../../src/server/modules/renewals/stop-link';
import { tFor } from '../../src/shared/i18n/catalogues';
import { formatDayMonthYear } from '../../src/shared/i18n/date-format';
import { renderDocument } from '../../src/web/entry-server';
import { deviceRow, enquiryRow } from '../support/factories';
import { checkAnswers } from './answer-check';
import { freshDatabase, testAssets, testConfig, type TestDatabase } from './helpers';

/**
 * The renewal radar (decision 0089) on a real database, driven by an injected clock: the pg-boss job runs at the
 * times the test sets, and reminders go out 30, 14 and 3 days before the end date, inside 09:00-18:00 UAE time and
 * the policy's call window, once per stage, at most one a day per number, never after 'Stop reminders', a
 * withdrawal in 'Who has my number' or to a suppressed number; a kill between claim and send loses nothing and
 * doubles nothing; a new app instance keeps the schedule.
 */

const END = '2027-03-31';
const before = (days: number) => addDays(END, -days);
/** A UAE wall-clock time (Asia/Dubai, UTC+4). */
const uae = (day: string, hhmm = '10:00') => new Date(`${day}T${hhmm}:00+04:00`);

const log = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

let ctx: TestDatabase;
let app: FastifyInstance;
let sender: JobQueue;
/** The injected clock every app instance reads. */
let now = uae(before(40));
let insurer: { id: number; en: string; ar: string };

async function startApp(): Promise<FastifyInstance> {
  const config = testConfig({
    RATE_LIMIT_WRITE_PER_IP: '1000000',
    RATE_LIMIT_READ_PER_IP: '1000000',
  });
  const a = await buildApp({
    config,
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    beforeRoutes: checkAnswers,
    clock: () => now,
  });
  await a.ready();
  return a;
}

/** One run of the job at `at`, through pg-boss and the app's worker, as the schedule sends it. */
async function runJob(at: Date): Promise<void> {
  now = at;
  const id = await sender.send(RENEWALS_QUEUE, {});
  const deadline = Date.now() + 20_000;
  for (;;) {
    const r = await ctx.db.execute<{ state: string }>(
      sql`select state from pgboss.job where id = ${id}::uuid`,
    );
    const state = r.rows[0]?.state;
    if (state === 'completed') return;
    if (state === 'failed' || Date.now() > deadline) throw new Error(`renewal job ${state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let numberSeq = 0;
const newNumber = () => `55${String(3_000_000 + ++numberSeq).padStart(7, '0')}`;

async function policy(
  opts: {
    mobile?: string;
    endDate?: string;
    consent?: boolean;
    from?: number;
    to?: number;
    language?: 'en' | 'ar' | 'hi' | 'ml';
  } = {},
): Promise<{ id: number; publicId: string; mobile: string }> {
  const mobile = opts.mobile ?? newNumber();
  let enquiryId: number | null = null;
  if (opts.language) {
    const device = await deviceRow(ctx.db);
    const publicId = await enquiryRow(ctx.db, device.deviceUuid, 1, {}, 'ready');
    const r = await ctx.db.execute<{ id: number }>(sql`
      update enquiries set language = ${opts.language}, mobile_number = ${mobile}
      where public_id = ${publicId} returning id`);
    enquiryId = r.rows[0]?.id ?? null;
  }
  const publicId = newPublicId();
  const r = await ctx.db.execute<{ id: number }>(sql`
    insert into policies (public_id, mobile_number, country_product_id, status, policy_number, start_date, end_date,
      data, insurer_id, enquiry_id, reminder_consent_at, call_from_minute, call_to_minute)
    values (${publicId}, ${mobile}, 1, 'active', ${`RR-${publicId.slice(0, 10)}`}, ${addDays(opts.endDate ?? END, -395)},
      ${opts.endDate ?? END}, '{}'::jsonb, ${insurer.id}, ${enquiryId},
      ${opts.consent === false ? null : new Date('2026-03-01T00:00:00Z')}, ${opts.from ?? 540}, ${opts.to ?? 1080})
    returning id`);
  return { id: r.rows[0]!.id, publicId, mobile };
}

const outbox = async (mobile: string) =>
  (
    await ctx.db.execute<{ body: string }>(sql`
      select body from sms_outbox where mobile_number = ${mobile} order by id`)
  ).rows.map((r) => r.body);

const reminders = async (policyId: number) =>
  (
    await ctx.db.execute<{ stage: number; state: string; reason: string | null; sent_on: string | null }>(sql`
      select stage, state, reason, sent_on from renewal_reminders where policy_id = ${policyId} order by stage desc`)
  ).rows;

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const links = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
const pathOf = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  const r = await ctx.db.execute<{ id: number; en: string; ar: string }>(sql`
    select id, data->'name'->>'en' as en, data->'name'->>'ar' as ar from insurers order by id limit 1`);
  insurer = r.rows[0]!;
  app = await startApp();
  sender = createJobQueue({ pool: ctx.db.$client, log, work: false });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

describe('renewal reminders on an injected clock', () => {
  let p1: Awaited<ReturnType<typeof policy>>;
  let windowed: Awaited<ReturnType<typeof policy>>;
  let twinA: Awaited<ReturnType<typeof policy>>;
  let twinB: Awaited<ReturnType<typeof policy>>;
  let stopped: Awaited<ReturnType<typeof policy>>;
  let suppressed: Awaited<ReturnType<typeof policy>>;
  let withdrawn: Awaited<ReturnType<typeof policy>>;
  let noConsent: Awaited<ReturnType<typeof policy>>;

  beforeAll(async () => {
    p1 = await policy({ language: 'ar' });
    windowed = await policy({ from: 16 * 60, to: 17 * 60 });
    const shared = newNumber();
    twinA = await policy({ mobile: shared });
    twinB = await policy({ mobile: shared });
    stopped = await policy({ language: 'hi' });
    suppressed = await policy();
    await ctx.db.execute(sql`
      insert into contact_suppressions (mobile_number, reason) values (${suppressed.mobile}, 'visitor')`);
    withdrawn = await policy();
    noConsent = await policy({ consent: false });
  });

  it('31 days before: nothing', async () => {
    await runJob(uae(before(31)));
    for (const p of [p1, windowed, twinA, stopped, suppressed, withdrawn, noConsent])
      expect(await outbox(p.mobile)).toEqual([]);
  });

  it('30 days before, 08:30 UAE time: nothing (outside 09:00-18:00)', async () => {
    await runJob(uae(before(30), '08:30'));
    expect(await outbox(p1.mobile)).toEqual([]);
    expect(await reminders(p1.id)).toEqual([]);
  });

  it('30 days before, 10:00: the 30-day reminder, in the holder language, with both links', async () => {
    await runJob(uae(before(30)));
    const sent = await outbox(p1.mobile);
    expect(sent).toHaveLength(1);
    const text = sent[0]!;
    expect(text).toContain(insurer.ar);
    expect(text).toContain(formatDayMonthYear(END, 'ar'));
    expect(text).toContain(tFor('ar')('products.1'));
    const [renewal, stop] = links(text);
    expect(pathOf(renewal!)).toMatch(/^\/ar-ae\/car-insurance\/renewal\/[A-Za-z0-9_-]{53}\/$/);
    expect(pathOf(stop!)).toMatch(/^\/ar-ae\/r\/stop\/[A-Za-z0-9_-]{46}\/$/);
    expect(await reminders(p1.id)).toEqual([{ stage: 30, state: 'sent', reason: null, sent_on: before(30) }]);
  });

  it('the same day again: never twice', async () => {
    await runJob(uae(before(30), '10:10'));
    await runJob(uae(before(30), '17:50'));
    expect(await outbox(p1.mobile)).toHaveLength(1);
  });

  it("outside the policy's call window: waits for it, the same day", async () => {
    expect(await outbox(windowed.mobile)).toEqual([]);
    await runJob(uae(before(30), '16:30'));
    expect(await outbox(windowed.mobile)).toHaveLength(1);
  });

  it('two policies of one number: one reminder a day, the second the next day', async () => {
    expect(await outbox(twinA.mobile)).toHaveLength(1);
    const first = [...(await reminders(twinA.id)), ...(await reminders(twinB.id))];
    expect(first).toEqual([{ stage: 30, state: 'sent', reason: null, sent_on: before(30) }]);
    await runJob(uae(before(29)));
    expect(await outbox(twinA.mobile)).toHaveLength(2);
    const days = [...(await reminders(twinA.id)), ...(await reminders(twinB.id))]
      .map((r) => r.sent_on)
      .sort();
    expect(days).toEqual([before(30), before(29)]);
  });

  it('29 days before: nothing more for a policy whose 30-day reminder went out', async () => {
    expect(await outbox(p1.mobile)).toHaveLength(1);
  });

  it("'Stop reminders': the GET asks and changes nothing, the POST stops", async () => {
    const text = (await outbox(stopped.mobile))[0]!;
    const stopPath = pathOf(links(text)[1]!);
    expect(stopPath.startsWith('/hi-ae/r/stop/')).toBe(true);
    const get = await app.inject({
      method: 'GET',
      url: stopPath,
      headers: { 'user-agent': 'WhatsApp/2.23' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['cache-control']).toBe('no-store');
    expect(get.headers['x-robots-tag']).toContain('noindex');
    expect(get.body).toContain('<form method="post">');
    expect(get.body).toContain('lang="hi"');
    const unchanged = await ctx.db.execute<{ s: Date | null }>(sql`
      select reminders_stopped_at as s from policies where id = ${stopped.id}`);
    expect(unchanged.rows[0]?.s).toBeNull();

    const post = await app.inject({
      method: 'POST',
      url: stopPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('role="status"');
    const after = await ctx.db.execute<{ s: Date | null }>(sql`
      select reminders_stopped_at as s from policies where id = ${stopped.id}`);
    expect(after.rows[0]?.s).not.toBeNull();
    const again = await app.inject({ method: 'POST', url: stopPath });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('role="status"');

    // A tampered token (a letter of the MAC changed, also the last one, whose low bits a decoder ignores) or another
    // policy's id with this MAC: 404, nothing changes.
    const token = stopPath.split('/')[4]!;
    const swap = (c: string) => (c === 'A' ? 'B' : 'A');
    const forged = [
      token.slice(0, 30) + swap(token[30]!) + token.slice(31),
      // The same bytes spelled differently: the last character with its lowest bit flipped.
      token.slice(0, -1) + B64URL[B64URL.indexOf(token.at(-1)!) ^ 1],
    ];
    for (const bad of [...forged, p1.publicId + token.slice(24)]) {
      const r = await app.inject({ method: 'POST', url: `/r/stop/${bad}/` });
      expect(r.statusCode).toBe(404);
    }
    const p1Row = await ctx.db.execute<{ s: Date | null }>(sql`
      select reminders_stopped_at as s from policies where id = ${p1.id}`);
    expect(p1Row.rows[0]?.s).toBeNull();
  });

  it("a withdrawal in 'Who has my number' stops them, even once the suppression is lifted", async () => {
    expect(await outbox(withdrawn.mobile)).toHaveLength(1);
    const repo = myDataRepo(ctx.db);
    await repo.withdraw(withdrawn.mobile);
    await repo.lift(withdrawn.mobile);
    const r = await ctx.db.execute<{ s: Date | null }>(sql`
      select reminders_stopped_at as s from policies where id = ${withdrawn.id}`);
    expect(r.rows[0]?.s).not.toBeNull();
  });

  it('14 days before: the 14-day reminder, not after a stop, a withdrawal, to a suppressed number or without consent', async () => {
    await runJob(uae(before(14)));
    expect(await outbox(p1.mobile)).toHaveLength(2);
    expect(await outbox(stopped.mobile)).toHaveLength(1);
    expect(await outbox(withdrawn.mobile)).toHaveLength(1);
    expect(await outbox(suppressed.mobile)).toEqual([]);
    expect(await outbox(noConsent.mobile)).toEqual([]);
  });

  it('a new app instance picks up the schedule and goes on where the first stopped', async () => {
    await app.close();
    app = await startApp();
    const s = await ctx.db.execute<{ cron: string; timezone: string }>(sql`
      select cron, timezone from pgboss.schedule where name = ${RENEWALS_QUEUE}`);
    expect(s.rows).toEqual([{ cron: RENEWALS_CRON, timezone: 'Asia/Dubai' }]);
    await runJob(uae(before(14), '11:00'));
    expect(await outbox(p1.mobile)).toHaveLength(2);
  });

  it('3 days before: the 3-day reminder; then nothing to the end date and after', async () => {
    await runJob(uae(before(3)));
    expect(await outbox(p1.mobile)).toHaveLength(3);
    for (const day of [before(2), before(1), END, addDays(END, 1)]) await runJob(uae(day));
    expect(await outbox(p1.mobile)).toHaveLength(3);
    expect((await reminders(p1.id)).map((r) => [r.stage, r.state, r.sent_on])).toEqual([
      [30, 'sent', before(30)],
      [14, 'sent', before(14)],
      [3, 'sent', before(3)],
    ]);
    // Exactly on those days, nothing to the suppressed number or without consent.
    expect(await outbox(suppressed.mobile)).toEqual([]);
    expect(await outbox(noConsent.mobile)).toEqual([]);
    expect(await reminders(noConsent.id)).toEqual([]);
  });
});

describe('a kill between claim and send', () => {
  const keys = () => {
    const secret = testConfig().secrets.sessionSecret;
    return { renewal: renewalLinkKey(secret), stop: stopLinkKey(secret) };
  };
  const service = (senderOf: ReminderSender, afterClaim?: () => void) =>
    renewalsService({
      repo: renewalsRepo(ctx.db),
      sender: senderOf,
      origin: 'http://localhost:3000',
      keys: keys(),
      clock: () => now,
      log,
      afterClaim,
    });

  it('outbox: the claimed row is sent by the next run, exactly once', async () => {
    const end = '2027-06-30';
    const p = await policy({ endDate: end });
    const at = uae(addDays(end, -30));
    let kills = 1;
    const killed = service({ kind: 'outbox' }, () => {
      if (kills-- > 0) throw new Error('killed after the claim');
    });
    await expect(killed.tick(at)).rejects.toThrow('killed after the claim');
    expect(await reminders(p.id)).toEqual([
      { stage: 30, state: 'claimed', reason: null, sent_on: addDays(end, -30) },
    ]);
    expect(await outbox(p.mobile)).toEqual([]);
    // The next run (here the app's job) delivers it; more runs change nothing.
    await runJob(at);
    await runJob(uae(addDays(end, -30), '11:00'));
    expect(await outbox(p.mobile)).toHaveLength(1);
    expect(await reminders(p.id)).toEqual([
      { stage: 30, state: 'sent', reason: null, sent_on: addDays(end, -30) },
    ]);
  });

  it('a claimed row left after a stop is skipped, not sent', async () => {
    const end = '2027-07-31';
    const p = await policy({ endDate: end });
    const at = uae(addDays(end, -14));
    await expect(
      service({ kind: 'outbox' }, () => {
        throw new Error('killed');
      }).tick(at),
    ).rejects.toThrow();
    await ctx.db.execute(sql`update policies set reminders_stopped_at = now() where id = ${p.id}`);
    await service({ kind: 'outbox' }).tick(at);
    expect(await outbox(p.mobile)).toEqual([]);
    // The 30-day stage's window had passed when the 14-day one was claimed: recorded as skipped.
    expect(await reminders(p.id)).toEqual([
      { stage: 30, state: 'skipped', reason: 'window_passed', sent_on: null },
      { stage: 14, state: 'skipped', reason: 'stopped', sent_on: null },
    ]);
  });

  describe('http adapter', () => {
    let provider: Server;
    let url = '';
    const received: { to: string; key: string | undefined }[] = [];

    beforeAll(async () => {
      provider = createServer((req, res) => {
        let raw = '';
        req.on('data', (c: Buffer) => (raw += c.toString()));
        req.on('end', () => {
          const body = JSON.parse(raw) as { to: string };
          received.push({ to: body.to, key: req.headers['idempotency-key'] as string | undefined });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`;
    });
    afterAll(() => new Promise((resolve) => provider?.close(resolve)));

    it('a kill after the provider accepted resends with the same idempotency key, and the row is sent once', async () => {
      const end = '2027-08-31';
      const p = await policy({ endDate: end });
      const at = uae(addDays(end, -3));
      const http = httpSmsAdapter({ url, token: 't', sender: 'Sahel' });
      let kills = 1;
      // Accepted by the provider, then the process dies before the row is marked sent.
      const dying: ReminderSender = {
        kind: 'adapter',
        sms: {
          async send(mobile, text, opts) {
            await http.send(mobile, text, opts);
            if (kills-- > 0) throw new Error('killed after the provider accepted');
          },
        },
      };
      const first = await service(dying).tick(at);
      expect(first).toMatchObject({ claimed: 1, failed: 1 });
      expect(await reminders(p.id)).toContainEqual(expect.objectContaining({ stage: 3, state: 'claimed' }));
      const second = await service(dying).tick(at);
      expect(second).toMatchObject({ sent: 1 });
      await service(dying).tick(at);
      const mine = received.filter((r) => r.to === `+971${p.mobile}`);
      expect(mine).toHaveLength(2);
      expect(mine[0]?.key).toBe(`renewal-reminder-${p.id}-3`);
      expect(mine[1]?.key).toBe(mine[0]?.key);
      expect(await reminders(p.id)).toContainEqual({
        stage: 3,
        state: 'sent',
        reason: null,
        sent_on: addDays(end, -3),
      });
    });
  });
});
