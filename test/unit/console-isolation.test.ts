import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console has its own React entry (decision 0114): no module a visitor page can load imports the console's
 * code. Every import in src/web outside src/web/console, and in src/shared, is resolved; none may land in
 * src/web/console/ (the server may import its types, which vanish from the build).
 */
const ROOT = join(import.meta.dirname, '..', '..');
const CONSOLE = join(ROOT, 'src', 'web', 'console');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return p === CONSOLE ? [] : files(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('the console entry', () => {
  it('is imported by no visitor module (src/web outside src/web/console, src/shared)', () => {
    const scanned = [...files(join(ROOT, 'src', 'web')), ...files(join(ROOT, 'src', 'shared'))];
    expect(scanned.length).toBeGreaterThan(100);
    const offenders: string[] = [];
    for (const file of scanned) {
      for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolve(dirname(file), m[1]!);
        if (target === CONSOLE || target.startsWith(`${CONSOLE}/`))
          offenders.push(`${relative(ROOT, file)} → ${m[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
