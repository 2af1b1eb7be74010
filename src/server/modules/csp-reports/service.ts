import { z } from 'zod';
import { redactText } from '../../../shared/rules/redact';
import type { CspReportsRepo, CspReportRow } from './repo';

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

/** Redacted, without U+0000 (PostgreSQL text cannot hold it) and bounded, like the client error records. */
const clean = (v: string | undefined, max = 2048) =>
  v === undefined ? null : redactText(v).replaceAll('\u0000', '').slice(0, max);

function rowsOf(body: unknown): CspReportRow[] {
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

/** Stores the CSP violations of a report body (report-uri or report-to); a malformed body throws a ZodError. */
export function cspReportsService(repo: CspReportsRepo) {
  return {
    async store(body: unknown): Promise<void> {
      const rows = rowsOf(body);
      if (rows.length > 0) await repo.insert(rows);
    },
  };
}

export type CspReportsService = ReturnType<typeof cspReportsService>;
