import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { creditCards } from '../../src/db/schema';
import { bankingCatalogueSeed } from '../../src/db/seed/banking/index';
import {
  CARD_FEATURE_KEYS,
  REWARD_TYPE_KEYS,
  ZCreditCard,
  type TCreditCard,
} from '../../src/shared/contracts/banking';
import { ZDeviceCreated } from '../../src/shared/contracts/session';
import { cpuOf, startBenchServers, startChild } from '../lib/child-servers';
import { pick, rng, sample, send, summary, throughput } from '../lib/measure';

/**
 * docs/product/cards.md bench: the credit cards listing (`POST /api/credit-cards`) over 500 cards — the 66 seeded demo cards and
 * 434 more invented here (valid `ZCreditCard` rows of the seeded banks, written only to this bench's throwaway
 * embedded PostgreSQL) — for 1,000 random filter combinations (income, banks, features, reward types, page), side by
 * side with a hello-JSON route on a bare Fastify in the same process. Reports each one's latency (p50, p95, p99,
 * requests sent one at a time) and their ratio, then throughput under 20 connections cycling through the same
 * combinations. Deterministic: the cards and the combinations come from a seeded generator.
 */
const COMBINATIONS = 1_000;
const TOTAL_CARDS = 500;
const DURATION = Number(process.argv[2] ?? 5);
const CONNECTIONS = 20;
const self = fileURLToPath(import.meta.url);

type Ready = { appPort: number; helloPort: number; token: string; cards: number; bankIds: number[] };

// ---------------------------------------------------------------------------------------------------------
// Child: the app on a throwaway database with 500 cards, and the bare Fastify

/** 434 more cards of the seeded banks, each a valid ZCreditCard document (ids 700000 + bank × 100 + 20…). */
function extraCards(count: number): TCreditCard[] {
  const c = bankingCatalogueSeed();
  const r = rng(20_260_101);
  const byModel = (m: string) => c.creditCards.filter((x) => x.banking === m);
  const used = new Set(c.creditCards.map((x) => x.id));
  const out: TCreditCard[] = [];
  let n = 20;
  while (out.length < count) {
    for (const bank of c.banks) {
      if (out.length >= count) break;
      const id = 700_000 + bank.id * 100 + n;
      if (used.has(id)) continue;
      const base = pick(r, byModel(bank.banking));
      const features = sample(r, CARD_FEATURE_KEYS, 1 + Math.floor(r() * 6));
      const feeAed = pick(r, [0, 0, 199, 299, 399, 550, 750, 1_000, 1_500]);
      const incomeAed = pick(
        r,
        [5_000, 6_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000],
      );
      out.push(
        ZCreditCard.parse({
          ...base,
          id,
          bankId: bank.id,
          slug: `${bank.slug}-bench-${n}`,
          name: { en: `${base.name.en} ${n}`, ar: `${base.name.ar} ${n}` },
          priority: 1 + Math.floor(r() * 9_000),
          isPopular: r() < 0.1,
          annualFeeFils: feeAed * 100,
          firstYearFree: feeAed > 0 && r() < 0.4,
          minMonthlyIncomeFils: incomeAed * 100,
          rewardType: pick(r, REWARD_TYPE_KEYS),
          features,
          foreignFeeBp: features.includes('noForeignFee') ? 0 : 249,
        }),
      );
    }
    n += 1;
  }
  return out;
}

/** The 434 invented cards beside the 66 seeded ones, written like the seed writes its rows. */
async function addCards(db: Db): Promise<void> {
  const catalogue = bankingCatalogueSeed();
  const lookupId = (kind: string, key: string) =>
    catalogue.lookups.find((l) => l.kind === kind && l.key === key)?.id ?? 0;
  const extra = extraCards(TOTAL_CARDS - catalogue.creditCards.length);
  await db.insert(creditCards).values(
    extra.map((card) => ({
      id: card.id,
      bankId: card.bankId,
      slug: card.slug,
      banking: card.banking,
      rewardTypeId: lookupId('rewardType', card.rewardType),
      featureIds: card.features.map((f) => lookupId('cardFeature', f)),
      annualFeeFils: card.annualFeeFils,
      firstYearFree: card.firstYearFree,
      minIncomeFils: card.minMonthlyIncomeFils,
      monthlyRateBp: card.monthlyRateBp,
      priority: card.priority,
      isPopular: card.isPopular,
      isHidden: false,
      data: card,
    })),
  );
  await db.execute(sql`analyze credit_cards`);
}

