import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consolePasskeys } from '../../src/db/schema-console-passkeys';
import type { PasskeyRow } from '../../src/shared/contracts/console-passkeys';
import { CONSOLE_ORIGIN, consoleTestApp, staffSession, staffWithSession } from './console-helpers';

/**
 * An admin removes another staff member's passkeys (decision 0119): lists them with name and last use, removes one
 * or all with a session begun within 15 minutes, each removal audited as `passkey.removed` `{ by: 'admin' }`; an
 * agent or a team lead cannot. The passkeys are written straight to the table (the WebAuthn ceremony is
 * console-passkeys.test.ts's).
 */
const t = consoleTestApp('2026-11-29T06:00:00Z');

type Method = 'GET' | 'DELETE';
const call = (method: Method, url: string, cookie: string) =>
  t.app.inject({
    method,
    url,
    remoteAddress: '10.119.0.1',
    headers: { origin: CONSOLE_ORIGIN, cookie: `sc_console=${cookie}` },
  });

let keySeq = 0;
async function passkey(staffId: number, deviceName: string | null) {
  const [row] = await t.ctx.db
    .insert(consolePasskeys)
    .values({
      staffId,
      credentialId: `cred-${++keySeq}`,
      publicKey: 'pk',
      deviceName,
      createdAt: t.now,
      lastUsedAt: deviceName ? t.now : null,
    })
    .returning({ id: consolePasskeys.id });
  return row!.id;
}
const removals = async () =>
  (
    await t.ctx.db.execute<{ staff_id: number; target: string; details: Record<string, unknown> }>(
      sql`select staff_id, target, details from console_audit_log where action = 'passkey.removed' order by id`,
    )
  ).rows;

describe("an admin and another staff member's passkeys", () => {
  it('an admin lists them and removes one, then all; each removal is audited; an agent and a team lead cannot', async () => {
    const admin = await staffWithSession(t, 'admin');
    const agent = await staffWithSession(t, 'agent', [1]);
    const lead = await staffWithSession(t, 'team_lead', [1]);
    const laptop = await passkey(agent.id, 'Laptop');
    const phone = await passkey(agent.id, null);
    const third = await passkey(agent.id, 'Key');
    const leadsKey = await passkey(lead.id, 'Lead laptop');

    const listed = await call('GET', `/api/console/staff/${agent.id}/passkeys`, admin.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ data: PasskeyRow[] }>().data).toMatchObject([
      { id: laptop, deviceName: 'Laptop', lastUsedAt: t.now.toISOString() },
      { id: phone, deviceName: null, lastUsedAt: null },
      { id: third, deviceName: 'Key' },
    ]);

    for (const who of [agent, lead]) {
      expect((await call('GET', `/api/console/staff/${agent.id}/passkeys`, who.cookie)).statusCode).toBe(403);
      const r = await call('DELETE', `/api/console/staff/${lead.id}/passkeys/${leadsKey}`, who.cookie);
      expect(r.statusCode).toBe(403);
      expect((await call('DELETE', `/api/console/staff/${agent.id}/passkeys`, who.cookie)).statusCode).toBe(
        403,
      );
    }
    expect(await removals()).toEqual([]);

    // another person's passkey through this person's address is not found
    const wrong = await call('DELETE', `/api/console/staff/${agent.id}/passkeys/${leadsKey}`, admin.cookie);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'CONSOLE_PASSKEY_NOT_FOUND' });
    expect((await call('GET', `/api/console/staff/99999/passkeys`, admin.cookie)).json()).toMatchObject({
      data: [],
    });
    expect((await call('DELETE', `/api/console/staff/99999/passkeys`, admin.cookie)).statusCode).toBe(404);

    const one = await call('DELETE', `/api/console/staff/${agent.id}/passkeys/${laptop}`, admin.cookie);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ data: { removed: 1 } });
    expect(await removals()).toEqual([
      { staff_id: admin.id, target: `passkey:${laptop}`, details: { by: 'admin', staff: agent.id } },
    ]);

    // 15 minutes after the admin's sign-in: sign in again first
    t.tick(16 * 60_000);
    const old = await call('DELETE', `/api/console/staff/${agent.id}/passkeys`, admin.cookie);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ code: 'CONSOLE_REAUTH_REQUIRED' });
    const fresh = await staffSession(t, admin.id);
    const all = await call('DELETE', `/api/console/staff/${agent.id}/passkeys`, fresh);
    expect(all.json()).toEqual({ data: { removed: 2 } });
    expect((await removals()).map((r) => r.target)).toEqual([
      `passkey:${laptop}`,
      `passkey:${phone}`,
      `passkey:${third}`,
    ]);
    expect((await call('GET', `/api/console/staff/${agent.id}/passkeys`, fresh)).json()).toEqual({
      data: [],
    });
    // the team lead's passkey is untouched
    const leads = await call('GET', `/api/console/staff/${lead.id}/passkeys`, fresh);
    expect(leads.json<{ data: PasskeyRow[] }>().data.map((p) => p.id)).toEqual([leadsKey]);
  });
});
