import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  HEADERS,
  SESSION_ERROR_CODES,
  ZAgentId,
  ZDeviceCreate,
  ZDeviceCreated,
  ZEncryptRequest,
  ZEncryptResponse,
  ZVisitCreate,
  ZVisitCreated,
} from '../../../shared/contracts/session';
import { HttpError } from '../../plugins/errors';
import { isMobileRequest } from '../../lib/request';
import type { SessionService } from './service';
import { SESSION_MESSAGES } from './token';

const ZAgentQuery = z.object({ agentId: z.string().optional() });

/** Agent id from the `agentid` header, else the `agentId` query (docs/product/session.md); absent or empty means none. */
function agentIdOf(header: unknown, query: unknown): string | undefined {
  const raw = header ?? ZAgentQuery.parse(query ?? {}).agentId;
  if (raw === undefined || raw === '') return undefined;
  return z.object({ agentId: ZAgentId }).parse({ agentId: raw }).agentId;
}

const DEVICE: { config: FastifyContextConfig } = {
  config: {
    public: true,
    bucket: 'device',
    schemas: {
      summary: 'A new device (and its first visit); the session token comes in the authorization header.',
      query: ZAgentQuery,
      body: ZDeviceCreate,
      response: ZDeviceCreated,
    },
  },
};
const VISIT: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: 'visit',
    device: true,
    schemas: {
      summary: "A new visit of the token's device.",
      body: ZVisitCreate,
      response: ZVisitCreated,
    },
  },
};
const ENCRYPT: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: 'encrypt',
    schemas: {
      summary: 'The keyed hash of a value the visitor typed.',
      body: ZEncryptRequest,
      response: ZEncryptResponse,
    },
  },
};

/** Visitor session (docs/product/session.md 'Session bootstrap', docs/product/session.md 'Create device', 'Create visit', 'Encrypt'). */
export function registerSessionRoutes(app: FastifyInstance, session: SessionService): void {
  app.post('/api/device', DEVICE, async (req, reply) => {
    const input = ZDeviceCreate.parse(req.body);
    const agentId = agentIdOf(req.headers[HEADERS.agentId], req.query);
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    const { created, token } = await session.createDevice(input, {
      ip: req.ip,
      agentId,
      origin,
      mobile: isMobileRequest(req),
    });
    reply.header(HEADERS.authorization, token).header('Cache-Control', 'no-store');
    return ZDeviceCreated.parse(created);
  });

  app.post('/api/visit', VISIT, async (req, reply) => {
    const input = ZVisitCreate.parse(req.body);
    const claims = req.sessionClaims;
    if (!claims) throw new HttpError(401, SESSION_ERROR_CODES.UNAUTHORIZED, SESSION_MESSAGES.invalid);
    reply.header('Cache-Control', 'no-store');
    return ZVisitCreated.parse(await session.createVisit(input, claims, { mobile: isMobileRequest(req) }));
  });

  /**
   * docs/product/session.md 'Encrypt': the keyed hash of a value the visitor typed (an e-mail or a mobile number) before it
   * goes to tracking. The values are the visitor's own input, not ids the server could check, so the route is open
   * to any session and bounded instead: its own hourly budget per device and per address (decision 0022).
   */
  app.post('/api/encrypt', ENCRYPT, async (req, reply) => {
    const { key } = ZEncryptRequest.parse(req.body);
    reply.header('Cache-Control', 'no-store');
    return ZEncryptResponse.parse(session.encrypt(key));
  });
}
