import { buysOnline } from '../../../shared/domain/buy-online';
import { LOCALES, localizedPath } from '../../../shared/domain/locales';
import { PRODUCT_SEGMENTS } from '../../../shared/domain/products';
import { PUBLIC_ID_PATTERN } from '../../../shared/domain/public-id';
import { tFor } from '../../../shared/i18n/catalogues';
import { html, ownPath, perVisitorModel } from './model';
import type { PageHandler } from './types';

/**
 * `/{product}/policy/thank-you/?policy=<publicId>` (decision 0087; docs/product/policies.md): where the insurer
 * sends the visitor after payment, for a product bought online. Per visitor: never cached, never indexed; the
 * policy itself is read in the browser with the buying device's token. `/thank-you/` stays the content page.
 */
export function policyThankYouProductOf(contentPath: string): number | undefined {
  const m = /^\/([a-z-]+)\/policy\/thank-you\/$/.exec(contentPath);
  const productId = m?.[1] ? PRODUCT_SEGMENTS[m[1]] : undefined;
  return productId !== undefined && buysOnline(productId) ? productId : undefined;
}

export const policyThankYouPage: PageHandler = {
  kind: 'policy-thank-you',
  perVisitor: true,
  matches: (contentPath, page) => !page && policyThankYouProductOf(contentPath) !== undefined,
  render: (ctx) => {
    const { req, route, deps } = ctx;
    const productId = policyThankYouProductOf(route.contentPath) as number;
    const m = perVisitorModel(ctx, productId, tFor(route.lang)('buy:thankYou.title'));
    const raw = (req.query as Record<string, unknown>).policy;
    const publicId = typeof raw === 'string' && PUBLIC_ID_PATTERN.test(raw) ? raw : null;
    // The page exists in every language; the switcher keeps the policy (the same device reads it in any).
    const own = ownPath(ctx);
    const search = publicId ? `?policy=${publicId}` : '';
    m.alternates = LOCALES.map((l) => ({
      code: l.code,
      href: localizedPath(own, l.code) + search,
      endonym: l.endonym,
    }));
    return html(
      200,
      deps.render({ kind: 'policy-thank-you', model: m, assets: deps.assets(), productId, publicId }),
      'private',
    );
  },
};
