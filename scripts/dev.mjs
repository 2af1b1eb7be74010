// npm run dev: server restarts on change (tsx watch); the browser gets Vite HMR.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { writeCatalogueRegistry } from './catalogue-registry.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules/.bin/tsx');
// The catalogue registry follows the files in src/shared/i18n/locales/ (decision 0091).
writeCatalogueRegistry(root);
const child = spawn(tsx, ['watch', '--clear-screen=false', 'src/main.ts', '--dev'], {
  stdio: 'inherit',
  cwd: root,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
