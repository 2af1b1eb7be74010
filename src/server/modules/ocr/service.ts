import type { FastifyBaseLogger } from 'fastify';
import {
  OCR_SUB_TYPE_IDS,
  type OcrDocType,
  type OcrFailure,
  type TOcrDocumentResult,
  type TOcrFetchResponse,
} from '../../../shared/contracts/ocr';
import type { DocumentMime } from '../../../shared/contracts/documents';
import { OcrBusyError, OcrTimeoutError, OcrUnreadableError, type OcrEngine } from './engine';
import { parseCard } from './parse';
import type { OcrRepo, ReadRow } from './repo';

/**
 * Documents read for the visitor (decision 0027): `start` is called when an upload of a card
 * arrives and returns once the read is recorded as pending; the read itself runs behind the engine's one worker,
 * in its child process (decision 0041). `fetch` answers docs/product/documents.md 'OCR fetch' for the device's own documents;
 * `recover` retries or fails the reads a previous process left pending, so none stays pending.
 */

/** A read still pending after this long was lost (its process stopped): it is answered as failed. */
export const OCR_STALE_SECONDS = 120;

/** What was read is kept this long (decision 0027). */
export const OCR_KEEP_HOURS = 24;

export type OcrFetchOutcome = { ok: true; value: TOcrFetchResponse } | { ok: false; notFound: true };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

function failureOf(err: unknown): OcrFailure {
  if (err instanceof OcrBusyError) return 'busy';
  if (err instanceof OcrTimeoutError) return 'timeout';
  if (err instanceof OcrUnreadableError) return 'unreadable';
  // The child died during the read (decision 0041): the server did not.
  return 'error';
}

export function ocrService(deps: { repo: OcrRepo; engine: OcrEngine; log: FastifyBaseLogger }) {
  const { repo, engine, log } = deps;
  /** Reads running or waiting in this process, by document id. */
  const inFlight = new Map<string, Promise<void>>();

  async function read(publicId: string, docType: OcrDocType, image: Buffer): Promise<void> {
    const started = Date.now();
    try {
      const r = await engine.read(image);
      const fields = parseCard(docType, r.text);
      const found = Object.keys(fields).length;
      if (found === 0) {
        await repo.fail(publicId, 'unreadable');
        // OCR failures are logged only (docs/product/documents.md); never with what the card says.
        log.info({ docType, ms: Date.now() - started, confidence: r.confidence }, 'ocr read found nothing');
      } else {
        await repo.finish(publicId, fields, r.confidence);
        log.info({ docType, ms: Date.now() - started, found }, 'ocr read');
      }
    } catch (err) {
      const failure = failureOf(err);
      log.warn({ docType, failure, ms: Date.now() - started }, 'ocr read failed');
      await repo.fail(publicId, failure).catch(() => undefined);
    }
  }

  /** Records the read as pending (so a fetch right after the upload says so), then reads in the background. */
  async function start(doc: {
    publicId: string;
    docType: OcrDocType;
    mime: DocumentMime;
    bytes: Buffer;
  }): Promise<void> {
    if (!(await repo.start(doc.publicId, doc.docType))) return;
    // tesseract reads images; a PDF is typed by the visitor as before.
    if (doc.mime === 'application/pdf') return repo.fail(doc.publicId, 'unsupported');
    const p = read(doc.publicId, doc.docType, doc.bytes).finally(() => inFlight.delete(doc.publicId));
    inFlight.set(doc.publicId, p);
  }

  const isPending = (r: ReadRow) => r.status === 'pending' && r.ageSeconds < OCR_STALE_SECONDS;

  function toResult(r: ReadRow): TOcrDocumentResult {
    const lost = r.status === 'pending' && !isPending(r);
    const status = lost ? 'failed' : r.status;
    return {
      documentId: r.publicId,
      docType: r.docType,
      status,
      ...(lost ? { failure: 'timeout' as const } : r.failure ? { failure: r.failure } : {}),
      result:
        status === 'done' && r.fields
          ? [{ subTypeId: OCR_SUB_TYPE_IDS[r.docType], mappingData: r.fields }]
          : [],
    };
  }

  /**
   * docs/product/documents.md 'OCR fetch': the reads of the device's documents among `docIds`; with `waitSeconds`, waits that
   * long at most for reads in progress (this process's reads are awaited, others' polled).
   */
  async function fetch(deviceUuid: string, docIds: string[], waitSeconds = 0): Promise<OcrFetchOutcome> {
    const ids = [...new Set(docIds)];
    const deadline = Date.now() + waitSeconds * 1000;
    let rows = await repo.ofDevice(deviceUuid, ids);
    while (rows.some(isPending) && Date.now() < deadline) {
      const local = rows.filter(isPending).map((r) => inFlight.get(r.publicId));
      const left = deadline - Date.now();
      await Promise.race([
        local.every(Boolean) ? Promise.all(local) : sleep(Math.min(250, left)),
        sleep(left),
      ]);
      rows = await repo.ofDevice(deviceUuid, ids);
    }
    if (rows.length === 0 && (await repo.ownedCount(deviceUuid, ids)) === 0)
      return { ok: false, notFound: true };
    return {
      ok: true,
      value: { isVerificationInProcess: rows.some(isPending), data: rows.map(toResult) },
    };
  }

  /** Deletes what was read after a day, and fails reads left pending past the stale age (never stuck). */
  async function purge(hours = OCR_KEEP_HOURS): Promise<number> {
    await repo.failStale(OCR_STALE_SECONDS);
    return repo.purgeOlderThan(hours);
  }

  /**
   * At start (decision 0041): reads still pending were lost with a process that stopped (a restart, a kill).
   * Those older than the stale age are failed as timeouts; the younger are read again, one after the other, so
   * their visitor may still get an answer. With several nodes, a read that another node has in hand may be read
   * twice (the first answer is kept). Resolves once the retries are queued, not read.
   */
  async function recover(): Promise<{ failed: number; retried: number }> {
    const failed = await repo.failStale(OCR_STALE_SECONDS);
    const lost = await repo.restartRecent(OCR_STALE_SECONDS);
    const run = (async () => {
      for (const r of lost) {
        const image = await repo.imageOf(r.publicId).catch(() => undefined);
        if (!image || image.mime === 'application/pdf') {
          await repo.fail(r.publicId, image ? 'unsupported' : 'error').catch(() => undefined);
          inFlight.delete(r.publicId);
          continue;
        }
        const p = read(r.publicId, r.docType, image.data).finally(() => inFlight.delete(r.publicId));
        inFlight.set(r.publicId, p);
        await p;
      }
    })();
    for (const r of lost) if (!inFlight.has(r.publicId)) inFlight.set(r.publicId, run);
    if (failed || lost.length) log.info({ failed, retried: lost.length }, 'ocr reads left pending recovered');
    return { failed, retried: lost.length };
  }

  /** Waits for the reads of this process, then stops the worker (app close). */
  async function close(): Promise<void> {
    await Promise.allSettled([...inFlight.values()]);
    await engine.close();
  }

  return { start, fetch, purge, recover, close };
}

export type OcrService = ReturnType<typeof ocrService>;
