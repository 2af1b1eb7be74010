/**
 * Fault scenario k (`npm run faults -- k`): the console's lead inbox while the app's PostgreSQL backends are
 * terminated. Ten team leads, enrolled with password and TOTP and signed in through the API, work 40 leads filed
 * through the site: each reads the inbox, reveals a lead's personal data (an audited read), adds a note and sets
 * its status at the version it knows, one of their own leads after another, while a separate connection runs
 * pg_terminate_backend on the app's busy backends every 200 ms for 20 s. A poller reads the inbox every 50 ms.
 * An action is retried after no answer or a 503 (a note with the same text); a 409 ends it (the version moved on).
 *
 * Afterwards the database is read directly. Every acknowledged action has its audit row (lost: 0); no action has
 * two, no note is stored twice and no status version is audited twice (duplicated: 0); and no change is in the
 * database without its audit row, acknowledged or not (unaudited: 0). Recovery is the longest time the inbox gave
 * no answer during and after the terminations; the same server process must answer throughout.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../src/server/modules/console/password';
import { newTotpSecret, totpCode } from '../../src/server/modules/console/totp';
import { leadBody } from '../../test/support/factories';
import type { ScenarioRow } from './insurer-events';

/** What the suite (run.ts) lends the scenario. */
export type ConsoleHarness = {
  base: () => string;
  databaseUrl: () => string;
  newDevice: () => Promise<{ uuid: string; token: string }>;
  health: () => Promise<number>;
  serverPid: () => number | undefined;
};

export type ConsoleRow = ScenarioRow & { unaudited: number };

const STAFF = 10;
const LEADS = 40;
const FAULT_MS = 20_000;
/** The inbox may give no answer for at most this long after a termination. */
const GAP_LIMIT_MS = 5_000;
const PASSWORD = 'faults console passphrase';
const STATUSES = ['contacted', 'no_answer', 'assigned', 'converted', 'lost'] as const;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Answer = { status: number; body: unknown };
type Tally = {
  answers: Record<string, number>;
  unexpected: string[];
  /** When an inbox read was answered 200 (clients and the poller). */
  inboxAt: number[];
  reveals: Map<number, number>;
  notes: Map<number, string>;
  statuses: Set<string>;
};

function caller(h: ConsoleHarness, tally: Tally) {
  return async (method: 'GET' | 'POST', path: string, cookie: string, body?: object): Promise<Answer> => {
    let status: number;
    let parsed: unknown = null;
    try {
      const r = await fetch(`${h.base()}${path}`, {
        method,
        headers: {
          // The console refuses a change from another site: a browser on the console page says same-origin.
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie: `sc_console=${cookie}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      status = r.status;
      const text = await r.text();
      parsed = text ? (JSON.parse(text) as unknown) : null;
      if (status === 200 && path.startsWith('/api/console/leads?')) tally.inboxAt.push(Date.now());
      if (status !== 200 && status !== 503 && status !== 409)
        tally.unexpected.push(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
    } catch {
      status = 0; // refused, reset or our own time-out
    }
    const label = status === 0 ? 'no answer' : String(status);
    tally.answers[label] = (tally.answers[label] ?? 0) + 1;
    return { status, body: parsed };
  };
}

type Call = ReturnType<typeof caller>;

/** Retried after no answer or a 503 until another answer or the drain deadline. */
async function retried(run: () => Promise<Answer>, until: () => number): Promise<Answer> {
  for (;;) {
    const a = await run();
    if ((a.status !== 0 && a.status !== 503) || Date.now() >= until()) return a;
    await sleep(a.status === 0 ? 100 : 200);
  }
}

/** Leads filed through the site (footer pop-up), their row ids. */
async function fileLeads(h: ConsoleHarness, db: pg.Client): Promise<number[]> {
  const device = await h.newDevice();
  const ids: string[] = [];
  const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  for (let i = 0; i < LEADS; i++) {
    const r = await fetch(`${h.base()}/api/lead_details`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: device.token },
      body: JSON.stringify(leadBody(`50${String(base + i * 37)}`)),
    });
    if (r.status !== 200) throw new Error(`lead: ${r.status} ${await r.text()}`);
    ids.push(((await r.json()) as { leadId: string }).leadId);
  }
  const rows = await db.query<{ id: number }>(`select id from leads where public_id = any($1) order by id`, [
    ids,
  ]);
  return rows.rows.map((r) => r.id);
}

/** Team leads of product 1, enrolled (password and TOTP secret), each signed in through the API: their cookies. */
async function signedInStaff(h: ConsoleHarness, db: pg.Client, call: Call): Promise<string[]> {
  // scrypt at 2^10: the stored hash names its cost, and the server checks it at that cost.
  const hash = await hashPassword(PASSWORD, 10);
  const run = randomBytes(4).toString('hex');
  const cookies: string[] = [];
  for (let i = 0; i < STAFF; i++) {
    const email = `faults-k-${run}-${i}@sahel.example`;
    const secret = newTotpSecret();
    await db.query(
      `insert into console_staff (email, display_name, role, products, password_hash, totp_secret, totp_last_step)
       values ($1, $2, 'team_lead', '{1}', $3, $4, 0)`,
      [email, `Fault desk ${i}`, hash, secret],
    );
    const step1 = await call('POST', '/api/console/sign-in', '', { email, password: PASSWORD });
    const ticket = (step1.body as { data?: { ticket?: string } } | null)?.data?.ticket;
    if (step1.status !== 200 || !ticket) throw new Error(`sign-in: ${step1.status}`);
    const r = await fetch(`${h.base()}/api/console/sign-in/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ ticket, code: await totpCode(secret, new Date()) }),
    });
    const cookie = /sc_console=([^;]*)/.exec(r.headers.get('set-cookie') ?? '')?.[1];
    if (r.status !== 200 || !cookie) throw new Error(`sign-in code: ${r.status} ${await r.text()}`);
    cookies.push(cookie);
  }
  return cookies;
}

