import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAdminInvitation } from '../src/server/modules/console/admin-invitation';
import { totpCode } from '../src/server/modules/console/totp';
import { createDb, closeDb } from '../src/db/client';
import type { Config } from '../src/server/config';
import { launch, openPage, type Watched } from './browser';
import { queryDb, startServer, type RunningServer } from './server';

/**
 * The console's story in one flow (decisions 0117 and 0118), on a server of its own whose PUBLIC_ORIGIN is
 * http://localhost:<port> (the RP ID `localhost`: WebAuthn refuses an IP host), with Chromium's virtual
 * authenticator. An admin (the command line's invitation) invites an agent in the staff section; the agent enrols
 * through the link, registers a passkey, signs out and in with it, and sees only the lead assigned to them. With
 * the development clock at 08:30 in Dubai the Call button is disabled with the reason on screen; at 10:00 the agent
 * records an unanswered call; the visitor proves the number on 'who has my number' and sees that call listed.
 * CONSOLE_SHOTS=<dir> keeps the refused Call at 390 px in English and Arabic.
 */
const SHOTS = process.env.CONSOLE_SHOTS;
const PASSWORD = 'correct horse battery staple';
const MOBILE = '501180042';
const OTHER = '501180043';
let browser: Browser;
let server: RunningServer;
let origin = '';

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer((port) => ({ PUBLIC_ORIGIN: `http://localhost:${port}` })),
  ]);
  origin = server.baseUrl.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

