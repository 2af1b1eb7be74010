import { vi } from 'vitest';
import type { TPageContext } from '../../../shared/contracts/page-context';

/**
 * A minimal browser for unit tests of the session code (no DOM library in this project): location, history,
 * both storages, cookies, referrer, the page-context script, window events and fetch.
 */
export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.has(k) ? (this.map.get(k) as string) : null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  dump(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}

export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (req: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}) => FakeResponse;

export type FakeBrowser = {
  local: MemoryStorage;
  session: MemoryStorage;
  location: {
    href: string;
    origin: string;
    pathname: string;
    search: string;
    hash: string;
    hostname: string;
  };
  document: {
    cookie: string;
    referrer: string;
    documentElement: { dataset: Record<string, string>; lang: string };
    visibilityState: 'visible' | 'hidden';
    /** Listeners added on the document (page analytics: visibilitychange, click). */
    listeners: Record<string, ((e?: unknown) => void)[]>;
  };
  calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[];
  win: Record<string, unknown> & { listeners: Record<string, (() => void)[]> };
  setHandler(h: Handler): void;
  navigate(url: string): void;
  /** Another page of the same site: new page context, same storages and API. */
  setContext(ctx: TPageContext | null): void;
};

export const PAGE_CONTEXT: TPageContext = {
  countryProductId: 1,
  pageTypeId: 0,
  lang: 'en',
  path: '/car-insurance/',
  partner: null,
  sourceId: 2,
  tagManagerId: null,
};

export function installFakeBrowser(
  opts: { url?: string; context?: TPageContext | null; userAgent?: string } = {},
): FakeBrowser {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const location = { href: '', origin: '', pathname: '', search: '', hash: '', hostname: '' };
  const setUrl = (u: string) => {
    const url = new URL(u, location.origin || 'https://sahel.example');
    Object.assign(location, {
      href: url.href,
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      hostname: url.hostname,
    });
  };
  setUrl(opts.url ?? 'https://sahel.example/car-insurance/');
  let context = opts.context === undefined ? PAGE_CONTEXT : opts.context;
  const documentListeners: Record<string, ((e?: unknown) => void)[]> = {};
  const document = {
    cookie: '',
    referrer: '',
    visibilityState: 'visible' as 'visible' | 'hidden',
    listeners: documentListeners,
    addEventListener: (type: string, fn: (e?: unknown) => void) => {
      (documentListeners[type] ??= []).push(fn);
    },
    documentElement: { dataset: {} as Record<string, string>, lang: context?.lang ?? 'en' },
    querySelector: (sel: string) =>
      sel === 'script[data-json="page-context"]' && context ? { textContent: JSON.stringify(context) } : null,
    createElement: (tag: string) => ({ tagName: tag.toUpperCase() }) as unknown,
    head: { append: vi.fn() },
    defaultView: undefined as unknown,
  };
  const listeners: Record<string, (() => void)[]> = {};
  const win: FakeBrowser['win'] = {
    listeners,
    addEventListener: (type: string, fn: () => void) => {
      (listeners[type] ??= []).push(fn);
    },
  };
  document.defaultView = win;
  const calls: FakeBrowser['calls'] = [];
  let handler: Handler = () => ({
    status: 404,
    body: { code: 'NOT_FOUND', message: 'No such API endpoint.' },
  });

  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('location', location);
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', { userAgent: opts.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' });
  vi.stubGlobal('history', {
    state: null,
    replaceState: (_s: unknown, _t: string, url: string) => setUrl(url),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = { ...(init.headers as Record<string, string>) };
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const req = { method: init.method ?? 'GET', url, headers, body };
      calls.push(req);
      const r = handler(req);
      const text = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      return new Response(text, { status: r.status, headers: r.headers ?? {} });
    }),
  );
  return {
    local,
    session,
    location,
    document,
    calls,
    win,
    setHandler: (h) => {
      handler = h;
    },
    navigate: setUrl,
    setContext: (ctx) => {
      context = ctx;
      document.documentElement.lang = ctx?.lang ?? 'en';
      if (ctx) setUrl(ctx.path);
    },
  };
}

/** A syntactically valid, unsigned session token with the given claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}
