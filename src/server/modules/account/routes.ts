import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZAccountOverview,
  ZBookingAnswer,
  ZEscalateTicket,
  ZQueryChoices,
  ZRaiseTicket,
  ZRemindersAnswer,
  ZRemindersSwitch,
  ZTicketAnswer,
  ZTicketRef,
  ZTicketWritten,
} from '../../../shared/contracts/account';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { tFor } from '../../../shared/i18n/catalogues';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { AccountGuard } from '../auth';
import type { AccountRefusal, AccountService } from './service';
import { PUBLIC_ID_PATTERN } from '../../lib/public-id';

/** The account calls authenticate by the account cookie (decision 0031), not by the device token (decision 0042). */
const COOKIE_READ = { public: true, bucket: false } as const;
const COOKIE_WRITE = { public: true, bucket: 'write' } as const;
/** The route options of an account call: what it takes and its answer (shared/contracts/account.ts). */
const read = (summary: string, response: z.ZodType, params?: z.ZodType) => ({
  config: { ...COOKIE_READ, schemas: { summary, ...(params ? { params } : {}), response } },
});
const write = (summary: string, body: z.ZodType, response: z.ZodType, status = 200) => ({
  config: { ...COOKIE_WRITE, schemas: { summary, body, response: { [status]: response } } },
});

const ZProductParam = z.object({ id: z.coerce.number().int().positive().max(1000) });
const ZBookingParam = z.object({ id: z.string().regex(PUBLIC_ID_PATTERN) });

/**
 * docs/product/account.md 'Ticketing' and the account overview (decision 0031). Every read and write filters by the signed-in
 * number: another number's ticket or policy answers 404 exactly like one that does not exist.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  service: AccountService,
  guard: AccountGuard,
): void {
  const lang = (req: FastifyRequest) => parseRequestLanguage(req.headers['accept-language']);
  const signedIn = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const who = await guard(req);
    if (!who) throw new HttpError(401, 'SIGNED_OUT', tFor(lang(req))('account:errors.signedOut'));
    return who.mobileNumber;
  };
  const notFound = (req: FastifyRequest) =>
    new HttpError(404, ERROR_CODES.NOT_FOUND, tFor(lang(req))('account:errors.notFound'));
  const refuse = (reply: FastifyReply, f: AccountRefusal) => {
    if (f.retryAfter !== undefined) reply.header('Retry-After', String(f.retryAfter));
    return reply.code(f.status).send({
      code: f.code,
      message: f.message,
      ...(f.retryAfter === undefined ? {} : { retryAfter: f.retryAfter }),
    });
  };

  app.get(
    '/api/account',
    read("The signed-in number's policies, enquiries, plans asked about and queries.", ZAccountOverview),
    async (req, reply) => service.overview(await signedIn(req, reply), lang(req)),
  );

  app.get(
    '/api/raise_query/get_products',
    read('Products a query can be raised about.', ZQueryChoices),
    async (req, reply) => {
      await signedIn(req, reply);
      return service.products(lang(req));
    },
  );

  app.get(
    '/api/raise_query/get_issue_types/:id',
    read("A product's issue types.", ZQueryChoices, ZProductParam),
    async (req, reply) => {
      await signedIn(req, reply);
      const parsed = ZProductParam.safeParse(req.params);
      const types = parsed.success ? service.issueTypes(parsed.data.id, lang(req)) : null;
      if (!types) throw notFound(req);
      return types;
    },
  );

  app.post(
    '/api/raise_query/raise_ticket',
    write('Raise a query (201).', ZRaiseTicket, ZTicketWritten, 201),
    async (req, reply) => {
      const mobile = await signedIn(req, reply);
      const r = await service.raise(mobile, ZRaiseTicket.parse(req.body), lang(req));
      if (!r.ok) return refuse(reply, r);
      return reply.code(201).send({ success: true, ticket: r.ticket });
    },
  );

  app.post(
    '/api/getTicketDetails',
    write('A query of the signed-in number.', ZTicketRef, ZTicketAnswer),
    async (req, reply) => {
      const mobile = await signedIn(req, reply);
      const { ticketId } = ZTicketRef.parse(req.body);
      const ticket = await service.ticket(mobile, ticketId);
      if (!ticket) throw notFound(req);
      return { ticket };
    },
  );

  app.post(
    '/api/escalateTicket',
    write('Escalate a query.', ZEscalateTicket, ZTicketWritten),
    async (req, reply) => {
      const mobile = await signedIn(req, reply);
      const r = await service.escalate(mobile, ZEscalateTicket.parse(req.body), lang(req));
      if (!r) throw notFound(req);
      if (!r.ok) return refuse(reply, r);
      return { success: true, ticket: r.ticket };
    },
  );

  // 'Remind me before renewal' (decision 0088): the columns the renewal reminders read.
  app.put(
    '/api/account/policies/:id/reminders',
    {
      config: {
        ...COOKIE_WRITE,
        schemas: {
          summary: "Switch a policy's renewal reminders on or off.",
          params: ZBookingParam,
          body: ZRemindersSwitch,
          response: { 200: ZRemindersAnswer },
        },
      },
    },
    async (req, reply) => {
      const mobile = await signedIn(req, reply);
      const parsed = ZBookingParam.safeParse(req.params);
      if (!parsed.success) throw notFound(req);
      const { on } = ZRemindersSwitch.parse(req.body);
      const r = await service.reminders(mobile, parsed.data.id, on, lang(req));
      if (!r) throw notFound(req);
      if (!r.ok) return refuse(reply, r);
      return { success: true, reminders: { on: r.on } };
    },
  );

  app.get(
    '/api/user_bookings/:id',
    read('A policy of the signed-in number.', ZBookingAnswer, ZBookingParam),
    async (req, reply) => {
      const mobile = await signedIn(req, reply);
      const parsed = ZBookingParam.safeParse(req.params);
      const booking = parsed.success ? await service.booking(mobile, parsed.data.id, lang(req)) : null;
      if (!booking) throw notFound(req);
      return { booking };
    },
  );
}