/** One staff member's round on one lead: the inbox, the reveal, a note, a status at the known version. */
async function round(
  call: Call,
  cookie: string,
  lead: number,
  versions: Map<number, number>,
  n: number,
  tally: Tally,
  until: () => number,
) {
  await call('GET', '/api/console/leads?product=1&limit=25', cookie);
  const reveal = await retried(() => call('POST', `/api/console/leads/${lead}/reveal`, cookie), until);
  if (reveal.status === 200) tally.reveals.set(lead, (tally.reveals.get(lead) ?? 0) + 1);
  const text = `fault note ${randomBytes(9).toString('base64url')}`;
  const note = await retried(() => call('POST', `/api/console/leads/${lead}/notes`, cookie, { text }), until);
  const noteId = (note.body as { data?: { id?: number } } | null)?.data?.id;
  if (note.status === 200 && noteId !== undefined) tally.notes.set(noteId, text);
  const version = versions.get(lead) ?? 0;
  const status = STATUSES[n % STATUSES.length]!;
  const set = await retried(
    () => call('POST', `/api/console/leads/${lead}/status`, cookie, { status, version }),
    until,
  );
  const changed = (set.body as { data?: { version?: number } } | null)?.data?.version;
  if (set.status === 200 && changed !== undefined) {
    versions.set(lead, changed);
    tally.statuses.add(`${lead}:${changed}`);
  } else if (set.status === 409) {
    // A retry whose first try was stored: the lead page says where the version is now.
    const page = await retried(() => call('GET', `/api/console/leads/${lead}`, cookie), until);
    const v = (page.body as { data?: { lead?: { version?: number } } } | null)?.data?.lead?.version;
    if (v !== undefined) versions.set(lead, v);
  }
}

/** The longest stretch without an inbox answer from `from` to the first answer after `to`. */
function longestGap(at: number[], from: number, to: number): number | undefined {
  const sorted = [...at].sort((a, b) => a - b);
  const after = sorted.find((t) => t >= to);
  if (after === undefined) return undefined;
  let prev = from;
  let gap = 0;
  for (const t of sorted) {
    if (t < from) continue;
    gap = Math.max(gap, t - prev);
    prev = t;
    if (t >= after) break;
  }
  return gap;
}

