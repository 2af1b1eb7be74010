/**
 * npm run lint:html (decision 0047): a set of pages in English and Arabic, rendered by the built server with its own
 * throwaway embedded PostgreSQL, checked by the Nu HTML Checker (vnu-jar, one JVM for every page) and by
 * HTML_CodeSniffer's WCAG2AA sniffs injected into the same pages in Chromium. Prints a table per page and the
 * totals; exits non-zero on any error of either. Needs `npm run build` first and `java` 11+ on the PATH.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { launch } from '../e2e/chromium';
import { ROOT } from '../src/server/config';
import { startServer, SUITE_LIMITS } from '../e2e/server';

/** Content paths; each is checked in English and under /ar-ae/. */
export const PAGES = [
  '/',
  '/car-insurance/',
  '/health-insurance/',
  '/travel-insurance/',
  '/car-insurance/buy-insurance/v2/',
  '/car-insurance/quotes/',
  '/credit-cards/',
  '/credit-cards/apply/',
  '/personal-loans/',
  '/calculators/',
  '/insurance-glossary/',
  '/insurance-glossary/excess/',
  '/news-and-update/home-insurance-quotes/',
  '/ceo-blog/our-story/',
  '/account/',
  '/my-data/',
  '/about-us/',
  '/contact-us/',
  '/sitemap/',
] as const;

const VNU_JAR = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
const HTMLCS_JS = join(ROOT, 'node_modules/@pa11y/html_codesniffer/build/HTMLCS.js');

type Issue = { message: string; where: string };
type Row = { url: string; file: string; nu: Issue[]; htmlcs: Issue[] };

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/** One JVM over every saved page: `--format json` lists messages with the file they belong to. */
async function runVnu(files: string[]): Promise<Map<string, Issue[]>> {
  const child = spawn('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('error', (e) =>
      reject(new Error(`could not run java (${e.message}); install Java 11 or later`)),
    );
    child.once('close', () => resolve());
  });
  const out = new Map<string, Issue[]>(files.map((f) => [f, []]));
  const { messages } = JSON.parse(text || '{"messages":[]}') as { messages: VnuMessage[] };
  for (const m of messages) {
    // Errors only (warnings and info are advice): `error`, and `non-document-error` (a file it could not read).
    if (m.type !== 'error' && m.type !== 'non-document-error') continue;
    const file = decodeURIComponent((m.url ?? '').replace(/^file:/, ''));
    const list = out.get(file);
    const issue = { message: m.message, where: `line ${m.lastLine ?? '?'}: ${(m.extract ?? '').trim()}` };
    if (list) list.push(issue);
    else throw new Error(`vnu: ${m.message} (${m.url ?? 'no file'})`);
  }
  return out;
}

type Sniffed = { code: string; msg: string; where: string };

/** HTML_CodeSniffer's WCAG2AA sniffs in the page; its errors (type 1) only, notices and warnings are advice. */
async function sniff(page: Page, htmlcs: string): Promise<Issue[]> {
  // HTML_CodeSniffer's build defines its globals when run; page scripts are off, so it is evaluated from here.
  await page.evaluate(htmlcs);
  const sniffed = await page.evaluate(async () => {
    const w = window as unknown as {
      HTMLCS: {
        process: (standard: string, el: Document, done: () => void) => void;
        getMessages: () => { type: number; code: string; msg: string; element: Element | null }[];
      };
    };
    await new Promise<void>((resolve) => w.HTMLCS.process('WCAG2AA', document, resolve));
    return w.HTMLCS.getMessages()
      .filter((m) => m.type === 1)
      .map((m) => ({ code: m.code, msg: m.msg, where: m.element?.outerHTML.slice(0, 160) ?? '' }));
  });
  return (sniffed as Sniffed[]).map((x) => ({ message: `${x.code}: ${x.msg}`, where: x.where }));
}

async function main(): Promise<void> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'sahel-lint-html-'));
  const server = await startServer(SUITE_LIMITS);
  const browser = await launch();
  const rows: Row[] = [];
  try {
    const htmlcs = readFileSync(HTMLCS_JS, 'utf8');
    const urls = PAGES.flatMap((p) => [p, `/ar-ae${p}`]);
    for (const [i, url] of urls.entries()) {
      const res = await fetch(server.baseUrl + url);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      const file = join(dir, `${String(i).padStart(2, '0')}.html`);
      writeFileSync(file, body);
      rows.push({ url, file, nu: [], htmlcs: [] });
    }
    // The JVM checks the saved pages while Chromium runs the sniffs.
    const nu = runVnu(rows.map((r) => r.file));
    // The server's markup as sent (scripts off): both checkers see the same document.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    let next = 0;
    const worker = async () => {
      const page = await context.newPage();
      for (let r = rows[next++]; r; r = rows[next++]) {
        await page.goto(server.baseUrl + r.url, { waitUntil: 'load' });
        r.htmlcs = await sniff(page, htmlcs);
      }
      await page.close();
    };
    await Promise.all([worker(), worker(), worker()]);
    await context.close();
    const found = await nu;
    for (const r of rows) r.nu = found.get(r.file) ?? [];
  } finally {
    await browser.close();
    await server.stop();
  }

  const pad = Math.max(...rows.map((r) => r.url.length));
  console.log(`${'page'.padEnd(pad)}  Nu  HTMLCS`);
  for (const r of rows)
    console.log(
      `${r.url.padEnd(pad)}  ${String(r.nu.length).padStart(2)}  ${String(r.htmlcs.length).padStart(6)}`,
    );
  const nuTotal = rows.reduce((a, r) => a + r.nu.length, 0);
  const csTotal = rows.reduce((a, r) => a + r.htmlcs.length, 0);
  console.log(`${'total'.padEnd(pad)}  ${String(nuTotal).padStart(2)}  ${String(csTotal).padStart(6)}`);
  for (const r of rows) {
    for (const e of r.nu) console.log(`\n[Nu] ${r.url}: ${e.message}\n     ${e.where}`);
    for (const e of r.htmlcs) console.log(`\n[HTMLCS] ${r.url}: ${e.message}\n     ${e.where}`);
  }
  console.log(
    `\n${rows.length} pages, ${nuTotal} Nu errors, ${csTotal} HTML_CodeSniffer errors (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  rmSync(dir, { recursive: true, force: true });
  process.exit(nuTotal + csTotal === 0 ? 0 : 1);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
