/**
 * Fault scenario j (decision 0085, `npm run faults -- j`): insurers' events delivered with retries while the app is
 * killed. The suite stores pending purchases (a policy and its handoff, as Buy stores them) on real travel quotes,
 * then 20 insurer clients deliver signed events, one purchase after another: every fifth gets a `payment.declined`
 * first, then each a `policy.issued`, and a quarter of the acknowledged events are delivered again (a job re-run
 * after a lost answer). Each delivery is retried, signed anew, after no answer, a 503 or a 5xx until it is answered
 * 200. After 3 s the serving process is killed (SIGKILL) and `npm start` runs again on the same data.
 *
 * Afterwards the database is read directly: every acknowledged `policy.issued` has its policy active with its
 * number (lost: 0); every acknowledged event is stored once and no other is (duplicated: 0).
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { signatureHeader } from '../../src/server/lib/insurer-signature';
import { newPublicId } from '../../src/server/lib/public-id';
import { daysFromToday, yearsAgo } from '../../test/support/factories';

/** What the suite (run.ts) lends the scenario. */
export type FaultHarness = {
  base: () => string;
  databaseUrl: () => string;
  newDevice: () => Promise<{ uuid: string; token: string }>;
  /** Scenario c's fault: SIGKILL the serving process, `npm start` again; recovery time when it served again. */
  killAndRestart: () => Promise<{ kills: number; recoveryMs?: number }>;
  health: () => Promise<number>;
};

/** The row run.ts prints and judges. */
export type ScenarioRow = {
  scenario: string;
  faults: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicated: number;
  answers: Record<string, number>;
  serverUp: boolean;
  recoveryMs?: number;
};

const CLIENTS = 20;
/** Purchases stored before the load: more than 20 clients deliver in the scenario's seconds. */
const POOL = 5_000;
const CODES = [
  'falcon-crest',
  'dune-harbour',
  'pearl-gate',
  'oasis-meridian',
  'saffron-shield',
  'crescent-tide',
  'palm-lantern',
  'sandstone-guardian',
  'azure-dhow',
  'golden-ghaf',
  'mirage-point',
  'coral-minaret',
  'nomad-star',
  'silver-oryx',
];
const secretOf = (code: string) => `faults-insurer-secret-${code}`.padEnd(48, '.');

