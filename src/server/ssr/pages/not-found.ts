import { tFor } from '../../../shared/i18n/catalogues';
import { baseModel, html } from './model';
import type { PageHandler } from './types';

/** No content page and no per-visitor page: the 404 page (never indexed; the route never caches a non-200). */
export const notFoundPage: PageHandler = {
  kind: 'not-found',
  perVisitor: false,
  matches: () => true,
  render: (ctx) => {
    const t = tFor(ctx.route.lang);
    const m = baseModel(ctx);
    m.title = `${t('errors.notFoundTitle')} | ${t('brand')}`;
    m.robots = 'noindex';
    return html(404, ctx.deps.render({ kind: 'not-found', model: m, assets: ctx.deps.assets() }));
  },
};
