import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createDb, closeDb, type Db } from '../src/db/client';
import { createAdminInvitation } from '../src/server/modules/console/admin-invitation';
import { totpCode } from '../src/server/modules/console/totp';
import type { Config } from '../src/server/config';
import { baseUrl, databaseUrl, launch, openPage, type Watched } from './browser';
import { queryDb } from './server';

/**
 * The console's React app and the lead inbox (decision 0114) in Chromium: an admin (invitation from the command
 * line's helper) enrols through the link and invites an agent; the agent enrols, signs out, signs in with password
 * and authenticator code, sees only the lead assigned to them and reveals it, which writes an audit row. The page
 * loads only same-origin scripts (its CSP has no inline script). CONSOLE_SHOTS=<dir> keeps screenshots at 390 and
 * 1280 px, in English and Arabic.
 */
const SHOTS = process.env.CONSOLE_SHOTS;
const PASSWORD = 'correct horse battery staple';
let browser: Browser;
let db: Db;

beforeAll(async () => {
  browser = await launch();
  db = createDb(databaseUrl(), 1);
});
afterAll(async () => {
  await browser?.close();
  await closeDb(db);
});

/** Accepts an invitation in the page (password, then the key shown once, then a code); answers the TOTP secret. */
async function enrol(page: Page, link: string): Promise<string> {
  await page.goto(link);
  await page.locator('#console-accept input[name=password]').fill(PASSWORD);
  await page.locator('#console-accept input[name=repeat]').fill(PASSWORD);
  await page.locator('#console-accept button[type=submit]').click();
  const secret = (await page.locator('#console-secret').textContent({ timeout: 10_000 }))!.trim();
  await page.locator('#console-confirm input[name=code]').fill(await totpCode(secret, new Date()));
  await page.locator('#console-confirm button[type=submit]').click();
  // the inbox's first answer is in (a sign-out while it is under way would make it a 401)
  await page.locator('.cs-leads [aria-live=polite]').waitFor();
  return secret;
}

