import { createHash } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import {
  INSURER_EVENT_TYPES,
  POLICY_ERROR_CODES,
  ZInsurerEvent,
  type InsurerEventType,
  type TInsurerEvent,
} from '../../../shared/contracts/policies';
import type { LangCode } from '../../../shared/domain/locales';
import { insurerSecret, verifySignature, type InsurerSecrets } from '../../lib/insurer-signature';
import { refuse, type Outcome, type Refusal } from '../../lib/outcome';
import { policyDataOf } from './policy-data';
import type { InsurerEventsRepo, PurchaseRow } from './repo';

/**
 * Insurer events (docs/product/policies.md 'Insurer events'; decision 0085): an insurer tells the marketplace that it
 * issued a policy, that a payment was declined or that it cancelled a policy. The pipeline:
 *
 *   insurer → signature (over the raw bytes) → body → type → in one transaction: the same id seen before? → the
 *   purchase named (handoff + quote) → the event row (unique per insurer and id) → its effect on the policy.
 *
 * Every refusal stores nothing: the event row and the effect commit together, and a refused effect rolls both back.
 */

export type EventAck = { received: true; eventId: string; duplicate: boolean };

export type EventInput = {
  insurerCode: string;
  signature: string | undefined;
  rawBody: Buffer;
  lang: LangCode;
  nowSeconds: number;
};

/** The outcome, with the event id to log beside a refusal (the id as the body claims it; never the body). */
export type EventResult = { outcome: Outcome<EventAck>; eventId: string | null };

export type InsurerEventsDeps = {
  repo: InsurerEventsRepo;
  secrets: InsurerSecrets;
  sessionSecret: string;
};

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const k = (key: string) => `policies:events.${key}`;

