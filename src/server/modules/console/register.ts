import type { FastifyInstance } from 'fastify';
import type { Assets } from '../../../shared/contracts/render';
import type { JobQueue } from '../../lib/job-queue';
import type { PageDeps } from '../../ssr/pages/types';
import type { ModuleContext } from '../context';
import type { EmailService } from '../email';
import type { FormsService } from '../forms/types';
import type { ReviewsService } from '../reviews';
import { registerConsoleAdminModule } from '../console-admin';
import { registerConsoleCatalogueModule } from '../console-catalogue';
import { registerConsoleContentModule } from '../console-content';
import { registerConsoleLeadsModule } from '../console-leads';
import { registerConsolePagesModule } from '../console-pages';
import type { Sanitize } from '../console-pages/texts';
import { registerContactRulesModule } from '../contact-rules';
import { registerDevClockModule } from '../dev-clock';
import { registerConsoleModule } from './index';

/** What the console's modules take from the visitor side of the app (built before them in app.ts). */
type ConsoleModulesDeps = {
  /** A test's clock; else the machine's (and, for the contact rules, the development clock when enabled). */
  clock?: (() => Date) | undefined;
  email: EmailService;
  forms: FormsService;
  jobs: JobQueue;
  /** The reviews module, whose service publishes a review the console approves (decision 0124). */
  reviews: ReviewsService;
  /** The page route's own deps: the page editor's preview renders with them (decision 0122). */
  pageDeps: PageDeps;
  sanitizeHtml?: Sanitize | undefined;
  passwordLogN?: number | undefined;
  assets: () => Assets;
  /** Drops this node's caches of what is priced from the catalogue (decision 0125). */
  clearCaches: () => void;
};

/**
 * The staff console's modules (decisions 0110–0126), in their dependency order: the development clock, then the
 * console module (its guard checks every route's role; the contact rules take its service), the lead inbox, the
 * contact rules, staff management, the catalogue, content moderation and the page editor. Call after the page
 * cache is decorated (admin, catalogue, content and pages sync or bump it) and after the page routes (the editor's
 * preview shares their deps).
 */
export function registerConsoleModules(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: ConsoleModulesDeps,
): void {
  const { clock, jobs } = deps;
  // The development clock of the contact rules and 'due now' (decision 0118): dev tools only; a test's clock wins.
  const contactClock = clock ?? registerDevClockModule(app, ctx);
  // The staff console, part 1 (decision 0110): staff sign-in, roles on /api/console/ routes, the audit log.
  const consoleService = registerConsoleModule(app, ctx, {
    clock,
    email: deps.email,
    passwordLogN: deps.passwordLogN,
    assets: deps.assets,
  });
  // The lead inbox (decision 0114).
  registerConsoleLeadsModule(app, ctx, { clock: contactClock, forms: deps.forms });
  // The contact rules: Call/Message decisions, contact attempts, the do-not-call list (decision 0115).
  registerContactRulesModule(app, ctx, { clock: contactClock, console: consoleService });
  // Staff management, audit view, funnel, cache purge and lead exports (decision 0116).
  registerConsoleAdminModule(app, ctx, { clock, jobs });
  // The catalogue: rate tables edited, previewed on sample enquiries and published (decision 0125).
  registerConsoleCatalogueModule(app, ctx, { clock, clearCaches: deps.clearCaches });
  // Review moderation, redirections and images (decision 0124).
  registerConsoleContentModule(app, ctx, { clock, reviews: deps.reviews });
  // The page editor (decision 0122).
  registerConsolePagesModule(app, ctx, {
    clock,
    jobs,
    pageDeps: deps.pageDeps,
    sanitizeHtml: deps.sanitizeHtml,
  });
}
