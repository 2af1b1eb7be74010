import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_CATALOGUE_ERROR_CODES as E,
  ZDraftDiscarded,
  ZDraftSaved,
  ZPreviewAnswer,
  ZRateTableDetailAnswer,
  ZRateTableList,
  ZRateTableParams,
  ZRateTablePreviewBody,
  ZRateTablePublished,
  ZRateTableQuery,
  ZRateTableRestoreBody,
  ZRateTableVersionAnswer,
  ZRateTableVersionParams,
  ZRateTableWrite,
  type TRateTableDetail,
} from '../../../shared/contracts/console-catalogue';
import { ZRateTable, type TRateTable } from '../../../shared/contracts/quotes';
import { isPricedProduct } from '../../../shared/quotes';
import { HttpError } from '../../plugins/errors';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { staffOf } from '../console/guard';
import type { QuotesCore } from '../quotes/core';
import { previewRateTable } from './preview';
import type { RateTableStore } from './store';

const ADMIN = ['admin'] as const;

function route(bucket: 'read' | 'write', schemas: RouteSchemas) {
  return { config: { public: true, bucket, role: ADMIN, schemas } satisfies FastifyContextConfig };
}

export type ConsoleCatalogueDeps = {
  store: RateTableStore;
  core: QuotesCore;
  /** After a publication: this node's priced caches dropped and every node's pages refreshed. */
  published: () => Promise<void>;
  fromHash: (req: FastifyRequest) => string;
};

type Checked = { ok: true; table: TRateTable } | { ok: false; status: 422; body: object };

/**
 * A draft checked as the engine will read it (decision 0125): the whole document by ZRateTable, at the version it
 * is being written as, and with the table's own id, insurer and product (a draft cannot move a table).
 */
function check(current: TRateTableDetail, data: Record<string, unknown>, version: number): Checked {
  const parsed = ZRateTable.safeParse({ ...data, version });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0]!;
    return {
      ok: false,
      status: 422,
      body: {
        code: E.CATALOGUE_INVALID,
        message: `The rate table fails its contract at '${first.path}': ${first.message}`,
        issues,
      },
    };
  }
  const t = parsed.data;
  if (t.id !== current.id || t.productId !== current.productId || t.providerId !== current.providerId)
    return {
      ok: false,
      status: 422,
      body: {
        code: E.CATALOGUE_IDENTITY,
        message: "A draft keeps the table's id, insurer and product.",
        issues: [{ path: 'id', message: 'unchanged id, providerId and productId' }],
      },
    };
  return { ok: true, table: t };
}

const notFound = () => new HttpError(404, E.CATALOGUE_NOT_FOUND, 'There is no such rate table.');
const stale = (newest: number) =>
  new HttpError(
    409,
    E.CATALOGUE_STALE,
    `Version ${newest} was published since this one was opened; open it again and redo the change.`,
  );

