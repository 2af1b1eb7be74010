import { describe, expect, it, vi } from 'vitest';
import { insurerSecret, signatureHeader } from '../../lib/insurer-signature';
import { handoffKey, newHandoffId } from './domain/handoff-id';
import type { PoliciesRepo } from './repo';
import { policiesService, type PoliciesDeps } from './service';

/** Decision 0084: the handoff fetch refuses a bad signature or a forged id before any database read. */

const SESSION_SECRET = 'k'.repeat(40);
const secrets = { configured: {}, derive: true };

function service(now = new Date('2026-11-29T10:00:00Z')) {
  const consumeHandoff = vi.fn<PoliciesRepo['consumeHandoff']>(async () => ({ ok: false, state: 'unknown' }));
  const deps: PoliciesDeps = {
    repo: { consumeHandoff } as unknown as PoliciesRepo,
    quotes: { quoteToBuy: vi.fn() },
    forms: { resolveOptions: vi.fn() },
    log: { warn: vi.fn() },
    publicOrigin: 'http://localhost:3000',
    sessionSecret: SESSION_SECRET,
    insurerSecrets: secrets,
    insurerSandbox: true,
    insurerRedirectHosts: [],
    now: () => now,
  };
  return { svc: policiesService(deps), consumeHandoff, now };
}

const fetchInput = (handoffId: string, nowSeconds: number, signWith = 'insurer-a') => {
  const path = `/api/insurers/insurer-a/handoffs/${handoffId}`;
  const secret = insurerSecret(secrets, SESSION_SECRET, signWith)!;
  return { insurerCode: 'insurer-a', handoffId, path, signature: signatureHeader(secret, path, nowSeconds) };
};

describe('policiesService.fetchHandoff', () => {
  it('a genuine id with a good signature reaches the database', async () => {
    const { svc, consumeHandoff, now } = service();
    const r = await svc.fetchHandoff(
      fetchInput(newHandoffId(handoffKey(SESSION_SECRET)), now.getTime() / 1000),
    );
    expect(r).toMatchObject({ ok: false, status: 404 });
    expect(consumeHandoff).toHaveBeenCalledTimes(1);
  });

  it('a forged id (another key, a changed character, a wrong shape): 404 with no database read', async () => {
    const { svc, consumeHandoff, now } = service();
    const genuine = newHandoffId(handoffKey(SESSION_SECRET));
    for (const id of [
      newHandoffId(handoffKey('o'.repeat(40))),
      `${genuine.slice(0, 5)}${genuine[5] === 'a' ? 'b' : 'a'}${genuine.slice(6)}`,
      'x.y',
    ]) {
      const r = await svc.fetchHandoff(fetchInput(id, now.getTime() / 1000));
      expect(r).toMatchObject({ ok: false, status: 404, body: { code: 'HANDOFF_NOT_FOUND' } });
    }
    expect(consumeHandoff).not.toHaveBeenCalled();
  });

  it("a stale timestamp or another insurer's signature: 401 with no database read", async () => {
    const { svc, consumeHandoff, now } = service();
    const id = newHandoffId(handoffKey(SESSION_SECRET));
    for (const input of [
      fetchInput(id, now.getTime() / 1000 - 301),
      fetchInput(id, now.getTime() / 1000, 'insurer-b'),
    ]) {
      const r = await svc.fetchHandoff(input);
      expect(r).toMatchObject({ ok: false, status: 401, body: { code: 'BAD_SIGNATURE' } });
    }
    expect(consumeHandoff).not.toHaveBeenCalled();
  });
});
