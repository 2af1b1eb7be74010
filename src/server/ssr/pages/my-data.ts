import { PRODUCT } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { MY_DATA_PATH } from '../../../shared/contracts/my-data';
import { html, perVisitorModel } from './model';
import type { PageHandler } from './types';

/** "Who has my number" (decision 0033): per visitor, never in the page cache. */
export const myDataPage: PageHandler = {
  kind: 'my-data',
  perVisitor: true,
  matches: (contentPath, page) => !page && contentPath === MY_DATA_PATH,
  render: (ctx) => {
    const m = perVisitorModel(ctx, PRODUCT.HOME, tFor(ctx.route.lang)('myData:page.title'));
    return html(200, ctx.deps.render({ kind: 'my-data', model: m, assets: ctx.deps.assets() }), 'private');
  },
};
