import { schedulePolicyIdOf } from '../../../shared/contracts/account-constants';
import { tFor } from '../../../shared/i18n/catalogues';
import { html, perVisitorModel } from './model';
import { notFoundPage } from './not-found';
import type { PageHandler } from './types';

/**
 * `/account/policies/{policyId}/schedule/` (decision 0088): a policy's printable schedule, rendered on the server for
 * the signed-in number's own issued policy; anyone else (signed out, another number's policy, none) gets the 404
 * page, exactly as for an id that does not exist. Per visitor: never cached, never indexed.
 */
export const policySchedulePage: PageHandler = {
  kind: 'policy-schedule',
  perVisitor: true,
  matches: (contentPath, page) => !page && schedulePolicyIdOf(contentPath) !== undefined,
  render: async (ctx) => {
    const { req, route, deps } = ctx;
    const policyId = schedulePolicyIdOf(route.contentPath) as string;
    const schedule = deps.policySchedule ? await deps.policySchedule(req, policyId, route.lang) : null;
    if (!schedule) return notFoundPage.render(ctx);
    const m = perVisitorModel(ctx, schedule.productId, tFor(route.lang)('account:schedule.title'));
    return html(
      200,
      deps.render({ kind: 'policy-schedule', model: m, assets: deps.assets(), schedule }),
      'private',
    );
  },
};
