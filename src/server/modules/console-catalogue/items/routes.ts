import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_CATALOGUE_ERROR_CODES as E,
  ZDraftDiscarded,
  ZDraftSaved,
  ZRateTableQuery,
} from '../../../../shared/contracts/console-catalogue';
import {
  ZCatalogueItemDetailAnswer,
  ZCatalogueItemList,
  ZCatalogueItemParams,
  ZCatalogueItemPublicationAnswer,
  ZCatalogueItemPublicationParams,
  ZCatalogueItemPublished,
  ZCatalogueItemRestoreBody,
  ZCatalogueItemWrite,
} from '../../../../shared/contracts/console-catalogue-items';
import { HttpError } from '../../../plugins/errors';
import type { RouteSchemas } from '../../../plugins/route-schemas';
import { staffOf } from '../../console/guard';
import type { ItemRow } from './kind';
import type { CatalogueItemStore } from './store';

const ADMIN = ['admin'] as const;
function route(bucket: 'read' | 'write', schemas: RouteSchemas) {
  return { config: { public: true, bucket, role: ADMIN, schemas } satisfies FastifyContextConfig };
}

export type CatalogueItemRouteDeps = {
  store: CatalogueItemStore;
  /** After a publication: this node's priced caches dropped and every node's pages refreshed. */
  published: () => Promise<void>;
  fromHash: (req: FastifyRequest) => string;
};

type Refusal = { code: string; message: string; issues: { path: string; message: string }[] };
type Checked = { ok: true; doc: unknown } | { ok: false; body: Refusal };

/**
 * One kind's routes at `/api/console/catalogue/<kind>` (decision 0127): admin only, every change audited. A document
 * is checked by the kind's contract (422 CATALOGUE_INVALID with every zod path) and may not change what the kind's
 * `identity` keeps (422 CATALOGUE_IDENTITY); a write opened at an older version is 409 CATALOGUE_STALE.
 */
