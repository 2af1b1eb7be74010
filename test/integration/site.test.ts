import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, testApp, useTestApp } from './helpers';
import { seed } from '../../src/db/seed/seed';
import { seedPages } from '../../src/db/seed/content/index';
import { quoteCatalogueSeed } from '../../src/db/seed/quotes-catalogue';
import { runMigrations } from '../../src/db/client';
import { contentPages } from '../../src/db/schema';
import { ZPageDocument } from '../../src/shared/contracts/page';
import { ROOT } from '../../src/server/config';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';

const { app, ctx } = useTestApp();

const SECURITY_HEADERS = (h: Record<string, unknown>) => {
  const csp = String(h['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  // Frames only from the two video players the VIDEO block allows (decision 0036), never any host.
  expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-powered-by']).toBeUndefined();
};

describe('database', () => {
  it('has the tables after migrations on a fresh cluster, and migrating again is a no-op', async () => {
    const r = await ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(r.rows.map((x) => x.table_name)).toEqual([
      'account_sessions',
      'analytics_events',
      'bank_accounts',
      'bank_loans',
      'banking_lookups',
      'banks',
      'cities',
      'client_logs',
      'console_audit_log',
      'console_catalogue_drafts',
      'console_exports',
      'console_failures',
      'console_invitations',
      'console_lead_notes',
      'console_lead_work',
      'console_media',
      'console_page_locks',
      'console_page_schedules',
      'console_page_versions',
      'console_passkey_challenges',
      'console_passkeys',
      'console_sessions',
      'console_staff',
      'contact_attempts',
      'contact_suppressions',
      'content_pages',
      'credit_cards',
      'csp_reports',
      'data_actions',
      'device_sync_codes',
      'device_sync_failures',
      'devices',
      'dnc_numbers',
      'document_reads',
      'documents',
      'email_outbox',
      'email_subscriptions',
      'enquiries',
      'enquiry_access',
      'forms',
      'handoffs',
      'hospital_networks',
      'hospitals',
      'idempotency_keys',
      'insurer_events',
      'insurers',
      'lead_outbox',
      'leads',
      'option_lists',
      'otp_codes',
      'otp_events',
      'otp_number_proofs',
      'page_cache_tags',
      'page_view_counts',
      'page_view_visits',
      'partners',
      'plans',
      'policies',
      'quote_runs',
      'quotes',
      'rate_limits',
      'rate_tables',
      'redirections',
      'renewal_reminders',
      'reviews',
      'sandbox_checkouts',
      'sandbox_events',
      'seed_versions',
      'site_chrome',
      'sms_outbox',
      'ticket_events',
      'tickets',
      'vehicle_makes',
      'vehicle_models',
      'visits',
    ]);
    await runMigrations(ctx.db, join(ROOT, 'src/db/migrations'));
    const again = await ctx.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    // One row per migration in the journal: applying them again added none.
    const journal = JSON.parse(readFileSync(join(ROOT, 'src/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(again.rows[0]?.n).toBe(journal.entries.length);
  });

  it('seeding twice keeps one row per path and language', async () => {
    await seed(ctx.db);
    const r = await ctx.db.execute(sql`select count(*)::int as n from content_pages`);
    expect(r.rows[0]?.n).toBe(seedPages.length);
    const c = await ctx.db.execute<{ insurers: number; plans: number; tables: number }>(sql`
      select (select count(*)::int from insurers) as insurers, (select count(*)::int from plans) as plans,
        (select count(*)::int from rate_tables) as tables`);
    const catalogue = quoteCatalogueSeed();
    expect(c.rows[0]).toEqual({
      insurers: catalogue.insurers.length,
      plans: catalogue.plans.length,
      tables: catalogue.rateTables.length,
    });
  });

  it('rejects a content path without slashes at the database level too', async () => {
    await expect(
      ctx.db.insert(contentPages).values({
        urlPath: 'no-slash',
        language: 'en',
        productId: 1,
        pageTypeId: 0,
        metaData: {},
        blocks: [],
      }),
    ).rejects.toThrow();
  });
});

describe('GET /api/page', () => {
  it('returns the page document of docs/product/pages.md', async () => {
    const res = await app.inject({ url: '/api/page?url=/car-insurance/' });
    expect(res.statusCode).toBe(200);
    const doc = ZPageDocument.parse(res.json());
    expect(doc.productId).toBe(1);
    expect(doc.url).toBe('/car-insurance/');
    expect(doc.metaData.languageId).toBe(1);
    expect(doc.jsonData.map((b) => b.type)).toContain('ACCORDION');
    SECURITY_HEADERS(res.headers);
  });

  it('returns the Arabic document with languageId 2', async () => {
    const res = await app.inject({ url: '/api/page?url=' + encodeURIComponent('/ar-ae/car-insurance/') });
    expect(res.statusCode).toBe(200);
    expect(res.json().metaData.languageId).toBe(2);
    expect(res.json().url).toBe('/ar-ae/car-insurance/');
  });

  it('answers 404 with a stable code for an unknown or draft page', async () => {
    for (const url of ['/nope/', '/draft-example/']) {
      const res = await app.inject({ url: '/api/page?url=' + encodeURIComponent(url) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'PAGE_NOT_FOUND', message: 'Page not found.' });
    }
  });

  it('answers 400 VALIDATION_FAILED for a missing or foreign url', async () => {
    for (const q of ['', '?url=', '?url=https://evil.example/', '?url=//evil.example/']) {
      const res = await app.inject({ url: '/api/page' + q });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('answers unknown API paths with JSON 404 and security headers', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    SECURITY_HEADERS(res.headers);
  });

  it('reports database health', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});

describe('pages', () => {
  it('renders home in English and Arabic with lang, dir, hreflang and canonical', async () => {
    const en = await app.inject({ url: '/' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(en.body).toContain('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(en.body).toContain('hrefLang="ar-AE" href="http://localhost:3000/ar-ae/"');
    expect(en.body).toContain('hrefLang="x-default" href="http://localhost:3000/"');
    SECURITY_HEADERS(en.headers);
    const ar = await app.inject({ url: '/ar-ae/' });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('has no inline executable script: only module scripts with src, and JSON data scripts', async () => {
    const res = await app.inject({ url: '/car-insurance/' });
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    const executable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    expect(executable.filter((attrs) => !/src="\/assets\//.test(attrs))).toEqual([]);
    expect(res.body).toContain('application/ld+json');
    expect(res.body).toContain('BreadcrumbList');
  });

  it('adds the trailing slash with a 301 and keeps the query', async () => {
    const res = await app.inject({ url: '/car-insurance?utm_source=test' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/car-insurance/?utm_source=test');
  });

  it('redirects /en-ae/x/ to /x/', async () => {
    const res = await app.inject({ url: '/en-ae/car-insurance/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/car-insurance/');
  });

  it('honours redirections stored in the database', async () => {
    const res = await app.inject({ url: '/motor-insurance/?a=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/car-insurance/?a=1');
    const temp = await app.inject({ url: '/old-travel/' });
    expect(temp.statusCode).toBe(302);
  });

  it('renders the not-found page with status 404 for unknown and draft paths', async () => {
    for (const url of ['/no-such-page/', '/draft-example/', '/ar-ae/no-such-page/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('data-testid="not-found"');
      SECURITY_HEADERS(res.headers);
    }
  });

  it('skips unknown block types from old documents and still renders the page', async () => {
    await ctx.db.insert(contentPages).values({
      urlPath: '/legacy/',
      language: 'en',
      productId: 17,
      pageTypeId: 0,
      published: true,
      metaData: { countryProductId: 17, pageTypeId: 0, languageId: 1 },
      blocks: [
        { type: 'OLD_WIDGET', key: 'x' },
        { type: 'TEXT', key: 't1', content: '<p>Still here</p><script>alert(1)</script>' },
      ],
    });
    const res = await app.inject({ url: '/legacy/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Still here');
    expect(res.body).not.toContain('alert(1)');
  });
});

describe('render errors', () => {
  it("shows 'Oops! Something went wrong.' with status 500 when the database is gone", async () => {
    const broken = await freshDatabase();
    const brokenApp = await testApp(broken.db);
    await broken.db.$client.end();
    const res = await brokenApp.inject({ url: '/car-insurance/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('Oops! Something went wrong.');
    expect(res.body).toContain('try again');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    SECURITY_HEADERS(res.headers);
    const health = await brokenApp.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const api = await brokenApp.inject({ url: '/api/page?url=/' });
    expect(api.statusCode).toBe(500);
    expect(api.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong.' });
    await brokenApp.close();
    await broken.drop().catch(() => undefined);
  });
});