/** INSURER_SECRETS for the app the suite starts: the suite signs as every catalogue insurer. */
export function insurerFaultEnv(): Record<string, string> {
  return { INSURER_SECRETS: CODES.map((c) => `${c}=${secretOf(c)}`).join(',') };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Purchase = {
  publicId: string;
  handoffId: string;
  code: string;
  quoteId: string;
  net: number;
  vat: number;
};

/** Travel quotes for one stored enquiry (priced by the app), then POOL pending purchases on them in one statement. */
async function storePurchases(h: FaultHarness, db: pg.Client): Promise<Purchase[]> {
  const device = await h.newDevice();
  const enquiryId = newPublicId();
  const answers = {
    tripType: 'single',
    travelRegion: 'schengen',
    travelDates: [daysFromToday(30), daysFromToday(43)],
    travelCategory: '5',
    travellerDob: yearsAgo(34),
  };
  await db.query(
    `insert into enquiries (public_id, device_id, country_product_id, source_id, status, stage, answers,
       mobile_number, mobile_verified_at)
     select $1, id, 2, 2, 'submitted', 2, $2::jsonb, '501234567', now() from devices where device_uuid = $3`,
    [enquiryId, JSON.stringify(answers), device.uuid],
  );
  const r = await fetch(`${h.base()}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: device.token },
    body: JSON.stringify({ enquiryId, groupBy: 'providerId' }),
  });
  if (r.status !== 200) throw new Error(`quotes: ${r.status} ${await r.text()}`);
  const ids = ((await r.json()) as { quotes: { quoteId: string }[] }).quotes.map((q) => q.quoteId);
  const quotes = await db.query<{
    id: number;
    public_id: string;
    provider_id: number;
    slug: string;
    net: number;
    vat: number;
    enquiry_id: number;
    device_id: number;
  }>(
    `select q.id, q.public_id, q.provider_id, i.slug, (q.breakdown->>'netFils')::int as net,
            (q.breakdown->>'vatFils')::int as vat, q.enquiry_id, e.device_id
       from quotes q join insurers i on i.id = q.provider_id join enquiries e on e.id = q.enquiry_id
      where q.public_id = any($1)`,
    [ids],
  );
  if (quotes.rows.length === 0) throw new Error('no travel quotes');
  const purchases: (Purchase & { rowId: number; insurerId: number })[] = [];
  for (let i = 0; i < POOL; i++) {
    const q = quotes.rows[i % quotes.rows.length]!;
    purchases.push({
      publicId: newPublicId(),
      handoffId: `${randomBytes(32).toString('base64url')}.${randomBytes(16).toString('base64url')}`,
      code: q.slug,
      quoteId: q.public_id,
      net: q.net,
      vat: q.vat,
      rowId: q.id,
      insurerId: q.provider_id,
    });
  }
  const { enquiry_id: enquiry, device_id: deviceRow } = quotes.rows[0]!;
  await db.query(
    `with p as (
       insert into policies (public_id, mobile_number, country_product_id, status, insurer_id, quote_id, enquiry_id,
                             device_id, premium_fils, vat_fils)
       select pub, '501234567', 2, 'pending', ins, q, $6, $7, net, vat
         from unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) as t(pub, ins, q, net, vat)
       returning id, public_id, insurer_id, quote_id)
     insert into handoffs (id_hash, policy_id, quote_id, insurer_id, payload, expires_at)
     select h.hash, p.id, p.quote_id, p.insurer_id, '{}'::jsonb, now() + interval '15 minutes'
       from p join unnest($1::text[], $8::text[]) as h(pub, hash) on h.pub = p.public_id`,
    [
      purchases.map((p) => p.publicId),
      purchases.map((p) => p.insurerId),
      purchases.map((p) => p.rowId),
      purchases.map((p) => p.net),
      purchases.map((p) => p.vat),
      enquiry,
      deviceRow,
      purchases.map((p) => createHash('sha256').update(p.handoffId).digest('hex')),
    ],
  );
  return purchases;
}

type Tally = {
  /** Event id → the policy and (policy.issued) its number, once answered 200. */
  acked: Map<string, { policy: string; number?: string }>;
  answers: Record<string, number>;
  unexpected: string[];
};

/** One event delivered until it is answered 200 (or the drain deadline passes), signed anew on each try. */
async function deliver(h: FaultHarness, code: string, body: string, tally: Tally, until: () => number) {
  while (Date.now() < until()) {
    let status: number;
    let text = '';
    try {
      const r = await fetch(`${h.base()}/api/insurers/${code}/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-sahel-signature': signatureHeader(Buffer.from(secretOf(code)), body, Date.now() / 1000),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      status = r.status;
      text = await r.text();
    } catch {
      status = 0; // refused, reset or our own time-out
    }
    const label = status === 0 ? 'no answer' : String(status);
    tally.answers[label] = (tally.answers[label] ?? 0) + 1;
    if (status === 200) return true;
    if (status !== 0 && status < 500) {
      tally.unexpected.push(`${status} ${text.slice(0, 200)}`);
      return false;
    }
    await sleep(status === 0 ? 100 : 200);
  }
  return false;
}