export async function consoleTerminations(h: ConsoleHarness): Promise<ConsoleRow> {
  const tally: Tally = {
    answers: {},
    unexpected: [],
    inboxAt: [],
    reveals: new Map(),
    notes: new Map(),
    statuses: new Set(),
  };
  const call = caller(h, tally);
  const db = new pg.Client({ connectionString: h.databaseUrl() });
  await db.connect();
  let leadIds: number[];
  let cookies: string[];
  try {
    leadIds = await fileLeads(h, db);
    cookies = await signedInStaff(h, db, call);
  } finally {
    await db.end();
  }
  tally.answers = {}; // the set-up's own calls are not the scenario's answers
  const appBefore = h.serverPid();
  const versions = new Map<number, number>();
  let running = true;
  let drainEnd = Number.POSITIVE_INFINITY;
  const until = () => drainEnd;
  const clients = cookies.map(async (cookie, c) => {
    const mine = leadIds.filter((_, i) => i % STAFF === c);
    for (let n = 0; running; n++) {
      await round(call, cookie, mine[n % mine.length]!, versions, n, tally, until);
      await sleep(20);
    }
  });
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await call('GET', '/api/console/leads?product=1&limit=25', cookies[0]!);
      await sleep(50);
    }
  })();

  await sleep(2_000);
  const killer = new pg.Client({ connectionString: h.databaseUrl(), application_name: 'fault-suite' });
  await killer.connect();
  killer.on('error', () => undefined); // the database going away with the server is judged below, not a crash here
  let terminated = 0;
  const faultFrom = Date.now();
  while (Date.now() < faultFrom + FAULT_MS) {
    const r = await killer.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state in ('active', 'idle in transaction', 'idle in transaction (aborted)')`,
    );
    terminated += r.rows[0]?.n ?? 0;
    await sleep(200);
  }
  const faultTo = Date.now();
  await killer.end();
  await sleep(2_000);
  running = false;
  drainEnd = Date.now() + 60_000;
  await Promise.all(clients);
  polling = false;
  await poller;
  for (const u of tally.unexpected.slice(0, 3)) process.stdout.write(`[faults] unexpected answer: ${u}\n`);

  const gap = longestGap(tally.inboxAt, faultFrom, faultTo);
  const row = await audit(h, leadIds, tally);
  const sameApp = appBefore !== undefined && h.serverPid() === appBefore;
  process.stdout.write(
    `[faults] k. ${terminated} backends terminated; acknowledged ${[...tally.reveals.values()].reduce((a, b) => a + b, 0)} reveals, ` +
      `${tally.notes.size} notes, ${tally.statuses.size} status changes; ${tally.inboxAt.length} inbox answers, ` +
      `longest gap ${gap ?? '-'} ms; ${row.unaudited} changes without an audit row\n`,
  );
  return {
    scenario: 'k. console inbox: pg_terminate_backend every 200 ms, 20 s',
    faults: terminated,
    serverUp: sameApp && gap !== undefined && gap <= GAP_LIMIT_MS && (await h.health()) === 200,
    recoveryMs: gap,
    answers: tally.answers,
    ...row,
  };
}

/** The audit rows, notes and versions the database holds for these leads, against what the staff were told. */
async function audit(h: ConsoleHarness, leadIds: number[], tally: Tally) {
  const db = new pg.Client({ connectionString: h.databaseUrl() });
  await db.connect();
  try {
    const targets = leadIds.map((id) => `lead:${id}`);
    const rows = await db.query<{
      action: string;
      target: string;
      note: string | null;
      version: string | null;
    }>(
      `select action, target, details->>'note' as note, details->>'version' as version from console_audit_log
        where target = any($1) and action in ('lead.personal-data.read', 'lead.note', 'lead.status')`,
      [targets],
    );
    const count = new Map<string, number>();
    const add = (k: string) => count.set(k, (count.get(k) ?? 0) + 1);
    for (const r of rows.rows) {
      if (r.action === 'lead.personal-data.read') add(`read:${r.target}`);
      else if (r.action === 'lead.note') add(`note:${r.note}`);
      else add(`status:${r.target.slice(5)}:${r.version}`);
    }
    let acknowledged = 0;
    let stored = 0;
    let duplicated = 0;
    // Reveals: no key tells one read from another; a lead needs at least as many rows as reads acknowledged.
    for (const [lead, n] of tally.reveals) {
      acknowledged += n;
      stored += Math.min(n, count.get(`read:lead:${lead}`) ?? 0);
    }
    for (const id of tally.notes.keys()) {
      acknowledged++;
      if (count.has(`note:${id}`)) stored++;
    }
    for (const key of tally.statuses) {
      acknowledged++;
      if (count.has(`status:${key}`)) stored++;
    }
    for (const [k, n] of count) if (!k.startsWith('read:')) duplicated += n - 1;
    // Notes stored twice (a retry after a lost answer), and changes without their audit row.
    const notes = await db.query<{ id: string; text: string }>(
      `select id::text, text from console_lead_notes where lead_id = any($1)`,
      [leadIds],
    );
    const texts = new Map<string, number>();
    for (const n of notes.rows) texts.set(n.text, (texts.get(n.text) ?? 0) + 1);
    for (const n of texts.values()) duplicated += n - 1;
    let unaudited = notes.rows.filter((n) => !count.has(`note:${n.id}`)).length;
    const work = await db.query<{ lead_id: number; version: number }>(
      `select lead_id, version from console_lead_work where lead_id = any($1)`,
      [leadIds],
    );
    for (const w of work.rows)
      for (let v = 1; v <= w.version; v++) if (!count.has(`status:${w.lead_id}:${v}`)) unaudited++;
    return { acknowledged, stored, lost: acknowledged - stored, duplicated, unaudited };
  } finally {
    await db.end();
  }
}
