import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM_PATH, launch } from './chromium';

/** This worker's server (e2e/global-setup.ts starts one per worker, so two files never share one). */
function server(): { baseUrl: string; databaseUrl: string } {
  const servers = inject('servers');
  const s = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  if (!s) throw new Error('no e2e server (global set-up)');
  return s;
}

export function baseUrl(): string {
  return server().baseUrl;
}

/** The worker's server's own database (global set-up), for checks of what was or was not stored. */
export function databaseUrl(): string {
  return server().databaseUrl;
}

export type Watched = { page: Page; context: BrowserContext; errors: string[]; scripts: string[] };

/** A page that records console errors, page errors and every script it loads. */
export async function openPage(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    userAgent?: string;
    /** The browser's own locale (date input segments follow it). */
    locale?: string;
    /** Cookies and local storage another context saved (the same device, with an empty cache). */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    /** 'reduce' stops what moves by itself (the home banner's autoplay): layout checks and screens measure a still page. */
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    ...(opts.locale ? { locale: opts.locale } : {}),
    ...(opts.storageState ? { storageState: opts.storageState } : {}),
    ...(opts.reducedMotion ? { reducedMotion: opts.reducedMotion } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return { page, context, errors, scripts };
}
