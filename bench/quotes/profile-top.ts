import { readFileSync } from 'node:fs';

/**
 * Summarises a V8 .cpuprofile (as written by `tsx bench/quotes/http.ts --cpu-prof`): the functions with the most
 * self time, and the most inclusive time (a function counted once per sample however deep it recurs), in % of the
 * profile's samples. `tsx bench/quotes/profile-top.ts <file> [rows]`.
 */
type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: Node) => {
  const url = n.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd() + '/', '');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
for (const id of p.samples) {
  const n = byId.get(id);
  if (!n) continue;
  self.set(label(n), (self.get(label(n)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur) as Node);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + 1);
  }
}
const all = p.samples.length;
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (${all} samples)`);
  for (const [l, c] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`  ${((100 * c) / all).toFixed(1).padStart(5)} %  ${l}`);
};
print('self', self);
print('inclusive', total);

// `--callers <text>`: who calls the functions whose label contains text (each caller chain counted once).
const callersOf = process.argv.indexOf('--callers');
if (callersOf > 0) {
  const needle = process.argv[callersOf + 1] ?? '';
  const chains = new Map<string, number>();
  for (const id of p.samples) {
    const n = byId.get(id);
    if (!n || !label(n).includes(needle)) continue;
    const chain: string[] = [];
    for (let cur = parent.get(id); cur !== undefined && chain.length < 6; cur = parent.get(cur))
      chain.push(label(byId.get(cur) as Node));
    const key = chain.join('\n      < ');
    chains.set(key, (chains.get(key) ?? 0) + 1);
  }
  print(`callers of '${needle}'`, chains);
}
