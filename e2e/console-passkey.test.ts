import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { queryDb, startServer, type RunningServer } from './server';
import { hashPassword } from '../src/server/modules/console/password';
import { newTotpSecret, totpCode } from '../src/server/modules/console/totp';

/**
 * Console passkeys in Chromium (decision 0117): a server of its own whose PUBLIC_ORIGIN is http://localhost:<port>
 * (the RP ID `localhost`; WebAuthn refuses an IP host), Chromium's virtual authenticator through the CDP session.
 * A staff member signs in with password and code, registers a passkey in the 'security' section, signs out, and
 * signs in with the passkey alone.
 */
let browser: Browser;
let server: RunningServer;
let origin = '';
const EMAIL = 'passkey-e2e@sahel.example';
const PASSWORD = 'correct horse battery';
const SECRET = newTotpSecret();

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer((port) => ({ PUBLIC_ORIGIN: `http://localhost:${port}` })),
  ]);
  origin = server.baseUrl.replace('127.0.0.1', 'localhost');
  // An enrolled staff member (scrypt at 2^10: the stored hash names its own cost; the e2e server checks 2^17 ones).
  await queryDb(
    server.databaseUrl,
    `insert into console_staff (email, display_name, role, password_hash, totp_secret, totp_last_step, created_at)
     values ($1, 'Passkey Tester', 'agent', $2, $3, 0, now())`,
    [EMAIL, await hashPassword(PASSWORD, 10), SECRET],
  );
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

describe('console passkeys', () => {
  it('registers a passkey after password + code, signs out, and signs in with the passkey', async () => {
    const { page, context, errors } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${origin}/console/`);
    await page.fill('#console-sign-in input[name="email"]', EMAIL);
    await page.fill('#console-sign-in input[name="password"]', PASSWORD);
    await page.click('#console-sign-in button[type="submit"]');
    await page.fill('#console-code input[name="code"]', await totpCode(SECRET, new Date()));
    await page.click('#console-code button[type="submit"]');
    await page.waitForSelector('.cs-who');

    await page.goto(`${origin}/console/#security`);
    await page.fill('#console-passkey-add input[name="deviceName"]', 'Test laptop');
    await page.click('#console-passkey-add button[type="submit"]');
    await page.waitForSelector('#console-passkey-list li:has-text("Test laptop")');
    const stored = await queryDb<{ n: number }>(
      server.databaseUrl,
      `select count(*)::int as n from console_passkeys p join console_staff s on s.id = p.staff_id
       where s.email = $1`,
      [EMAIL],
    );
    expect(stored[0]!.n).toBe(1);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForSelector('#console-passkey-sign-in');
    await page.click('#console-passkey-sign-in');
    await page.waitForSelector('.cs-who');
    expect(await page.textContent('.cs-who')).toContain('Passkey Tester');
    const via = await queryDb<{ via: string }>(
      server.databaseUrl,
      `select details->>'via' as via from console_audit_log where action = 'sign-in' order by id desc limit 1`,
    );
    expect(via[0]!.via).toBe('passkey');
    expect(errors).toEqual([]);
    await context.close();
  });
});
