// Builds the client (Vite: island chunks + stylesheet) and the server bundle (esbuild), then writes a stamp.
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { writeCatalogueRegistry } from './catalogue-registry.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
// Always a production bundle, even when a test runner (NODE_ENV=test) triggers the build: Vite and React pick
// their development runtimes from NODE_ENV.
process.env.NODE_ENV = 'production';
const t0 = Date.now();
// The catalogue registry follows the files in src/shared/i18n/locales/ (decision 0091).
writeCatalogueRegistry(root);
await viteBuild({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
// The staff console: a build of its own into the same folder, with its own manifest (decision 0126).
await viteBuild({ configFile: join(root, 'vite.config.ts'), mode: 'console', logLevel: 'warn' });
await esbuild({
  // The server, and the OCR child process it starts beside itself (decision 0041).
  entryPoints: {
    main: join(root, 'src/main.ts'),
    'ocr-child': join(root, 'src/server/modules/ocr/child.ts'),
  },
  outdir: join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
// Decision 0023: every compressible asset gets .br (quality 11) and .gz (level 9) siblings, kept
// only when smaller; @fastify/static sends them as they are. Fonts (woff, woff2) are compressed already.
const assets = join(root, 'dist/client/assets');
const raw = { bytes: 0, br: 0, gz: 0 };
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json|txt|xml|map)$/.test(name)) continue;
  const file = join(assets, name);
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  if (name.endsWith('.js') || name.endsWith('.css')) {
    raw.bytes += data.length;
    raw.br += Math.min(br.length, data.length);
    raw.gz += Math.min(gz.length, data.length);
  }
}
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/.build-stamp'), new Date().toISOString());
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `[build] client and server built in ${Date.now() - t0} ms; JS and CSS ${kb(raw.bytes)}, gzip ${kb(raw.gz)}, brotli ${kb(raw.br)}`,
);
