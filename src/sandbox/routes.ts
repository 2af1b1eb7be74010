import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { ERROR_CODES } from '../shared/contracts/errors';
import { POLICY_ERROR_CODES, ZHandoffId } from '../shared/contracts/policies';
import { ZSlug } from '../shared/contracts/quotes-base';
import type { LangCode } from '../shared/domain/locales';
import { tFor } from '../shared/i18n/catalogues';
import { contentLang } from '../shared/i18n/localized';
import { parseRequestLanguage } from '../shared/i18n/request-language';
import { todayAt } from '../shared/rules/dates';
import {
  CARD_INPUT_MAX,
  cardOutcome,
  declinedEvent,
  insurerPrefix,
  issuedEvent,
  newEventId,
  policyNumberOf,
} from './domain';
import { fetchProposal, type Transport } from './marketplace';
import { homeUrl, renderCheckoutPage, renderRefusedPage, safeUrl, type Notice, type Refusal } from './pages';
import type { AttemptDecision, Checkout, SandboxInsurer, SandboxRepo } from './repo';

/**
 * The sandbox's two routes (src/sandbox/README.md), under /sandbox/insurers in their own scope:
 *   GET  /{code}/checkout/{handoffId}/     the checkout page (fetches and keeps the proposal on the first visit)
 *   POST /{code}/checkout/{handoffId}/pay  a demo payment, `{cardNumber}` as JSON or as a form post
 * Both are public, on the `sandbox` rate bucket. A card number is read once, turned into an outcome and dropped:
 * it is never stored, logged or sent back.
 */

export type SandboxRouteDeps = {
  repo: SandboxRepo;
  transport: Transport;
  secretOf: (code: string) => Buffer | undefined;
  css: () => readonly string[];
  origin: string;
  /** Sends the event's delivery job through the payment's transaction. */
  sendJob: (client: pg.PoolClient, eventRowId: number) => Promise<void>;
  now: () => Date;
};

type Params = { code: string; handoffId: string };
type PayResult = { paid: boolean; policyNumber: string | null };

const ROUTE = { config: { public: true, bucket: 'sandbox' as const } };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A JSON request: its body is JSON (scripts and tests); a form post gets pages and redirects. */
const isJson = (req: FastifyRequest) => /^application\/json\b/i.test(req.headers['content-type'] ?? '');

type Resolved =
  | { ok: true; insurer: SandboxInsurer; checkout: Checkout; handoffId: string }
  | { ok: false; insurer: SandboxInsurer | null; refusal: Refusal };

