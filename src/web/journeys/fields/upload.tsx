import { useRef, useState } from 'react';
import type { OcrFieldKey } from '../../../shared/contracts/ocr-constants';
import { tj } from '../strings';
import { describedBy, type FieldProps } from './common';
import type { DocumentSuggestion, ReadState, UploadStatus } from './upload-state';

/**
 * upload: one document with progress (docs/product/documents.md 'Documents: upload with progress'), sent through the
 * request helper's XMLHttpRequest transport. The answer stores the document id the server returns.
 *
 * This module is the field's markup and state only (decision 0108): the car journey's first screen shows it, so
 * it is in that page's first load. The work (upload, card reading, suggestions, the `documents` catalogue) is
 * `upload-work.tsx`, fetched at the first touch or focus of the file input, or with the file chosen.
 */
/** The journey listens for suggestions of fields on later screens (detail: DocumentSuggestion[]). */
export const DOCUMENT_SUGGESTIONS_EVENT = 'journey:document-suggestions';
export type { DocumentSuggestion };

type Work = typeof import('./upload-work');
let work: Work | undefined;
let loading: Promise<Work> | undefined;
function loadWork(): Promise<Work> {
  return (loading ??= import('./upload-work').then(
    (m) => (work = m),
    (error: unknown) => {
      loading = undefined; // a retry asks the network again
      throw error;
    },
  ));
}

/**
 * Puts a confirmed suggestion into its field as if typed (`upload-work.tsx`). Suggestions exist only after an
 * upload, so the work is loaded by then.
 */
export function fillControl(fieldId: string, value: string): boolean {
  return work?.fillControl(fieldId, value) ?? false;
}

export function UploadField(props: FieldProps) {
  const { field, value, error, ids, strings, lang } = props;
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle', percent: 0, name: '', message: '' });
  const [read, setRead] = useState<ReadState>({ state: 'idle' });
  const [used, setUsed] = useState<ReadonlySet<OcrFieldKey>>(new Set());
  const reading = useRef<string | undefined>(undefined);
  const spec = field.upload;
  const prefetch = () => void loadWork().catch(() => undefined);
  const onFile = (chosen: File | undefined) => {
    if (!chosen) return;
    loadWork().then(
      (m) =>
        m.handleFile(
          {
            props,
            setStatus,
            setRead,
            setUsed,
            reading,
            onLater: (later) =>
              window.dispatchEvent(new CustomEvent(DOCUMENT_SUGGESTIONS_EVENT, { detail: later })),
          },
          chosen,
        ),
      () =>
        setStatus({ state: 'failed', percent: 0, name: chosen.name, message: tj(strings, 'upload.failed') }),
    );
  };
  return (
    <div className="jf__upload">
      <p className="jf__hint">{tj(strings, 'upload.rules')}</p>
      <input
        id={ids.control}
        className="jf__file"
        type="file"
        accept={spec?.accept.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy(props), `${ids.control}-status`].filter(Boolean).join(' ')}
        disabled={status.state === 'uploading' || !spec}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that choosing the same file again (after a failure) uploads it again.
          e.target.value = '';
          onFile(file);
        }}
      />
      <div id={`${ids.control}-status`} className="jf__upload-status" aria-live="polite">
        {status.state === 'uploading' ? (
          <>
            <progress
              max={100}
              value={status.percent}
              aria-label={tj(strings, 'upload.progress', { percent: status.percent })}
            />
            <span>{tj(strings, 'upload.progress', { percent: status.percent })}</span>
          </>
        ) : null}
        {status.state === 'done' || (status.state === 'idle' && typeof value === 'string') ? (
          <span>{tj(strings, 'upload.done', { name: status.name || String(value) })}</span>
        ) : null}
        {status.state === 'failed' ? <span className="jf__error-text">{status.message}</span> : null}
      </div>
      {read.state !== 'idle' && work ? (
        <work.OcrNotes read={read} used={used} setUsed={setUsed} lang={lang} />
      ) : null}
    </div>
  );
}
