import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import { ZJsonObject } from '../../plugins/route-schemas';
import type { CspReportsService } from './service';

export const CSP_REPORT_URL = '/api/csp-report';
/** One report is a few hundred bytes; a browser batches a handful in application/reports+json. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * POST /api/csp-report: the browser's Content-Security-Policy violation reports (report-uri and report-to).
 * Public (a browser sends them without the device token) on its own 'report' budget per address (decision 0042).
 * The two report media types are parsed only in this route's scope, so every other endpoint stays JSON-only.
 */
export function registerCspReportRoutes(app: FastifyInstance, service: CspReportsService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      REPORT_TYPES,
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new HttpError(400, ERROR_CODES.BAD_REQUEST, 'The report is not valid JSON.'), undefined);
        }
      },
    );
    scope.post(
      CSP_REPORT_URL,
      {
        bodyLimit: CSP_REPORT_BODY_LIMIT,
        config: {
          public: true,
          bucket: 'report',
          schemas: {
            summary: "A browser's Content-Security-Policy violation reports (stored redacted).",
            body: ZJsonObject,
            bodyType: 'application/csp-report',
            response: { 204: null },
          },
        },
      },
      async (req, reply) => {
        await service.store(req.body);
        return reply.code(204).header('Cache-Control', 'no-store').send();
      },
    );
  });
}
