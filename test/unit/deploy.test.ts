import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/server/config';

/** The systemd unit of deploy/ (decision 0021): restarted on failure, checked by systemd-analyze where it exists. */
const UNIT = join(ROOT, 'deploy/sahel-compare.service');
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));

function verify(text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sahel-unit-'));
  const file = join(dir, 'sahel-compare.service');
  writeFileSync(file, text);
  return spawnSync(analyze!, ['verify', file], { encoding: 'utf8' });
}

describe('deploy/sahel-compare.service', () => {
  const text = readFileSync(UNIT, 'utf8');

  it('restarts the app when it is killed, stops it gracefully, and runs it in production', () => {
    expect(text).toMatch(/^Restart=on-failure$/m);
    expect(text).toMatch(/^KillMode=mixed$/m);
    expect(text).toMatch(/^Environment=NODE_ENV=production$/m);
    expect(text).toMatch(/^ExecStart=\/usr\/bin\/node .*dist\/server\/main\.js$/m);
  });

  it.skipIf(!analyze)('passes systemd-analyze verify (and a broken unit does not)', () => {
    const ok = verify(text);
    expect(ok.status, ok.stderr).toBe(0);
    const broken = verify(
      text
        .replace('Restart=on-failure', 'Restart=sometimes')
        .replace(/^ExecStart=.*$/m, 'ExecStart=relative/main.js'),
    );
    expect(broken.status).not.toBe(0);
  });
});
