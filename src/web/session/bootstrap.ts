import {
  SESSION_ERROR_CODES,
  WEB_PARTNER_ID,
  deviceCreatedParser,
  visitCreatedParser,
} from '../../shared/contracts/session-constants';
import type { TDeviceCreate, TDeviceCreated, TUtm, TVisitCreate } from '../../shared/contracts/session';
import type { TPageContext } from '../../shared/contracts/page-context';
import { PARTNER_SOURCE_IDS, type PartnerSegment } from '../../shared/domain/routing';
import { isPartnerSource } from '../../shared/domain/sources';
import { parseQuery } from '../../shared/session/query';
import { isTokenValid } from '../../shared/session/token-validity';
import { decideTraffic, stripUtmParams } from '../../shared/session/utm';
import { currentAgentId, currentSourceId, pageContext, partnerOfPath } from './context';
import { DEVICE_URL } from './headers';
import { apiPost } from './request';
import { clearDeviceSession, stored } from './storage';
import { sessionStore } from './store';

/** docs/product/session.md 'Session bootstrap', 'Partner sessions', 'Traffic source'. */

export const VISIT_URL = '/api/visit';
export const TOKEN_CHECK_URL = '/api/partner/token-check';
/** docs/product/session.md 'Create device': deviceType defaults to 1. */
const DEVICE_TYPE = 1;

export type SessionResult = {
  /** The stored session token, '' when the device call failed (docs/product/session.md). */
  token: string;
  deviceUuid?: string;
  visitId?: number;
  deviceCreated: boolean;
};

/** docs/product/session.md 'Partner sessions': partner query saved for the tab, its source id for the device. */
export function applyPartnerQuery(partner: PartnerSegment | undefined, search: string): void {
  if (!partner) return;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const previous = stored.adcbParams.get();
  const previousToken = previous ? parseQuery(previous).token : undefined;
  const { token, sourceId } = parseQuery(search);
  // A different partner token means a different partner user: the old session must not carry over.
  if (token && token !== previousToken) stored.authorization.remove();
  if (query) stored.adcbParams.set(query);
  const partnerSource =
    sourceId !== undefined && isPartnerSource(sourceId) ? sourceId : PARTNER_SOURCE_IDS[partner];
  stored.sourceId.set(partnerSource);
}

/** docs/product/session.md 'Traffic source': decide, save to the session, and take UTM keys out of the address bar. */
export function applyTrafficSource(): TUtm {
  const decision = decideTraffic({
    search: location.search,
    referrer: document.referrer,
    path: location.pathname,
    stored: stored.utmParams.get(),
  });
  if (decision.save) stored.utmParams.set(decision.save);
  if (decision.rewriteUrl) {
    try {
      history.replaceState(
        history.state,
        '',
        location.pathname + stripUtmParams(location.search) + location.hash,
      );
    } catch {
      // a sandboxed frame may refuse; the values are saved either way
    }
  }
  return decision.utm;
}

function sessionUtm(): TUtm {
  return stored.utmParams.get() ?? {};
}

/**
 * The partner's token from the partner query saved for this tab. The server keeps a partner source on the new
 * device only when this token verifies (decision 0022); without it the device is a web device.
 */
function partnerTokenFor(sourceId: number): string | undefined {
  if (!isPartnerSource(sourceId)) return undefined;
  const saved = stored.adcbParams.get();
  return saved ? parseQuery(saved).token : undefined;
}

async function createDevice(ctx: TPageContext): Promise<TDeviceCreated | undefined> {
  // docs/product/session.md: stored values are cleared, then rewritten.
  clearDeviceSession();
  const sourceId = currentSourceId();
  const partnerToken = partnerTokenFor(sourceId);
  const body: TDeviceCreate = {
    ...sessionUtm(),
    sourceId,
    countryProductId: ctx.countryProductId,
    deviceType: DEVICE_TYPE,
    ...(partnerToken ? { partnerToken } : {}),
  };
  // The authorization response header is stored by the request helper.
  const res = await apiPost(DEVICE_URL, body, {
    schema: deviceCreatedParser,
    auth: false,
    recoverSession: false,
  });
  if (!res.ok) return undefined; // already logged by the request helper; the token stays empty
  stored.deviceId.set(res.data.deviceId);
  stored.deviceUuid.set(res.data.deviceUuid);
  return res.data;
}

async function createVisit(ctx: TPageContext, deviceUuid: string, deviceVisitId: number | undefined) {
  const body: TVisitCreate = {
    ...sessionUtm(),
    countryProductId: ctx.countryProductId,
    sourceId: currentSourceId(),
    deviceUuid,
    ...(deviceVisitId ? { visitId: deviceVisitId } : {}),
  };
  return apiPost(VISIT_URL, body, { schema: visitCreatedParser, recoverSession: false });
}

