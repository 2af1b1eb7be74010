// The timing report of `npm test` (decision 0057): each step's time, each vitest project's time and the ten
// slowest test files, written to .test-results/timing.md (CI keeps and prints it) and printed at the end.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Above this the whole `npm test` prints a loud warning (not a failure: CI machines are noisy). */
export const BUDGET_MINUTES = 20;

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
};

/** Per project: files, wall time from its first file's start to its last file's end, and the files' summed time. */
export function projectTimes(files) {
  const byProject = new Map();
  for (const f of files) {
    const p = byProject.get(f.project) ?? {
      project: f.project,
      files: 0,
      start: f.start,
      end: f.end,
      sum: 0,
    };
    p.files += 1;
    p.start = Math.min(p.start, f.start);
    p.end = Math.max(p.end, f.end);
    p.sum += f.ms;
    byProject.set(f.project, p);
  }
  return [...byProject.values()].map((p) => ({ ...p, wall: p.end - p.start }));
}

/**
 * The report as markdown. `steps` are `{ name, ms, ok }` of npm test's steps, `totalMs` the whole run,
 * `timingFile` the JSON written by scripts/timing-reporter.mjs (absent when vitest did not start).
 */
export function timingReport({ steps, totalMs, timingFile }) {
  const lines = [`# npm test timing`, '', `Total: ${clock(totalMs)} (budget ${BUDGET_MINUTES} min)`, ''];
  lines.push('| step | time | result |', '| --- | ---: | --- |');
  for (const st of steps) lines.push(`| ${st.name} | ${s(st.ms)} | ${st.ok ? 'ok' : 'FAILED'} |`);
  if (timingFile && existsSync(timingFile)) {
    const { files } = JSON.parse(readFileSync(timingFile, 'utf8'));
    lines.push(
      '',
      '| vitest project | files | wall time | summed file time |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const p of projectTimes(files))
      lines.push(`| ${p.project} | ${p.files} | ${s(p.wall)} | ${s(p.sum)} |`);
    lines.push('', 'Ten slowest test files:', '', '| file | project | time |', '| --- | --- | ---: |');
    for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10))
      lines.push(`| ${f.file} | ${f.project} | ${s(f.ms)} |`);
  }
  return lines.join('\n') + '\n';
}

/** Writes the report, prints it, and shouts when the run went over the budget. */
export function writeTimingReport({ steps, totalMs, timingFile, out }) {
  const md = timingReport({ steps, totalMs, timingFile });
  writeFileSync(out, md);
  console.log(`\n${md}(also in ${out})`);
  if (totalMs > BUDGET_MINUTES * 60_000) {
    const bar = '!'.repeat(78);
    console.log(
      `\n${bar}\n!!! WARNING: npm test took ${clock(totalMs)}, over its ${BUDGET_MINUTES}-minute budget.\n` +
        `!!! CI's limit is 90 minutes; find what grew in the table above (decision 0057).\n${bar}`,
    );
  }
}
