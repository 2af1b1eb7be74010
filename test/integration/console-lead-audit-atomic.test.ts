import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, type Audit } from '../../src/server/modules/console/audit';
import type { Staff } from '../../src/server/modules/console/service';
import { consoleLeadsService } from '../../src/server/modules/console-leads/service';
import { freshDatabase, type TestDatabase } from './helpers';

/**
 * A lead's change and its audit row commit together (decision 0110: an action is acknowledged only once its row is
 * in, and no change is kept without one). The fault suite's scenario k found status changes and notes stored
 * without their row when the connection was lost between the two writes; here the audit write fails outright.
 */
let ctx: TestDatabase;
let leadId = 0;
let admin: Staff;
let agentId = 0;
const now = () => new Date('2026-11-29T06:00:00Z');
const lostConnection: Audit = () => Promise.reject(new Error('Connection terminated unexpectedly'));

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
  const lead = await ctx.db.execute<{ id: number }>(sql`
    with d as (insert into devices (device_uuid, source_id, country_product_id)
      values (${randomBytes(16).toString('hex')}, 2, 1) returning id)
    insert into leads (public_id, device_id, country_product_id, source, mobile_number, consent_at)
    select ${randomBytes(12).toString('hex')}, id, 1, 'footer_popup', '501234567', now() from d returning id`);
  leadId = lead.rows[0]!.id;
  const staff = await ctx.db.execute<{ id: number }>(sql`
    insert into console_staff (email, display_name, role, products)
    values ('atomic@sahel.example', 'Atomic Admin', 'admin', '{1}') returning id`);
  admin = {
    id: staff.rows[0]!.id,
    email: 'atomic@sahel.example',
    displayName: 'Atomic Admin',
    role: 'admin',
    products: [1],
  };
  const agent = await ctx.db.execute<{ id: number }>(sql`
    insert into console_staff (email, display_name, role, products)
    values ('atomic-agent@sahel.example', 'Atomic Agent', 'agent', '{1}') returning id`);
  agentId = agent.rows[0]!.id;
});
afterAll(async () => {
  await ctx?.drop();
});

const count = async (table: 'console_lead_work' | 'console_lead_notes' | 'console_audit_log') =>
  (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0]!.n;

describe('console lead changes and their audit rows', () => {
  it('keeps no status change, assignment or note whose audit row could not be written', async () => {
    const failing = consoleLeadsService(ctx.db, { audit: lostConnection, now });
    await expect(
      failing.setStatus(admin, leadId, { status: 'contacted', version: 0 }, 'f'.repeat(16)),
    ).rejects.toThrow('Connection terminated');
    await expect(failing.assign(admin, leadId, agentId, 0, 'f'.repeat(16))).rejects.toThrow(
      'Connection terminated',
    );
    await expect(failing.addNote(admin, leadId, 'called, no answer', 'f'.repeat(16))).rejects.toThrow(
      'Connection terminated',
    );
    expect(await count('console_lead_work')).toBe(0);
    expect(await count('console_lead_notes')).toBe(0);
  });

  it('writes the change and its row together when the audit write succeeds', async () => {
    const leads = consoleLeadsService(ctx.db, { audit: auditLog(ctx.db, now), now });
    const changed = await leads.setStatus(admin, leadId, { status: 'contacted', version: 0 }, 'a'.repeat(16));
    const note = await leads.addNote(admin, leadId, 'called, spoke to the visitor', 'a'.repeat(16));
    expect(changed.version).toBe(1);
    const rows = await ctx.db.execute<{ action: string; details: Record<string, unknown> }>(
      sql`select action, details from console_audit_log where target = ${`lead:${leadId}`} order by id`,
    );
    expect(rows.rows).toEqual([
      { action: 'lead.status', details: { status: 'contacted', version: 1 } },
      { action: 'lead.note', details: { note: note.id, length: 'called, spoke to the visitor'.length } },
    ]);
    expect(await count('console_lead_notes')).toBe(1);
  });
});
