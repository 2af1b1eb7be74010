import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIMES,
  DOCUMENT_PARTS,
  type TDocumentUploaded,
} from '../../../shared/contracts/documents';
import { OCR_DOC_TYPE_PART, OCR_DOC_TYPES } from '../../../shared/contracts/ocr';
import { ZFieldRef } from '../../../shared/rules/types';
import { z } from 'zod';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import { DOCUMENT_ERROR_CODES, type DocumentsService } from './service';
import type { RouteSchemas } from '../../plugins/route-schemas';

/** Room for the part headers and the fieldId part around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Multipart parser limits: one file part named `file`, one short `fieldId` text part, an optional `docType` part
 * (the card to read, decision 0027), nothing else.
 */
const LIMITS = {
  files: 1,
  fileSize: DOCUMENT_MAX_BYTES,
  fields: 3,
  fieldSize: 256,
  fieldNameSize: 64,
  parts: 5,
  headerPairs: 16,
};

const ZDocType = z.enum(OCR_DOC_TYPES).optional();

/** The answer, as a schema here: shared/contracts/documents.ts stays zod-free for the browser's upload field. */
const ZDocumentUploaded: z.ZodType<TDocumentUploaded> = z.object({
  documentId: z.string(),
  size: z.number().int(),
  mime: z.enum(DOCUMENT_MIMES),
});

/** The multipart parts as the OpenAPI document shows them (decision 0056); readParts reads them. */
const UPLOAD: RouteSchemas = {
  summary: 'Upload one document (multipart: a file part, the field id, optionally the document type).',
  body: z.object({
    [DOCUMENT_PARTS.file]: z.string().meta({ format: 'binary' }),
    [DOCUMENT_PARTS.fieldId]: ZFieldRef,
    [OCR_DOC_TYPE_PART]: ZDocType,
  }),
  bodyType: 'multipart/form-data',
  response: ZDocumentUploaded,
};

/** Parser failures the sender caused → [status, code, catalogue key]. Anything else unreadable: 400. */
const PARSE_FAILURES: Record<string, [number, string, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, DOCUMENT_ERROR_CODES.PAYLOAD_TOO_LARGE, 'tooLarge'],
  FST_FILES_LIMIT: [400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'oneFile'],
};

type Parsed =
  | { ok: true; bytes: Buffer | undefined; fieldId: unknown; docType: unknown }
  | { ok: false; status: number; code: string; key: string };

/** Reads the parts; the file is buffered (at most the size limit) so the fieldId part may come before or after it. */
async function readParts(req: FastifyRequest): Promise<Parsed> {
  let bytes: Buffer | undefined;
  let fieldId: unknown;
  let docType: unknown;
  try {
    for await (const part of req.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === DOCUMENT_PARTS.file) bytes = data;
      } else if (part.fieldname === DOCUMENT_PARTS.fieldId) {
        fieldId = part.value;
      } else if (part.fieldname === OCR_DOC_TYPE_PART) {
        docType = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    const known = typeof code === 'string' ? PARSE_FAILURES[code] : undefined;
    // Malformed bodies (busboy and limit errors) are the sender's fault; never a 500, never logged with content.
    const [status, apiCode, key] = known ?? [400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'unreadable'];
    return { ok: false, status, code: apiCode, key };
  }
  return { ok: true, bytes, fieldId, docType };
}

/**
 * POST /api/documents (docs/product/documents.md 'Documents: upload with progress'): multipart with one `file` part and a
 * `fieldId` text part; answers {documentId, size, mime}. The multipart parser is registered in this route's own
 * scope, so every other endpoint still accepts JSON only. Never logs file names or contents.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  service: DocumentsService,
  /** The app's log level; this route never logs below debug. */
  appLogLevel: LogLevel = 'info',
  /** The keyed hash of a client address (the per-address upload quota). */
  hashIp?: (ip: string) => string,
): void {
  // The multipart parser traces request headers (the session token among them).
  const logLevel = appLogLevel === 'trace' ? 'debug' : appLogLevel;
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: LIMITS });

    // Idempotent (decision 0010): the browser sends one Idempotency-Key per chosen file and the same key when it
    // retries that file, so an upload whose answer was lost is answered again, not stored (and counted) twice.
    // The key is checked once the parts are read: the request is its field and the file's SHA-256.
    const config = {
      idempotent: 'in-handler',
      public: false,
      bucket: 'write',
      device: true,
      schemas: UPLOAD,
    } as const;
    scope.post('/api/documents', { logLevel, config }, async (req: FastifyRequest, reply: FastifyReply) => {
      const deviceUuid = deviceOf(req);
      const lang = requestLanguage(req);
      const refuse = (status: number, code: string, key: string) =>
        sendOutcome(reply, service.refuse(lang, status, code, key));
      if (!req.isMultipart()) return refuse(400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'notMultipart');
      // A body that announces more than one file of the limit is refused before it is read.
      const length = Number(req.headers['content-length']);
      if (Number.isFinite(length) && length > DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
        return refuse(413, DOCUMENT_ERROR_CODES.PAYLOAD_TOO_LARGE, 'tooLarge');

      const parsed = await readParts(req);
      if (!parsed.ok) return refuse(parsed.status, parsed.code, parsed.key);
      if (!parsed.bytes) return refuse(400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'noFile');
      const fieldId = ZFieldRef.safeParse(parsed.fieldId);
      if (!fieldId.success) return refuse(400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'badField');
      const docType = ZDocType.safeParse(parsed.docType);
      if (!docType.success) return refuse(400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'badDocType');
      const digest = {
        fieldId: fieldId.data,
        docType: docType.data ?? null,
        sha256: createHash('sha256').update(parsed.bytes).digest('hex'),
        size: parsed.bytes.length,
      };
      if (await app.idempotencyClaim(req, reply, digest)) return reply;

      const outcome = await service.store({
        deviceUuid,
        fieldId: fieldId.data,
        docType: docType.data,
        bytes: parsed.bytes,
        language: lang,
        ipHash: hashIp?.(req.ip),
      });
      return sendOutcome(noStore(reply), outcome);
    });
  });
}
