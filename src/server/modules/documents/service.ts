import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  type DocumentMime,
  type TDocumentUploaded,
} from '../../../shared/contracts/documents';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { OcrDocType } from '../../../shared/contracts/ocr';
import type { LangCode } from '../../../shared/domain/locales';
import { newPublicId } from '../../lib/public-id';
import { refuse as refuseIn, type Outcome, type Refusal } from '../../lib/outcome';
import type { DocumentsRepo, OwnedDocument, UploadQuota } from './repo';
import { checkImageHeader } from './image-header';
import { sniffMime } from './sniff';

export const DOCUMENT_ERROR_CODES = {
  PAYLOAD_TOO_LARGE: ERROR_CODES.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  BAD_REQUEST: ERROR_CODES.BAD_REQUEST,
  IMAGE_UNREADABLE: ERROR_CODES.IMAGE_UNREADABLE,
  IMAGE_TOO_LARGE: ERROR_CODES.IMAGE_TOO_LARGE,
  DEVICE_ID_NOT_FOUND: ERROR_CODES.DEVICE_ID_NOT_FOUND,
  /** Decision 0021: the device or the address stored its day's quota of uploads (429 with Retry-After). */
  UPLOAD_QUOTA: 'UPLOAD_QUOTA',
} as const;

export type DocumentRefusal = Refusal;
export type DocumentOutcome = Outcome<TDocumentUploaded>;

export type DocumentsService = ReturnType<typeof documentsService>;

/** An upload no enquiry has used after a day belongs to an abandoned journey. */
export const UNLINKED_DOCUMENT_HOURS = 24;

/** A stored card to read (decision 0027); resolves once the read is recorded as pending. */
export type OnCardStored = (doc: {
  publicId: string;
  docType: OcrDocType;
  mime: DocumentMime;
  bytes: Buffer;
}) => Promise<void>;

export function documentsService(
  repo: DocumentsRepo,
  quota?: UploadQuota,
  opts: { onCardStored?: OnCardStored; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
) {
  /** A refusal with its message in the request language (catalogue namespace `documents`). */
  function refuse(lang: LangCode, status: number, code: string, key: string): DocumentRefusal {
    return refuseIn(lang, status, code, `documents:errors.${key}`);
  }

  async function store(input: {
    deviceUuid: string;
    fieldId: string;
    /** The card the upload is (its field's `ocrData.docType`): read for the visitor when given. */
    docType?: OcrDocType;
    bytes: Buffer;
    language: LangCode;
    /** The client address's keyed hash (the per-address quota). */
    ipHash?: string;
  }): Promise<DocumentOutcome> {
    const { bytes, language: lang } = input;
    if (bytes.length === 0) return refuse(lang, 400, DOCUMENT_ERROR_CODES.BAD_REQUEST, 'noFile');
    if (bytes.length > DOCUMENT_MAX_BYTES)
      return refuse(lang, 413, DOCUMENT_ERROR_CODES.PAYLOAD_TOO_LARGE, 'tooLarge');
    const mime = sniffMime(bytes);
    if (!mime) return refuse(lang, 415, DOCUMENT_ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'wrongType');
    // An image's header is read before it is stored or read (decision 0041): nothing decodes a file whose
    // header is broken or announces more pixels than a card photo has.
    if (mime !== 'application/pdf') {
      const header = checkImageHeader(bytes, mime);
      if (!header.ok)
        return header.reason === 'tooLarge'
          ? refuse(lang, 422, DOCUMENT_ERROR_CODES.IMAGE_TOO_LARGE, 'imageTooLarge')
          : refuse(lang, 422, DOCUMENT_ERROR_CODES.IMAGE_UNREADABLE, 'imageUnreadable');
    }
    const deviceId = await repo.deviceIdByUuid(input.deviceUuid);
    if (deviceId === undefined)
      return refuse(lang, 404, DOCUMENT_ERROR_CODES.DEVICE_ID_NOT_FOUND, 'deviceNotFound');
    const documentId = newPublicId();
    const doc = {
      publicId: documentId,
      deviceId,
      fieldId: input.fieldId,
      mime,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ipHash: input.ipHash ?? null,
      data: bytes,
    };
    if (quota) {
      const r = await repo.insertWithinQuota(doc, quota);
      if (!r.stored) {
        const refusal = refuse(lang, 429, DOCUMENT_ERROR_CODES.UPLOAD_QUOTA, 'quota');
        return { ...refusal, body: { ...refusal.body, retryAfter: r.retryAfterSeconds } };
      }
    } else await repo.insert(doc);
    if (input.docType && opts.onCardStored) {
      // A read that cannot start leaves the visitor typing as before; the upload itself stands.
      await opts
        .onCardStored({ publicId: documentId, docType: input.docType, mime, bytes })
        .catch((err: unknown) => {
          opts.log?.warn({ err: { code: (err as { code?: unknown }).code } }, 'ocr read not started');
        });
    }
    return { ok: true, value: { documentId, size: bytes.length, mime } };
  }

  /** For the enquiry service: which of these ids are documents of the device (and for which field). */
  function owned(deviceId: number, documentIds: string[]): Promise<OwnedDocument[]> {
    return repo.owned(deviceId, documentIds);
  }

  /** Uploads kept for an unfinished journey this long, then deleted (the visitor's data is not hoarded). */
  function purgeUnlinked(hours = UNLINKED_DOCUMENT_HOURS): Promise<number> {
    return repo.purgeUnlinked(hours);
  }

  return { store, owned, refuse, purgeUnlinked };
}