/** The catalogue section's routes (decision 0125): rate tables, admin only, every change audited. */
export function registerConsoleCatalogueRoutes(app: FastifyInstance, d: ConsoleCatalogueDeps): void {
  const tableOf = async (req: FastifyRequest) => {
    const { id } = ZRateTableParams.parse(req.params);
    const t = await d.store.detail(id);
    if (!t) throw notFound();
    return t;
  };
  const refuse = (reply: FastifyReply, c: Extract<Checked, { ok: false }>) =>
    reply.code(c.status).send(c.body);
  const actor = (req: FastifyRequest) => ({ staffId: staffOf(req).id, fromHash: d.fromHash(req) });

  app.get(
    '/api/console/catalogue/rate-tables',
    route('read', {
      summary: 'The rate tables, newest version each, by product and insurer (admin).',
      query: ZRateTableQuery,
      response: ZRateTableList,
    }),
    async (req) => ({ data: await d.store.list(ZRateTableQuery.parse(req.query).productId) }),
  );

  app.get(
    '/api/console/catalogue/rate-tables/:id',
    route('read', {
      summary: "A rate table's newest version, its draft and its history of versions (admin).",
      params: ZRateTableParams,
      response: ZRateTableDetailAnswer,
    }),
    async (req) => ({ data: await tableOf(req) }),
  );

  app.get(
    '/api/console/catalogue/rate-tables/:id/versions/:version',
    route('read', {
      summary:
        "One version of a rate table's document with the version before it, to show what it changed (admin).",
      params: ZRateTableVersionParams,
      response: ZRateTableVersionAnswer,
    }),
    async (req) => {
      const p = ZRateTableVersionParams.parse(req.params);
      const found = await d.store.versionPair(p.id, p.version);
      if (!found) throw new HttpError(404, E.CATALOGUE_NOT_FOUND, `There is no version ${p.version}.`);
      return { data: found };
    },
  );

  app.post(
    '/api/console/catalogue/rate-tables/:id/draft',
    route('write', {
      summary: 'Save a draft of a rate table, checked by the engine’s contract (admin; 422 with the paths).',
      params: ZRateTableParams,
      body: ZRateTableWrite,
      response: ZDraftSaved,
    }),
    async (req, reply) => {
      const t = await tableOf(req);
      const b = ZRateTableWrite.parse(req.body);
      const c = check(t, b.data, b.baseVersion);
      if (!c.ok) return refuse(reply, c);
      const at = await d.store.saveDraft(t.id, c.table, b.baseVersion, actor(req));
      return { data: { id: t.id, baseVersion: b.baseVersion, updatedAt: at.toISOString() } };
    },
  );

  app.post(
    '/api/console/catalogue/rate-tables/:id/draft/discard',
    route('write', {
      summary: "Discard a rate table's draft (admin).",
      params: ZRateTableParams,
      body: null,
      response: ZDraftDiscarded,
    }),
    async (req) => {
      const t = await tableOf(req);
      await d.store.discardDraft(t.id, actor(req));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/console/catalogue/rate-tables/:id/preview',
    route('read', {
      summary:
        'Re-price the sample enquiries with the published table and with this draft: old and new per sample, changes per insurer (admin).',
      params: ZRateTableParams,
      body: ZRateTablePreviewBody,
      response: ZPreviewAnswer,
    }),
    async (req, reply) => {
      const t = await tableOf(req);
      const b = ZRateTablePreviewBody.parse(req.body);
      const c = check(t, b.data, t.version);
      if (!c.ok) return refuse(reply, c);
      if (!isPricedProduct(t.productId)) throw notFound();
      return { data: await previewRateTable(d.core, d.core.repo.db, t.productId, c.table) };
    },
  );

  const publish = async (
    req: FastifyRequest,
    t: TRateTableDetail,
    table: TRateTable,
    baseVersion: number,
    details: Record<string, number>,
  ) => {
    const out = await d.store.publish(t, table, baseVersion, {
      ...actor(req),
      action: details.restoredFrom ? 'catalogue.rate-table.restored' : 'catalogue.rate-table.published',
      details,
    });
    if (!out.ok) throw stale(out.newest);
    // This node prices with the new version at once; the others when their catalogue cache lapses (decision 0125).
    await d.published();
    return { data: { id: t.id, version: out.version } };
  };

  app.post(
    '/api/console/catalogue/rate-tables/:id/publish',
    route('write', {
      summary:
        'Publish a rate table as its next version (admin): quotes priced from now on use it; 409 when a newer one was published meanwhile.',
      params: ZRateTableParams,
      body: ZRateTableWrite,
      response: ZRateTablePublished,
    }),
    async (req, reply) => {
      const t = await tableOf(req);
      const b = ZRateTableWrite.parse(req.body);
      if (b.baseVersion !== t.version) throw stale(t.version);
      const c = check(t, b.data, b.baseVersion + 1);
      if (!c.ok) return refuse(reply, c);
      return publish(req, t, c.table, b.baseVersion, { from: b.baseVersion });
    },
  );

  app.post(
    '/api/console/catalogue/rate-tables/:id/restore',
    route('write', {
      summary: "Publish an old version's document again as the table's next version (admin).",
      params: ZRateTableParams,
      body: ZRateTableRestoreBody,
      response: ZRateTablePublished,
    }),
    async (req, reply) => {
      const t = await tableOf(req);
      const b = ZRateTableRestoreBody.parse(req.body);
      if (b.baseVersion !== t.version) throw stale(t.version);
      const old = await d.store.version(t.id, b.version);
      if (!old) throw new HttpError(404, E.CATALOGUE_NOT_FOUND, `There is no version ${b.version}.`);
      const c = check(t, old, b.baseVersion + 1);
      if (!c.ok) return refuse(reply, c);
      return publish(req, t, c.table, b.baseVersion, { from: b.baseVersion, restoredFrom: b.version });
    },
  );
}
