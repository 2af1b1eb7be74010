import Tesseract from 'tesseract.js';
import { OCR_LANGS, OCR_PARAMETERS, type ToChild, type ToParent } from './protocol';

/**
 * The OCR child process (decision 0041): started by engine.ts as `prlimit --as=… node child.js <langPath>` with
 * an IPC channel, it holds the one tesseract.js worker and reads one image at a time. Whatever a hostile image
 * does here (a WebAssembly abort, an allocation over the address-space limit, an endless read) ends at most this
 * process; the server answers the read as failed and starts another child. It is bundled as
 * dist/server/ocr-child.js (scripts/build.mjs) and run from sources through tsx in tests.
 */

// A CommonJS package whose exports Node cannot list for named imports.
const { createWorker, OEM, PSM } = Tesseract;

const langPath = process.argv[2];
const send = (m: ToParent) => process.send?.(m);

if (!process.send || !langPath) {
  process.stderr.write('ocr child: started by the OCR engine only (an IPC channel and a language folder)\n');
  process.exit(2);
}

// The server went away (stopped or killed): nothing is left to read for.
process.on('disconnect', () => process.exit(0));

const worker = await createWorker([...OCR_LANGS], OEM.LSTM_ONLY, {
  langPath,
  cachePath: langPath,
  // Nothing is written or downloaded: the traineddata are read from langPath (decision 0027).
  cacheMethod: 'none',
  gzip: true,
  // Without a handler, tesseract.js 7 throws a failed job's error inside the worker's message listener, where no
  // caller can catch it, and the process exits (naptha/tesseract.js #367, #898). With it, recognize() rejects.
  errorHandler: () => undefined,
});
await worker.setParameters({ ...OCR_PARAMETERS, tessedit_pageseg_mode: PSM.AUTO });
send({ type: 'ready' });

process.on('message', (m: ToChild) => {
  if (m?.type !== 'read') return;
  const image = Buffer.from(m.image.buffer, m.image.byteOffset, m.image.byteLength);
  worker.recognize(image).then(
    (r) => send({ type: 'done', id: m.id, text: r.data.text, confidence: Math.round(r.data.confidence) }),
    () => send({ type: 'failed', id: m.id }),
  );
});
