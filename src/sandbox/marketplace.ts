import type { FastifyInstance } from 'fastify';
import { isLoopbackHost } from '../server/config-parsers';
import { signatureHeader } from '../server/lib/insurer-signature';
import { SIGNATURE_HEADER, ZHandoffProposal, type THandoffProposal } from '../shared/contracts/policies';

/**
 * How the sandbox talks to the marketplace: over HTTP only, like a real insurer (src/sandbox/README.md). Two calls,
 * both signed with the insurer's secret: the handoff fetch (signature over the request path) and the events
 * (signature over the exact body bytes sent).
 */

/** What a transport answers: a status and the body text (a subset of fetch's Response). */
export type TransportResponse = { status: number; text: () => Promise<string> };

/**
 * A fetch-like function for a path on the marketplace ('/api/insurers/…'). The running product sends real HTTP;
 * integration tests route it through `app.inject` (or through a transport that fails on purpose).
 */
export type Transport = (
  path: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<TransportResponse>;

/** A marketplace that does not answer within this long counts as down (the event is retried; the page says so). */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Where the sandbox reaches the marketplace: PUBLIC_ORIGIN, unless that is a loopback address, in which case this
 * very server's listening address (a local `npm start` on HOST=localhost may listen on ::1 only).
 */
function marketplaceBase(app: FastifyInstance, publicOrigin: string): string {
  const origin = new URL(publicOrigin);
  if (!isLoopbackHost(origin.hostname)) return origin.origin;
  const address = app.server.address();
  if (!address || typeof address === 'string') return origin.origin;
  const host =
    address.address === '::' ? '::1' : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The product's transport: HTTP to the marketplace while the server listens; an app that does not listen (built
 * for `app.inject`, as the integration tests do) is reached in process, through the same routes and hooks.
 */
export function defaultTransport(app: FastifyInstance, publicOrigin: string): Transport {
  return async (path, init) => {
    if (!app.server.listening) {
      const res = await app.inject({
        method: init.method,
        url: path,
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return { status: res.statusCode, text: async () => res.body };
    }
    const res = await fetch(new URL(path, marketplaceBase(app, publicOrigin)), {
      method: init.method,
      headers: init.headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      redirect: 'error',
    });
    return { status: res.status, text: () => res.text() };
  };
}

export const handoffPath = (code: string, handoffId: string) =>
  `/api/insurers/${encodeURIComponent(code)}/handoffs/${encodeURIComponent(handoffId)}`;
export const eventsPath = (code: string) => `/api/insurers/${encodeURIComponent(code)}/events`;

/** The handoff fetch's result: the proposal, or the marketplace's refusal (status and code) to show the visitor. */
export type ProposalFetch =
  { ok: true; proposal: THandoffProposal } | { ok: false; status: number; code: string | null };

function errorCode(text: string): string | null {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** GET the proposal by handoff id, signed over the path. The first successful fetch consumes the id. */
export async function fetchProposal(
  transport: Transport,
  secret: Buffer,
  code: string,
  handoffId: string,
  nowSeconds: number,
): Promise<ProposalFetch> {
  const path = handoffPath(code, handoffId);
  let res: TransportResponse;
  try {
    res = await transport(path, {
      method: 'GET',
      headers: { accept: 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, path, nowSeconds) },
    });
  } catch {
    return { ok: false, status: 502, code: null };
  }
  const text = await res.text().catch(() => '');
  if (res.status !== 200) return { ok: false, status: res.status, code: errorCode(text) };
  try {
    const parsed = ZHandoffProposal.safeParse(JSON.parse(text));
    // A proposal for another insurer is not ours to honour.
    if (parsed.success && parsed.data.insurerCode === code) return { ok: true, proposal: parsed.data };
  } catch {
    // not JSON: below
  }
  return { ok: false, status: 502, code: null };
}

/** POST one event, signed over exactly the bytes sent. Answers the marketplace's status (0: no answer). */
export async function postEvent(
  transport: Transport,
  secret: Buffer,
  code: string,
  body: string,
  nowSeconds: number,
): Promise<{ status: number; code: string | null }> {
  try {
    const res = await transport(eventsPath(code), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(secret, body, nowSeconds),
      },
      body,
    });
    const text = await res.text().catch(() => '');
    return { status: res.status, code: errorCode(text) };
  } catch {
    return { status: 0, code: null };
  }
}

/** The marketplace acknowledged an event: 2xx, or 409 (it already holds this id or this policy's outcome). */
export const acknowledged = (status: number): boolean => (status >= 200 && status < 300) || status === 409;
