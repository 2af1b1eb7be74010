import { describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';
import { loggableError, toApiError } from './errors';

describe('errors: what the API answers and what the log keeps (decision 0021)', () => {
  it('keeps a database error’s code and query, never its parameters', () => {
    const err = Object.assign(
      new Error(
        'Failed query: insert into leads (mobile_number) values ($1)\nparams: 501234567,jane@example.com',
      ),
      { name: 'DrizzleQueryError', cause: Object.assign(new Error('duplicate key'), { code: '23505' }) },
    );
    const logged = loggableError(err);
    expect(logged).toEqual({
      name: 'DrizzleQueryError',
      message: 'Failed query: insert into leads (mobile_number) values ($1)',
      cause: { name: 'Error', code: '23505', message: 'duplicate key' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/501234567|jane@example\.com/);
  });

  it('bad input is a 4xx (logged as information), a lost connection a 503, anything else a 500', () => {
    const zod = (() => {
      try {
        z.object({ a: z.number() }).parse({ a: 'x' });
      } catch (e) {
        return e as ZodError;
      }
      throw new Error('no ZodError');
    })();
    expect(toApiError(zod).status).toBe(400);
    expect(toApiError(Object.assign(new Error('x'), { code: '57P01' })).status).toBe(503);
    expect(toApiError(new Error('boom')).status).toBe(500);
  });
});
