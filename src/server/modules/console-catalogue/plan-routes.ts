import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_CATALOGUE_ERROR_CODES as E,
  ZDraftSaved,
  ZPlanDetailAnswer,
  ZPlanList,
  ZPlanParams,
  ZPlanPublished,
  ZPlanRestoreBody,
  ZPlanWrite,
  ZRateTableQuery,
  type TPlanDetail,
} from '../../../shared/contracts/console-catalogue';
import { ZPlan, type TPlan } from '../../../shared/contracts/quotes';
import { HttpError } from '../../plugins/errors';
import type { RouteSchemas } from '../../plugins/route-schemas';
import type { Audit } from '../console/audit';
import { staffOf } from '../console/guard';
import type { PlanStore } from './plans';

const ADMIN = ['admin'] as const;
function route(bucket: 'read' | 'write', schemas: RouteSchemas) {
  return { config: { public: true, bucket, role: ADMIN, schemas } satisfies FastifyContextConfig };
}

export type PlanRouteDeps = {
  store: PlanStore;
  audit: Audit;
  /** After a publication: this node's priced caches dropped and every node's pages refreshed. */
  published: () => Promise<void>;
  fromHash: (req: FastifyRequest) => string;
};

/**
 * A plan document checked as the engine reads it (ZPlan, decision 0125); a draft keeps the plan's id, insurer,
 * product, slug and rate table (422 CATALOGUE_IDENTITY). A failure is 422 with every zod path.
 */
type Checked = { ok: true; plan: TPlan } | { ok: false; body: object };

function check(current: TPlanDetail, data: Record<string, unknown>): Checked {
  const parsed = ZPlan.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0]!;
    return {
      ok: false,
      body: {
        code: E.CATALOGUE_INVALID,
        message: `The plan fails its contract at '${first.path}': ${first.message}`,
        issues,
      },
    };
  }
  const p = parsed.data;
  const was = current.data as Partial<TPlan>;
  if (
    p.planId !== current.id ||
    p.productId !== current.productId ||
    p.providerId !== current.providerId ||
    p.slug !== current.slug ||
    p.rateTableId !== was.rateTableId
  )
    return {
      ok: false,
      body: {
        code: E.CATALOGUE_IDENTITY,
        message: "A draft keeps the plan's id, insurer, product, slug and rate table.",
        issues: [
          { path: 'planId', message: 'unchanged planId, providerId, productId, slug and rateTableId' },
        ],
      },
    };
  return { ok: true, plan: p };
}

const notFound = () => new HttpError(404, E.CATALOGUE_NOT_FOUND, 'There is no such plan.');
const stale = (newest: number) =>
  new HttpError(
    409,
    E.CATALOGUE_STALE,
    `The plan was published again (edit ${newest}) since it was opened; open it again.`,
  );

/** The catalogue section's plan routes (decision 0125): admin only, every change audited. */
export function registerPlanRoutes(app: FastifyInstance, d: PlanRouteDeps): void {
  const BASE = '/api/console/catalogue/plans';
  const planOf = async (req: FastifyRequest) => {
    const p = await d.store.detail(ZPlanParams.parse(req.params).id);
    if (!p) throw notFound();
    return p;
  };
  const refuse = (reply: FastifyReply, c: Extract<Checked, { ok: false }>) => reply.code(422).send(c.body);
  const publish = async (
    req: FastifyRequest,
    p: TPlanDetail,
    plan: TPlan,
    baseVersion: number,
    restoredFrom?: number,
  ) => {
    const out = await d.store.publish(p.id, plan, baseVersion, {
      staffId: staffOf(req).id,
      fromHash: d.fromHash(req),
      ...(restoredFrom ? { restoredFrom } : {}),
    });
    if (!out.ok) throw stale(out.newest);
    await d.published();
    return { data: { id: p.id, version: out.version } };
  };

  app.get(
    BASE,
    route('read', {
      summary: 'The plans of every product, with their hidden and sponsored flags (admin).',
      query: ZRateTableQuery,
      response: ZPlanList,
    }),
    async (req) => ({ data: await d.store.list(ZRateTableQuery.parse(req.query).productId) }),
  );

  app.get(
    `${BASE}/:id`,
    route('read', {
      summary: "A plan's document, its draft and its publications from the console (admin).",
      params: ZPlanParams,
      response: ZPlanDetailAnswer,
    }),
    async (req) => ({ data: await planOf(req) }),
  );

  app.post(
    `${BASE}/:id/draft`,
    route('write', {
      summary: 'Save a draft of a plan, checked by the engine’s contract (admin; 422 with the paths).',
      params: ZPlanParams,
      body: ZPlanWrite,
      response: ZDraftSaved,
    }),
    async (req, reply) => {
      const p = await planOf(req);
      const b = ZPlanWrite.parse(req.body);
      const c = check(p, b.data);
      if (!c.ok) return refuse(reply, c);
      const at = await d.store.saveDraft(p.id, c.plan, b.baseVersion, staffOf(req).id);
      await d.audit({
        staffId: staffOf(req).id,
        action: 'catalogue.draft.saved',
        target: `plan:${p.id}`,
        fromHash: d.fromHash(req),
        details: { baseVersion: b.baseVersion },
      });
      return { data: { id: String(p.id), baseVersion: b.baseVersion, updatedAt: at.toISOString() } };
    },
  );

  app.post(
    `${BASE}/:id/publish`,
    route('write', {
      summary:
        'Publish a plan (admin): quotes priced from now on use it and the seed leaves it; 409 when it was published meanwhile.',
      params: ZPlanParams,
      body: ZPlanWrite,
      response: ZPlanPublished,
    }),
    async (req, reply) => {
      const p = await planOf(req);
      const b = ZPlanWrite.parse(req.body);
      if (b.baseVersion !== p.version) throw stale(p.version);
      const c = check(p, b.data);
      if (!c.ok) return refuse(reply, c);
      return publish(req, p, c.plan, b.baseVersion);
    },
  );

  app.post(
    `${BASE}/:id/restore`,
    route('write', {
      summary: 'Publish again the document one publication wrote or replaced (admin).',
      params: ZPlanParams,
      body: ZPlanRestoreBody,
      response: ZPlanPublished,
    }),
    async (req, reply) => {
      const p = await planOf(req);
      const b = ZPlanRestoreBody.parse(req.body);
      if (b.baseVersion !== p.version) throw stale(p.version);
      const old = await d.store.published(p.id, b.auditId, b.side);
      if (!old || typeof old !== 'object')
        throw new HttpError(404, E.CATALOGUE_NOT_FOUND, `There is no publication ${b.auditId} of this plan.`);
      const c = check(p, old as Record<string, unknown>);
      if (!c.ok) return refuse(reply, c);
      return publish(req, p, c.plan, b.baseVersion, b.auditId);
    },
  );
}
