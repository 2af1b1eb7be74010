import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_CATALOGUE_ERROR_CODES as E,
  ZCardDetailAnswer,
  ZCardList,
  ZDraftSaved,
  ZPlanParams,
  ZPlanPublished,
  ZPlanRestoreBody,
  ZPlanWrite,
  type TCardDetail,
} from '../../../shared/contracts/console-catalogue';
import { ZCreditCard, type TCreditCard } from '../../../shared/contracts/banking';
import { HttpError } from '../../plugins/errors';
import type { RouteSchemas } from '../../plugins/route-schemas';
import type { Audit } from '../console/audit';
import { staffOf } from '../console/guard';
import type { CardStore } from './cards';

const ADMIN = ['admin'] as const;
function route(bucket: 'read' | 'write', schemas: RouteSchemas) {
  return { config: { public: true, bucket, role: ADMIN, schemas } satisfies FastifyContextConfig };
}

export type CardRouteDeps = {
  store: CardStore;
  audit: Audit;
  /** After a publication: this node's priced caches dropped and every node's pages refreshed. */
  published: () => Promise<void>;
  fromHash: (req: FastifyRequest) => string;
};

/**
 * A card document checked by ZCreditCard, the seed's contract (decision 0125); a draft keeps the card's id, bank,
 * slug and banking model (422 CATALOGUE_IDENTITY). A failure is 422 with every zod path.
 */
type Checked = { ok: true; card: TCreditCard } | { ok: false; body: object };

function check(current: TCardDetail, data: Record<string, unknown>): Checked {
  const parsed = ZCreditCard.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0]!;
    return {
      ok: false,
      body: {
        code: E.CATALOGUE_INVALID,
        message: `The card fails its contract at '${first.path}': ${first.message}`,
        issues,
      },
    };
  }
  const c = parsed.data;
  const was = current.data as Partial<TCreditCard>;
  if (
    c.id !== current.id ||
    c.bankId !== current.bankId ||
    c.slug !== current.slug ||
    c.banking !== was.banking
  )
    return {
      ok: false,
      body: {
        code: E.CATALOGUE_IDENTITY,
        message: "A draft keeps the card's id, bank, slug and banking model.",
        issues: [{ path: 'id', message: 'unchanged id, bankId, slug and banking' }],
      },
    };
  return { ok: true, card: c };
}

const notFound = () => new HttpError(404, E.CATALOGUE_NOT_FOUND, 'There is no such card.');
const stale = (newest: number) =>
  new HttpError(
    409,
    E.CATALOGUE_STALE,
    `The card was published again (edit ${newest}) since it was opened; open it again.`,
  );

/** The catalogue section's credit-card routes (decision 0125): admin only, every change audited. */
export function registerCardRoutes(app: FastifyInstance, d: CardRouteDeps): void {
  const BASE = '/api/console/catalogue/cards';
  const cardOf = async (req: FastifyRequest) => {
    const p = await d.store.detail(ZPlanParams.parse(req.params).id);
    if (!p) throw notFound();
    return p;
  };
  const refuse = (reply: FastifyReply, c: Extract<Checked, { ok: false }>) => reply.code(422).send(c.body);
  const publish = async (
    req: FastifyRequest,
    p: TCardDetail,
    card: TCreditCard,
    baseVersion: number,
    restoredFrom?: number,
  ) => {
    const out = await d.store.publish(p.id, card, baseVersion, {
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
      summary: 'The credit cards, with their hidden flag and whether the console edited them (admin).',
      response: ZCardList,
    }),
    async () => ({ data: await d.store.list() }),
  );

  app.get(
    `${BASE}/:id`,
    route('read', {
      summary: "A card's document, its draft and its publications from the console (admin).",
      params: ZPlanParams,
      response: ZCardDetailAnswer,
    }),
    async (req) => ({ data: await cardOf(req) }),
  );

  app.post(
    `${BASE}/:id/draft`,
    route('write', {
      summary: 'Save a draft of a card, checked by the engine’s contract (admin; 422 with the paths).',
      params: ZPlanParams,
      body: ZPlanWrite,
      response: ZDraftSaved,
    }),
    async (req, reply) => {
      const p = await cardOf(req);
      const b = ZPlanWrite.parse(req.body);
      const c = check(p, b.data);
      if (!c.ok) return refuse(reply, c);
      const at = await d.store.saveDraft(p.id, c.card, b.baseVersion, staffOf(req).id);
      await d.audit({
        staffId: staffOf(req).id,
        action: 'catalogue.draft.saved',
        target: `card:${p.id}`,
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
        'Publish a card (admin): the card listing shows it and the seed leaves it; 409 when it was published meanwhile.',
      params: ZPlanParams,
      body: ZPlanWrite,
      response: ZPlanPublished,
    }),
    async (req, reply) => {
      const p = await cardOf(req);
      const b = ZPlanWrite.parse(req.body);
      if (b.baseVersion !== p.version) throw stale(p.version);
      const c = check(p, b.data);
      if (!c.ok) return refuse(reply, c);
      return publish(req, p, c.card, b.baseVersion);
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
      const p = await cardOf(req);
      const b = ZPlanRestoreBody.parse(req.body);
      if (b.baseVersion !== p.version) throw stale(p.version);
      const old = await d.store.published(p.id, b.auditId, b.side);
      if (!old || typeof old !== 'object')
        throw new HttpError(404, E.CATALOGUE_NOT_FOUND, `There is no publication ${b.auditId} of this card.`);
      const c = check(p, old as Record<string, unknown>);
      if (!c.ok) return refuse(reply, c);
      return publish(req, p, c.card, b.baseVersion, b.auditId);
    },
  );
}
