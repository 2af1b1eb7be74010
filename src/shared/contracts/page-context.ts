import { z } from 'zod';

/**
 * Page facts the browser needs before any API call (session bootstrap, analytics), rendered by the server as
 * `<script type="application/json" data-json="page-context">` in the body.
 */
export const ZPageContext = z.object({
  countryProductId: z.number().int(),
  pageTypeId: z.number().int(),
  lang: z.enum(['en', 'ar', 'hi', 'ml']),
  /** Public path with language prefix, e.g. '/ar-ae/car-insurance/'. */
  path: z.string(),
  /** Partner path segment when the page is served under one (adcb, mbank, yknp, network_global, peko). */
  partner: z.string().nullable(),
  /** The source id the server rendered the chrome for (path partner, else 1 mobile / 2 desktop guess). */
  sourceId: z.number().int(),
  /** Tag manager container id from config; null means no third-party script loads. */
  tagManagerId: z.string().nullable(),
});
export type TPageContext = z.infer<typeof ZPageContext>;

export function readPageContext(doc: Document): TPageContext | undefined {
  const el = doc.querySelector('script[data-json="page-context"]');
  if (!el?.textContent) return undefined;
  const parsed = ZPageContext.safeParse(JSON.parse(el.textContent));
  return parsed.success ? parsed.data : undefined;
}
