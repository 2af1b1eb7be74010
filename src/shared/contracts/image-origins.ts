import { z } from 'zod';

/**
 * Where a page's images may come from (decision 0045): this site's own paths and the https origins the deployment
 * names in IMAGE_ORIGINS (parsed by src/server/config.ts; empty by default). One list: the server sets it once at
 * start (`setImageOrigins`, before any document is parsed), and the CSP's img-src (src/server/plugins/security.ts),
 * the block contracts (`ZImageSrc`) and the renderers' `imageSrc` all read it, so an image a contract accepts is
 * one the browser is allowed to load. Contracts stay free of the environment: the list is read at validation time,
 * not when the schemas are built. The browser never validates documents, so its copy stays empty.
 */
let origins: readonly string[] = Object.freeze([]);

/** The configured image origins (bare origins such as `https://cdn.example.com`). */
export function imageOrigins(): readonly string[] {
  return origins;
}

/** Sets the image origins (the server's start-up, from config.imageOrigins; tests). */
export function setImageOrigins(list: readonly string[]): void {
  origins = Object.freeze([...list]);
}

/** A site path (`/assets/…`, never `//host` or `/\host`) or an https URL on a configured image origin. */
export function isImageSrc(raw: string): boolean {
  if (raw.startsWith('/')) return !raw.startsWith('//') && !raw.startsWith('/\\') && !/[\s"<>\\]/.test(raw);
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' && !u.username && !u.password && origins.includes(u.origin);
  } catch {
    return false;
  }
}

/** An image address in a document: a site path or an https URL on a configured image origin (IMAGE_ORIGINS). */
export const ZImageSrc = z
  .string()
  .min(1)
  .max(500)
  .refine(isImageSrc, 'a site path or an https URL on a configured image origin (IMAGE_ORIGINS)');
