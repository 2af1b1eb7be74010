// Decides whether dist/ is older than the sources that produce it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

export function buildIsStale(root) {
  const stamp = join(root, 'dist/.build-stamp');
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const inputs = ['src', 'package-lock.json', 'vite.config.ts'].map((p) => newest(join(root, p)));
  return Math.max(...inputs) > built;
}
