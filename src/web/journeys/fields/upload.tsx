import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_PARTS } from '../../../shared/contracts/documents';
import {
  OCR_DOC_TYPE_PART,
  OCR_FIELD_KEYS,
  OCR_MAX_WAIT_SECONDS,
  OCR_RETRY_MS,
  type OcrFieldKey,
} from '../../../shared/contracts/ocr-constants';
import type { TOcrData, TOcrFetchResponse } from '../../../shared/contracts/ocr';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/domain/idempotency';
import type { LangCode } from '../../../shared/domain/locales';
import { createTranslator, type Catalogues, type TFunction } from '../../../shared/i18n/translator';
import { submissionKeys } from '../../session/idempotency';
import { sendErrorLog } from '../../session/log';
import { apiPost, apiUpload, type ApiFailure, type ResponseParser } from '../../session/request';
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

/** Refusals whose translated message tells the visitor what to change (docs/product/journeys.md: too large, wrong type). */
const EXPLAINED = new Set(['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'BAD_REQUEST']);

/** Image refusals (decision 0041), told in the page's language from the `documents` catalogue. */
const IMAGE_REFUSALS: Record<string, string> = {
  IMAGE_UNREADABLE: 'errors.imageUnreadable',
  IMAGE_TOO_LARGE: 'errors.imageTooLarge',
};

/** Files larger than this are not even decoded to be scaled: no phone photo is. */
const SCALE_MAX_INPUT_FACTOR = 8;

function failureText(res: ApiFailure | undefined, fallback: string): string {
  return res && EXPLAINED.has(res.code) && res.message ? res.message : fallback;
}

/**
 * The `documents` catalogue (the OCR strings are few; the journey's props carry only its own catalogue), of the
 * page's language only: loaded when the field mounts, its strings are needed only once a file is chosen (decision
 * 0048: the car journey's first screen has this field, so its chunk is in the page's first load).
 */
const translators = new Map<LangCode, TFunction>();
const catalogueLoads = new Map<LangCode, Promise<void>>();
function loadDocumentsCatalogue(lang: LangCode): Promise<void> {
  let load = catalogueLoads.get(lang);
  if (!load) {
    load = import(`../../../shared/i18n/locales/${lang}/documents.json`).then(
      (m: { default: Record<string, unknown> }) => {
        const catalogues: Catalogues = { [lang]: { documents: m.default } };
        translators.set(lang, createTranslator(lang, catalogues, { defaultNs: 'documents' }).t);
      },
      (error: unknown) => {
        catalogueLoads.delete(lang);
        throw error;
      },
    );
    catalogueLoads.set(lang, load);
  }
  return load;
}
/** Until the catalogue arrived (a moment after the field mounts), the strings' keys. */
const documentsT = (lang: LangCode): TFunction => translators.get(lang) ?? ((key) => key);

/**
 * A value read from the card, and the journey field it is suggested for: `target` when that field is on this
 * screen, `later` when it comes on a later screen (the journey offers it there, decision 0027).
 */
type Suggestion = { key: OcrFieldKey; value: string; target: string | undefined; later?: string };

/** The journey listens for suggestions of fields on later screens (detail: DocumentSuggestion[]). */
export const DOCUMENT_SUGGESTIONS_EVENT = 'journey:document-suggestions';
export type DocumentSuggestion = { fieldId: string; value: string };

type ReadState =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; suggestions: Suggestion[] }
  | { state: 'failed' };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The fetch answer's shape, checked without the zod schemas (they would pull zod into this chunk); values are
 * only ever shown as text or typed into a field, which checks them as it does typing.
 */
const ocrAnswer: ResponseParser<TOcrFetchResponse> = {
  safeParse(v: unknown) {
    const o = v as Partial<TOcrFetchResponse> | null;
    const ok =
      typeof o === 'object' &&
      o !== null &&
      typeof o.isVerificationInProcess === 'boolean' &&
      Array.isArray(o.data) &&
      o.data.every(
        (d) =>
          typeof d?.documentId === 'string' &&
          typeof d.status === 'string' &&
          Array.isArray(d.result) &&
          d.result.every((r) => typeof r?.mappingData === 'object' && r.mappingData !== null),
      );
    return ok ? { success: true, data: o as TOcrFetchResponse } : { success: false };
  },
};

/** The control of a journey field on the current screen (the journey marks each field with data-field). */
function controlOf(fieldId: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  const host = document.querySelector(`[data-field="${CSS.escape(fieldId)}"]`);
  return (
    host?.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input:not([type="file"]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select',
    ) ?? null
  );
}

const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The option a value read from a card stands for ('TOYOTA' → Toyota, 'Camry' → Toyota Camry, '2021'): the same
 * letters and digits as its label or id, else the one label that contains them. None while the list is loading.
 */
export function optionFor(options: readonly { value: string; label: string }[], read: string): string | null {
  const want = bare(read);
  if (!want) return null;
  const exact = options.find((o) => o.value && (bare(o.label) === want || bare(o.value) === want));
  if (exact) return exact.value;
  const partial = options.filter((o) => o.value && bare(o.label).includes(want));
  return partial.length === 1 ? (partial[0]?.value ?? null) : null;
}

/**
 * Puts a confirmed suggestion into its field as if typed: the native setter and an input event reach the
 * field's own onChange, so the journey's formatting and checks run as for typing. Only on the visitor's click.
 */
export function fillControl(fieldId: string, value: string): boolean {
  const control = controlOf(fieldId);
  if (!control) return false;
  if (control instanceof HTMLSelectElement) {
    // A choice: the matching option, chosen as a visitor would (a change event), or nothing.
    const id = optionFor(
      [...control.options].map((o) => ({ value: o.value, label: o.text })),
      value,
    );
    if (id === null) return false;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(control, id);
    control.dispatchEvent(new Event('change', { bubbles: true }));
    control.focus();
    return true;
  }
  let v = value;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (control.type === 'date' && dmy) v = `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  const proto =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, v);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.focus();
  return true;
}

/**
 * docs/product/documents.md 'OCR: if the result says isVerificationInProcess, retry once after 2 s'. Each call may wait a few
 * seconds on the server for a read in progress, so the retry is seldom needed. Undefined: nothing to suggest.
 */
async function readCard(ocr: TOcrData, documentId: string): Promise<Suggestion[] | undefined> {
  const started = Date.now();
  const ask = () =>
    apiPost(ocr.url, { docIds: [documentId], waitSeconds: OCR_MAX_WAIT_SECONDS }, { schema: ocrAnswer });
  let res = await ask();
  if (res.ok && res.data.isVerificationInProcess) {
    await sleep(OCR_RETRY_MS);
    res = await ask();
  }
  // HTTP failures are logged by the request helper; the rest here (docs/product/documents.md 'OCR failure: logged only'),
  // with the reason code only, never what the card says.
  if (!res.ok) return undefined;
  const doc = res.data.data.find((d) => d.documentId === documentId);
  const mapping = doc?.result[0]?.mappingData;
  if (!doc || doc.status !== 'done' || !mapping) {
    sendErrorLog({
      errorInfo: 'OCR failure',
      statusCode: res.status,
      message: res.data.isVerificationInProcess
        ? 'still in process'
        : `ocr ${doc?.failure ?? doc?.status ?? 'missing'}`,
      requestUrl: ocr.url,
      durationMs: Date.now() - started,
    });
    return undefined;
  }
  const out: Suggestion[] = [];
  for (const key of OCR_FIELD_KEYS) {
    const value = mapping[key];
    const target = ocr.fill[key];
    // Only what the form asks for is suggested; a target not on this screen is shown, without a button.
    if (typeof value === 'string' && value && target)
      out.push(controlOf(target) ? { key, value, target } : { key, value, target: undefined, later: target });
  }
  return out.length ? out : undefined;
}

/**
 * One Idempotency-Key per upload (decision 0010): choosing the same file again for the same field after an
 * answer the server did not keep (no answer, 5xx, 429…) re-sends the key, so an upload that did arrive is
 * answered again instead of being stored twice. A file is known by its name, size and modification time.
 */
const uploadKeys = submissionKeys();

/**
 * upload: one document with progress (docs/product/documents.md 'Documents: upload with progress'), sent through the request
 * helper's XMLHttpRequest transport. The answer stores the document id the server returns.
 */
export function UploadField(props: FieldProps) {
  const { field, value, error, ids, onChange, strings, lang } = props;
  const [status, setStatus] = useState<UploadStatus>({ state: 'idle', percent: 0, name: '', message: '' });
  const [read, setRead] = useState<ReadState>({ state: 'idle' });
  const [used, setUsed] = useState<ReadonlySet<OcrFieldKey>>(new Set());
  // The document whose read is awaited: an answer for an earlier upload is ignored.
  const reading = useRef<string | undefined>(undefined);
  const spec = field.upload;
  const ocr = spec?.ocrData;
  const td = documentsT(lang);
  const [, setCatalogue] = useState(false);
  useEffect(() => {
    if (!translators.has(lang))
      loadDocumentsCatalogue(lang).then(
        () => setCatalogue(true),
        () => undefined,
      );
  }, [lang]);

  const startReading = async (documentId: string) => {
    if (!ocr) return;
    reading.current = documentId;
    setUsed(new Set());
    setRead({ state: 'reading' });
    const suggestions = await readCard(ocr, documentId).catch(() => undefined);
    if (reading.current !== documentId) return;
    setRead(suggestions ? { state: 'read', suggestions } : { state: 'failed' });
    const later: DocumentSuggestion[] = (suggestions ?? []).flatMap((s) =>
      s.later ? [{ fieldId: s.later, value: s.value }] : [],
    );
    if (later.length) window.dispatchEvent(new CustomEvent(DOCUMENT_SUGGESTIONS_EVENT, { detail: later }));
  };
  const onFile = async (chosen: File | undefined) => {
    if (!chosen || !spec) return;
    reading.current = undefined;
    setRead({ state: 'idle' });
    if (!spec.accept.includes(chosen.type))
      return setStatus({
        state: 'failed',
        percent: 0,
        name: chosen.name,
        message: tj(strings, 'upload.wrongType'),
      });
    setStatus({ state: 'uploading', percent: 0, name: chosen.name, message: '' });
    // A photo over 3000 px is scaled first (decision 0041): that also brings most photos under the size limit.
    // Its code is fetched only once a file is chosen: a journey page does not download it up front.
    const file =
      chosen.size <= spec.maxBytes * SCALE_MAX_INPUT_FACTOR
        ? await import('./scale-image').then((m) => m.scaleForUpload(chosen)).catch(() => chosen)
        : chosen;
    if (file.size > spec.maxBytes)
      return setStatus({
        state: 'failed',
        percent: 0,
        name: chosen.name,
        message: tj(strings, 'upload.tooLarge'),
      });
    // The field first: the server may check it before it reads the file.
    const form = new FormData();
    form.append(DOCUMENT_PARTS.fieldId, field.fieldId);
    // The card to read for the visitor (decision 0027).
    if (ocr) form.append(OCR_DOC_TYPE_PART, ocr.docType);
    form.append(DOCUMENT_PARTS.file, file);
    // The chosen file names the upload: choosing it again scales it to the same bytes and re-sends the key.
    const identity = {
      fieldId: field.fieldId,
      name: chosen.name,
      size: chosen.size,
      modified: chosen.lastModified,
    };
    const res = await apiUpload(spec.url, form, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: uploadKeys.keyFor('POST', spec.url, identity) },
      onProgress: (f) => setStatus((s) => ({ ...s, percent: Math.round(f * 100) })),
    });
    uploadKeys.settle('POST', spec.url, identity, res);
    const id = res.ok ? documentIdOf(res.data) : undefined;
    if (id) {
      setStatus({ state: 'done', percent: 100, name: chosen.name, message: '' });
      onChange(id);
      void startReading(id);
    } else {
      const imageRefusal = res.ok ? undefined : IMAGE_REFUSALS[res.code];
      setStatus({
        state: 'failed',
        percent: 0,
        name: chosen.name,
        message: imageRefusal
          ? td(imageRefusal)
          : failureText(res.ok ? undefined : res, tj(strings, 'upload.failed')),
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
      {read.state === 'reading' ? (
        <p className="jf__hint" role="status" data-ocr="reading">
          {td('ocr.reading')}
        </p>
      ) : null}
      {read.state === 'read' ? (
        <div className="jf__suggestion" data-ocr="read">
          <p>{td('ocr.found')}</p>
          <ul>
            {read.suggestions.map((s) => {
              const label = td(`ocr.fields.${s.key}`);
              return (
                <li key={s.key} data-ocr-field={s.key}>
                  {label}: <bdi>{s.value}</bdi>{' '}
                  {s.target && used.has(s.key) ? <span role="status">{td('ocr.used')}</span> : null}
                  {s.target && !used.has(s.key) ? (
                    <button
                      type="button"
                      className="jf__link-button"
                      aria-label={td('ocr.useLabel', { value: s.value, label })}
                      onClick={() => {
                        if (s.target && fillControl(s.target, s.value)) setUsed((u) => new Set(u).add(s.key));
                      }}
                    >
                      {td('ocr.use')}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {read.state === 'failed' ? (
        <p className="jf__hint" data-ocr="failed">
          {td('ocr.failed')}
        </p>
      ) : null}
    </div>
  );
}
