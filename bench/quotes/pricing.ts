import { performance } from 'node:perf_hooks';
import { PRODUCT } from '../../src/shared/domain/products';
import { engineFor, rankPriced, type PricedPlan } from '../../src/shared/quotes';
import { CAR_INPUT } from '../../src/shared/quotes/car/car.fixture';
import { carPlansSeed } from '../../src/db/seed/quotes/plans/car';
import { carRatesSeed } from '../../src/db/seed/quotes/rates/car';
import { insurersSeed } from '../../src/db/seed/quotes/insurers';

/**
 * docs/product/quotes.md bench: pricing every car plan of every insurer for one enquiry, then ranking them (the pure part of a
 * quotes answer: engine + ranking, no database). CPU time per enquiry (process.cpuUsage), median and p99 over
 * RUNS after a warm-up.
 */
const RUNS = Number(process.argv[2] ?? 2000);
const WARMUP = 200;
const engine = engineFor(PRODUCT.CAR_INSURANCE);
const rateOf = new Map(carRatesSeed.map((r) => [r.providerId, r]));
const insurerOf = new Map(insurersSeed.map((i) => [i.id, i]));

function priceOnce(): number {
  const priced: PricedPlan<typeof PRODUCT.CAR_INSURANCE>[] = [];
  for (const plan of carPlansSeed) {
    const table = rateOf.get(plan.providerId);
    const insurer = insurerOf.get(plan.providerId);
    if (!table || !insurer) continue;
    const r = engine.price(CAR_INPUT, plan, table);
    if (!r.declined) priced.push({ plan, insurer, breakdown: r });
  }
  return rankPriced(PRODUCT.CAR_INSURANCE, CAR_INPUT, priced).length;
}

let ranked = 0;
for (let i = 0; i < WARMUP; i++) ranked = priceOnce();
const cpu: number[] = [];
const t0 = performance.now();
for (let i = 0; i < RUNS; i++) {
  const c0 = process.cpuUsage();
  priceOnce();
  const c1 = process.cpuUsage(c0);
  cpu.push((c1.user + c1.system) / 1000);
}
const wall = performance.now() - t0;
cpu.sort((a, b) => a - b);
const q = (p: number) => cpu[Math.min(cpu.length - 1, Math.floor(p * cpu.length))] ?? NaN;
console.log(
  `[bench quotes/pricing] ${carPlansSeed.length} car plans of ${rateOf.size} insurers, ${ranked} priced and ranked per enquiry; ` +
    `${RUNS} runs: CPU median ${q(0.5).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms; wall ${(wall / RUNS).toFixed(3)} ms/enquiry`,
);
