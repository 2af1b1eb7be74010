import { z } from 'zod';
import { ZFieldRef } from '../rules/types';
import {
  OCR_DOC_TYPES,
  OCR_FAILURES,
  OCR_FIELD_KEYS,
  OCR_MAX_WAIT_SECONDS,
  OCR_STATUSES,
} from './ocr-constants';
import { PUBLIC_ID_PATTERN } from '../domain/public-id';

export * from './ocr-constants';

/**
 * Documents read for the visitor (decision 0027; docs/product/documents.md 'OCR result', docs/product/documents.md 'OCR … retry once after 2 s',
 * docs/product/documents.md 'OCR fetch', 'getOcrDataByDocIds'; decision 0027). One schema for the browser and the server.
 */

/** Ids the upload endpoint hands out (24 letters and digits). */
export const ZDocumentId = z.string().regex(PUBLIC_ID_PATTERN, 'must be a document id');

/**
 * An upload field's `ocrData` (docs/product/documents.md 'ocrData {url, docIdFields}'): where to fetch what was read, which
 * answers hold document ids, which card it is, and which journey fields each value read is suggested for.
 */
export const ZOcrData = z.strictObject({
  url: z
    .string()
    .max(300)
    .regex(/^\/api\/[A-Za-z0-9_\-/.]*$/, 'must be a same-origin /api/ path'),
  docIdFields: z.array(ZFieldRef).min(1).max(10),
  docType: z.enum(OCR_DOC_TYPES),
  fill: z.partialRecord(z.enum(OCR_FIELD_KEYS), ZFieldRef).default({}),
});
export type TOcrData = z.infer<typeof ZOcrData>;

/** POST /api/documents/getOcrDataByDocIds (docs/product/documents.md 'request docIds, enquiryId'). */
export const ZOcrFetchRequest = z.strictObject({
  docIds: z.union([ZDocumentId.transform((id) => [id]), z.array(ZDocumentId).min(1).max(10)]),
  enquiryId: z.string().max(64).optional(),
  /** Wait up to this many seconds for a read in progress (0: answer at once). */
  waitSeconds: z.number().int().min(0).max(OCR_MAX_WAIT_SECONDS).default(0),
});

const ZMappingData = z.partialRecord(z.enum(OCR_FIELD_KEYS), z.string().max(100));

export const ZOcrDocumentResult = z.strictObject({
  documentId: z.string(),
  docType: z.enum(OCR_DOC_TYPES),
  status: z.enum(OCR_STATUSES),
  failure: z.enum(OCR_FAILURES).optional(),
  /** docs/product/documents.md 'result list (subTypeId, mappingData)'; empty until done, and when nothing was read. */
  result: z.array(z.strictObject({ subTypeId: z.number().int(), mappingData: ZMappingData })),
});
export type TOcrDocumentResult = z.infer<typeof ZOcrDocumentResult>;

export const ZOcrFetchResponse = z.strictObject({
  /** docs/product/documents.md: true while any of the named documents is still being read. */
  isVerificationInProcess: z.boolean(),
  data: z.array(ZOcrDocumentResult),
});
export type TOcrFetchResponse = z.infer<typeof ZOcrFetchResponse>;
