import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ANALYTICS_ERROR_CODES, ZFunnelQuery, type TFunnelQuery } from '../../../shared/contracts/analytics';
import type { ConsoleRouteRole } from '../../../shared/contracts/console';
import {
  ZAuditFilter,
  ZAuditPage,
  ZAuditQuery,
  ZConsoleFunnel,
  ZExportBody,
  ZExportState,
  ZStaffChanged,
  ZStaffList,
  ZStaffParams,
  ZStaffRoleBody,
  type TConsoleFunnel,
} from '../../../shared/contracts/console-admin';
import { HttpError } from '../../plugins/errors';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { ZPurge, ZUpdated } from '../admin/schemas';
import type { Audit } from '../console/audit';
import { staffOf } from '../console/guard';
import type { auditView } from './audit-view';
import type { LeadExports } from './exports';
import type { StaffAdmin } from './staff';

const MAX_FUNNEL_DAYS = 366;
const DAY_MS = 86_400_000;
const ADMIN = ['admin'] as const;

/** A console route's options (decision 0110): the staff cookie instead of the device token, a role, a budget. */
function route(role: ConsoleRouteRole, bucket: 'read' | 'write', schemas: RouteSchemas) {
  return { config: { public: true, bucket, role, schemas } satisfies FastifyContextConfig };
}

export type ConsoleAdminDeps = {
  staff: StaffAdmin;
  audits: ReturnType<typeof auditView>;
  audit: Audit;
  exports: LeadExports;
  /** Sends the export's job (or runs it here when this app has no job queue). */
  startExport: (id: number) => Promise<void>;
  funnel: (q: TFunnelQuery) => Promise<TConsoleFunnel>;
  purge: (tags: string[]) => Promise<{ updated: true; tags: string[] }>;
  fromHash: (req: FastifyRequest) => string;
};

const csvName = (what: string, at: Date) =>
  `sahel-${what}-${at.toISOString().slice(0, 19).replaceAll(':', '')}.csv`;

/** The console's admin routes (decision 0116): staff, the audit view and export, the funnel, the cache, exports. */
export function registerConsoleAdminRoutes(app: FastifyInstance, d: ConsoleAdminDeps): void {
  app.get(
    '/api/console/staff',
    route(ADMIN, 'read', {
      summary:
        'The staff: role, products, last sign-in, disabled, pending; and the open invitations (admin).',
      response: ZStaffList,
    }),
    async () => ({ data: await d.staff.list() }),
  );

  const change = (
    path: string,
    summary: string,
    run: (req: FastifyRequest, actor: number, id: number) => Promise<unknown>,
    body: z.ZodType | null,
  ) =>
    app.post(
      `/api/console/staff/:id/${path}`,
      route(ADMIN, 'write', { summary, params: ZStaffParams, body, response: ZStaffChanged }),
      async (req) => {
        const { id } = ZStaffParams.parse(req.params);
        return { data: await run(req, staffOf(req).id, id) };
      },
    );
  change(
    'disable',
    'Disable a staff member and end all their sessions (admin; not oneself, not the last admin).',
    (req, actor, id) => d.staff.disable(actor, id, d.fromHash(req)),
    null,
  );
  change(
    'enable',
    'Enable a disabled staff member again (admin).',
    (req, actor, id) => d.staff.enable(actor, id, d.fromHash(req)),
    null,
  );
  change(
    'role',
    "Change a staff member's role and products; ends their sessions (admin; not the last admin's).",
    (req, actor, id) => {
      const b = ZStaffRoleBody.parse(req.body);
      return d.staff.setRole(actor, id, b.role, b.products, d.fromHash(req));
    },
    ZStaffRoleBody,
  );

  app.get(
    '/api/console/audit',
    route(ADMIN, 'read', {
      summary: 'The audit log, newest first, by staff, action, target and period, paged (admin).',
      query: ZAuditQuery,
      response: ZAuditPage,
    }),
    async (req) => {
      const { limit, before, ...filter } = ZAuditQuery.parse(req.query);
      const page = await d.audits.page(filter, limit, before);
      await d.audit({
        staffId: staffOf(req).id,
        action: 'audit.read',
        fromHash: d.fromHash(req),
        details: { rows: page.data.length },
      });
      return page;
    },
  );

  app.get(
    '/api/console/audit/export',
    route(ADMIN, 'read', {
      summary: 'The filtered audit log as CSV (admin); the export is itself audited.',
      query: ZAuditFilter,
      response: z.string(),
      responseType: 'text/csv',
    }),
    async (req, reply) => {
      const filter = ZAuditFilter.parse(req.query);
      const { csv, rows } = await d.audits.csv(filter);
      await d.audit({
        staffId: staffOf(req).id,
        action: 'audit.exported',
        fromHash: d.fromHash(req),
        details: { rows, ...filter },
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvName('audit', new Date())}"`);
      return csv;
    },
  );

  app.get(
    '/api/console/funnel',
    route(['admin', 'team_lead'], 'read', {
      summary:
        'The funnel per day, product, source and language, with the leads’ outcomes (admin, team lead).',
      query: ZFunnelQuery,
      response: ZConsoleFunnel,
    }),
    async (req) => {
      const q = ZFunnelQuery.parse(req.query);
      const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
      if (!(days >= 0 && days < MAX_FUNNEL_DAYS))
        throw new HttpError(
          400,
          ANALYTICS_ERROR_CODES.FUNNEL_RANGE,
          `'from' must not be after 'to', and the range at most ${MAX_FUNNEL_DAYS} days.`,
        );
      return { data: await d.funnel(q) };
    },
  );

  app.post(
    '/api/console/page-cache/purge',
    route(ADMIN, 'write', {
      summary: 'Purge page-cache tags (admin).',
      body: ZPurge,
      response: z.object({ data: ZUpdated }),
    }),
    async (req) => {
      const { tags } = ZPurge.parse(req.body ?? {});
      const done = await d.purge(tags);
      await d.audit({
        staffId: staffOf(req).id,
        action: 'page-cache.purged',
        fromHash: d.fromHash(req),
        details: { tags },
      });
      return { data: done };
    },
  );

  const EXPORTERS = ['team_lead', 'admin'] as const;
  const ZExportParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  app.post(
    '/api/console/exports',
    route(EXPORTERS, 'write', {
      summary: 'Export leads whose consent allows it as CSV, in the background (team lead: own products).',
      body: ZExportBody,
      response: { 202: ZExportState },
    }),
    async (req, reply) => {
      const body = ZExportBody.parse(req.body);
      const me = staffOf(req);
      const id = await d.exports.create(me, body, d.fromHash(req));
      await d.startExport(id);
      reply.code(202);
      return { data: await d.exports.state(id, me.id) };
    },
  );
  app.get(
    '/api/console/exports/:id',
    route(EXPORTERS, 'read', {
      summary: "An export's progress (the staff member who asked).",
      params: ZExportParams,
      response: ZExportState,
    }),
    async (req) => ({ data: await d.exports.state(ZExportParams.parse(req.params).id, staffOf(req).id) }),
  );
  app.get(
    '/api/console/exports/:id/download',
    route(EXPORTERS, 'read', {
      summary: 'Download an export once, within an hour of it being ready (the staff member who asked).',
      params: ZExportParams,
      response: z.string(),
      responseType: 'text/csv',
    }),
    async (req, reply) => {
      const { id } = ZExportParams.parse(req.params);
      const { csv } = await d.exports.download(id, staffOf(req).id, d.fromHash(req));
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvName(`leads-${id}`, new Date())}"`);
      return csv;
    },
  );
}