async function serve(): Promise<void> {
  const send = (m: unknown) => process.send?.(m);
  const catalogue = bankingCatalogueSeed();
  const { db, app, appPort, helloPort } = await startBenchServers('cards', addCards);
  const created = await app.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId: 7 },
  });
  ZDeviceCreated.parse(created.json());
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from credit_cards`);

  const ready: Ready = {
    appPort,
    helloPort,
    token: String(created.headers.authorization),
    cards: count.rows[0]?.n ?? 0,
    bankIds: catalogue.banks.map((b) => b.id),
  };
  send(ready);
}

// ---------------------------------------------------------------------------------------------------------
// Parent: 1,000 combinations one at a time, then autocannon

type Combination = { query: string; body: string };

/** Random filter combinations: incomes below, inside and above the 5,000–50,000 range, 0–3 ids per list. */
function combinations(bankIds: readonly number[]): Combination[] {
  const r = rng(42);
  const featureIds = CARD_FEATURE_KEYS.map((_, i) => i + 1);
  const rewardTypeIds = REWARD_TYPE_KEYS.map((_, i) => i + 1);
  return Array.from({ length: COMBINATIONS }, () => {
    const income = pick(r, [3_000, 5_000, 7_500, 8_000, 12_000, 15_000, 20_000, 30_000, 50_000, 80_000]);
    const body = {
      income,
      bankIds: sample(r, bankIds, Math.floor(r() * 4)),
      featureIds: sample(r, featureIds, Math.floor(r() * 3)),
      rewardTypeIds: sample(r, rewardTypeIds, Math.floor(r() * 3)),
    };
    return { query: `?skip=${pick(r, [0, 0, 0, 10, 20])}&limit=10`, body: JSON.stringify(body) };
  });
}

async function main(): Promise<void> {
  const { child, ready } = await startChild<Ready>(self);
  try {
    const combos = combinations(ready.bankIds);
    const headers = {
      'content-type': 'application/json',
      authorization: ready.token,
      'accept-language': 'en',
    };
    const listing = (c: Combination) =>
      send(ready.appPort, `/api/credit-cards${c.query}`, 'POST', headers, c.body);
    const helloOnce = () => send(ready.helloPort, '/', 'GET', {});
    // Warm-up: JIT, the pool, the filter lists' cache.
    for (const c of combos.slice(0, 100)) await listing(c);
    for (let i = 0; i < 100; i++) await helloOnce();

    const cardMs: number[] = [];
    let cards = 0;
    let popular = 0;
    let empty = 0;
    for (const c of combos) {
      const t0 = performance.now();
      const res = await listing(c);
      cardMs.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`listing answered ${res.status}: ${res.text}`);
      const body = JSON.parse(res.text) as {
        quotes: unknown[];
        isProviderPopularPlans: boolean;
        totalCount: number;
      };
      cards += body.quotes.length;
      if (body.isProviderPopularPlans) popular += 1;
      if (body.totalCount === 0) empty += 1;
    }
    const helloMs: number[] = [];
    for (let i = 0; i < COMBINATIONS; i++) {
      const t0 = performance.now();
      await helloOnce();
      helloMs.push(performance.now() - t0);
    }
    const l = summary(cardMs);
    const h = summary(helloMs);

    // Throughput: 20 connections, each request a combination in turn.
    let next = 0;
    const run = { connections: CONNECTIONS, duration: DURATION, cpu: () => cpuOf(child) };
    const measure = (name: string, opts: autocannon.Options) => throughput(name, opts, run);
    const tput = await measure('POST /api/credit-cards', {
      url: `http://127.0.0.1:${ready.appPort}/api/credit-cards`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req) => {
            const c = combos[next++ % combos.length] as Combination;
            return { ...req, path: `/api/credit-cards${c.query}`, body: c.body };
          },
        },
      ],
    });
    const htput = await measure('GET / (bare Fastify, hello JSON)', {
      url: `http://127.0.0.1:${ready.helloPort}/`,
    });

    const f = (n: number, d = 2) => n.toFixed(d);
    console.log(
      `\n[bench banking/listing] ${ready.cards} credit cards (66 seeded + ${ready.cards - 66} bench rows), ` +
        `${COMBINATIONS} random filter combinations one at a time over loopback, one server process; ` +
        `${f(cards / COMBINATIONS, 1)} cards an answer, ${popular} popular substitutions, ${empty} with nothing eligible\n`,
    );
    console.log(
      `  POST /api/credit-cards             p50 ${f(l.p50)} ms   p95 ${f(l.p95)} ms   p99 ${f(l.p99)} ms   mean ${f(l.mean)} ms`,
    );
    console.log(
      `  GET / (bare Fastify, hello JSON)   p50 ${f(h.p50)} ms   p95 ${f(h.p95)} ms   p99 ${f(h.p99)} ms   mean ${f(h.mean)} ms`,
    );
    console.log(`  ratio listing / hello at p95       ${f(l.p95 / h.p95, 1)}x\n`);
    console.log(`  throughput, ${CONNECTIONS} connections, ${DURATION} s each after a 1 s warm-up:`);
    for (const m of [tput, htput])
      console.log(
        `  ${m.name.padEnd(34)} ${f(m.rps, 0).padStart(7)} req/s   p99 ${m.p99} ms   server CPU ${f(m.cpuMsPerReq, 3)} ms/req`,
      );
    console.log(`  ratio hello / listing              ${f(htput.rps / tput.rps, 1)}x req/s\n`);
  } finally {
    child.disconnect();
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
