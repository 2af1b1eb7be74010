import { useState } from 'react';
import { DOCUMENT_PARTS } from '../../../shared/contracts/documents';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/domain/idempotency';
import { submissionKeys } from '../../session/idempotency';
import { apiUpload, type ApiFailure } from '../../session/request';
import { tj } from '../strings';
import { describedBy, type FieldProps } from './common';

type UploadStatus = {
  state: 'idle' | 'uploading' | 'done' | 'failed';
  percent: number;
  name: string;
  message: string;
};

function documentIdOf(body: unknown): string | undefined {
  const o = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const inner = o.data && typeof o.data === 'object' ? (o.data as Record<string, unknown>) : {};
  for (const v of [o.documentId, inner.documentId, o.id, inner.id])
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  return undefined;
}

/** Refusals whose translated message tells the visitor what to change (issue 4 §3: too large, wrong type). */
const EXPLAINED = new Set(['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'BAD_REQUEST']);

function failureText(res: ApiFailure | undefined, fallback: string): string {
  return res && EXPLAINED.has(res.code) && res.message ? res.message : fallback;
}

/**
 * One Idempotency-Key per upload (issue 11 §3): choosing the same file again for the same field after an
 * answer the server did not keep (no answer, 5xx, 429…) re-sends the key, so an upload that did arrive is
 * answered again instead of being stored twice. A file is known by its name, size and modification time.
 */
const uploadKeys = submissionKeys();

/**
 * upload: one document with progress (spec 000 §7 'Documents: upload with progress'), sent through the request
 * helper's XMLHttpRequest transport. The answer stores the document id the server returns.
 */
export function UploadField(props: FieldProps) {
  const { field, value, error, ids, onChange, strings } = props;
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle', percent: 0, name: '', message: '' });
  const spec = field.upload;
  const onFile = async (file: File | undefined) => {
    if (!file || !spec) return;
    if (file.size > spec.maxBytes)
      return setStatus({
        state: 'failed',
        percent: 0,
        name: file.name,
        message: tj(strings, 'upload.tooLarge'),
      });
    if (!spec.accept.includes(file.type))
      return setStatus({
        state: 'failed',
        percent: 0,
        name: file.name,
        message: tj(strings, 'upload.wrongType'),
      });
    setStatus({ state: 'uploading', percent: 0, name: file.name, message: '' });
    // The field first: the server may check it before it reads the file.
    const form = new FormData();
    form.append(DOCUMENT_PARTS.fieldId, field.fieldId);
    form.append(DOCUMENT_PARTS.file, file);
    const identity = {
      fieldId: field.fieldId,
      name: file.name,
      size: file.size,
      modified: file.lastModified,
    };
    const res = await apiUpload(spec.url, form, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: uploadKeys.keyFor('POST', spec.url, identity) },
      onProgress: (f) => setStatus((s) => ({ ...s, percent: Math.round(f * 100) })),
    });
    uploadKeys.settle('POST', spec.url, identity, res);
    const id = res.ok ? documentIdOf(res.data) : undefined;
    if (id) {
      setStatus({ state: 'done', percent: 100, name: file.name, message: '' });
      onChange(id);
    } else {
      setStatus({
        state: 'failed',
        percent: 0,
        name: file.name,
        message: failureText(res.ok ? undefined : res, tj(strings, 'upload.failed')),
      });
      onChange(undefined);
    }
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
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that choosing the same file again (after a failure) uploads it again.
          e.target.value = '';
          void onFile(file);
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
    </div>
  );
}
