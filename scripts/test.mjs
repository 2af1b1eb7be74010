// npm test: typecheck, lint, build, HTML validation, unit + integration + browser tests; prints one closing line 'N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { writeTimingReport } from './test-timing.mjs';
import { ensureSystemPackages } from './system-deps.mjs';
import { writeCatalogueRegistry } from './catalogue-registry.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const results = { passed: 0, failed: 0 };
const failures = [];
const steps = [];
const started = Date.now();

/** Runs one step; `judge` decides whether it passed (by default its exit status), and so its closing label. */
function step(name, cmd, args, judge = (r) => r.status === 0) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: process.env });
  const ok = judge(r);
  steps.push({ name, ms: Date.now() - t0, ok });
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

/**
 * Runs one step as a child without blocking, for steps side by side: its output (stdout and stderr as they come)
 * is printed whole when it ends, so two steps never interleave their lines; answers whether it exited 0.
 */
function stepInLane(name, cmd, args) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    let ended = false;
    const done = (ok, extra = '') => {
      if (ended) return; // 'error' (the command could not start) may be followed by 'close'
      ended = true;
      const s = ((Date.now() - t0) / 1000).toFixed(1);
      steps.push({ name, ms: Date.now() - t0, ok });
      process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(chunks).toString()}${extra}`);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${s} s)`);
      record(name, ok);
      resolve(ok);
    };
    child.on('error', (e) => done(false, `${e.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

function record(name, ok) {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

/** Steps one after the other in one lane (a failed step does not stop the ones after it, as before). */
async function lane(...list) {
  for (const [name, cmd, args] of list) await stepInLane(name, cmd, args);
}

// Chromium, the Noto fonts, redis-server and java (decision 0057): installed when missing, or stop now with the
// command to run rather than fail every browser test.
if (!ensureSystemPackages()) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// The catalogue registry follows the files in src/shared/i18n/locales/ (decision 0091), before anything reads it.
writeCatalogueRegistry(root);
// Two lanes side by side, one per core (decision 0096): each of these tools keeps one core busy, and one after the
// other they took 144 s. The build comes before the HTML check, which renders the built server's pages.
await Promise.all([
  lane(
    ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
    ['build', process.execPath, [join(root, 'scripts/build.mjs')]],
    // Nu HTML Checker and HTML_CodeSniffer over the built server's pages in en and ar (decision 0047).
    ['lint:html', bin('tsx'), [join(root, 'scripts/lint-html.ts')]],
  ),
  lane(['lint', bin('eslint'), ['.']], ['format', bin('prettier'), ['--check', '--log-level', 'warn', '.']]),
]);

mkdirSync(join(root, '.test-results'), { recursive: true });
const report = join(root, '.test-results/vitest.json');
const timingFile = join(root, '.test-results/timing.json');
rmSync(timingFile, { force: true }); // never report a previous run's files
// The label follows the failures the JSON report counts, not only vitest's exit status (it can exit 0 with one).
step(
  'vitest (unit, integration, e2e)',
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    `--reporter=${join(root, 'scripts/timing-reporter.mjs')}`,
  ],
  (r) => countVitest(r.status === 0) === 0,
);

/**
 * Adds the report's passed and failed tests (and a suite or setup that failed without tests) to the results;
 * answers how many failures it added.
 */
function countVitest(ran) {
  const before = results.failed;
  if (!existsSync(report)) {
    results.failed += 1;
    failures.push('vitest produced no report');
    return 1;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  results.passed += json.numPassedTests ?? 0;
  results.failed += json.numFailedTests ?? 0;
  for (const file of json.testResults ?? []) {
    for (const t of file.assertionResults ?? []) if (t.status === 'failed') failures.push(t.fullName);
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      results.failed += 1;
      failures.push(`${file.name}: ${String(file.message ?? 'suite failed').slice(0, 300)}`);
    }
  }
  if ((json.numTotalTests ?? 0) === 0 || (json.success === false && (json.numFailedTests ?? 0) === 0)) {
    results.failed += 1;
    failures.push(
      `vitest did not run cleanly (${json.numTotalTests ?? 0} tests; a global setup or suite failed)`,
    );
  } else if (!ran && results.failed === before) {
    results.failed += 1;
    failures.push('vitest exited non-zero');
  }
  return results.failed - before;
}

writeTimingReport({
  steps,
  totalMs: Date.now() - started,
  timingFile,
  out: join(root, '.test-results/timing.md'),
});

if (failures.length) {
  console.log('\nFailed:');
  for (const f of failures) console.log(`  - ${f}`);
}
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
