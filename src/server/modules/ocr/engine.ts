import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OCR_LANGS, type ToChild, type ToParent } from './protocol';

/**
 * The OCR engine (decisions 0027 and 0041): one warm tesseract.js worker, one read at a time (docs/product/documents.md 'worker
 * pool max 1'), in a child process started through `prlimit --as` with an address-space limit, so that neither
 * a failed job nor an image bomb can reach the server process. A read past its time limit kills the child; a
 * child that dies (whatever the cause) fails the read it had, and the next read starts a new one. Nothing is
 * fetched at run time: the traineddata are copied from node_modules into one folder under DATA_DIR.
 */

export type OcrRead = { text: string; confidence: number };

export type OcrEngine = {
  /** Reads an image (PNG or JPEG bytes); rejects on a failed, crashed or timed-out read. */
  read(image: Buffer): Promise<OcrRead>;
  /** Reads waiting behind the current one. */
  readonly waiting: number;
  /** The child process's id while one runs (tests and diagnostics). */
  readonly childPid: number | undefined;
  close(): Promise<void>;
};

/** The LSTM 'best_int' models (what tesseract.js picks for LSTM-only reads). */
const MODEL_DIR = '4.0.0_best_int';

/**
 * The child's address space (decision 0041): a card read needs about 1.7 GiB of it (Node, a worker thread and
 * the WebAssembly memory that V8 sizes to what the limit leaves) and 0.2 GiB resident; 1.5 GiB does not start.
 * An image that needs more fails its allocation inside the child.
 */
export const OCR_ADDRESS_SPACE_BYTES = 2 * 1024 ** 3;

/** A read (the child's start included) taking longer is abandoned and the child killed. */
export const OCR_TIMEOUT_MS = 30_000;

/** The child's niceness: when the CPUs are busy, the server's requests are served before OCR reads. */
export const OCR_NICENESS = 10;

/** Where util-linux installs prlimit (Debian: /usr/bin). */
const PRLIMIT_PATHS = ['/usr/bin/prlimit', '/bin/prlimit', '/usr/local/bin/prlimit'];

/**
 * Without it V8 reserves about 10 GiB of guard regions for each WebAssembly memory, which no useful address-space
 * limit leaves room for; with it the WebAssembly code checks its bounds inline (decision 0041).
 */
const NO_TRAP_HANDLER = '--disable-wasm-trap-handler';

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
/** tesseract could not decode the image. */
export class OcrUnreadableError extends Error {
  constructor() {
    super('ocr could not read the image');
  }
}
/** The child process died during the read (a crash, an allocation over its limit, a kill). */
export class OcrCrashError extends Error {
  constructor(readonly exit: { code: number | null; signal: string | null }) {
    super(`ocr child exited (${exit.signal ?? `code ${exit.code}`})`);
  }
}

/**
 * Copies the traineddata of OCR_LANGS from their npm packages into `<dataDir>/ocr/tessdata` (once). Asynchronous,
 * like everything the engine does before a read: the server's event loop is never held by OCR (decision 0041).
 */
export async function prepareLanguageFolder(dataDir: string): Promise<string> {
  const folder = join(dataDir, 'ocr', 'tessdata');
  await mkdir(folder, { recursive: true });
  const require = createRequire(import.meta.url);
  const size = (p: string) =>
    stat(p).then(
      (s) => s.size,
      () => -1,
    );
  for (const lang of OCR_LANGS) {
    const from = join(
      dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)),
      MODEL_DIR,
      `${lang}.traineddata.gz`,
    );
    const to = join(folder, `${lang}.traineddata.gz`);
    if ((await size(to)) !== (await size(from))) {
      // Engines of several test files may copy at once: each writes its own file, then renames it into place.
      const tmp = `${to}.${process.pid}-${Date.now()}.tmp`;
      await copyFile(from, tmp);
      await rename(tmp, to);
    }
  }
  return folder;
}

export type ChildCommand = { command: string; args: string[]; limited: boolean };

let sourceBundle: Promise<string> | undefined;

/**
 * From sources (tests, `npm run dev`) child.ts is bundled the way scripts/build.mjs bundles it, into
 * node_modules/.cache (where its packages resolve), rather than run through tsx: tsx's loader thread costs the
 * child address space, and under the limit a child started that way failed at some limits (decision 0041).
 */
