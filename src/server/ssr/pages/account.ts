import { LOCALES, localizedPath } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { html, ownPath, perVisitorModel } from './model';
import type { PageHandler } from './types';

/** The signed-in visitor's account (decision 0031): per visitor, never cached or indexed. */
export const ACCOUNT_PATH = '/account/';

export const accountPage: PageHandler = {
  kind: 'account',
  perVisitor: true,
  matches: (contentPath, page) => !page && contentPath === ACCOUNT_PATH,
  render: (ctx) => {
    const m = perVisitorModel(ctx, PRODUCT.HOME, tFor(ctx.route.lang)('account:page.title'));
    // The account frame exists in every language: hreflang and the language switcher list them (docs/product/seo.md).
    const own = ownPath(ctx);
    m.alternates = LOCALES.map((l) => ({
      code: l.code,
      href: localizedPath(own, l.code),
      endonym: l.endonym,
    }));
    return html(200, ctx.deps.render({ kind: 'account', model: m, assets: ctx.deps.assets() }), 'private');
  },
};