function shouldRecreateForVisit(code: string, deviceJustCreated: boolean): boolean {
  if (code === SESSION_ERROR_CODES.DEVICE_ID_NOT_FOUND) return true;
  const sessionRefused =
    code === SESSION_ERROR_CODES.UNAUTHORIZED || code === SESSION_ERROR_CODES.SESSION_EXPIRED;
  return sessionRefused && !deviceJustCreated;
}

function needsNewDevice(force: boolean): boolean {
  if (force) return true;
  const token = stored.authorization.get();
  if (!stored.deviceId.get() || !stored.deviceUuid.get() || !token) return true;
  return !isTokenValid(token, { now: Date.now(), webPartnerId: WEB_PARTNER_ID, agentId: currentAgentId() });
}

async function run(force: boolean): Promise<SessionResult> {
  const ctx = pageContext();
  if (!ctx) return { token: stored.authorization.get() ?? '', deviceCreated: false };
  const visitItem = stored.visitId(ctx.countryProductId);

  let device: TDeviceCreated | undefined;
  if (needsNewDevice(force)) {
    device = await createDevice(ctx);
    if (!device) return { token: '', deviceCreated: false };
  }
  const deviceUuid = stored.deviceUuid.get();
  const existingVisit = visitItem.get();
  let visitId: number | undefined;
  if (!device && existingVisit && deviceUuid) {
    visitId = existingVisit;
  } else if (deviceUuid) {
    let visit = await createVisit(ctx, deviceUuid, device?.visitId);
    if (!visit.ok && shouldRecreateForVisit(visit.code, device !== undefined)) {
      // docs/product/session.md: the server forgot the device; recreate it and retry the visit once. A token the server
      // refuses although it looked valid here (key rotation, revocation) is handled the same way.
      device = await createDevice(ctx);
      const uuid = stored.deviceUuid.get();
      if (!device || !uuid) return { token: '', deviceCreated: false };
      visit = await createVisit(ctx, uuid, device.visitId);
    }
    if (visit.ok) {
      visitId = visit.data.visitId;
      visitItem.set(visitId);
    } else {
      visitId = device?.visitId;
    }
  }
  const result: SessionResult = {
    token: stored.authorization.get() ?? '',
    deviceCreated: device !== undefined,
  };
  const uuid = stored.deviceUuid.get();
  if (uuid) result.deviceUuid = uuid;
  if (visitId) result.visitId = visitId;
  sessionStore.getState().setSession({ deviceUuid: result.deviceUuid, visitId: result.visitId });
  return result;
}

let inflight: { promise: Promise<SessionResult>; forced: boolean } | undefined;

/**
 * Ensures a device and a visit exist for this page. Concurrent callers share one run; a forced run requested
 * while an unforced one is in flight starts after it.
 */
export function bootstrap(opts: { force?: boolean } = {}): Promise<SessionResult> {
  const force = opts.force ?? false;
  if (inflight && (!force || inflight.forced)) return inflight.promise;
  const previous = inflight?.promise;
  const promise = (previous ? previous.catch(() => undefined) : Promise.resolve()).then(() => run(force));
  const entry = { promise, forced: force };
  inflight = entry;
  const clear = () => {
    if (inflight === entry) inflight = undefined;
  };
  promise.then(clear, clear);
  return promise;
}

/** A page whose every call keeps failing must not create devices in a loop. */
export const MAX_FORCED_RENEWALS_PER_PAGE = 3;
let renewals = 0;

/** SESSION_EXPIRED/UNAUTHORIZED recovery for the request helper: true when a new token was stored. */
export async function renewSession(): Promise<boolean> {
  if (renewals >= MAX_FORCED_RENEWALS_PER_PAGE) return false;
  renewals++;
  const r = await bootstrap({ force: true });
  return r.token !== '';
}

/** docs/product/session.md: a token query parameter on a partner path is checked on load. Failures are only logged. */
export async function checkPartnerToken(token: string, sourceId: number): Promise<void> {
  await apiPost(TOKEN_CHECK_URL, { token, sourceId }, { recoverSession: false });
}

/**
 * Once per page load: partner query, traffic source, then device and visit, then the partner token check.
 */
export async function runPageSession(): Promise<SessionResult> {
  const ctx = pageContext();
  const partner =
    partnerOfPath(location.pathname) ?? (ctx?.partner ? partnerOfPath(`/${ctx.partner}/`) : undefined);
  const { token } = parseQuery(location.search);
  applyPartnerQuery(partner, location.search);
  applyTrafficSource();
  const result = await bootstrap();
  if (partner && token && result.token) await checkPartnerToken(token, currentSourceId());
  return result;
}

/** Test hook. */
export function resetBootstrapState(): void {
  inflight = undefined;
  renewals = 0;
}