async function bundleFromSources(sourceDir: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const nodeModules = dirname(dirname(require.resolve('tesseract.js/package.json')));
  const out = join(nodeModules, '.cache', 'sahel-ocr', 'ocr-child.mjs');
  const tmp = `${out}.${process.pid}-${Date.now()}.tmp`;
  const esbuild = require('esbuild') as typeof import('esbuild');
  await esbuild.build({
    entryPoints: [join(sourceDir, 'child.ts')],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  await rename(tmp, out);
  return out;
}

/**
 * How the child is started: the bundle's `ocr-child.js` beside the built server (dist/server), or child.ts
 * bundled on the fly when the server runs from sources; under prlimit when it and the V8 flag are there.
 */
export async function childCommand(langPath: string, addressSpaceBytes: number): Promise<ChildCommand> {
  const here = fileURLToPath(import.meta.url);
  let script = join(dirname(here), 'ocr-child.js');
  if (here.endsWith('.ts')) {
    const bundling = (sourceBundle ??= bundleFromSources(dirname(here)));
    bundling.catch(() => (sourceBundle = undefined));
    script = await bundling;
  }
  const prlimit = PRLIMIT_PATHS.find((p) => existsSync(p));
  const flag = process.allowedNodeEnvironmentFlags.has(NO_TRAP_HANDLER);
  if (prlimit && flag)
    return {
      command: prlimit,
      args: [`--as=${addressSpaceBytes}`, process.execPath, NO_TRAP_HANDLER, script, langPath],
      limited: true,
    };
  return { command: process.execPath, args: [script, langPath], limited: false };
}

type Child = {
  proc: ChildProcess;
  ready: Promise<void>;
  /** Settles when the process has exited (never rejects). */
  exited: Promise<{ code: number | null; signal: string | null }>;
  waiters: Map<number, { resolve: (r: OcrRead) => void; reject: (e: Error) => void }>;
  /** The end of its stderr, for the log line of a crash (tesseract's own messages, never what was read). */
  stderr: string;
};

type EngineLog = {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

export function createOcrEngine(opts: {
  dataDir: string;
  /** Reads allowed to wait behind the current one; more are refused with OcrBusyError. */
  maxWaiting?: number;
  /** A read taking longer is abandoned and the child killed. */
  timeoutMs?: number;
  addressSpaceBytes?: number;
  log?: EngineLog;
}): OcrEngine {
  const maxWaiting = opts.maxWaiting ?? 8;
  const timeoutMs = opts.timeoutMs ?? OCR_TIMEOUT_MS;
  const addressSpaceBytes = opts.addressSpaceBytes ?? OCR_ADDRESS_SPACE_BYTES;
  let child: Child | undefined;
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;
  let seq = 0;
  let warnedUnlimited = false;

  /** The language folder and the command, found once (and again after a failure). */
  let prepared: Promise<ChildCommand> | undefined;
  const prepare = () => {
    const p = (prepared ??= prepareLanguageFolder(opts.dataDir).then((langPath) =>
      childCommand(langPath, addressSpaceBytes),
    ));
    p.catch(() => (prepared = undefined));
    return p;
  };

  const startChild = (cmd: ChildCommand): Child => {
    if (!cmd.limited && !warnedUnlimited) {
      warnedUnlimited = true;
      opts.log?.warn({}, 'ocr child runs without an address-space limit (prlimit or the V8 flag missing)');
    }
    // No environment: the child needs none, and the server's secrets stay in the server.
    const proc = spawn(cmd.command, cmd.args, {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {},
    });
    let onReady!: () => void;
    let onNotReady!: (e: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      onReady = resolve;
      onNotReady = reject;
    });
    ready.catch(() => undefined);
    const c: Child = {
      proc,
      ready,
      exited: new Promise((resolve) => {
        let done = false;
        const end = (code: number | null, signal: string | null) => {
          if (done) return;
          done = true;
          const exit = { code, signal };
          if (child === c) child = undefined;
          const err = new OcrCrashError(exit);
          onNotReady(err);
          for (const w of c.waiters.values()) w.reject(err);
          c.waiters.clear();
          resolve(exit);
        };
        proc.on('exit', end);
        // Not started at all (spawn failed): no exit event follows.
        proc.on('error', () => {
          if (proc.pid === undefined) end(null, 'spawn-failed');
        });
      }),
      waiters: new Map(),
      stderr: '',
    };
    proc.stderr?.setEncoding('utf8');
    proc.stderr?.on('data', (s: string) => {
      c.stderr = (c.stderr + s).slice(-2000);
    });
    proc.on('message', (m: ToParent) => {
      if (m.type === 'ready') return onReady();
      const w = c.waiters.get(m.id);
      if (!w) return;
      c.waiters.delete(m.id);
      if (m.type === 'done') w.resolve({ text: m.text, confidence: m.confidence });
      else w.reject(new OcrUnreadableError());
    });
    proc.on('spawn', () => {
      // The server keeps the CPU first: the child reads at a lower priority (decision 0041).
      if (proc.pid === undefined) return;
      try {
        setPriority(proc.pid, OCR_NICENESS);
      } catch {
        // Not allowed here: it reads at the server's priority.
      }
    });
    // An idle child does not keep the server (or a test run) from exiting; a read in progress has its timer.
    proc.unref();
    proc.channel?.unref();
    return c;
  };

  const kill = async (c: Child) => {
    if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
    await c.exited;
  };

  const once = async (image: Buffer): Promise<OcrRead> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError()), timeoutMs);
    });
    timeout.catch(() => undefined);
    let c: Child;
    try {
      c = child ?? (child = startChild(await Promise.race([prepare(), timeout])));
    } catch (err) {
      clearTimeout(timer);
      throw err;
    }
    try {
      await Promise.race([c.ready, timeout]);
      const id = ++seq;
      const answer = new Promise<OcrRead>((resolve, reject) => c.waiters.set(id, { resolve, reject }));
      const msg: ToChild = { type: 'read', id, image };
      c.proc.send(msg, (err) => {
        if (err) c.waiters.get(id)?.reject(new OcrCrashError({ code: null, signal: 'ipc-closed' }));
      });
      return await Promise.race([answer, timeout]);
    } catch (err) {
      if (err instanceof OcrCrashError)
        opts.log?.warn(
          { exit: err.exit, stderr: c.stderr.slice(-300) },
          'ocr child died during a read; the next read starts another',
        );
      // A stuck child is replaced; one that could not decode an image is still fine.
      if (!(err instanceof OcrUnreadableError)) await kill(c);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    get waiting() {
      return waiting;
    },
    get childPid() {
      return child?.proc.pid;
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
      const c = child;
      child = undefined;
      if (c) await kill(c);
    },
  };
}
