import { CONSOLE_PAGE_ERROR_CODES as E, PAGE_PREVIEW_TTL_S } from '../../../shared/contracts/console-pages';
import { ZStoredPage } from '../../../shared/contracts/page';
import type { LangCode } from '../../../shared/domain/locales';
import { HttpError } from '../../plugins/errors';
import type { Audit, Tx } from '../console/audit';
import type { pageSchedules } from './locks';
import { previewToken } from './preview-token';
import type { PagesRepo } from './repo';
import { type Actor, PageError } from './service';

type Deps = {
  repo: PagesRepo;
  audit: Audit;
  now: () => Date;
  schedules: ReturnType<typeof pageSchedules>;
  /** The page cache (app.pageCache): synced after a write so this node's next request renders afresh. */
  pageCache: () => { sync(): Promise<unknown> };
  previewKey: Buffer;
};

const noVersion = () =>
  new HttpError(404, E.PAGE_VERSION_NOT_FOUND, 'There is no such version of this page.');

/**
 * Publishing (decision 0122): a version goes live by writing content_pages (the one document the renderer reads)
 * with edited_at, whose trigger bumps the page's cache tags on every node; schedules fire once; preview links.
 */
export function pagesPublisher(deps: Deps) {
  const { repo, audit, now } = deps;

  async function publish(path: string, language: LangCode, version: number, actor: Actor, via?: number) {
    const row = await repo.version(path, language, version);
    if (!row) throw noVersion();
    const latest = await repo.latest(path, language);
    if (row.status !== 'draft' || latest?.version !== version)
      throw new HttpError(
        422,
        E.PAGE_NOT_PUBLISHABLE,
        `Only the latest draft can be published (version ${latest?.version ?? 0} is the latest).`,
      );
    if (row.missing.length > 0)
      throw new PageError(
        422,
        E.PAGE_TEXTS_MISSING,
        `${row.missing.length} text(s) are not translated yet.`,
        { issues: row.missing.map((p) => ({ path: p, message: `missing in ${language}` })) },
      );
    ZStoredPage.parse({ metaData: row.metaData, jsonData: row.blocks });
    const details = { language, version, ...(via ? { schedule: via } : {}) };
    const entry = { staffId: actor.staffId, action: 'page.published', target: `page:${path}`, details };
    await repo.publish(path, row, now(), (tx) => audit({ ...entry, fromHash: actor.fromHash }, tx));
    await deps.pageCache().sync();
    return { language, version, published: true };
  }

  async function unpublish(path: string, language: LangCode, actor: Actor, via?: number) {
    const details = { language, ...(via ? { schedule: via } : {}) };
    const entry = { staffId: actor.staffId, action: 'page.unpublished', target: `page:${path}`, details };
    const record = (tx: Tx) => audit({ ...entry, fromHash: actor.fromHash }, tx);
    if (!(await repo.unpublish(path, language, now(), record)))
      throw new HttpError(404, E.PAGE_NOT_FOUND, 'There is no page at this path in this language.');
    await deps.pageCache().sync();
    return { language, version: null, published: false };
  }

  return {
    publish,
    unpublish,

    async previewLink(path: string, language: LangCode, version: number) {
      if (!(await repo.version(path, language, version))) throw noVersion();
      const exp = Math.floor(now().getTime() / 1000) + PAGE_PREVIEW_TTL_S;
      const token = previewToken(deps.previewKey, { path, language, version, exp });
      return { url: `/console/preview/${token}`, expiresAt: new Date(exp * 1000).toISOString() };
    },

    async schedule(
      b: {
        path: string;
        language: LangCode;
        action: 'publish' | 'unpublish';
        version?: number | undefined;
        runAt: string;
      },
      actor: Actor,
    ) {
      const runAt = new Date(b.runAt);
      if (runAt.getTime() <= now().getTime())
        throw new HttpError(422, E.PAGE_SCHEDULE_INVALID, 'Choose a time in the future.');
      let version: number | null = null;
      if (b.action === 'publish') {
        const row = b.version === undefined ? undefined : await repo.version(b.path, b.language, b.version);
        if (!row || row.status !== 'draft')
          throw new HttpError(422, E.PAGE_SCHEDULE_INVALID, 'A scheduled publish names a draft version.');
        version = row.version;
      } else if (!(await repo.rows(b.path)).some((r) => r.language === b.language))
        throw new HttpError(404, E.PAGE_NOT_FOUND, 'There is no page at this path in this language.');
      const row = { urlPath: b.path, language: b.language, action: b.action, version, runAt };
      return deps.schedules.add({ ...row, staffId: actor.staffId, createdAt: now() }, (tx, s) =>
        audit(
          {
            staffId: actor.staffId,
            action: 'page.schedule.created',
            target: `page:${b.path}`,
            fromHash: actor.fromHash,
            details: { language: b.language, action: b.action, version, schedule: s.id },
          },
          tx,
        ),
      );
    },

    async cancel(id: number, actor: Actor) {
      const r = await deps.schedules.cancel(id, now(), (tx, row) =>
        audit(
          {
            staffId: actor.staffId,
            action: 'page.schedule.cancelled',
            target: `page:${row.urlPath}`,
            fromHash: actor.fromHash,
            details: { schedule: id },
          },
          tx,
        ),
      );
      if (!r) throw new HttpError(404, E.PAGE_SCHEDULE_INVALID, 'No pending schedule has this id.');
      return { id };
    },

    /**
     * Runs the schedules that are due: each is claimed by one UPDATE (done_at), so across nodes and restarts it runs
     * once; a refusal (texts missing, a newer draft) is kept as its result. Returns how many ran.
     */
    async tick(): Promise<number> {
      const due = await deps.schedules.claimDue(now());
      for (const s of due) {
        const actor = { staffId: s.staffId, fromHash: null };
        const lang = s.language as LangCode;
        try {
          if (s.action === 'publish') await publish(s.urlPath, lang, s.version ?? 0, actor, s.id);
          else await unpublish(s.urlPath, lang, actor, s.id);
          await deps.schedules.result(s.id, 'done');
        } catch (err) {
          const code = err instanceof HttpError ? err.code : 'ERROR';
          await deps.schedules.result(s.id, `refused: ${code}`);
        }
      }
      return due.length;
    },
  };
}

export type PagesPublisher = ReturnType<typeof pagesPublisher>;