/** A console call from the signed-in page (same origin: the browser sends Origin and the cookie). */
async function consoleCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/api/console/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      const json = (await r.json()) as { data: unknown };
      if (!r.ok) throw new Error(`${p}: ${r.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    [path, body] as const,
  ) as Promise<T>;
}

async function newLead(page: Page, key: string, mobile: string): Promise<number> {
  const device = await page.request.post(`${baseUrl()}/api/device`, {
    data: { sourceId: 2, countryProductId: 1 },
  });
  const { deviceId } = (await device.json()) as { deviceId: number };
  const [row] = await queryDb<{ id: number }>(
    databaseUrl(),
    `insert into leads (public_id, device_id, country_product_id, source, mobile_number, name, email, consent_at, consent_version)
     values ($1, $2, 1, 'talk_to_expert', $3, $4, $5, now(), 'v1') returning id`,
    [
      `E2E${key}${Date.now()}`.slice(0, 24).padEnd(24, '0'),
      deviceId,
      mobile,
      `Visitor ${key}`,
      `${key}@visitor.example`,
    ],
  );
  return row!.id;
}

const shot = async (w: Watched, name: string) => {
  if (SHOTS) await w.page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('the console app', () => {
  it('an invited agent signs in with password and code, sees only their lead and reveals it (audited)', async () => {
    const stamp = Date.now();
    const adminEmail = `admin.${stamp}@sahel.example`;
    const link = await createAdminInvitation(
      db,
      { secrets: { sessionSecret: 'unused-for-an-invitation' }, publicOrigin: baseUrl() } as Config,
      () => {},
      ['--email', adminEmail, '--name', 'Admin Amal'],
    );
    const admin = await openPage(browser);
    await enrol(admin.page, link);
    expect(await admin.page.locator('.cs-who').textContent()).toContain('Admin Amal');
    // the console page: its own CSP, only same-origin module scripts, never a visitor island
    const res = await admin.page.goto(`${baseUrl()}/console/`);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    expect(admin.scripts.every((s) => s.startsWith('/assets/'))).toBe(true);

    const agentEmail = `agent.${stamp}@sahel.example`;
    const invited = await consoleCall<{ link: string }>(admin.page, 'staff/invitations', {
      email: agentEmail,
      displayName: 'Agent Aisha',
      role: 'agent',
      products: [1],
    });
    const mine = await newLead(admin.page, 'mine', '501234567');
    await newLead(admin.page, 'other', '509876543');
    const [agentRow] = await queryDb<{ id: number }>(
      databaseUrl(),
      'select id from console_staff where email = $1',
      [agentEmail],
    ).catch(() => [] as { id: number }[]);
    expect(agentRow).toBeUndefined(); // not yet: the invitation creates the account

    const agent = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const secret = await enrol(agent.page, invited.link);
    const [{ id: agentId }] = (await queryDb<{ id: number }>(
      databaseUrl(),
      'select id from console_staff where email = $1',
      [agentEmail],
    )) as [{ id: number }];
    await consoleCall(admin.page, `leads/${mine}/assign`, { assigneeId: agentId, version: 0 });

    // sign out, then in with the password and the authenticator (the next step's code: the first was used up)
    await agent.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await agent.page.locator('#console-sign-in input[name=email]').fill(agentEmail);
    await agent.page.locator('#console-sign-in input[name=password]').fill(PASSWORD);
    await agent.page.locator('#console-sign-in button[type=submit]').click();
    await agent.page
      .locator('#console-code input[name=code]')
      .fill(await totpCode(secret, new Date(Date.now() + 30_000)));
    await agent.page.locator('#console-code button[type=submit]').click();

    const cards = agent.page.locator('.cs-lead-row');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('•••••••67');
    await shot(agent, 'leads-390-en');
    await cards.first().locator('a').click();
    await agent.page.locator('#console-reveal').click();
    await expect.poll(() => agent.page.locator('#console-revealed').textContent()).toContain('+971501234567');
    await shot(agent, 'lead-390-en');
    const audit = await queryDb<{ n: string }>(
      databaseUrl(),
      `select count(*) as n from console_audit_log where action = 'lead.personal-data.read' and staff_id = $1 and target = $2`,
      [agentId, `lead:${mine}`],
    );
    expect(Number(audit[0]!.n)).toBe(1);

    // the other lead is not the agent's: the same answer as a lead that does not exist
    await agent.page.goto(`${baseUrl()}/ar-ae/console/#leads?id=${mine + 1}`);
    await expect.poll(() => agent.page.locator('.cs-error').first().textContent()).toMatch(/ليس من صلاحيتك/);
    expect(await agent.page.locator('html').getAttribute('dir')).toBe('rtl');

    if (SHOTS) {
      await admin.page.goto(`${baseUrl()}/console/#leads`);
      await admin.page.locator('.cs-lead-row').first().waitFor();
      await shot(admin, 'leads-1280-en');
      await admin.page.goto(`${baseUrl()}/ar-ae/console/#leads?id=${mine}`);
      await admin.page.locator('#console-reveal').waitFor();
      await shot(admin, 'lead-1280-ar');
      await admin.page.goto(`${baseUrl()}/ar-ae/console/#leads`);
      await admin.page.locator('.cs-lead-row').first().waitFor();
      await shot(admin, 'leads-1280-ar');
      await agent.page.goto(`${baseUrl()}/ar-ae/console/#leads`);
      await agent.page.locator('.cs-lead-row').first().waitFor();
      await shot(agent, 'leads-390-ar');
      const out = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await out.page.goto(`${baseUrl()}/ar-ae/console/`);
      await out.page.locator('#console-sign-in').waitFor();
      await shot(out, 'sign-in-390-ar');
      await out.context.close();
    }
    // The funnel (decision 0116): a week a month ago of a product no other test uses, counted by the server's SQL.
    const day = (ago: number) =>
      new Date(Date.now() + 4 * 3_600_000 - ago * 86_400_000).toISOString().slice(0, 10);
    const seeded: [number, string, string[]][] = [
      [30, '/critical-illness-insurance/', ['pageView']],
      [30, '/critical-illness-insurance/', ['pageView', 'journeyTracking']],
      [30, '/ar-ae/critical-illness-insurance/', ['pageView', 'journeyTracking', 'formSubmitSuccess']],
      [28, '/critical-illness-insurance/', ['pageView']],
    ];
    for (const [ago, path, names] of seeded) {
      const [v] = await queryDb<{ id: number }>(
        databaseUrl(),
        `with d as (insert into devices (device_uuid, source_id, country_product_id) values ($1, 2, 56) returning id)
         insert into visits (device_id, country_product_id, source_id) select id, 56, 2 from d returning id`,
        [`e2efunnel${stamp}${path.length}${names.length}${ago}`.padEnd(32, '0').slice(0, 32)],
      );
      for (const name of names)
        await queryDb(
          databaseUrl(),
          `insert into analytics_events (visit_id, name, at, product_id, page_path, language)
           values ($1, $2, ($3::date + time '10:00') at time zone 'Asia/Dubai', 56, $4, $5)`,
          [v!.id, name, day(ago), path, path.startsWith('/ar-ae/') ? 'ar' : 'en'],
        );
    }
    const range = `from=${day(31)}&to=${day(25)}&product=56`;
    await admin.page.goto(`${baseUrl()}/console/#funnel?${range}`);
    const steps = admin.page.locator('.cs-funnel-steps tbody tr');
    await steps.first().waitFor({ state: 'attached' });
    const rows = await steps.evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].slice(0, 3).map((c) => c.textContent?.trim())),
    );
    expect(rows.slice(0, 3)).toEqual([
      ['Visits', '4', '—'],
      ['Journey started', '2', '50%'],
      ['Submitted', '1', '50%'],
    ]);
    expect(await admin.page.locator('.cs-bars li').count()).toBe(6);
    await shot(admin, 'funnel-1280-en');
    await admin.page.goto(`${baseUrl()}/ar-ae/console/#funnel?${range}`);
    await admin.page.locator('.cs-bars').waitFor();
    // Arabic: the bars grow from the right (a bar shorter than the first starts past the middle)
    expect(Number(await admin.page.locator('.cs-bar').nth(2).getAttribute('x'))).toBeGreaterThan(50);
    await shot(admin, 'funnel-1280-ar');
    // the refused lead's 404 is the browser's only complaint
    expect(agent.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(admin.errors).toEqual([]);
    await agent.context.close();
    await admin.context.close();
  });
});
