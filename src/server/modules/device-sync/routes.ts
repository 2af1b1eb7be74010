import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ZOtpForMobileToWebRequest,
  ZOtpForMobileToWebResponse,
  ZQrForWebToMobileRequest,
  ZQrForWebToMobileResponse,
  ZVerifyOtpForMobileToWebRequest,
  ZVerifyOtpForMobileToWebResponse,
} from '../../../shared/contracts/device-sync';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import { withSchemas } from '../../plugins/route-schemas';
import type { DeviceSyncService } from './service';

/** A call of the verified device (decision 0042), on the write budget per address and device. */
const write = (summary: string, body: z.ZodType, response: z.ZodType) =>
  withSchemas({ config: { public: false, bucket: 'write', device: true } } as const, {
    summary,
    body,
    response,
  });

/**
 * Device sync (decision 0109): `POST /api/getQrForWebToMobile`,
 * `POST /api/getOtpForMobileToWeb`, `POST /api/verifyOtpForMobileToWeb`, and the QR link
 * `GET /api/device-sync/qr/{token}` (public: a phone camera opens it with no session yet), which redirects once to
 * the results link and answers 410 after.
 */
export function registerDeviceSyncRoutes(
  app: FastifyInstance,
  service: DeviceSyncService,
  hashIp: (ip: string) => string,
): void {
  app.post(
    '/api/getQrForWebToMobile',
    write(
      "A QR of a single-use, 5-minute link that opens the device's enquiry on a phone behind the number's code.",
      ZQrForWebToMobileRequest,
      ZQrForWebToMobileResponse,
    ),
    async (req, reply) => {
      const body = ZQrForWebToMobileRequest.parse(req.body);
      noStore(reply);
      return sendOutcome(
        reply,
        await service.qrForWebToMobile({
          deviceUuid: deviceOf(req),
          enquiryId: body.enquiryId,
          lang: requestLanguage(req),
        }),
      );
    },
  );

  app.post(
    '/api/getOtpForMobileToWeb',
    write(
      "A six-digit, single-use, 5-minute code that opens the device's enquiry on another device.",
      ZOtpForMobileToWebRequest,
      ZOtpForMobileToWebResponse,
    ),
    async (req, reply) => {
      const body = ZOtpForMobileToWebRequest.parse(req.body);
      noStore(reply);
      return sendOutcome(
        reply,
        await service.otpForMobileToWeb({
          deviceUuid: deviceOf(req),
          enquiryId: body.enquiryId,
          deviceInfo: body.deviceInfo,
          lang: requestLanguage(req),
        }),
      );
    },
  );

  app.post(
    '/api/verifyOtpForMobileToWeb',
    write(
      "Redeems a phone's six-digit code: this device may then read the phone's enquiry.",
      ZVerifyOtpForMobileToWebRequest,
      ZVerifyOtpForMobileToWebResponse,
    ),
    async (req, reply) => {
      const body = ZVerifyOtpForMobileToWebRequest.parse(req.body);
      noStore(reply);
      return sendOutcome(
        reply,
        await service.verifyOtpForMobileToWeb({
          deviceUuid: deviceOf(req),
          otp: body.otp,
          ipHash: hashIp(req.ip),
          lang: requestLanguage(req),
        }),
      );
    },
  );

  const ZToken = z.object({ token: z.string().max(64) });
  app.get(
    '/api/device-sync/qr/:token',
    withSchemas({ config: { public: true, bucket: 'read' } } as const, {
      summary: 'Opens a QR link once: a redirect to the results link (the phone proves the number there).',
      params: ZToken,
      response: { 302: null },
    }),
    async (req, reply) => {
      const { token } = ZToken.parse(req.params);
      noStore(reply);
      const outcome = await service.openQr({ token, lang: requestLanguage(req) });
      if (!outcome.ok) return sendOutcome(reply, outcome);
      return reply.redirect(outcome.value.location, 302);
    },
  );
}