/** A purchase's events: maybe a declined payment first, then the issue; a quarter of them delivered again. */
async function settle(h: FaultHarness, p: Purchase, n: number, tally: Tally, until: () => number) {
  const event = (type: string, extra: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      createdAt: new Date().toISOString(),
      data: { handoffId: p.handoffId, quoteId: p.quoteId, ...extra },
    });
  const number = `FLT-${p.publicId.slice(0, 12)}`;
  const events = [
    ...(n % 5 === 0 ? [{ body: event('payment.declined', {}), number: undefined }] : []),
    {
      body: event('policy.issued', {
        policyNumber: number,
        premiumFils: p.net,
        vatFils: p.vat,
        startDate: daysIso(1),
        endDate: daysIso(365),
        documents: [{ kind: 'schedule', name: 'Policy schedule' }],
      }),
      number,
    },
  ];
  for (const e of events) {
    if (!(await deliver(h, p.code, e.body, tally, until))) return;
    const id = (JSON.parse(e.body) as { id: string }).id;
    tally.acked.set(id, { policy: p.publicId, number: e.number });
    if (Math.random() < 0.25) await deliver(h, p.code, e.body, tally, until);
  }
}

const daysIso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function insurerEventKills(h: FaultHarness): Promise<ScenarioRow> {
  const db = new pg.Client({ connectionString: h.databaseUrl() });
  await db.connect();
  let purchases: Purchase[];
  try {
    purchases = await storePurchases(h, db);
  } finally {
    await db.end();
  }
  const tally: Tally = { acked: new Map(), answers: {}, unexpected: [] };
  let next = 0;
  let running = true;
  let drainEnd = Number.POSITIVE_INFINITY;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running && next < purchases.length) {
      const n = next++;
      await settle(h, purchases[n]!, n, tally, () => drainEnd);
      await sleep(20);
    }
  });
  await sleep(3_000);
  const fault = await h.killAndRestart();
  await sleep(3_000);
  running = false;
  drainEnd = Date.now() + 150_000;
  await Promise.all(clients);
  for (const u of tally.unexpected.slice(0, 3)) process.stdout.write(`[faults] unexpected answer: ${u}\n`);
  const row = await audit(h, purchases.slice(0, next), tally);
  process.stdout.write(
    `[faults] j. ${next} purchases settled, ${tally.acked.size} events acknowledged, ` +
      `${tally.answers['no answer'] ?? 0} deliveries unanswered across the kill\n`,
  );
  return {
    scenario: 'j. insurer events: app SIGKILL, npm start again',
    faults: fault.kills,
    serverUp: fault.recoveryMs !== undefined && fault.recoveryMs <= 30_000 && (await h.health()) === 200,
    recoveryMs: fault.recoveryMs,
    answers: tally.answers,
    ...row,
  };
}

/** The policies and events the database holds for the purchases settled, against what the clients were told. */
async function audit(h: FaultHarness, settled: Purchase[], tally: Tally) {
  const db = new pg.Client({ connectionString: h.databaseUrl() });
  await db.connect();
  try {
    const ids = settled.map((p) => p.publicId);
    const pol = await db.query<{ public_id: string; status: string; policy_number: string | null }>(
      `select public_id, status, policy_number from policies where public_id = any($1)`,
      [ids],
    );
    const byId = new Map(pol.rows.map((r) => [r.public_id, r]));
    const ev = await db.query<{ event_id: string }>(
      `select e.event_id from insurer_events e join policies p on p.id = e.policy_id where p.public_id = any($1)`,
      [ids],
    );
    const stored = new Set(ev.rows.map((r) => r.event_id));
    const acked = [...tally.acked.entries()];
    // An acknowledged event not stored, or an acknowledged issue whose policy is not active with its number.
    const lost = acked.filter(([id, a]) => {
      if (!stored.has(id)) return true;
      if (a.number === undefined) return false;
      const p = byId.get(a.policy);
      return p?.status !== 'active' || p.policy_number !== a.number;
    }).length;
    // Event rows beyond the events acknowledged: an event recorded twice, or one nobody was told about.
    const duplicated = ev.rows.length - acked.length;
    return {
      acknowledged: acked.length,
      stored: pol.rows.filter((r) => r.status === 'active').length,
      lost,
      duplicated,
    };
  } finally {
    await db.end();
  }
}
