import { HEADERS } from '../../shared/contracts/session-constants';
import { DEFAULT_LANG, localeByPrefix, type LangCode } from '../../shared/domain/locales';
import { parseQuery } from '../../shared/session/query';
import { currentAgentId, currentSourceId, pageContext, pageQuery } from './context';
import { stored } from './storage';

/** docs/product/session.md 'Every request': the headers every browser call carries. */
export type HeaderFacts = {
  pathname: string;
  /** Origin + path, no query, no fragment. */
  refererUrl: string;
  sourceId: number;
  agentId?: string | undefined;
  deviceUuid?: string | undefined;
  enquiryId?: string | undefined;
  authorization?: string | undefined;
  customerReference?: string | undefined;
};

/**
 * The page's language: the locale whose prefix is the path's first segment ('hi' on /hi-ae/…), English when there
 * is none. The spec sends 'ar' on Arabic pages and 'en' everywhere else; the API answers in the page's language
 * instead, so Hindi and Malayalam pages get their messages, labels and options (decision 0074).
 */
export function acceptLanguageFor(pathname: string): LangCode {
  return localeByPrefix(pathname.split('/')[1] ?? '')?.code ?? DEFAULT_LANG;
}

export function buildHeaders(f: HeaderFacts, opts: { auth: boolean }): Record<string, string> {
  const h: Record<string, string> = {
    [HEADERS.sourceId]: String(f.sourceId),
    [HEADERS.refererUrl]: f.refererUrl,
    'accept-language': acceptLanguageFor(f.pathname),
  };
  if (f.agentId) h[HEADERS.agentId] = f.agentId;
  if (f.deviceUuid) h[HEADERS.deviceUuid] = f.deviceUuid;
  if (f.enquiryId) h[HEADERS.enquiryId] = f.enquiryId;
  if (f.customerReference) h[HEADERS.customerReference] = f.customerReference;
  if (opts.auth && f.authorization) h[HEADERS.authorization] = f.authorization;
  return h;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

export const DEVICE_URL = '/api/device';
export const LOG_URL = '/api/analytics/dumpLogs';

/** The device and dumpLogs calls are exempt from auth (docs/product/session.md). */
export function isAuthExempt(url: string): boolean {
  const p = pathOf(url).replace(/\/+$/, '');
  return p === DEVICE_URL || p === LOG_URL;
}

export function isLogUrl(url: string): boolean {
  return pathOf(url).replace(/\/+$/, '') === LOG_URL;
}

/** docs/product/session.md: credentials are sent for urls containing /report, /user or /account. */
export function credentialsFor(url: string): RequestCredentials {
  return /\/(report|user|account)/.test(url) ? 'include' : 'same-origin';
}

/** customerReference from the page query, else from the saved partner query string. */
export function customerReferenceOf(search: string, partnerParams: string | undefined): string | undefined {
  return (
    parseQuery(search).customerReference ??
    (partnerParams ? parseQuery(partnerParams).customerReference : undefined)
  );
}

/** The headers for a call from this page, read from the document, the address and storage. */
export function browserHeaders(
  url: string,
  opts: { auth?: boolean; enquiryId?: string | undefined } = {},
): Record<string, string> {
  const query = pageQuery();
  const productId = pageContext()?.countryProductId;
  return buildHeaders(
    {
      pathname: location.pathname,
      refererUrl: location.origin + location.pathname,
      sourceId: currentSourceId(),
      agentId: currentAgentId(),
      deviceUuid: stored.deviceUuid.get(),
      enquiryId:
        opts.enquiryId ?? query.enquiryId ?? (productId ? stored.enquiryId(productId).get() : undefined),
      authorization: stored.authorization.get(),
      customerReference: customerReferenceOf(location.search, stored.adcbParams.get()),
    },
    { auth: (opts.auth ?? true) && !isAuthExempt(url) },
  );
}
