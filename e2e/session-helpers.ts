import type { Page, Request } from 'playwright-core';

/** Counts the session API calls a page makes (docs/product/session.md bootstrap: device, visit). */
export function watchSessionCalls(page: Page): {
  device: number;
  visit: number;
  bodies: Record<string, unknown[]>;
} {
  const seen = { device: 0, visit: 0, bodies: {} as Record<string, unknown[]> };
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST') return;
    const path = new URL(r.url()).pathname;
    if (path === '/api/device') seen.device++;
    else if (path === '/api/visit') seen.visit++;
    else return;
    (seen.bodies[path] ??= []).push(r.postDataJSON());
  });
  return seen;
}

/** Waits until the session start finished on the current document; returns 'ready' or 'failed'. */
export async function sessionSettled(page: Page): Promise<string> {
  const el = await page.waitForSelector('html[data-session]', { state: 'attached' });
  return (await el.getAttribute('data-session')) ?? '';
}

export async function localItems(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** A syntactically valid, unsigned token (the browser only decodes it; the server would refuse it). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify(claims))}.c2lnbmF0dXJl`;
}
