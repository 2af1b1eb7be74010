import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConsoleRole } from '../../../shared/contracts/console';
import {
  ZLeadAssign,
  ZLeadChanged,
  ZLeadDetail,
  ZLeadLangQuery,
  ZLeadList,
  ZLeadListQuery,
  ZLeadNote,
  ZLeadReveal,
  ZLeadStatus,
} from '../../../shared/contracts/console-leads';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { staffOf } from '../console/guard';
import type { ConsoleLeadsService } from './service';

const WORKERS: readonly ConsoleRole[] = ['agent', 'team_lead', 'admin'];
const LEADERS: readonly ConsoleRole[] = ['team_lead', 'admin'];
const ZId = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A console route's options (decision 0110): the staff cookie instead of a device token, a role, a rate budget. */
const route = (
  role: readonly ConsoleRole[],
  bucket: 'read' | 'write',
  schemas: RouteSchemas,
): { config: FastifyContextConfig } => ({ config: { public: true, bucket, role, schemas } });

/** The lead inbox's calls (decision 0114); the guard has checked the session and the role before these run. */
export function registerConsoleLeadsRoutes(
  app: FastifyInstance,
  deps: { leads: ConsoleLeadsService; fromHash: (ip: string) => string },
): void {
  const { leads } = deps;

  app.get(
    '/api/console/leads',
    route(WORKERS, 'read', {
      summary: 'The lead inbox: filters, search and pages; an agent sees only the leads assigned to them.',
      query: ZLeadListQuery,
      response: ZLeadList,
    }),
    async (req) => ({ data: await leads.list(staffOf(req), ZLeadListQuery.parse(req.query)) }),
  );

  app.get(
    '/api/console/leads/:id',
    route(WORKERS, 'read', {
      summary:
        "A lead's page: answers with personal fields masked, the quotes seen and chosen, the policy, notes.",
      params: ZId,
      query: ZLeadLangQuery,
      response: ZLeadDetail,
    }),
    async (req) => ({
      data: await leads.detail(staffOf(req), ZId.parse(req.params).id, ZLeadLangQuery.parse(req.query).lang),
    }),
  );

  app.post(
    '/api/console/leads/:id/reveal',
    route(WORKERS, 'write', {
      summary: "Show a lead's personal data (name, number, e-mail, Emirates ID); every call is audited.",
      params: ZId,
      query: ZLeadLangQuery,
      body: null,
      response: ZLeadReveal,
    }),
    async (req) => ({
      data: await leads.reveal(
        staffOf(req),
        ZId.parse(req.params).id,
        deps.fromHash(req.ip),
        ZLeadLangQuery.parse(req.query).lang,
      ),
    }),
  );

  app.post(
    '/api/console/leads/:id/assign',
    route(LEADERS, 'write', {
      summary:
        'Assign a lead to an agent or team lead of its product (team lead, admin); 409 on a stale version.',
      params: ZId,
      body: ZLeadAssign,
      response: ZLeadChanged,
    }),
    async (req) => {
      const { assigneeId, version } = ZLeadAssign.parse(req.body);
      const id = ZId.parse(req.params).id;
      return { data: await leads.assign(staffOf(req), id, assigneeId, version, deps.fromHash(req.ip)) };
    },
  );

  app.post(
    '/api/console/leads/:id/status',
    route(WORKERS, 'write', {
      summary: "Set a lead's status (a booked callback with its time); 409 on a stale version.",
      params: ZId,
      body: ZLeadStatus,
      response: ZLeadChanged,
    }),
    async (req) => {
      const body = ZLeadStatus.parse(req.body);
      return {
        data: await leads.setStatus(staffOf(req), ZId.parse(req.params).id, body, deps.fromHash(req.ip)),
      };
    },
  );

  app.post(
    '/api/console/leads/:id/notes',
    route(WORKERS, 'write', {
      summary: 'Add a plain-text note (at most 2000 characters) to a lead.',
      params: ZId,
      body: ZLeadNote,
      response: z.object({ data: z.object({ id: z.number() }) }),
    }),
    async (req) => {
      const { text } = ZLeadNote.parse(req.body);
      return {
        data: await leads.addNote(staffOf(req), ZId.parse(req.params).id, text, deps.fromHash(req.ip)),
      };
    },
  );
}
