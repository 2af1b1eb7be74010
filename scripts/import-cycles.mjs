// Import circles (decisions 0051, 0055, 0066): no file imports itself through others anywhere in src/, and no
// top-level folder of src/web imports itself through other folders (files collapsed to their folder; a file at
// src/web's root stands for itself; tests, fixtures and test helpers left out, as they import across folders to
// set a scene). One madge pass for both; exits 1 on any circle.
import madge from 'madge';

const WEB = 'web/';
const TEST_ONLY = /(\.test\.|\.fixture\.|test-utils|\/testing\/|\/testing\.ts$)/;

/** The node a file counts as: src/web/<folder>/… → <folder>; src/web/<file> → <file>. */
const folderOf = (file) => file.slice(WEB.length).split('/')[0];

/** Strongly connected groups of more than one folder (Tarjan), each sorted, the whole list sorted. */
function circleGroups(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

const res = await madge('src', { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json' });
let failed = false;

const files = res.circular();
if (files.length > 0) {
  failed = true;
  console.error(`${files.length} import circle(s) between files:`);
  for (const c of files) console.error(`  ${c.join(' → ')}`);
}

// Folder edges, with one file-level import that makes each (to say where to cut).
const edges = new Map();
const witness = new Map();
for (const [file, deps] of Object.entries(res.obj())) {
  if (!file.startsWith(WEB) || TEST_ONLY.test(file)) continue;
  const from = folderOf(file);
  if (!edges.has(from)) edges.set(from, new Set());
  for (const dep of deps) {
    if (!dep.startsWith(WEB) || TEST_ONLY.test(dep)) continue;
    const to = folderOf(dep);
    if (to === from) continue;
    edges.get(from).add(to);
    if (!witness.has(`${from} ${to}`)) witness.set(`${from} ${to}`, `${file} → ${dep}`);
  }
}
const groups = circleGroups(edges);
if (groups.length > 0) {
  failed = true;
  console.error(`${groups.length} import circle(s) between src/web folders:`);
  for (const g of groups) {
    console.error(`  ${g.join(', ')}`);
    for (const from of g)
      for (const to of g) if (edges.get(from)?.has(to)) console.error(`    ${witness.get(`${from} ${to}`)}`);
  }
}

if (failed) process.exit(1);
console.log(`No import circles: ${Object.keys(res.obj()).length} files, ${edges.size} src/web folders.`);
