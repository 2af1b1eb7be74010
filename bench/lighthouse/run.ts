/**
 * `npm run lighthouse` (decision 0032): Lighthouse 12.8.2, default mobile settings (simulated throttling), in this
 * machine's Chromium, against the production build served by `npm start` on its own embedded database. Pages: home,
 * car insurance, a journey page, credit cards, the quotes page (as a visitor without the enquiry sees it) and the
 * glossary, in en and ar, and the Hindi home and the Malayalam car insurance page (decision 0081); each RUNS times
 * (median). Prints one table with performance, LCP, accessibility, best practices, SEO and the JavaScript bytes
 * transferred; exits 1 when accessibility, best practices or SEO are below 100 on any page. Performance targets (≥ 98, LCP ≤ 2.0 s) are reported, not asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT } from '../../src/server/config';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  '/',
  '/car-insurance/',
  '/health-insurance/',
  '/credit-cards/',
  '/car-insurance/quotes/?enquiryId=DemoEnquiry0000000000001',
  '/insurance-glossary/',
];
/**
 * LIGHTHOUSE_PAGES (comma-separated full paths, e.g. `/ar-ae/,/ar-ae/car-insurance/`, any address) audits only those pages, for
 * before/after comparisons back to back; LIGHTHOUSE_JSON_DIR keeps each run's report (LCP element, requests).
 */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
const PAGES = [
  ...ALL_PAGES.flatMap((path) => ['', '/ar-ae'].map((prefix) => `${prefix}${path}`)),
  // Hindi and Malayalam (decision 0081): the same targets as en and ar.
  '/hi-ae/',
  '/ml-ae/car-insurance/',
];
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

type Row = {
  page: string;
  performance: number;
  lcpMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function audit(url: string, port: number, attempt = 1): Promise<Omit<Row, 'page'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  // A run whose trace failed (e.g. NO_NAVSTART under load) has no scores: it would count as 0 in the median.
  if (lhr.runtimeError) {
    process.stdout.write(`[lighthouse] ${url}: ${lhr.runtimeError.code}, run again (attempt ${attempt})\n`);
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse failed 3 times on ${url}: ${lhr.runtimeError.code}`);
  }
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_');
    writeFileSync(join(JSON_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  return {
    performance: score('performance'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahel-lighthouse-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const end = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > end) throw new Error('the server did not start');
      await sleep(250);
    }
    const rows: Row[] = [];
    // LIGHTHOUSE_PAGES may name any address (a generated hospital or plan page too), not only the default list.
    for (const page of ONLY ?? PAGES) {
      const runs: Omit<Row, 'page'>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${origin}${page}`, chrome.port));
      const pick = (k: keyof Omit<Row, 'page'>) => median(runs.map((r) => r[k]));
      rows.push({
        page,
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        bestPractices: Math.min(...runs.map((r) => r.bestPractices)),
        seo: Math.min(...runs.map((r) => r.seo)),
        jsBytes: pick('jsBytes'),
      });
      process.stdout.write(`[lighthouse] ${page}: done\n`);
    }
    // Decision 0032: performance ≥ 98 and LCP ≤ 2.0 s are goals reported here, not asserted.
    const head = ['page', 'perf', 'LCP', 'goal (≥ 98, ≤ 2.0 s)', 'a11y', 'best pr.', 'SEO', 'JS (transfer)'];
    const lines = rows.map((r) => [
      r.page,
      String(r.performance),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      r.performance >= 98 && r.lcpMs <= 2000 ? 'met' : 'not met',
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      `${(r.jsBytes / 1024).toFixed(1)} KB`,
    ]);
    const w = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const fmt = (c: string[]) => `| ${c.map((x, i) => x.padEnd(w[i]!)).join(' | ')} |`;
    process.stdout.write(
      `\n${[fmt(head), fmt(w.map((n) => '-'.repeat(n))), ...lines.map(fmt)].join('\n')}\n\n`,
    );
    process.stdout.write(
      `[lighthouse] median of ${RUNS} runs; mobile, simulated throttling, Lighthouse 12.8.2\n`,
    );
    // The quotes page of an enquiry this browser does not own is private (noindex) and answers 'not found', so
    // SEO and best practices are reported but not asserted there; accessibility is asserted everywhere.
    const isPrivate = (page: string) => page.includes('/quotes/');
    const below = rows.filter(
      (r) => r.accessibility < 100 || (!isPrivate(r.page) && (r.bestPractices < 100 || r.seo < 100)),
    );
    if (below.length) {
      process.stdout.write(`[lighthouse] FAILED: below 100 on ${below.map((r) => r.page).join(', ')}\n`);
      process.exitCode = 1;
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[lighthouse] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