export function registerCatalogueItemRoutes(app: FastifyInstance, d: CatalogueItemRouteDeps): void {
  const { kind } = d.store;
  const BASE = `/api/console/catalogue/${kind.kind}`;
  const noun = kind.draftKind;

  const check = (current: ItemRow, data: unknown): Checked => {
    const parsed = kind.contract.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      const first = issues[0]!;
      return {
        ok: false,
        body: {
          code: E.CATALOGUE_INVALID,
          message: `The ${noun} fails its contract at '${first.path}': ${first.message}`,
          issues,
        },
      };
    }
    const kept = kind.identity(current, parsed.data);
    if (kept !== null)
      return {
        ok: false,
        body: { code: E.CATALOGUE_IDENTITY, message: kept, issues: [{ path: '', message: kept }] },
      };
    return { ok: true, doc: parsed.data };
  };
  const notFound = () => new HttpError(404, E.CATALOGUE_NOT_FOUND, `There is no such ${noun}.`);
  const stale = (newest: number) =>
    new HttpError(
      409,
      E.CATALOGUE_STALE,
      `The ${noun} was published again (edit ${newest}) since it was opened; open it again.`,
    );
  const itemOf = async (req: FastifyRequest) => {
    const id = ZCatalogueItemParams.parse(req.params).id;
    const item = await d.store.open(id);
    if (!item) throw notFound();
    return item;
  };
  const actor = (req: FastifyRequest) => ({ staffId: staffOf(req).id, fromHash: d.fromHash(req) });
  const refuse = (reply: FastifyReply, c: Extract<Checked, { ok: false }>) => reply.code(422).send(c.body);
  const publish = async (
    req: FastifyRequest,
    id: number,
    doc: unknown,
    baseVersion: number,
    restoredFrom?: number,
  ) => {
    const out = await d.store.publish(id, doc, baseVersion, {
      ...actor(req),
      ...(restoredFrom ? { restoredFrom } : {}),
    });
    if (!out.ok) throw stale(out.newest);
    await d.published();
    return { data: { id, version: out.version } };
  };

  app.get(
    BASE,
    route('read', {
      summary: `The catalogue's ${kind.kind} with their flags, whether edited and whether a draft waits (admin).`,
      query: ZRateTableQuery,
      response: ZCatalogueItemList,
    }),
    async (req) => ({ data: await d.store.list(ZRateTableQuery.parse(req.query).productId) }),
  );

  app.get(
    `${BASE}/:id`,
    route('read', {
      summary: `One ${noun}'s document, its draft and its publications from the console (admin).`,
      params: ZCatalogueItemParams,
      response: ZCatalogueItemDetailAnswer,
    }),
    async (req) => ({ data: (await itemOf(req)).detail }),
  );

  app.get(
    `${BASE}/:id/publications/:auditId`,
    route('read', {
      summary: `One publication of a ${noun}: the documents before and after it, who published it and when (admin).`,
      params: ZCatalogueItemPublicationParams,
      response: ZCatalogueItemPublicationAnswer,
    }),
    async (req) => {
      const p = ZCatalogueItemPublicationParams.parse(req.params);
      const found = await d.store.publication(p.id, p.auditId);
      if (!found)
        throw new HttpError(
          404,
          E.CATALOGUE_NOT_FOUND,
          `There is no publication ${p.auditId} of this ${noun}.`,
        );
      return { data: found };
    },
  );

  app.post(
    `${BASE}/:id/draft`,
    route('write', {
      summary: `Save a draft of a ${noun}, checked by the engine’s contract (admin; 422 with the paths).`,
      params: ZCatalogueItemParams,
      body: ZCatalogueItemWrite,
      response: ZDraftSaved,
    }),
    async (req, reply) => {
      const { row } = await itemOf(req);
      const b = ZCatalogueItemWrite.parse(req.body);
      const c = check(row, b.data);
      if (!c.ok) return refuse(reply, c);
      const at = await d.store.saveDraft(row.id, c.doc, b.baseVersion, actor(req));
      return { data: { id: String(row.id), baseVersion: b.baseVersion, updatedAt: at.toISOString() } };
    },
  );

  app.post(
    `${BASE}/:id/draft/discard`,
    route('write', {
      summary: `Discard a ${noun}'s draft (admin).`,
      params: ZCatalogueItemParams,
      body: null,
      response: ZDraftDiscarded,
    }),
    async (req) => {
      const { row } = await itemOf(req);
      await d.store.discardDraft(row.id, actor(req));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${BASE}/:id/publish`,
    route('write', {
      summary: `Publish a ${noun} (admin): the site reads it from now on and the seed leaves it; 409 when it was published meanwhile.`,
      params: ZCatalogueItemParams,
      body: ZCatalogueItemWrite,
      response: ZCatalogueItemPublished,
    }),
    async (req, reply) => {
      const { row, detail } = await itemOf(req);
      const b = ZCatalogueItemWrite.parse(req.body);
      if (b.baseVersion !== detail.version) throw stale(detail.version);
      const c = check(row, b.data);
      if (!c.ok) return refuse(reply, c);
      return publish(req, row.id, c.doc, b.baseVersion);
    },
  );

  app.post(
    `${BASE}/:id/restore`,
    route('write', {
      summary: `Publish again the document one publication of a ${noun} wrote or replaced (admin).`,
      params: ZCatalogueItemParams,
      body: ZCatalogueItemRestoreBody,
      response: ZCatalogueItemPublished,
    }),
    async (req, reply) => {
      const { row, detail } = await itemOf(req);
      const b = ZCatalogueItemRestoreBody.parse(req.body);
      if (b.baseVersion !== detail.version) throw stale(detail.version);
      const old = await d.store.published(row.id, b.auditId, b.side);
      if (!old || typeof old !== 'object')
        throw new HttpError(
          404,
          E.CATALOGUE_NOT_FOUND,
          `There is no publication ${b.auditId} of this ${noun}.`,
        );
      const c = check(row, old);
      if (!c.ok) return refuse(reply, c);
      return publish(req, row.id, c.doc, b.baseVersion, b.auditId);
    },
  );
}
