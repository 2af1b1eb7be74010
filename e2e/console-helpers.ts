import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { queryDb } from './server';
import { hashPassword } from '../src/server/modules/console/password';
import { newTotpSecret, totpCode } from '../src/server/modules/console/totp';

/** A console account a browser test signs in with: its e-mail, password and authenticator secret. */
export type TestStaff = { email: string; password: string; secret: string };

type Role = 'admin' | 'content_editor' | 'team_lead' | 'agent';

/** An enrolled console account (password and authenticator) of the role, stored in the server's database. */
export async function addStaff(
  databaseUrl: string,
  email: string,
  name: string,
  role: Role,
): Promise<TestStaff> {
  const staff = { email, password: 'correct horse battery', secret: newTotpSecret() };
  await queryDb(
    databaseUrl,
    `insert into console_staff (email, display_name, role, password_hash, totp_secret, totp_last_step, created_at)
     values ($1, $2, $3, $4, $5, 0, now())`,
    [email, name, role, await hashPassword(staff.password, 10), staff.secret],
  );
  return staff;
}

/** Signs in through the console's own form (password, then the authenticator's code) and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, staff: TestStaff): Promise<void> {
  await page.goto(`${baseUrl}/console/`);
  await page.fill('#console-sign-in input[name="email"]', staff.email);
  await page.fill('#console-sign-in input[name="password"]', staff.password);
  await page.click('#console-sign-in button[type="submit"]');
  await page.fill('#console-code input[name="code"]', await totpCode(staff.secret, new Date()));
  await page.click('#console-code button[type="submit"]');
  await page.waitForSelector('.cs-who');
}

/**
 * A content editor with a console session stored directly (no sign-in screens): the session cookie's value, for
 * `withSession`. For tests of what an editor does once signed in.
 */
export async function addEditorSession(databaseUrl: string): Promise<string> {
  const [s] = await queryDb<{ id: number }>(
    databaseUrl,
    `insert into console_staff (email, display_name, role, products, totp_last_step)
     values ($1, 'Editor Eman', 'content_editor', '{}', 1) returning id`,
    [`editor-${randomBytes(4).toString('hex')}@sahel.example`],
  );
  const token = randomBytes(32).toString('base64url');
  await queryDb(
    databaseUrl,
    `insert into console_sessions (staff_id, token_hash, user_agent_class, created_at, last_seen_at)
     values ($1, $2, 'other', now(), now())`,
    [s!.id, createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

/** Gives the browser context the console session `token` for the server at `baseUrl`. */
export async function withSession(context: BrowserContext, baseUrl: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'sc_console', value: token, url: baseUrl }]);
}
