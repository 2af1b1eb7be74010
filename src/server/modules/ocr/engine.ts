import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';

// A CommonJS package whose exports Node cannot list for named imports.
const { createWorker, OEM, PSM } = Tesseract;
type Worker = Tesseract.Worker;

/**
 * The OCR engine (decision 0027): one warm tesseract.js worker in this process, one read at a time (spec 000 §9
 * 'worker pool max 1'), traineddata from the `@tesseract.js-data/*` npm packages. Nothing is fetched at run
 * time: the language files are copied from node_modules into one folder under DATA_DIR and tesseract reads them
 * from there (langPath), with its cache turned off so it never writes or downloads.
 */

export type OcrRead = { text: string; confidence: number };

export type OcrEngine = {
  /** Reads an image (PNG or JPEG bytes); rejects on a failed or timed-out read. */
  read(image: Buffer): Promise<OcrRead>;
  /** Reads waiting behind the current one. */
  readonly waiting: number;
  close(): Promise<void>;
};

/** The languages read: English for the printed values, Arabic so the Arabic half of a card is not read as Latin noise. */
export const OCR_LANGS = ['eng', 'ara'] as const;

/** The LSTM 'best_int' models (what tesseract.js picks for LSTM-only reads). */
const MODEL_DIR = '4.0.0_best_int';

export class OcrBusyError extends Error {
  constructor() {
    super('ocr queue full');
  }
}
export class OcrTimeoutError extends Error {
  constructor() {
    super('ocr read timed out');
  }
}

/** Copies the traineddata of OCR_LANGS from their npm packages into `<dataDir>/ocr/tessdata` (once). */
export function prepareLanguageFolder(dataDir: string): string {
  const folder = join(dataDir, 'ocr', 'tessdata');
  mkdirSync(folder, { recursive: true });
  const require = createRequire(import.meta.url);
  for (const lang of OCR_LANGS) {
    const from = join(
      dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      MODEL_DIR,
      `${lang}.traineddata.gz`,
    );
    const to = join(folder, `${lang}.traineddata.gz`);
    const size = (p: string) => {
      try {
        return statSync(p).size;
      } catch {
        return -1;
      }
    };
    if (size(to) !== size(from)) copyFileSync(from, to);
  }
  return folder;
}

export function createOcrEngine(opts: {
  dataDir: string;
  /** Reads allowed to wait behind the current one; more are refused with OcrBusyError. */
  maxWaiting?: number;
  /** A read taking longer is abandoned and the worker replaced. */
  timeoutMs?: number;
}): OcrEngine {
  const maxWaiting = opts.maxWaiting ?? 8;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  let worker: Promise<Worker> | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;

  const start = async (): Promise<Worker> => {
    const langPath = prepareLanguageFolder(opts.dataDir);
    const w = await createWorker([...OCR_LANGS], OEM.LSTM_ONLY, {
      langPath,
      cachePath: langPath,
      cacheMethod: 'none',
      gzip: true,
    });
    // A card is blocks of text, not one column: let tesseract find them.
    // A photo carries no resolution: say 300 dpi rather than let tesseract guess (and print its guess).
    await w.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: '1',
      user_defined_dpi: '300',
    });
    return w;
  };

  const dropWorker = async () => {
    const w = worker;
    worker = undefined;
    if (w) await w.then((x) => x.terminate()).catch(() => undefined);
  };

  const once = async (image: Buffer): Promise<OcrRead> => {
    worker ??= start();
    const w = await worker.catch(async (err: unknown) => {
      worker = undefined;
      throw err;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError()), timeoutMs);
    });
    try {
      const r = await Promise.race([w.recognize(image), timeout]);
      return { text: r.data.text, confidence: Math.round(r.data.confidence) };
    } catch (err) {
      // A stuck or broken worker is replaced: the next read starts a fresh one.
      await dropWorker();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    get waiting() {
      return waiting;
    },
    read(image) {
      if (closed) return Promise.reject(new Error('ocr engine closed'));
      if (waiting >= maxWaiting) return Promise.reject(new OcrBusyError());
      waiting++;
      const run = tail.then(() => {
        waiting--;
        return once(image);
      });
      tail = run.catch(() => undefined);
      return run;
    },
    async close() {
      closed = true;
      await tail;
      await dropWorker();
    },
  };
}
