import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ConsoleRouteRole } from '../../../shared/contracts/console';
import {
  CONTACT_ERROR_CODES as E,
  ZAttemptRequest,
  ZDncImportResult,
  ZLeadContact,
} from '../../../shared/contracts/contact-rules';
import { signInMobile } from '../../../shared/contracts/account';
import { HttpError } from '../../plugins/errors';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { staffOf } from '../console/guard';
import type { ContactService } from './service';

/** A CSV of up to 1 MB (about 80,000 numbers). */
const DNC_BODY_LIMIT = 1024 * 1024;
const WORKERS = ['agent', 'team_lead', 'admin'] as const;

const ZLeadParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const ZLangQuery = z.object({ lang: z.enum(['en', 'ar']).optional() });
const ZDncImport = z.strictObject({ csv: z.string().max(DNC_BODY_LIMIT) });
const ZDncQuery = z.object({ number: z.string().min(1).max(32) });
const ZDncCheck = z.object({
  data: z.object({
    number: z.string(),
    listed: z.boolean(),
    importedAt: z.string().nullable(),
    batchId: z.string().nullable(),
  }),
});
const ZAttemptCreated = z.object({
  data: z.object({ id: z.number(), status: z.string(), at: z.string() }),
});

function route(
  role: ConsoleRouteRole,
  bucket: 'read' | 'write',
  schemas: RouteSchemas,
): { config: FastifyContextConfig } {
  return { config: { public: true, bucket, role, schemas } };
}

/** The staff's language: `?lang=`, else Arabic when the browser prefers it, else English. */
function staffLang(req: FastifyRequest): 'en' | 'ar' {
  const { lang } = ZLangQuery.parse(req.query);
  if (lang) return lang;
  return /^ar\b/i.test(req.headers['accept-language'] ?? '') ? 'ar' : 'en';
}

/**
 * The contact rules' console routes (decision 0115): a lead's Call/Message decisions and history, recording an
 * attempt (201, or 409 CONTACT_NOT_ALLOWED with the reason), the do-not-call list's import (admin) and check.
 */
export function registerContactRoutes(
  app: FastifyInstance,
  deps: { service: ContactService; fromHash: (req: FastifyRequest) => string },
): void {
  const { service, fromHash } = deps;

  app.get(
    '/api/console/leads/:id/contact',
    route(WORKERS, 'read', {
      summary:
        "A lead's Call and Message decisions by the contact rules, with the reasons, and its attempts.",
      params: ZLeadParams,
      query: ZLangQuery,
      response: ZLeadContact,
    }),
    async (req) => {
      const { id } = ZLeadParams.parse(req.params);
      return { data: await service.view(staffOf(req), id, staffLang(req), fromHash(req)) };
    },
  );

  app.post(
    '/api/console/leads/:id/attempts',
    route(WORKERS, 'write', {
      summary:
        'Record a call or message to the lead (201), or 409 CONTACT_NOT_ALLOWED with the reason when the rules refuse.',
      params: ZLeadParams,
      query: ZLangQuery,
      body: ZAttemptRequest,
      response: { 201: ZAttemptCreated },
    }),
    async (req, reply) => {
      const { id } = ZLeadParams.parse(req.params);
      const body = ZAttemptRequest.parse(req.body);
      const r = await service.record(staffOf(req), id, body, staffLang(req), fromHash(req));
      if (r.refused)
        return reply.code(409).send({
          code: E.CONTACT_NOT_ALLOWED,
          message: r.refused.message,
          reason: r.refused.reason,
          nextAllowedAt: r.refused.nextAllowedAt,
        });
      return reply.code(201).send({ data: { id: r.id, status: r.status, at: r.at } });
    },
  );

  void app.register(async (scope) => {
    // A CSV file as it is (text/csv or text/plain), only on this route; JSON {csv} works too.
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: DNC_BODY_LIMIT },
      (_req, body, done) => done(null, { csv: String(body) }),
    );
    scope.post(
      '/api/console/dnc/import',
      {
        bodyLimit: DNC_BODY_LIMIT,
        ...route(['admin'], 'write', {
          summary:
            'Import do-not-call numbers (admin): CSV text (text/csv) or JSON {csv}, up to 1 MB; invalid lines are reported by number.',
          body: ZDncImport,
          response: ZDncImportResult,
        }),
      },
      async (req) => {
        const { csv } = ZDncImport.parse(req.body);
        return { data: await service.importDnc(staffOf(req), csv, fromHash(req)) };
      },
    );
  });

  app.get(
    '/api/console/dnc',
    route(['admin', 'team_lead'], 'read', {
      summary: 'Whether a number is on the do-not-call list (admin, team lead).',
      query: ZDncQuery,
      response: ZDncCheck,
    }),
    async (req) => {
      const { number } = ZDncQuery.parse(req.query);
      const n = signInMobile(number);
      if (!n) throw new HttpError(422, E.DNC_INVALID_NUMBER, 'This is not a UAE mobile number.');
      const entry = await service.checkDnc(staffOf(req), n, fromHash(req));
      return {
        data: {
          number: `+971${n}`,
          listed: entry !== null,
          importedAt: entry?.importedAt.toISOString() ?? null,
          batchId: entry?.batchId ?? null,
        },
      };
    },
  );
}
