import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, cspReports } from '../../src/db/schema';
import { cspReportsRepo } from '../../src/server/modules/csp-reports/repo';
import { logsRepo } from '../../src/server/modules/logs/repo';
import { freshDatabase, type TestDatabase } from './helpers';

// Decision 0068: browser error records and CSP reports are kept 30 days, then deleted by worker nodes.
describe('retention of browser records', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(() => t.drop());

  it('deletes CSP reports and error records older than the kept days, and only those', async () => {
    const old = sql`now() - interval '31 days'`;
    await t.db
      .insert(cspReports)
      .values([{ documentUri: '/old', createdAt: old as unknown as Date }, { documentUri: '/new' }]);
    await t.db
      .insert(clientLogs)
      .values([{ message: 'old', createdAt: old as unknown as Date }, { message: 'new' }]);
    expect(await cspReportsRepo(t.db).purgeOlderThan(30)).toBe(1);
    expect(await logsRepo(t.db).purgeOlderThan(30)).toBe(1);
    const reports = await t.db.select({ uri: cspReports.documentUri }).from(cspReports);
    const logs = await t.db.select({ message: clientLogs.message }).from(clientLogs);
    expect(reports).toEqual([{ uri: '/new' }]);
    expect(logs).toEqual([{ message: 'new' }]);
  });
});
