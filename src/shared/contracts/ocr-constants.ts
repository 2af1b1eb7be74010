/**
 * Documents read for the visitor (decision 0027; docs/product/documents.md 'OCR result', docs/product/documents.md 'OCR … retry once after 2 s',
 * docs/product/documents.md 'OCR fetch', 'getOcrDataByDocIds'; decision 0027). Zod-free, like documents.ts: the upload field reads
 * these constants without pulling the schemas into its chunk (ocr.ts has the schemas).
 */

/** The cards that are read: Emirates ID, UAE driving licence, vehicle registration card (Mulkiya). */
export const OCR_DOC_TYPES = ['emiratesId', 'drivingLicence', 'mulkiya'] as const;
export type OcrDocType = (typeof OCR_DOC_TYPES)[number];

/** docs/product/documents.md 'result list (subTypeId, mappingData)': the subTypeId of each card. */
export const OCR_SUB_TYPE_IDS: Record<OcrDocType, number> = { emiratesId: 1, drivingLicence: 2, mulkiya: 3 };

/** What a card may yield. Dates are DD/MM/YYYY (docs/product/documents.md default date format). */
export const OCR_FIELD_KEYS = [
  'idNumber',
  'fullName',
  'dateOfBirth',
  'nationality',
  'issueDate',
  'expiryDate',
  'licenceNumber',
  'make',
  'model',
  'modelYear',
  'plateNumber',
  'registrationDate',
] as const;
export type OcrFieldKey = (typeof OCR_FIELD_KEYS)[number];
export type OcrFields = Partial<Record<OcrFieldKey, string>>;

/** How long one fetch may wait for a read in progress before it answers isVerificationInProcess. */
export const OCR_MAX_WAIT_SECONDS = 5;

/** docs/product/documents.md: a read still in progress is asked for once more after 2 s. */
export const OCR_RETRY_MS = 2_000;

/** docs/product/documents.md 'getOcrDataByDocIds': the fetch route, the url of the upload fields' `ocrData`. */
export const OCR_FETCH_URL = '/api/documents/getOcrDataByDocIds';

/** The upload multipart part naming the card (absent: the upload is not read). */
export const OCR_DOC_TYPE_PART = 'docType';

export const OCR_STATUSES = ['pending', 'done', 'failed'] as const;
export type OcrStatus = (typeof OCR_STATUSES)[number];

/** Why a read gave nothing (codes, never text from the card). */
export const OCR_FAILURES = ['unsupported', 'unreadable', 'busy', 'timeout', 'error'] as const;
export type OcrFailure = (typeof OCR_FAILURES)[number];

export const OCR_ERROR_CODES = {
  /** None of the named ids is a document of this device. */
  DOCUMENT_NOT_FOUND: 'DOCUMENT_NOT_FOUND',
} as const;
