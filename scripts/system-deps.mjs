// The system packages the tests need (decision 0057), installed when missing: `npm test` runs this first and
// `.ci/run` too. Presence is checked without apt (a few file look-ups), so a ready machine pays nothing. When they
// are missing and cannot be installed (not root, no passwordless sudo, no apt-get), it exits non-zero with the exact
// command to run, so `npm test` stops at once instead of failing every browser test.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const onPath = (cmd) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, cmd), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
const dpkgHas = (pkg) =>
  existsSync(`/var/lib/dpkg/info/${pkg}.list`) || existsSync(`/var/lib/dpkg/info/${pkg}:all.list`);

/** Each package and why the tests need it. */
export const SYSTEM_PACKAGES = [
  // e2e/chromium.ts launches exactly this binary (playwright-core downloads no browser)
  {
    pkg: 'chromium',
    why: 'browser tests (/usr/bin/chromium)',
    present: () => existsSync('/usr/bin/chromium'),
  },
  // Arabic, Devanagari and Malayalam glyphs in screenshots and axe's contrast checks
  {
    pkg: 'fonts-noto-core',
    why: 'fonts for the four languages in the browser',
    present: () => dpkgHas('fonts-noto-core'),
  },
  // test/integration/redis-server.ts and `npm run test:scale` start a throwaway Redis
  { pkg: 'redis-server', why: 'shared page cache and limits tests', present: () => onPath('redis-server') },
  // the Nu HTML Checker of `npm run lint:html` (vnu-jar) runs on Java 11+
  { pkg: 'default-jre-headless', why: 'the HTML checker of lint:html', present: () => onPath('java') },
];

export function missingPackages() {
  return SYSTEM_PACKAGES.filter((p) => !p.present());
}

function canInstall() {
  if (!onPath('apt-get')) return { ok: false, sudo: [], why: 'no apt-get' };
  if (process.getuid?.() === 0) return { ok: true, sudo: [] };
  if (!onPath('sudo')) return { ok: false, sudo: [], why: 'not root, and no sudo' };
  const probe = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return { ok: probe.status === 0, sudo: ['sudo'], why: 'not root, and sudo asks for a password' };
}

/** Installs what is missing when it can; returns true when everything is there afterwards. */
export function ensureSystemPackages({ log = console.log } = {}) {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const names = missing.map((p) => p.pkg);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const command = `${sudo}apt-get update && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${names.join(' ')}`;
  log(`[system] missing: ${missing.map((p) => `${p.pkg} (${p.why})`).join(', ')}`);
  const how = canInstall();
  if (how.ok) {
    log(`[system] installing: ${names.join(' ')}`);
    // sudo -n never prompts: canInstall() proved it needs no password
    const run = (args) => {
      const argv = [
        ...how.sudo,
        ...(how.sudo.length ? ['-n'] : []),
        'env',
        'DEBIAN_FRONTEND=noninteractive',
        ...args,
      ];
      return spawnSync(argv[0], argv.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] }).status === 0;
    };
    const installed =
      run(['apt-get', 'update', '-qq']) &&
      run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...names]);
    const still = missingPackages();
    if (installed && still.length === 0) return true;
    log(
      `[system] the install did not complete${still.length ? ` (still missing: ${still.map((p) => p.pkg).join(' ')})` : ''}.`,
    );
  }
  log(
    `\n[system] The tests need system packages this machine lacks, and they cannot be installed from here` +
      `${how.why ? ` (${how.why})` : ''}. Run:\n\n    ${command}\n\n` +
      `then run the tests again.${onPath('apt-get') ? '' : ' On a system without apt, install the equivalents of those packages.'}`,
  );
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureSystemPackages() ? 0 : 1);
