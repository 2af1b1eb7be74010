import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleExports } from '../../../db/schema-console-exports';
import {
  CONSOLE_ADMIN_ERROR_CODES as E,
  type TExportFilters,
  type TExportState,
} from '../../../shared/contracts/console-admin';
import type { ConsoleRole } from '../../../shared/contracts/console';
import { HttpError } from '../../plugins/errors';
import type { Audit } from '../console/audit';
import { csvLine, uaeDayEnd, uaeDayStart } from './csv';

/** A finished export can be downloaded once, within this long. */
export const EXPORT_TTL_MS = 3_600_000;
const BATCH = 500;

export const EXPORT_QUEUE = 'console.export';
export type ExportJob = { exportId: number };

type Asker = { id: number; role: ConsoleRole; products: number[] };
type LeadRow = {
  id: number;
  public_id: string;
  created_at: Date;
  country_product_id: number;
  source: string;
  language: string | null;
  channel: string;
  call_from_minute: number;
  call_to_minute: number;
  consent_version: string;
  consent_at: Date;
  status: string;
  name?: string | null;
  email?: string | null;
  mobile?: string | null;
};

const BASE_COLUMNS = [
  'lead',
  'created_at',
  'product_id',
  'source',
  'language',
  'channel',
  'call_from',
  'call_to',
  'consent_version',
  'consent_at',
  'status',
] as const;
const PERSONAL_COLUMNS = ['name', 'email', 'mobile'] as const;

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * Lead exports (decision 0116): a team lead or admin asks (`create`), a background job writes the CSV (`run`) of the
 * leads whose consent allows it (recorded, not withdrawn); personal columns only when asked with a reason, which is
 * audited; the asker downloads it once within an hour. A team lead exports only their products.
 */
