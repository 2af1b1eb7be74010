/**
 * Loads the tag manager container when the server configured one (page context tagManagerId); with null
 * nothing third-party loads.
 *
 * Enabling it is a deliberate configuration decision: the Content-Security-Policy (server/plugins/security.ts)
 * allows scripts from 'self' only, so the browser blocks this script until script-src (and connect-src /
 * img-src for its beacons) list https://www.googletagmanager.com. That CSP change is not made here on purpose.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{1,20}$/;

export function isContainerId(id: string): boolean {
  return CONTAINER_ID.test(id);
}

let loaded = false;

/** Returns whether a script element was added. The id is checked, so config can never inject a URL. */
export function loadTagManager(id: string | null | undefined, doc: Document = document): boolean {
  if (loaded || !id || !isContainerId(id)) return false;
  const w = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (w) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const s = doc.createElement('script');
  s.async = true;
  s.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.append(s);
  loaded = true;
  return true;
}

/** Test hook. */
export function resetTagManager(): void {
  loaded = false;
}
