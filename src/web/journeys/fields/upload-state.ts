import type { OcrFieldKey } from '../../../shared/contracts/ocr-constants';

// The upload field's state, shared by its markup (`upload.tsx`) and its work (`upload-work.tsx`; decision 0108).

export type UploadStatus = {
  state: 'idle' | 'uploading' | 'done' | 'failed';
  percent: number;
  name: string;
  message: string;
};

/**
 * A value read from the card, and the journey field it is suggested for: `target` when that field is on this
 * screen, `later` when it comes on a later screen (the journey offers it there, decision 0027).
 */
export type Suggestion = { key: OcrFieldKey; value: string; target: string | undefined; later?: string };

export type ReadState =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; suggestions: Suggestion[] }
  | { state: 'failed' };

export type DocumentSuggestion = { fieldId: string; value: string };
