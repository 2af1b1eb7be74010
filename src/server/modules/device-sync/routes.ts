import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZOtpForMobileToWebRequest,
  ZOtpForMobileToWebResponse,
  ZQrForWebToMobileRequest,
  ZQrForWebToMobileResponse,
  ZVerifyOtpForMobileToWebRequest,
  ZVerifyOtpForMobileToWebResponse,
} from '../../../shared/contracts/device-sync';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome, type Outcome } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import { withSchemas } from '../../plugins/route-schemas';
import { renderLinkGonePage } from './link-page';
import type { DeviceSyncService } from './service';

/** What each device call's handler gets besides its parsed body. */
type CallContext = { deviceUuid: string; lang: LangCode; ipHash: string };

/** The QR link's query: the language the desktop asked in (the link carries it; decision 0109). */
const ZQrQuery = z.object({ lang: z.enum(LANG_CODES).optional() });
const ZToken = z.object({ token: z.string().max(64) });

/** A browser opened the link (it asks for HTML); an API caller asking for JSON keeps the JSON refusal. */
function wantsPage(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return /\btext\/html\b/i.test(accept);
}

/**
 * Device sync (decision 0109): `POST /api/getQrForWebToMobile`,
 * `POST /api/getOtpForMobileToWeb`, `POST /api/verifyOtpForMobileToWeb`, and the QR link
 * `GET /api/device-sync/qr/{token}` (public: a phone camera opens it with no session yet), which redirects once to
 * the results link and after that answers 410: a page in the link's language for a browser, JSON for an API caller.
 */
export function registerDeviceSyncRoutes(
  app: FastifyInstance,
  service: DeviceSyncService,
  deps: { hashIp: (ip: string) => string; css: () => readonly string[] },
): void {
  /**
   * One call of the verified device (decision 0042), on the write budget per address and device: its body parsed,
   * the answer never stored by a cache, the service's outcome sent as it is.
   */
  function deviceCall<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    response: z.ZodType,
    call: (body: z.infer<B>, ctx: CallContext) => Promise<Outcome<unknown>>,
  ): void {
    app.post(
      path,
      withSchemas({ config: { public: false, bucket: 'write', device: true } } as const, {
        summary,
        body,
        response,
      }),
      async (req, reply) => {
        const parsed = body.parse(req.body);
        noStore(reply);
        const ctx = { deviceUuid: deviceOf(req), lang: requestLanguage(req), ipHash: deps.hashIp(req.ip) };
        return sendOutcome(reply, await call(parsed, ctx));
      },
    );
  }

  deviceCall(
    '/api/getQrForWebToMobile',
    "A QR of a single-use, 5-minute link that opens the device's enquiry on a phone behind the number's code.",
    ZQrForWebToMobileRequest,
    ZQrForWebToMobileResponse,
    (b, c) => service.qrForWebToMobile({ deviceUuid: c.deviceUuid, enquiryId: b.enquiryId, lang: c.lang }),
  );

  deviceCall(
    '/api/getOtpForMobileToWeb',
    "A six-digit, single-use, 5-minute code that opens the device's enquiry on another device.",
    ZOtpForMobileToWebRequest,
    ZOtpForMobileToWebResponse,
    (b, c) =>
      service.otpForMobileToWeb({
        deviceUuid: c.deviceUuid,
        enquiryId: b.enquiryId,
        deviceInfo: b.deviceInfo,
        lang: c.lang,
      }),
  );

  deviceCall(
    '/api/verifyOtpForMobileToWeb',
    "Redeems a phone's six-digit code: this device may then read the phone's enquiry.",
    ZVerifyOtpForMobileToWebRequest,
    ZVerifyOtpForMobileToWebResponse,
    (b, c) =>
      service.verifyOtpForMobileToWeb({
        deviceUuid: c.deviceUuid,
        otp: b.otp,
        ipHash: c.ipHash,
        lang: c.lang,
      }),
  );

  const gone = (reply: FastifyReply, lang: LangCode) =>
    reply
      .code(410)
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderLinkGonePage(lang, deps.css()));

  app.get(
    '/api/device-sync/qr/:token',
    withSchemas({ config: { public: true, bucket: 'read' } } as const, {
      summary:
        "Opens a QR link once: a redirect to the results link (the phone proves the number there). Used, expired or unknown: 410, a page in the link's language for a browser, JSON for an API caller.",
      params: ZToken,
      query: ZQrQuery,
      response: { 302: null },
    }),
    async (req, reply) => {
      const { token } = ZToken.parse(req.params);
      const lang = ZQrQuery.safeParse(req.query).data?.lang ?? requestLanguage(req);
      noStore(reply);
      const outcome = await service.openQr({ token, lang });
      if (outcome.ok) return reply.redirect(outcome.value.location, 302);
      if (outcome.status === 410 && wantsPage(req)) return gone(reply, lang);
      return sendOutcome(reply, outcome);
    },
  );
}