export function leadExports(db: Db, now: () => Date, audit: Audit) {
  function leadsWhere(f: TExportFilters) {
    return sql`l.consent_withdrawn_at is null and l.consent_version is not null
      ${f.products ? sql`and l.country_product_id = any(${sql.raw(`'{${f.products.join(',')}}'::int[]`)})` : sql``}
      ${f.from ? sql`and l.created_at >= ${uaeDayStart(f.from)}` : sql``}
      ${f.to ? sql`and l.created_at < ${uaeDayEnd(f.to)}` : sql``}
      ${f.sources ? sql`and l.source = any(${sql.raw(`'{${f.sources.join(',')}}'::text[]`)})` : sql``}`;
  }

  async function stateOf(id: number, staffId: number): Promise<typeof consoleExports.$inferSelect> {
    const [row] = await db
      .select()
      .from(consoleExports)
      .where(and(eq(consoleExports.id, id), eq(consoleExports.staffId, staffId)));
    // Another person's export answers as one that does not exist.
    if (!row) throw new HttpError(404, E.CONSOLE_EXPORT_NOT_FOUND, 'There is no such export.');
    return row;
  }
  const expiresAt = (r: { finishedAt: Date | null }) =>
    r.finishedAt ? new Date(r.finishedAt.getTime() + EXPORT_TTL_MS) : null;

  return {
    async create(
      asker: Asker,
      body: { filters: TExportFilters; personal: boolean; reason?: string | undefined },
      fromHash: string,
    ): Promise<number> {
      const reason = body.reason?.trim() || null;
      if (body.personal && !reason)
        throw new HttpError(
          400,
          E.CONSOLE_REASON_REQUIRED,
          'Please give the reason for exporting personal data.',
        );
      const f = { ...body.filters };
      if (f.from && f.to && f.from > f.to)
        throw new HttpError(400, E.CONSOLE_BAD_FILTER, "'from' must not be after 'to'.");
      if (asker.role !== 'admin') {
        const own = new Set(asker.products);
        if (f.products?.some((p) => !own.has(p)))
          throw new HttpError(
            403,
            E.CONSOLE_PRODUCT_FORBIDDEN,
            'You can export only the leads of your products.',
          );
        f.products ??= [...own];
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(consoleExports)
          .values({
            staffId: asker.id,
            filters: f,
            personal: body.personal,
            reason: body.personal ? reason : null,
            createdAt: now(),
          })
          .returning({ id: consoleExports.id });
        await audit(
          {
            staffId: asker.id,
            action: 'export.created',
            target: `export:${row!.id}`,
            fromHash,
            details: {
              personal: body.personal,
              reason: body.personal ? reason : null,
              products: f.products ?? [],
              from: f.from ?? null,
              to: f.to ?? null,
              sources: f.sources ?? [],
            },
          },
          tx,
        );
        return row!.id;
      });
    },

    /** The job: counts, then writes the CSV in batches, recording its progress. */
    async run(id: number): Promise<void> {
      const [ex] = await db.select().from(consoleExports).where(eq(consoleExports.id, id));
      if (!ex || ex.status === 'done' || ex.status === 'failed') return;
      const f = ex.filters as TExportFilters;
      const count = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from leads l where ${leadsWhere(f)}`,
      );
      const total = count.rows[0]?.n ?? 0;
      await db
        .update(consoleExports)
        .set({ status: 'running', total, rows: 0 })
        .where(eq(consoleExports.id, id));
      const personal = ex.personal
        ? sql`, l.name, coalesce(l.email, q.email) as email, coalesce(l.mobile_number, q.mobile_number) as mobile`
        : sql``;
      let csv = csvLine([...BASE_COLUMNS, ...(ex.personal ? PERSONAL_COLUMNS : [])]);
      let after = 0;
      let written = 0;
      for (;;) {
        const batch = await db.execute<LeadRow>(sql`
          select l.id, l.public_id, l.created_at, l.country_product_id, l.source, q.language, l.channel,
            l.call_from_minute, l.call_to_minute, l.consent_version, l.consent_at,
            coalesce(w.status, 'new') as status ${personal}
          from leads l
          left join enquiries q on q.id = l.enquiry_id
          left join console_lead_work w on w.lead_id = l.id
          where ${leadsWhere(f)} and l.id > ${after}
          order by l.id limit ${BATCH}`);
        for (const r of batch.rows) {
          csv += csvLine([
            r.public_id,
            new Date(r.created_at).toISOString(),
            r.country_product_id,
            r.source,
            r.language,
            r.channel,
            hhmm(r.call_from_minute),
            hhmm(r.call_to_minute),
            r.consent_version,
            new Date(r.consent_at).toISOString(),
            r.status,
            ...(ex.personal ? [r.name, r.email, r.mobile ? `0${r.mobile}` : null] : []),
          ]);
        }
        written += batch.rows.length;
        if (batch.rows.length < BATCH) break;
        after = batch.rows.at(-1)!.id;
        await db.update(consoleExports).set({ rows: written }).where(eq(consoleExports.id, id));
      }
      await db
        .update(consoleExports)
        .set({ status: 'done', rows: written, total: Math.max(total, written), csv, finishedAt: now() })
        .where(eq(consoleExports.id, id));
    },

    async fail(id: number): Promise<void> {
      await db
        .update(consoleExports)
        .set({ status: 'failed', csv: null, finishedAt: now() })
        .where(eq(consoleExports.id, id));
    },

    async state(id: number, staffId: number): Promise<TExportState> {
      const r = await stateOf(id, staffId);
      return {
        id: r.id,
        status: r.status as TExportState['status'],
        personal: r.personal,
        rows: r.rows,
        total: r.total,
        createdAt: r.createdAt.toISOString(),
        expiresAt: expiresAt(r)?.toISOString() ?? null,
        downloaded: r.downloadedAt !== null,
      };
    },

    /** The file, once, within the hour; afterwards (or once downloaded) 410, and the file is gone. */
    async download(
      id: number,
      staffId: number,
      fromHash: string,
    ): Promise<{ csv: string; personal: boolean }> {
      const t = now();
      const out = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(consoleExports)
          .where(and(eq(consoleExports.id, id), eq(consoleExports.staffId, staffId)))
          .for('update');
        if (!r) throw new HttpError(404, E.CONSOLE_EXPORT_NOT_FOUND, 'There is no such export.');
        if (r.status !== 'done' && r.status !== 'failed')
          throw new HttpError(409, E.CONSOLE_EXPORT_NOT_READY, 'The export is not ready yet.');
        const gone = r.downloadedAt !== null || r.csv === null || expiresAt(r)! <= t;
        await tx
          .update(consoleExports)
          .set({ csv: null, downloadedAt: r.downloadedAt ?? (gone ? null : t) })
          .where(eq(consoleExports.id, id));
        if (gone) return null;
        await audit(
          {
            staffId,
            action: 'export.downloaded',
            target: `export:${id}`,
            fromHash,
            details: { personal: r.personal },
          },
          tx,
        );
        return { csv: r.csv!, personal: r.personal };
      });
      if (!out)
        throw new HttpError(
          410,
          E.CONSOLE_EXPORT_GONE,
          'This export was downloaded already or its hour has passed. Please ask for a new one.',
        );
      return out;
    },
  };
}

export type LeadExports = ReturnType<typeof leadExports>;
