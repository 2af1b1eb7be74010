// Builds the client (Vite: island chunks + stylesheet) and the server bundle (esbuild), then writes a stamp.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// Always a production bundle, even when a test runner (NODE_ENV=test) triggers the build: Vite and React pick
// their development runtimes from NODE_ENV.
process.env.NODE_ENV = 'production';
const t0 = Date.now();
await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
await esbuild({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(root, 'dist/server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/.build-stamp'), new Date().toISOString());
console.log(`[build] client and server built in ${Date.now() - t0} ms`);
