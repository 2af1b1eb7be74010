import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, never a downloaded browser. Flags keep it off the (closed) network. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The suite server's own database (global set-up), for checks of what was or was not stored. */
export function databaseUrl(): string {
  return inject('databaseUrl');
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
  } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    ...(opts.userAgent ? { userAgent: opts.userAgent } : {}),
    ...(opts.locale ? { locale: opts.locale } : {}),
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
