/**
 * POST /api/documents (docs/product/documents.md 'Documents: upload with progress', docs/product/journeys.md). Zod-free: the browser's
 * upload field reads these constants too.
 */

/** What the endpoint accepts; it decides the type from the file's first bytes, never from the name. */
export const DOCUMENT_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMime = (typeof DOCUMENT_MIMES)[number];

/** One file of at most 5 MB per upload. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * An image is refused (422 IMAGE_TOO_LARGE) when its header announces a side over IMAGE_MAX_SIDE pixels or more
 * than IMAGE_MAX_PIXELS in all: decoding it would take gigabytes whatever the file's size (decision 0041).
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 25_000_000;

/** The upload field scales a photo whose longer side is over this to this before it sends it (decision 0041). */
export const UPLOAD_SCALE_MAX_SIDE = 3000;

/** Multipart part names: the file, and the journey field it is for. */
export const DOCUMENT_PARTS = { file: 'file', fieldId: 'fieldId' } as const;

/** The answer: the id the upload field stores as its value. */
export type TDocumentUploaded = { documentId: string; size: number; mime: DocumentMime };
