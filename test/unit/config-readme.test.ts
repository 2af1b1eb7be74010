import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, ZEnv } from '../../src/server/config';

/**
 * The README's configuration table and the config schema cannot disagree (decision 0056): every variable the
 * schema reads has a row, every row names a variable the schema reads, and a schema default is the README's.
 */

interface Row {
  names: string[];
  defaults: string;
}

function configurationRows(readme: string): Row[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const [first, defaults] = cells;
    if (cells.length < 3 || first === undefined || defaults === undefined || /^-+$/.test(first)) continue;
    const names = [...first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? '');
    if (names.length > 0) rows.push({ names, defaults });
  }
  return rows;
}

/** The default cell of one variable: `A` / `B` rows pair their defaults by position. */
function documentedDefault(row: Row, name: string): string {
  const parts = row.defaults.split(' / ');
  return parts.length === row.names.length ? (parts[row.names.indexOf(name)] ?? '') : row.defaults;
}

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const rows = configurationRows(readme);
const documented = new Map(rows.flatMap((row) => row.names.map((name) => [name, row] as const)));
const keys = Object.keys(ZEnv.shape);
const defaults: Record<string, unknown> = ZEnv.parse({});

describe('README configuration table', () => {
  it('reads the table', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it('documents every variable the config reads', () => {
    expect(keys.filter((k) => !documented.has(k))).toEqual([]);
  });

  it('documents only variables the config reads', () => {
    expect([...documented.keys()].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(keys.filter((k) => defaults[k] !== undefined))('documents the default of %s', (key) => {
    const row = documented.get(key);
    if (!row) return; // reported by the test above
    const value = defaults[key];
    const cell = documentedDefault(row, key);
    if (value === '') expect(cell).toMatch(/^\(?empty\)?$/);
    else expect(cell).toMatch(new RegExp('^`' + String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '`'));
  });

  it('says unset (or how the default is chosen) for a variable without a default', () => {
    for (const key of keys.filter((k) => defaults[k] === undefined)) {
      const row = documented.get(key);
      if (row) expect(documentedDefault(row, key), key).not.toMatch(/^`[^`$]*`$/);
    }
  });

  it('keeps 60 OTP sends per address an hour in the config, the README and decision 0043', () => {
    expect(defaults.OTP_SENDS_PER_IP_PER_HOUR).toBe(60);
    const decision = readFileSync(
      join(ROOT, 'docs/decisions/0043-otp-send-limits-strangers-cannot-use.md'),
      'utf8',
    );
    expect(decision).toMatch(/\*\*60 an hour\*\* \(`OTP_SENDS_PER_IP_PER_HOUR`/);
  });
});
