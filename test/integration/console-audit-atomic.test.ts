import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HIGH_WRITES, useTestApp } from './helpers';
import { consoleCall, staffSession } from './console-content-fixtures';

/**
 * Every console change and its audit row commit together or not at all (decision 0110: an action is acknowledged
 * only once its row is in). A trigger makes the audit insert fail for one action, as a lost connection or a full
 * disk would between the two writes; the change must be rolled back and the answer a stable error, never a stack.
 */
const { app, ctx } = useTestApp({ env: { JOBS_ENABLED: 'false' }, limits: HIGH_WRITES });
const call = consoleCall(app);

/** Runs `fn` while the audit log refuses rows of `action` (a BEFORE INSERT trigger, dropped afterwards). */
async function auditRefusing<T>(action: string, fn: () => Promise<T>): Promise<T> {
  await ctx.db.execute(sql`
    create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused for %', new.action; end $$`);
  await ctx.db.execute(
    sql.raw(`create trigger test_refuse_audit before insert on console_audit_log for each row
      when (new.action = '${action.replace(/'/g, "''")}') execute function test_refuse_audit()`),
  );
  try {
    return await fn();
  } finally {
    await ctx.db.execute(sql`drop trigger test_refuse_audit on console_audit_log`);
  }
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await ctx.db.execute<{ n: string }>(query)).rows[0]!.n);
const audits = (action: string) =>
  count(sql`select count(*) as n from console_audit_log where action = ${action}`);

/** The answer to a database fault: 500 with the stable code and a human message, nothing of the error itself. */
function expectStableFailure(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(500);
  expect(JSON.parse(res.body)).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong.' });
  expect(res.body).not.toMatch(/audit refused|at .+\.ts|console_audit_log/);
}

describe('console changes and their audit rows commit together', () => {
  it('a sign-out whose row cannot be written keeps the session; with the row it ends it', async () => {
    const { cookie } = await staffSession(ctx.db, 'agent');
    const failed = await auditRefusing('sign-out', () => call('POST', '/api/console/sign-out', cookie));
    expectStableFailure(failed);
    expect((await call('GET', '/api/console/me', cookie)).statusCode).toBe(200);
    expect(await audits('sign-out')).toBe(0);

    expect((await call('POST', '/api/console/sign-out', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/console/me', cookie)).statusCode).toBe(401);
    expect(await audits('sign-out')).toBe(1);
  });

  it('an invitation whose row cannot be written is not stored', async () => {
    const { cookie } = await staffSession(ctx.db, 'admin');
    const invite = () =>
      call('POST', '/api/console/staff/invitations', cookie, {
        email: 'atomic.invite@sahel.example',
        displayName: 'Atomic invite',
        role: 'content_editor',
      });
    const invitations = () =>
      count(sql`select count(*) as n from console_invitations where email = 'atomic.invite@sahel.example'`);
    expectStableFailure(await auditRefusing('invitation.created', invite));
    expect(await invitations()).toBe(0);
    expect((await invite()).statusCode).toBe(200);
    expect(await invitations()).toBe(1);
    expect(await audits('invitation.created')).toBe(1);
  });

  it('a do-not-call import whose row cannot be written lists no number', async () => {
    const { cookie } = await staffSession(ctx.db, 'admin');
    const listed = () => count(sql`select count(*) as n from dnc_numbers where mobile_number = '501119901'`);
    const importCsv = () => call('POST', '/api/console/dnc/import', cookie, { csv: '0501119901' });
    expectStableFailure(await auditRefusing('dnc.import', importCsv));
    expect(await listed()).toBe(0);
    const done = await importCsv();
    expect(done.json()).toMatchObject({ data: { imported: 1 } });
    expect(await listed()).toBe(1);
    expect(await audits('dnc.import')).toBe(1);
  });

  it('a redirection whose row cannot be written does not redirect', async () => {
    const { cookie } = await staffSession(ctx.db, 'content_editor');
    const from = '/atomic-old-page/';
    const create = () =>
      call('POST', '/api/console/redirections', cookie, {
        fromPath: from,
        toPath: '/car-insurance/',
        statusCode: 301,
      });
    const published = () =>
      count(sql`select count(*) as n from redirections where from_path = ${from} and published`);
    expectStableFailure(await auditRefusing('redirection.created', create));
    expect(await published()).toBe(0);
    expect((await create()).statusCode).toBe(201);
    expect(await published()).toBe(1);
    expect(await audits('redirection.created')).toBe(1);
    const id = (await call('GET', '/api/console/redirections', cookie))
      .json<{ data: { id: number; fromPath: string }[] }>()
      .data.find((r) => r.fromPath === from)!.id;
    expectStableFailure(
      await auditRefusing('redirection.deleted', () =>
        call('DELETE', `/api/console/redirections/${id}`, cookie),
      ),
    );
    expect(await published()).toBe(1);
  });

  it('a review decision whose row cannot be written leaves the review pending', async () => {
    const { cookie } = await staffSession(ctx.db, 'content_editor');
    const r = await ctx.db.execute<{ id: number }>(sql`
      insert into reviews (product_id, provider_id, mobile_hash, user_name, city, lang, title, body,
        ease_rating, clarity_rating, speed_rating, support_rating, status)
      values (7, 1, 'atomic-review', 'Atomic Tester', 'Dubai', 'en', 'Atomic review',
        'A review waiting for a moderator to read it.', 4, 4, 4, 4, 'pending') returning id::int as id`);
    const id = r.rows[0]!.id;
    const approve = () =>
      call('POST', `/api/console/reviews/${id}/moderation`, cookie, { action: 'approve' });
    const status = async () =>
      (await ctx.db.execute<{ status: string }>(sql`select status from reviews where id = ${id}`)).rows[0]!
        .status;
    expectStableFailure(await auditRefusing('review.approved', approve));
    expect(await status()).toBe('pending');
    expect((await approve()).statusCode).toBe(200);
    expect(await status()).toBe('published');
  });

  it('an unpublish whose row cannot be written keeps the page on the site', async () => {
    const { cookie } = await staffSession(ctx.db, 'content_editor');
    const path = '/car-insurance/';
    const unpublish = () => call('POST', '/api/console/pages/unpublish', cookie, { path, language: 'ar' });
    const live = async () =>
      (
        await ctx.db.execute<{ published: boolean }>(
          sql`select published from content_pages where url_path = ${path} and language = 'ar'`,
        )
      ).rows[0]!.published;
    expect(await live()).toBe(true);
    expectStableFailure(await auditRefusing('page.unpublished', unpublish));
    expect(await live()).toBe(true);
    expect((await unpublish()).statusCode).toBe(200);
    expect(await live()).toBe(false);
    expect(await audits('page.unpublished')).toBe(1);
  });

  it('a staff member disabled without the row stays enabled, sessions and all', async () => {
    const admin = await staffSession(ctx.db, 'admin');
    const agent = await staffSession(ctx.db, 'agent');
    const disable = () => call('POST', `/api/console/staff/${agent.id}/disable`, admin.cookie);
    expectStableFailure(await auditRefusing('staff.disabled', disable));
    expect((await call('GET', '/api/console/me', agent.cookie)).statusCode).toBe(200);
    expect((await disable()).statusCode).toBe(200);
    expect((await call('GET', '/api/console/me', agent.cookie)).statusCode).toBe(401);
  });
});