/** The development clock (decision 0118): the contact rules read `at` (a UAE wall-clock time) from now on. */
async function setClock(day: string, time: string) {
  const res = await fetch(`${origin}/api/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: `${day}T${time}:00+04:00` }),
  });
  expect(res.status).toBe(200);
}

/** Accepts an invitation in the page: password, the key shown once, a code; the person is then signed in. */
async function enrol(page: Page, link: string) {
  await page.goto(link);
  await page.locator('#console-accept input[name=password]').fill(PASSWORD);
  await page.locator('#console-accept input[name=repeat]').fill(PASSWORD);
  await page.locator('#console-accept button[type=submit]').click();
  const secret = (await page.locator('#console-secret').textContent({ timeout: 10_000 }))!.trim();
  await page.locator('#console-confirm input[name=code]').fill(await totpCode(secret, new Date()));
  await page.locator('#console-confirm button[type=submit]').click();
  await page.locator('.cs-leads [aria-live=polite]').waitFor();
}

/** A visitor's lead through a capture point's own API (consent given, the default call window), with the page's token. */
async function visitorLead(page: Page, mobile: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('authorization'));
  const made = await page.request.post(`${origin}/api/lead_details`, {
    headers: { authorization: token ?? '', 'content-type': 'application/json' },
    data: { source: 'footer_popup', countryProductId: 1, mobileNumber: mobile, consent: true },
  });
  expect(made.status()).toBe(200);
  const { leadId } = (await made.json()) as { leadId: string };
  const [row] = await queryDb<{ id: number }>(
    server.databaseUrl,
    'select id from leads where public_id = $1',
    [leadId],
  );
  return row!.id;
}

const shot = async (w: Watched, name: string) => {
  if (SHOTS) await w.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('the console story', () => {
  it('invite, passkey, only the assigned lead, Call refused at 08:30 and recorded at 10:00, seen by the visitor', async () => {
    // The next UAE day: the clock moves forward from the leads' consent, never back.
    const day = new Date(Date.now() + 28 * 3_600_000).toISOString().slice(0, 10);
    const visitor = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await visitor.page.goto(`${origin}/my-data/`);
    await visitor.page.waitForSelector('html[data-session="ready"]', { state: 'attached' });
    const mine = await visitorLead(visitor.page, MOBILE);
    await visitorLead(visitor.page, OTHER);

    // The start seeded the demo staff without credentials (development tools on, decision 0118).
    const demo = await queryDb<{ n: number }>(
      server.databaseUrl,
      `select count(*)::int as n from console_staff
        where email like '%.demo@sahel.example' and password_hash is null and totp_secret is null`,
    );
    expect(demo[0]!.n).toBe(4);

    // The admin, from the command line's invitation, invites the agent in the staff section.
    const db = createDb(server.databaseUrl, 1);
    const adminLink = await createAdminInvitation(
      db,
      { secrets: { sessionSecret: 'unused-for-an-invitation' }, publicOrigin: origin } as Config,
      () => {},
      ['--email', 'admin.story@sahel.example', '--name', 'Admin Amal'],
    ).finally(() => closeDb(db));
    const admin = await openPage(browser);
    await enrol(admin.page, adminLink);
    await admin.page.goto(`${origin}/console/#staff`);
    const invite = admin.page.locator('form.cs-invite');
    await invite.locator('input[name=displayName]').fill('Agent Aisha');
    await invite.locator('input[name=email]').fill('agent.story@sahel.example');
    await invite.locator('select').first().selectOption('agent');
    await invite.locator('input[name=products]').fill('1');
    await invite.locator('button[type=submit]').click();
    const agentLink = (await invite.locator('[role=status] code').textContent())!.trim();
    expect(agentLink).toMatch(new RegExp(`^${origin}/console/#invite=`));

    // The agent enrols and registers a passkey (Chromium's virtual authenticator).
    const agent = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const cdp = await agent.context.newCDPSession(agent.page);
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
    await enrol(agent.page, agentLink);
    await agent.page.goto(`${origin}/console/#security`);
    await agent.page.fill('#console-passkey-add input[name="deviceName"]', 'Agent phone');
    await agent.page.click('#console-passkey-add button[type="submit"]');
    await agent.page.waitForSelector('#console-passkey-list li:has-text("Agent phone")');

    // The admin assigns the visitor's lead to the agent on the lead page.
    const [{ id: agentId }] = (await queryDb<{ id: number }>(
      server.databaseUrl,
      'select id from console_staff where email = $1',
      ['agent.story@sahel.example'],
    )) as [{ id: number }];
    await admin.page.goto(`${origin}/console/#leads?id=${mine}`);
    await admin.page.locator('select[name=assignee]').selectOption(String(agentId));
    await admin.page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect.poll(() => admin.page.locator('.cs-facts').first().textContent()).toContain('Agent Aisha');

    // Signed out, then in with the passkey alone.
    await agent.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await agent.page.click('#console-passkey-sign-in');
    await agent.page.waitForSelector('.cs-who');
    expect(await agent.page.textContent('.cs-who')).toContain('Agent Aisha');
    await agent.page.goto(`${origin}/console/#leads`);
    const rows = agent.page.locator('.cs-lead-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('•••••••42');

    // 08:30 in Dubai: Call is disabled and says why, in English and in Arabic.
    await setClock(day, '08:30');
    const call = agent.page.getByTestId('contact-call');
    await agent.page.goto(`${origin}/console/#leads?id=${mine}`);
    await call.waitFor();
    expect(await call.isDisabled()).toBe(true);
    expect(await agent.page.locator('#cc-why-call').textContent()).toMatch(
      /^Outside contact hours \(9:00–18:00 UAE time\)\. Possible again from .*9:00/,
    );
    await shot(agent, 'call-refused-390-en');
    await agent.page.goto(`${origin}/ar-ae/console/#leads?id=${mine}`);
    await expect.poll(() => agent.page.locator('#cc-why-call').textContent()).toContain('خارج ساعات التواصل');
    expect(await call.isDisabled()).toBe(true);
    expect(await agent.page.getAttribute('html', 'dir')).toBe('rtl');
    await shot(agent, 'call-refused-390-ar');

    // 10:00: the call is recorded (no answer), and the rules now say so.
    await setClock(day, '10:00');
    await agent.page.goto(`${origin}/console/#leads?id=${mine}`);
    await expect.poll(() => call.isEnabled()).toBe(true);
    await call.click();
    await agent.page.locator('.cc-form select[name=outcome]').selectOption('no_answer');
    await agent.page.locator('.cc-form button[type=submit]').click();
    await expect
      .poll(() => agent.page.locator('#cc-why-call').textContent())
      .toMatch(/^An unanswered attempt was already made today\. Possible again from /);
    const history = agent.page.locator('.cc-history li');
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toMatch(/Call · No answer by Agent Aisha/);

    // The visitor proves the number on 'who has my number' and sees the call (never the agent's name).
    await visitor.page.goto(`${origin}/my-data/`);
    await visitor.page.getByTestId('my-data-sign-in').click();
    await visitor.page.getByTestId('sign-in-mobile').fill(`0${MOBILE}`);
    await visitor.page.getByTestId('sign-in-send').click();
    await visitor.page.getByTestId('sign-in-otp').waitFor();
    const token = await visitor.page.evaluate(() => localStorage.getItem('authorization'));
    const outbox = await visitor.page.request.get(`${origin}/api/dev/outbox?mobileNumber=${MOBILE}`, {
      headers: { authorization: token ?? '' },
    });
    const messages = ((await outbox.json()) as { data: { body: string }[] }).data;
    await visitor.page.getByTestId('sign-in-otp').fill(/\d{4,8}/.exec(messages[0]!.body)![0]);
    await visitor.page.getByTestId('sign-in-verify').click();
    const seen = visitor.page.locator(`[data-contact-attempt="no_answer"]`);
    await seen.waitFor({ timeout: 15_000 });
    expect(await seen.count()).toBe(1);
    expect(await seen.textContent()).toMatch(/a call, not answered\. By the Sahel Compare team\./);
    expect(await seen.textContent()).not.toContain('Aisha');

    expect(agent.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await Promise.all([agent.context.close(), admin.context.close(), visitor.context.close()]);
  });
});
