import type { FastifyInstance } from 'fastify';
import {
  OCR_ERROR_CODES,
  OCR_FETCH_URL,
  ZOcrFetchRequest,
  ZOcrFetchResponse,
} from '../../../shared/contracts/ocr';
import { tFor } from '../../../shared/i18n/catalogues';
import { noStore, requestLanguage } from '../../lib/request';
import { deviceOf } from '../../plugins/route-options';
import { HttpError } from '../../plugins/errors';
import type { OcrService } from './service';
import { withSchemas } from '../../plugins/route-schemas';

/**
 * POST /api/documents/getOcrDataByDocIds (docs/product/documents.md 'OCR fetch': request docIds, enquiryId; response with
 * isVerificationInProcess). The session token's device must own the documents, like every document route: any
 * other device's id is answered as not found. A malformed body is 400 VALIDATION_FAILED, never a 500.
 */
/** A write by the verified device (decision 0042). */
const DEVICE_WRITE = withSchemas({ config: { public: false, bucket: 'write', device: true } } as const, {
  summary: "The values read from the device's documents (or that the read is still running).",
  body: ZOcrFetchRequest,
  response: ZOcrFetchResponse,
});

export function registerOcrRoutes(app: FastifyInstance, service: OcrService): void {
  app.post(OCR_FETCH_URL, DEVICE_WRITE, async (req, reply) => {
    const body = ZOcrFetchRequest.parse(req.body);
    const outcome = await service.fetch(deviceOf(req), body.docIds, body.waitSeconds);
    noStore(reply);
    if (!outcome.ok) {
      const lang = requestLanguage(req);
      throw new HttpError(404, OCR_ERROR_CODES.DOCUMENT_NOT_FOUND, tFor(lang)('documents:errors.notFound'));
    }
    return ZOcrFetchResponse.parse(outcome.value);
  });
}
