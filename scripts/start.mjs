// npm start: build when the sources changed since the last build, then serve the production build on PORT (default
// 3000) with NODE_ENV=production unless the environment says otherwise (decision 0024: production CSP, no ws:).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildIsStale } from './freshness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (buildIsStale(root)) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server/main.js')], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
});
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    stopping = true;
    child.kill(sig);
  });
// A stop we asked for is a success; a server killed by anything else (kill -9, the OOM killer) is a failure, so a
// supervisor (deploy/, Restart=on-failure) starts it again.
child.on('exit', (code, signal) => process.exit(code ?? (signal && stopping ? 0 : 1)));
