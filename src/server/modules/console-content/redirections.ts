import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { redirections } from '../../../db/schema';
import {
  CONSOLE_CONTENT_ERROR_CODES as E,
  type TRedirection,
} from '../../../shared/contracts/console-content';
import { HttpError } from '../../plugins/errors';
import type { Audit, AuditEntry, Tx } from '../console/audit';
import { normalisePath, redirectProblem, type Edge } from './redirect-rules';

type Row = typeof redirections.$inferSelect;

/**
 * Throws the 409 for a redirection that would make a loop or a chain with the published ones (decision 0124); the
 * console and the automation call (`PUT /api/admin/redirections`) refuse alike.
 */
export function refuseRedirectProblem(
  edges: readonly Edge[],
  next: { id?: number; fromPath: string; toPath: string },
) {
  const p = redirectProblem(edges, next);
  if (p?.code === 'loop')
    throw new HttpError(409, E.REDIRECT_LOOP, `This would make a loop: ${p.cycle.join(' → ')}.`);
  if (p?.code === 'chain')
    throw new HttpError(
      409,
      E.REDIRECT_CHAIN,
      p.direction === 'to'
        ? `${p.via} is itself redirected: point this redirection to where ${p.via} leads instead.`
        : `${p.via} already redirects to ${next.fromPath}: change that redirection first.`,
    );
}
type Input = { fromPath: string; toPath: string; statusCode: 301 | 302 };
export type Actor = { staffId: number; fromHash: string };

const present = (r: Row): TRedirection => ({
  id: r.id,
  fromPath: r.fromPath,
  toPath: r.toPath,
  statusCode: r.statusCode,
  seeded: r.seedVersion !== null && r.editedAt === null,
  updatedAt: r.updatedAt.toISOString(),
});

function paths(b: Input): Input {
  const fromPath = normalisePath(b.fromPath);
  const toPath = normalisePath(b.toPath);
  if (!fromPath || fromPath === '/' || !toPath)
    throw new HttpError(
      400,
      E.REDIRECT_INVALID_PATH,
      'From and to must be paths of this site, such as /old-page/ (no https://, no host, no ?query); from cannot be the home page.',
    );
  return { fromPath, toPath, statusCode: b.statusCode };
}

/**
 * The console's redirections (decision 0124): the `redirections` table the page route, the sitemap and
 * `/api/redirections/published` read. Every write sets edited_at (the seed then leaves the row, decision 0073), so
 * a removal unpublishes the row instead of deleting it (a deleted seeded row would come back with the next seed
 * run), and adding the same from path later publishes that row again;
 * the table's trigger gives the 'redirects' cache tag a new version and the page cache syncs before the answer,
 * so the next request on any node sees the change. Loops and chains are refused with the rows involved.
 */
/** Changes a published row; 404 when there is none. */
async function publishedRow(
  tx: Tx,
  id: number,
  set: { toPath?: string; statusCode?: number; published?: boolean },
): Promise<Row> {
  const [r] = await tx
    .update(redirections)
    .set({ ...set, editedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(redirections.id, id), eq(redirections.published, true)))
    .returning();
  if (!r) throw new HttpError(404, E.REDIRECT_NOT_FOUND, 'No such redirection.');
  return r;
}

export function redirectionsAdmin(db: Db, audit: Audit, pageCache: { sync(): Promise<unknown> }) {
  const check = async (next: Input & { id?: number }) => {
    const edges = await db
      .select({ id: redirections.id, fromPath: redirections.fromPath, toPath: redirections.toPath })
      .from(redirections)
      .where(eq(redirections.published, true));
    refuseRedirectProblem(edges, next);
  };
  const byId = async (id: number) => {
    const [r] = await db
      .select()
      .from(redirections)
      .where(and(eq(redirections.id, id), eq(redirections.published, true)));
    if (!r) throw new HttpError(404, E.REDIRECT_NOT_FOUND, 'No such redirection.');
    return r;
  };
  /** The write and its audit row in one transaction (both or neither); the page cache syncs after the commit. */
  const audited = async (action: string, who: Actor, write: (tx: Tx) => Promise<Row>, before?: Row) => {
    const r = await db.transaction(async (tx) => {
      const row = await write(tx);
      const details: AuditEntry['details'] = { from: row.fromPath, to: row.toPath, status: row.statusCode };
      if (before) Object.assign(details, { beforeTo: before.toPath, beforeStatus: before.statusCode });
      await audit(
        { staffId: who.staffId, action, target: `redirection:${row.id}`, fromHash: who.fromHash, details },
        tx,
      );
      return row;
    });
    await pageCache.sync();
    return present(r);
  };

  return {
    async list(): Promise<TRedirection[]> {
      const rows = await db
        .select()
        .from(redirections)
        .where(eq(redirections.published, true))
        .orderBy(asc(redirections.fromPath));
      return rows.map(present);
    },

    async create(body: Input, who: Actor): Promise<TRedirection> {
      const b = paths(body);
      const [taken] = await db
        .select({ published: redirections.published })
        .from(redirections)
        .where(eq(redirections.fromPath, b.fromPath));
      if (taken?.published)
        throw new HttpError(409, E.REDIRECT_EXISTS, `${b.fromPath} is already redirected: edit that row.`);
      await check(b);
      const set = { ...b, published: true, editedAt: sql`now()` };
      return audited('redirection.created', who, async (tx) => {
        const [r] = await tx
          .insert(redirections)
          .values(set)
          .onConflictDoUpdate({
            target: redirections.fromPath,
            set: { ...set, updatedAt: sql`now()` },
            setWhere: sql`not ${redirections.published}`,
          })
          .returning();
        if (!r)
          throw new HttpError(409, E.REDIRECT_EXISTS, `${b.fromPath} is already redirected: edit that row.`);
        return r;
      });
    },

    /** A redirection's from path is what the seed knows it by: it stays; to and status change. */
    async update(
      id: number,
      body: { toPath: string; statusCode: 301 | 302 },
      who: Actor,
    ): Promise<TRedirection> {
      const before = await byId(id);
      const b = paths({ ...body, fromPath: before.fromPath });
      await check({ ...b, id });
      const set = { toPath: b.toPath, statusCode: b.statusCode };
      return audited('redirection.updated', who, (tx) => publishedRow(tx, id, set), before);
    },

    async remove(id: number, who: Actor): Promise<TRedirection> {
      const set = { published: false };
      return audited('redirection.deleted', who, (tx) => publishedRow(tx, id, set));
    },
  };
}

export type RedirectionsAdmin = ReturnType<typeof redirectionsAdmin>;
