import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { cspReports } from '../../../db/schema';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { redactText } from '../../../shared/rules/redact';
import { HttpError } from '../../plugins/errors';

export const CSP_REPORT_URL = '/api/csp-report';
/** One report is a few hundred bytes; a browser batches a handful in application/reports+json. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** Reports kept per request (a reports+json batch holds others, such as deprecation reports, too). */
const MAX_REPORTS = 20;

const text = z.string().max(4096).optional();
const position = z.number().int().nonnegative().max(10_000_000).optional();

/** report-uri: `{"csp-report": {...}}` with hyphenated names (CSP level 2). */
const ZLegacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    'script-sample': text,
  }),
});

/** report-to (Reporting API): a batch of `{type, body}`; only 'csp-violation' entries are kept. */
const ZReportingBatch = z
  .array(
    z.object({
      type: z.string().max(64),
      body: z
        .object({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          disposition: text,
          sourceFile: text,
          lineNumber: position,
          columnNumber: position,
          sample: text,
        })
        .optional(),
    }),
  )
  .max(100);

type Row = typeof cspReports.$inferInsert;

/** Redacted, without U+0000 (PostgreSQL text cannot hold it) and bounded, like the client error records. */
const clean = (v: string | undefined, max = 2048) =>
  v === undefined ? null : redactText(v).replaceAll('\u0000', '').slice(0, max);

function rowsOf(body: unknown): Row[] {
  const legacy = ZLegacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        documentUri: clean(r['document-uri']),
        blockedUri: clean(r['blocked-uri']),
        effectiveDirective: clean(r['effective-directive'] ?? r['violated-directive']?.split(' ')[0], 64),
        disposition: clean(r.disposition, 16),
        sourceFile: clean(r['source-file']),
        lineNumber: r['line-number'] ?? null,
        columnNumber: r['column-number'] ?? null,
        sample: clean(r['script-sample'], 256),
      },
    ];
  }
  const batch = ZReportingBatch.parse(body);
  return batch
    .filter((e) => e.type === 'csp-violation' && e.body)
    .slice(0, MAX_REPORTS)
    .map(({ body: b = {} }) => ({
      documentUri: clean(b.documentURL),
      blockedUri: clean(b.blockedURL),
      effectiveDirective: clean(b.effectiveDirective, 64),
      disposition: clean(b.disposition, 16),
      sourceFile: clean(b.sourceFile),
      lineNumber: b.lineNumber ?? null,
      columnNumber: b.columnNumber ?? null,
      sample: clean(b.sample, 256),
    }));
}

/**
 * POST /api/csp-report: the browser's Content-Security-Policy violation reports (report-uri and report-to).
 * Public (a browser sends them without the device token) on its own 'report' budget per address (decision 0042).
 * The two report media types are parsed only in this route's scope, so every other endpoint stays JSON-only.
 */
export function registerCspReportModule(app: FastifyInstance, db: Db): void {
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
      { bodyLimit: CSP_REPORT_BODY_LIMIT, config: { public: true, bucket: 'report' } },
      async (req, reply) => {
        const rows = rowsOf(req.body);
        if (rows.length > 0) await db.insert(cspReports).values(rows);
        return reply.code(204).header('Cache-Control', 'no-store').send();
      },
    );
  });
}
