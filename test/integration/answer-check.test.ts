import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkAnswers } from './answer-check';

/** Decision 0066: the check the integration tests run on every answer fails a request whose answer drifted. */

const app = Fastify({ logger: false });
const response = z.object({ id: z.number().int() });

beforeAll(async () => {
  checkAnswers(app);
  app.get('/ok', { config: { schemas: { summary: 'ok', response } } }, () => ({ id: 1 }));
  app.get('/drifted', { config: { schemas: { summary: 'drifted', response } } }, () => ({ id: 'one' }));
  app.get('/refused', { config: { schemas: { summary: 'refused', response } } }, (_req, reply) =>
    reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found.' }),
  );
  await app.ready();
});

afterAll(() => app.close());

describe('checkAnswers', () => {
  it('lets an answer that matches its schema through unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: '/ok' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1 });
  });

  it('fails an answer that does not match, naming the route', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.inject({ method: 'GET', url: '/drifted' });
    expect(res.statusCode).toBe(500);
    expect(printed.mock.calls[0]?.[0]).toMatch(/GET \/drifted 200/);
    printed.mockRestore();
  });

  it('leaves refusals to their own shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/refused' });
    expect(res.statusCode).toBe(404);
  });
});
