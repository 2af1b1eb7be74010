import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkRouteOptions, registerRouteOptions } from './route-options';

/** The start-time check of the route options (decisions 0042 and 0110). */
describe('route options at start', () => {
  it('refuses a console route without a role, and the app does not start with one', async () => {
    expect(() => checkRouteOptions('GET', '/api/console/leads', { public: true, bucket: 'read' })).toThrow(
      /declares config.role/,
    );
    expect(() =>
      checkRouteOptions('GET', '/api/console/leads', { public: true, bucket: 'read', role: [] }),
    ).toThrow(/declares config.role/);
    const app = Fastify({ logger: false });
    registerRouteOptions(app);
    expect(() =>
      app.get('/api/console/x', { config: { public: true, bucket: 'read' } }, async () => ({})),
    ).toThrow(/config.role/);
    await app.close();
  });

  it('accepts a console route with a role, guarded by the cookie rather than the device token', () => {
    expect(() =>
      checkRouteOptions('GET', '/api/console/me', { public: true, bucket: 'read', role: 'staff' }),
    ).not.toThrow();
    expect(() =>
      checkRouteOptions('POST', '/api/console/staff', { public: true, bucket: 'write', role: ['admin'] }),
    ).not.toThrow();
    expect(() =>
      checkRouteOptions('GET', '/api/console/me', { public: false, bucket: 'read', role: 'staff' }),
    ).toThrow(/staff cookie/);
  });

  it('refuses a role outside /api/console/ and keeps the public and bucket rule', () => {
    expect(() =>
      checkRouteOptions('GET', '/api/page', { public: true, bucket: 'read', role: ['admin'] }),
    ).toThrow(/belongs to routes under \/api\/console\//);
    expect(() => checkRouteOptions('GET', '/api/page', { bucket: 'read' })).toThrow(/config.public/);
    expect(() => checkRouteOptions('GET', '/console/', { csp: "default-src 'none'" })).not.toThrow();
  });
});
