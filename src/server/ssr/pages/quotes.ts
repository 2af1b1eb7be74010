import { localizedPath } from '../../../shared/domain/locales';
import { productOfPath } from '../../../shared/domain/routing';
import { PRODUCT, productPath } from '../../../shared/domain/products';
import { isReference } from '../../../shared/domain/enquiry-reference';
import { tFor } from '../../../shared/i18n/catalogues';
import { PRICED_PRODUCT_IDS } from '../../../shared/contracts/quotes';
import { BANK_OFFER_PRODUCT_IDS } from '../../../shared/contracts/quotes-api-constants';
import { html, ownPath, perVisitorModel } from './model';
import type { PageContext, PageHandler } from './types';

/** `/{segment}/quotes/`: the landing a journey's REDIRECT sends the visitor to (docs/product/quotes.md). */
export function quotesProductOf(contentPath: string): number | undefined {
  // International mortgages share the mortgage-loan segment, so their quotes page is one level down.
  if (contentPath === `${productPath(PRODUCT.INTERNATIONAL_MORTGAGE)}/quotes/`)
    return PRODUCT.INTERNATIONAL_MORTGAGE;
  const m = /^\/([a-z-]+)\/quotes\/$/.exec(contentPath);
  const productId = m?.[1] ? productOfPath(`/${m[1]}/`) : undefined;
  return productId === PRODUCT.HOME ? undefined : productId;
}

/**
 * The language switcher lists the languages the product's landing page exists in; the address's enquiry id or
 * results-link reference goes along (docs/product/quotes.md). A failed lookup leaves the page without a switcher.
 */
async function alternatesOf(ctx: PageContext, productId: number) {
  const { req, route, deps } = ctx;
  try {
    const landing = `${productPath(productId)}/`;
    const { page: landingPage } = await deps.content.resolve(
      landing,
      route.lang,
      localizedPath(landing, route.lang),
    );
    const query = req.query as Record<string, unknown>;
    const keep = new URLSearchParams();
    if (typeof query.enquiryId === 'string' && /^[A-Za-z0-9]{24}$/.test(query.enquiryId))
      keep.set('enquiryId', query.enquiryId);
    if (typeof query.ref === 'string' && isReference(query.ref)) keep.set('ref', query.ref);
    const search = keep.size > 0 ? `?${keep.toString()}` : '';
    const own = ownPath(ctx);
    return (landingPage?.alternates ?? []).map((a) => ({ ...a, href: localizedPath(own, a.code) + search }));
  } catch (err) {
    req.log.warn({ err }, 'quotes page languages not found; no language switcher');
    return undefined;
  }
}

/** The quotes page: a per-visitor page, never indexed, never cached (decision 0014). */
export const quotesPage: PageHandler = {
  kind: 'quotes',
  perVisitor: true,
  matches: (contentPath, page) => !page && quotesProductOf(contentPath) !== undefined,
  render: async (ctx) => {
    const { route, deps } = ctx;
    const quotesProduct = quotesProductOf(route.contentPath) as number;
    const t = tFor(route.lang);
    const productName = t(`products.${quotesProduct}`);
    // A product with a rating engine lists its quotes (decision 0014); the others keep the enquiry's status.
    const listed =
      (PRICED_PRODUCT_IDS as readonly number[]).includes(quotesProduct) ||
      BANK_OFFER_PRODUCT_IDS.includes(quotesProduct);
    const heading = listed ? t('quotesUi:title', { product: productName }) : t('journey:quotes.title');
    const m = perVisitorModel(ctx, quotesProduct, heading);
    const alternates = await alternatesOf(ctx, quotesProduct);
    if (alternates) m.alternates = alternates;
    return html(
      200,
      deps.render({ kind: 'quotes', model: m, assets: deps.assets(), productName, listed }),
      'private',
    );
  },
};
