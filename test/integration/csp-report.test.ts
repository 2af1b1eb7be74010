import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from './helpers';

/** POST /api/csp-report (decision 0042): public, its own budget, its own parsers, stored redacted. */

const { app, ctx } = useTestApp({
  limits: { RATE_LIMIT_REPORT_PER_IP: '5', RATE_LIMIT_WRITE_PER_IP: '1000' },
  seeded: false,
});

const legacy = {
  'csp-report': {
    'document-uri': 'https://example.test/car-insurance/?mobile=971501234567',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'https://example.test/car-insurance/',
    'status-code': 200,
    'script-sample': 'alert("fatima@example.com")',
  },
};
const batch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://example.test/',
    user_agent: 'x',
    body: {
      documentURL: 'https://example.test/health-insurance/',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src',
      disposition: 'report',
      lineNumber: 1,
      sample: '',
    },
  },
  { type: 'deprecation', age: 1, url: 'https://example.test/', body: { id: 'x' } },
];

const report = (payload: string, type: string, ip = '192.0.2.10') =>
  app.inject({
    method: 'POST',
    url: '/api/csp-report',
    headers: { 'content-type': type },
    payload,
    remoteAddress: ip,
  });

describe('POST /api/csp-report', () => {
  it('takes a report-uri report without a token and stores it redacted', async () => {
    const res = await report(JSON.stringify(legacy), 'application/csp-report');
    expect(res.statusCode).toBe(204);
    const rows = await ctx.db.execute<Record<string, unknown>>(
      sql`select * from csp_reports where effective_directive = 'script-src-elem'`,
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0] ?? {};
    expect(row.line_number).toBe(12);
    expect(row.disposition).toBe('enforce');
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('971501234567');
    expect(stored).not.toContain('fatima@example.com');
  });

  it('takes a report-to batch (application/reports+json) and keeps only the CSP violations', async () => {
    const res = await report(JSON.stringify(batch), 'application/reports+json', '192.0.2.11');
    expect(res.statusCode).toBe(204);
    const rows = await ctx.db.execute<{ blocked_uri: string }>(
      sql`select blocked_uri from csp_reports where document_uri like '%health-insurance%'`,
    );
    expect(rows.rows.map((r) => r.blocked_uri)).toEqual(['https://evil.example/x.js']);
  });

  it('refuses bad JSON, a wrong shape and a body over the limit as JSON 4xx, never 5xx', async () => {
    const ip = '192.0.2.12';
    const bad = await report('{nope', 'application/csp-report', ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('BAD_REQUEST');
    const shape = await report(
      JSON.stringify({ 'csp-report': { 'line-number': 'x' } }),
      'application/csp-report',
      ip,
    );
    expect(shape.statusCode).toBe(400);
    const big = await report(
      JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(9000) } }),
      'application/csp-report',
      ip,
    );
    expect(big.statusCode).toBe(413);
  });

  it('the report media types are parsed on this route only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ message: 'x' }),
      remoteAddress: '192.0.2.13',
    });
    expect(res.statusCode).toBe(415);
  });

  it('has its own budget per address: the 6th report is refused, other writes go on', async () => {
    const ip = '192.0.2.14';
    for (let i = 0; i < 5; i++)
      expect((await report(JSON.stringify(legacy), 'application/csp-report', ip)).statusCode).toBe(204);
    const refused = await report(JSON.stringify(legacy), 'application/csp-report', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const log = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      payload: { message: 'x' },
      remoteAddress: ip,
    });
    expect(log.statusCode).toBe(200);
  });
});