/** A refusal decided inside the transaction: thrown to roll the event row back, answered as the refusal. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.body.code);
  }
}

/** The event id as claimed by an unverified or invalid body, for the refusal's log line: a short plain token only. */
function claimedId(raw: Buffer): string | null {
  try {
    const id = (JSON.parse(raw.toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

function parseEvent(raw: Buffer): TInsurerEvent | undefined {
  try {
    const parsed = ZInsurerEvent.safeParse(JSON.parse(raw.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const isKnownType = (t: string): t is InsurerEventType =>
  (INSURER_EVENT_TYPES as readonly string[]).includes(t);

/** A policy.issued event's figures, all present and the dates in order; undefined otherwise. */
function issuedFields(e: TInsurerEvent) {
  const { policyNumber, premiumFils, vatFils, startDate, endDate } = e.data;
  if (policyNumber === undefined || premiumFils === undefined || vatFils === undefined) return undefined;
  if (startDate === undefined || endDate === undefined || endDate < startDate) return undefined;
  return { policyNumber, premiumFils, vatFils, startDate, endDate };
}

/** The same id again: the same bytes are a retry (200, no second effect); other bytes are a conflict. */
function replay(lang: LangCode, eventId: string, storedSha: string, sha: string): Outcome<EventAck> {
  return storedSha === sha
    ? { ok: true, value: { received: true, eventId, duplicate: true } }
    : refuse(lang, 409, POLICY_ERROR_CODES.EVENT_CONFLICT, k('eventConflict'));
}

export function insurerEventsService(deps: InsurerEventsDeps) {
  const { repo } = deps;

  /** The effect of a new event on its (locked) policy; a refusal throws Refused. */
  async function apply(
    tx: Parameters<Parameters<InsurerEventsRepo['transaction']>[0]>[0],
    lang: LangCode,
    insurerId: number,
    e: TInsurerEvent & { type: InsurerEventType },
    p: PurchaseRow,
  ): Promise<void> {
    const conflict = () =>
      new Refused(refuse(lang, 409, POLICY_ERROR_CODES.POLICY_STATE_CONFLICT, k('stateConflict')));
    if (e.type === 'payment.declined') return; // stays as it is: a retried payment may still issue it
    if (e.type === 'policy.cancelled') {
      if (p.status !== 'cancelled') await repo.setStatus(tx, p.policyId, 'cancelled');
      return;
    }
    const f = issuedFields(e);
    if (!f) throw new Refused(refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, k('issuedFields')));
    if (p.status === 'active' && p.policyNumber === f.policyNumber) return; // issued already by another event
    if (p.status === 'active' || p.status === 'cancelled') throw conflict();
    if (await repo.policyNumberTaken(tx, f.policyNumber, p.policyId))
      throw new Refused(refuse(lang, 409, POLICY_ERROR_CODES.POLICY_NUMBER_TAKEN, k('policyNumberTaken')));
    const sources = await repo.issueSources(tx, insurerId, p.quoteRowId);
    const data = policyDataOf({
      ...sources,
      quoteId: e.data.quoteId,
      event: { ...f, documents: e.data.documents },
    });
    await repo.issue(tx, p.policyId, { ...f, data });
  }

  /** The transaction: dedupe by id, find the purchase, record the event, apply it. */
  async function record(
    lang: LangCode,
    insurerId: number,
    e: TInsurerEvent & { type: InsurerEventType },
    sha: string,
  ): Promise<Outcome<EventAck>> {
    return repo.transaction(async (tx) => {
      const seen = await repo.storedEvent(tx, insurerId, e.id);
      if (seen) return replay(lang, e.id, seen.bodySha256, sha);
      const p = await repo.purchaseForUpdate(tx, insurerId, sha256(e.data.handoffId));
      if (!p || p.quotePublicId !== e.data.quoteId)
        return refuse(lang, 404, POLICY_ERROR_CODES.QUOTE_NOT_FOUND, k('quoteNotFound'));
      const row = { insurerId, eventId: e.id, type: e.type, bodySha256: sha, policyId: p.policyId };
      if ((await repo.insertEvent(tx, row)) === undefined) {
        // Another delivery of this id committed while this one waited for the policy's lock.
        const first = await repo.storedEvent(tx, insurerId, e.id);
        return first
          ? replay(lang, e.id, first.bodySha256, sha)
          : refuse(lang, 409, POLICY_ERROR_CODES.EVENT_CONFLICT, k('eventConflict'));
      }
      await apply(tx, lang, insurerId, e, p);
      return { ok: true, value: { received: true, eventId: e.id, duplicate: false } } as const;
    });
  }

  return {
    async receive(input: EventInput): Promise<EventResult> {
      const { lang } = input;
      const insurer = await repo.insurerByCode(input.insurerCode);
      const secret = insurer && insurerSecret(deps.secrets, deps.sessionSecret, insurer.slug);
      if (!insurer || !secret)
        return {
          outcome: refuse(lang, 401, POLICY_ERROR_CODES.INSURER_NOT_CONFIGURED, k('insurerNotConfigured')),
          eventId: claimedId(input.rawBody),
        };
      const check = verifySignature(input.signature, secret, input.rawBody, input.nowSeconds);
      if (!check.ok)
        return {
          outcome: refuse(lang, 401, POLICY_ERROR_CODES.BAD_SIGNATURE, k('badSignature')),
          eventId: claimedId(input.rawBody),
        };
      const e = parseEvent(input.rawBody);
      if (!e)
        return {
          outcome: refuse(lang, 400, ERROR_CODES.VALIDATION_FAILED, k('invalidBody')),
          eventId: claimedId(input.rawBody),
        };
      const { type } = e;
      if (!isKnownType(type))
        return {
          outcome: refuse(lang, 422, POLICY_ERROR_CODES.UNKNOWN_EVENT_TYPE, k('unknownType')),
          eventId: e.id,
        };
      try {
        return {
          outcome: await record(lang, insurer.id, { ...e, type }, sha256(input.rawBody)),
          eventId: e.id,
        };
      } catch (err) {
        if (err instanceof Refused) return { outcome: err.refusal, eventId: e.id };
        if (isPolicyNumberClash(err))
          return {
            outcome: refuse(lang, 409, POLICY_ERROR_CODES.POLICY_NUMBER_TAKEN, k('policyNumberTaken')),
            eventId: e.id,
          };
        throw err;
      }
    },
  };
}

/** Two purchases issued with one number at the same moment: the unique index refuses the second. */
function isPolicyNumberClash(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'policies_policy_number') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export type InsurerEventsService = ReturnType<typeof insurerEventsService>;
