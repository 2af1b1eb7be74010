import type { FastifyInstance } from 'fastify';
import {
  ZRenewalAccess,
  ZRenewalAccessBody,
  ZRenewalParams,
  ZRenewalView,
} from '../../../shared/contracts/renewal-page';
import { sendOutcome } from '../../lib/outcome';
import { noStore, requestLanguage } from '../../lib/request';
import { deviceOf } from '../../plugins/route-options';
import { withSchemas } from '../../plugins/route-schemas';
import type { AccountGuard } from '../auth';
import type { ModuleContext } from '../context';
import type { OtpService } from '../otp/types';
import type { QuotesService } from '../quotes/service';
import { renewalLinkKey } from './link';
import { renewalPageRepo } from './page-repo';
import { openRenewal, renewalAccess, type RenewalPageDeps } from './page-service';

const DEVICE_WRITE = { config: { public: false, bucket: 'write', device: true } } as const;

const OPEN = withSchemas(DEVICE_WRITE, {
  summary:
    "A renewal link's page (decision 0090): the same insurer's renewal price and the three best current quotes, " +
    'priced from the policy’s answers with time moved on; 403 RENEWAL_CODE_REQUIRED on a device that must prove the number.',
  params: ZRenewalParams,
  body: null,
  response: ZRenewalView,
});
const ACCESS = withSchemas(DEVICE_WRITE, {
  summary: "Sends (no code) or checks (a code) the one-time code to the renewal link's policy number.",
  params: ZRenewalParams,
  body: ZRenewalAccessBody,
  response: ZRenewalAccess,
});

/** The renewal page's calls (decision 0090); the page itself is a per-visitor page of the page route. */
export function registerRenewalPageModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { otp: OtpService; quotes: QuotesService; guard: AccountGuard; now?: () => Date },
): void {
  const service: RenewalPageDeps = {
    repo: renewalPageRepo(ctx.db),
    quotes: deps.quotes,
    otp: deps.otp,
    linkKey: renewalLinkKey(ctx.config.secrets.sessionSecret),
    ...(deps.now ? { now: deps.now } : {}),
  };
  const signedIn = async (req: Parameters<AccountGuard>[0]) => (await deps.guard(req))?.mobileNumber ?? null;

  app.post('/api/renewals/:token/open', OPEN, async (req, reply) => {
    const { token } = ZRenewalParams.parse(req.params);
    noStore(reply);
    const outcome = await openRenewal(service, {
      token,
      deviceUuid: deviceOf(req),
      language: requestLanguage(req),
      signedInMobile: await signedIn(req),
    });
    return sendOutcome(reply, outcome);
  });

  app.post('/api/renewals/:token/access', ACCESS, async (req, reply) => {
    const { token } = ZRenewalParams.parse(req.params);
    const body = ZRenewalAccessBody.parse(req.body ?? {});
    noStore(reply);
    const outcome = await renewalAccess(service, {
      token,
      deviceUuid: deviceOf(req),
      language: requestLanguage(req),
      signedInMobile: await signedIn(req),
      otp: body.otp,
      ipHash: ctx.hashIp(req.ip),
    });
    return sendOutcome(reply, outcome);
  });
}
