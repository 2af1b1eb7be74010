import { tFor } from '../../../shared/i18n/catalogues';
import { isQuoteIdParam } from '../../../shared/contracts/quotes-api-guards';
import { html, perVisitorModel } from './model';
import { quotesProductOf } from './quotes';
import type { PageHandler } from './types';

/** `/{segment}/quotes/certificate/`: the printable quote certificate (docs/product/quotes.md). */
export function quoteCertificateProductOf(contentPath: string): number | undefined {
  const m = /^(\/.+\/quotes\/)certificate\/$/.exec(contentPath);
  return m?.[1] ? quotesProductOf(m[1]) : undefined;
}

export const certificatePage: PageHandler = {
  kind: 'quote-certificate',
  perVisitor: true,
  matches: (contentPath, page) => !page && quoteCertificateProductOf(contentPath) !== undefined,
  render: (ctx) => {
    const { req, route, deps } = ctx;
    const productId = quoteCertificateProductOf(route.contentPath) as number;
    const m = perVisitorModel(ctx, productId, tFor(route.lang)('quotesUi:certificateTitle'));
    const raw = (req.query as Record<string, unknown>).quoteId;
    const quoteId = isQuoteIdParam(raw) ? raw : null;
    return html(
      200,
      deps.render({ kind: 'quote-certificate', model: m, assets: deps.assets(), quoteId }),
      'private',
    );
  },
};