export function registerSandboxRoutes(scope: FastifyInstance, deps: SandboxRouteDeps): void {
  const { repo } = deps;

  /** The insurer and the kept checkout, fetching the proposal from the marketplace on the first visit. */
  async function resolve(params: Params): Promise<Resolved> {
    const code = ZSlug.safeParse(params.code);
    const insurer = code.success ? await repo.insurer(code.data) : undefined;
    if (!insurer) return { ok: false, insurer: null, refusal: { kind: 'unknownInsurer' } };
    const handoffId = params.handoffId;
    // A malformed id never reaches the marketplace: it is not a handoff id anyone was given.
    if (!ZHandoffId.safeParse(handoffId).success)
      return {
        ok: false,
        insurer,
        refusal: { kind: 'marketplace', status: 404, code: POLICY_ERROR_CODES.HANDOFF_NOT_FOUND },
      };
    const hash = sha256(handoffId);
    const kept = await repo.checkout(insurer.code, hash);
    if (kept) return { ok: true, insurer, checkout: kept, handoffId };
    const secret = deps.secretOf(insurer.code);
    if (!secret)
      return {
        ok: false,
        insurer,
        refusal: { kind: 'marketplace', status: 401, code: POLICY_ERROR_CODES.INSURER_NOT_CONFIGURED },
      };
    const fetched = await fetchProposal(
      deps.transport,
      secret,
      insurer.code,
      handoffId,
      deps.now().getTime() / 1000,
    );
    if (fetched.ok)
      return {
        ok: true,
        insurer,
        checkout: await repo.keep(insurer.code, hash, fetched.proposal),
        handoffId,
      };
    // Used: a visit in parallel (a double click) may have fetched and kept it a moment ago.
    const raced = fetched.status === 409 ? await repo.checkout(insurer.code, hash) : undefined;
    if (raced) return { ok: true, insurer, checkout: raced, handoffId };
    return {
      ok: false,
      insurer,
      refusal: { kind: 'marketplace', status: fetched.status, code: fetched.code },
    };
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  const refusalStatus = (r: Refusal) => {
    if (r.kind === 'unknownInsurer') return 404;
    // The marketplace's refusals keep their status; no answer at all is a bad gateway.
    return r.status >= 400 && r.status < 600 ? r.status : 502;
  };

  function refused(req: FastifyRequest, reply: FastifyReply, r: Extract<Resolved, { ok: false }>) {
    const lang = parseRequestLanguage(req.headers['accept-language']);
    const status = refusalStatus(r.refusal);
    req.log.info(
      { status, code: r.refusal.kind === 'marketplace' ? r.refusal.code : 'UNKNOWN_INSURER' },
      'sandbox checkout refused',
    );
    if (isJson(req)) {
      const t = tFor(lang);
      const code =
        r.refusal.kind === 'unknownInsurer'
          ? ERROR_CODES.NOT_FOUND
          : (r.refusal.code ?? (status === 502 ? 'BAD_GATEWAY' : ERROR_CODES.NOT_FOUND));
      const message = t(
        r.refusal.kind === 'unknownInsurer' ? 'sandbox:api.unknownInsurer' : 'sandbox:api.refused',
      );
      return reply.code(status).header('Cache-Control', 'no-store').send({ code, message });
    }
    return html(
      reply,
      status,
      renderRefusedPage({
        lang,
        css: deps.css(),
        origin: deps.origin,
        insurer: r.insurer,
        refusal: r.refusal,
      }),
    );
  }

  function checkoutPage(
    reply: FastifyReply,
    status: number,
    r: Extract<Resolved, { ok: true }>,
    notice?: Notice,
  ) {
    const c = r.checkout;
    return html(
      reply,
      status,
      renderCheckoutPage({
        lang: contentLang(c.proposal.language),
        css: deps.css(),
        origin: deps.origin,
        insurer: r.insurer,
        proposal: c.proposal,
        handoffId: r.handoffId,
        status: c.status,
        policyNumber: c.policyNumber,
        notice,
      }),
    );
  }

  scope.get<{ Params: Params }>('/:code/checkout/:handoffId/', ROUTE, async (req, reply) => {
    const r = await resolve(req.params);
    if (!r.ok) return refused(req, reply, r);
    return checkoutPage(reply, 200, r);
  });

  scope.post<{ Params: Params; Body: unknown }>(
    '/:code/checkout/:handoffId/pay',
    { ...ROUTE, bodyLimit: 2048 },
    async (req, reply) => {
      const json = isJson(req);
      const r = await resolve(req.params);
      if (!r.ok) return refused(req, reply, r);
      const lang: LangCode = contentLang(r.checkout.proposal.language);
      const t = tFor(lang);
      const returnUrl = safeUrl(r.checkout.proposal.returnUrl, homeUrl(deps.origin, lang));
      const apiError = (status: number, code: string, key: string) =>
        reply
          .code(status)
          .header('Cache-Control', 'no-store')
          .send({ code, message: t(`sandbox:api.${key}`) });
      const paid = (policyNumber: string | null) =>
        json
          ? reply
              .code(200)
              .header('Cache-Control', 'no-store')
              .send({ status: 'paid', policyNumber, redirect: returnUrl })
          : reply.code(303).header('Cache-Control', 'no-store').header('Location', returnUrl).send();

      // The card number: read here, turned into an outcome, never kept, logged or echoed.
      const raw = (req.body as { cardNumber?: unknown } | null | undefined)?.cardNumber;
      const typed = typeof raw === 'string' && raw.length <= CARD_INPUT_MAX ? raw.trim() : null;
      if (typed === null || typed === '') {
        req.log.info({ outcome: 'invalid' }, 'sandbox payment refused');
        if (json) return apiError(400, ERROR_CODES.VALIDATION_FAILED, 'cardNumber');
        return checkoutPage(reply, 422, r, r.checkout.status === 'paid' ? undefined : 'missingCard');
      }
      const outcome = cardOutcome(typed);
      if (outcome === 'other') {
        req.log.info({ outcome }, 'sandbox payment refused');
        if (json) return apiError(422, POLICY_ERROR_CODES.TEST_CARDS_ONLY, 'testCardsOnly');
        return checkoutPage(reply, 422, r, r.checkout.status === 'paid' ? undefined : 'testCardsOnly');
      }

      const now = deps.now();
      const { checkout, insurer, handoffId } = r;
      const result = await repo.attempt(
        checkout.id,
        (c): AttemptDecision<PayResult> => {
          // Paid already (a second click, a retry after a lost answer): the same number, nothing sent twice.
          if (c.status === 'paid') return { value: { paid: true, policyNumber: c.policyNumber } };
          if (outcome === 'decline')
            return {
              update: { declined: true },
              event: declinedEvent({ id: newEventId(), now, handoffId, proposal: c.proposal }),
              value: { paid: false, policyNumber: null },
            };
          const policyNumber = policyNumberOf(
            insurerPrefix(insurer.name.en, insurer.code),
            c.proposal.productId,
            todayAt(now).year,
            c.id,
          );
          return {
            update: { status: 'paid', policyNumber },
            event: issuedEvent({ id: newEventId(), now, handoffId, proposal: c.proposal, policyNumber }),
            value: { paid: true, policyNumber },
          };
        },
        deps.sendJob,
      );
      req.log.info(
        { insurerCode: insurer.code, checkoutId: checkout.id, outcome: result.paid ? 'paid' : 'declined' },
        'sandbox payment',
      );
      if (result.paid) return paid(result.policyNumber);
      if (json) return apiError(402, POLICY_ERROR_CODES.PAYMENT_DECLINED, 'declined');
      return checkoutPage(reply, 402, { ...r, checkout: { ...checkout, status: 'open' } }, 'declined');
    },
  );
}
