import { readPageContext, type TPageContext } from '../../shared/contracts/page-context';
import { isAgentId } from '../../shared/contracts/session-constants';
import { PARTNER_SEGMENTS, type PartnerSegment } from '../../shared/domain/routing';
import { parseQuery, type PageQuery } from '../../shared/session/query';
import { resolveSourceId } from '../../shared/session/source-id';
import { stored } from './storage';

/** Browser facts the session and the request helper share. Read lazily, never at import time. */

let cachedContext: { ctx: TPageContext | undefined } | undefined;

/** The server-rendered page context; undefined when absent or malformed (never throws). */
export function pageContext(): TPageContext | undefined {
  if (!cachedContext) {
    let ctx: TPageContext | undefined;
    try {
      ctx = readPageContext(document);
    } catch {
      ctx = undefined;
    }
    cachedContext = { ctx };
  }
  return cachedContext.ctx;
}

export function pageQuery(): PageQuery {
  return parseQuery(location.search);
}

export function readCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}

/** docs/product/session.md: an agent id comes from the agentId cookie or the agentId query parameter. */
export function currentAgentId(): string | undefined {
  let cookie = '';
  try {
    cookie = document.cookie;
  } catch {
    // sandboxed document: no cookies
  }
  const fromCookie = readCookie(cookie, 'agentId');
  return isAgentId(fromCookie) ? fromCookie : pageQuery().agentId;
}

/** The partner segment of a public path (/adcb/, /ar-ae/peko/…). */
export function partnerOfPath(pathname: string): PartnerSegment | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return PARTNER_SEGMENTS.find((p) => segments.includes(p));
}

/** Same test as the server's first-paint guess (server/lib/request.ts). */
export function isMobileUserAgent(ua: string): boolean {
  return /Mobi|Android|iPhone|iPod/i.test(ua);
}

type NativeWindow = Window & {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined> };
};

/**
 * The iOS WKWebView handler name the app registers. The spec only says "a native app webview bridge";
 * this name is our agreement with the app team.
 */
export const IOS_BRIDGE_HANDLER = 'sahelApp';

/** A function that posts a message to the hosting mobile app, when the page runs inside one. */
export function nativeBridge(): ((message: string) => void) | undefined {
  const w = window as NativeWindow;
  const rn = w.ReactNativeWebView;
  if (typeof rn?.postMessage === 'function') return (m) => rn.postMessage?.(m);
  const ios = w.webkit?.messageHandlers?.[IOS_BRIDGE_HANDLER];
  if (typeof ios?.postMessage === 'function') return (m) => ios.postMessage?.(m);
  return undefined;
}

/** docs/product/session.md source id resolution, with the browser's facts. */
export function currentSourceId(): number {
  const path = location.pathname;
  return resolveSourceId({
    storedPartnerSourceId: stored.sourceId.get(),
    yknpFlag: path.split('/').includes('yknp'),
    isMobileApp: pageQuery().sourceId === 3 || nativeBridge() !== undefined,
    isMobileDevice: isMobileUserAgent(navigator.userAgent),
  });
}

/** Test hook. */
export function resetContextCache(): void {
  cachedContext = undefined;
}
