import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../src/server/config';
import { sanitize } from '../src/web/safe/safe-html';
import { launch } from './browser';

/**
 * The sanitiser against the vendored XSS corpora, in a real browser (test/data/xss/NOTICE.md):
 * every sanitised vector is rendered and poked with the usual events; executions are counted (expected 0).
 * A control renders the raw vectors and must see executions, proving the harness can detect one.
 */
// Vendored in the repository: a missing file throws here and fails the file instead of skipping it.
const dir = join(ROOT, 'test', 'data', 'xss');
const vectors: string[] = ['owasp-filter-evasion.json', 'dompurify-fixtures.json'].flatMap(
  (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as string[],
);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Resolves once what the fragments started has run: every image, frame, media and object element finished
 * loading or failing (their load/error handlers are where many vectors execute), then two animation frames and
 * a task for handlers those queued. Waits for events, not for a fixed time.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = Array.from(
      document.querySelectorAll(
        'img, iframe, frame, video, audio, object, embed, input[type=image], script[src]',
      ),
    ).filter((el) => !(el instanceof HTMLImageElement && el.complete));
    // bounded: a frame whose source never answers must not hang the chunk (it resolves as soon as all report)
    const cap = new Promise<void>((r) => setTimeout(r, 3000));
    const all = Promise.all(
      pending.map(
        (el) =>
          new Promise<void>((resolve) => {
            el.addEventListener('load', () => resolve(), { once: true });
            el.addEventListener('error', () => resolve(), { once: true });
            // media and objects that never fire either (no source, blocked) are done once the document is
            if (!(el instanceof HTMLImageElement || el instanceof HTMLIFrameElement)) resolve();
          }),
      ),
    );
    await Promise.race([all, cap]);
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    await new Promise<void>((r) => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => r();
      ch.port2.postMessage(null);
    });
  });
}

/**
 * Renders HTML fragments in a fresh blank page per chunk (no CSP, so the harness gets no help from it),
 * fires the usual events, and counts calls to alert/confirm/prompt/print. Each call is reported to the test
 * through a binding the moment it happens, so a vector that then navigates or wrecks its page cannot take its
 * count with it; a native dialog (a document where the overrides are gone) counts too. Every request is
 * aborted: nothing leaves the machine and load errors fire at once. `strict` (sanitised input): a page that
 * navigated away counts as an execution, since inert HTML cannot navigate.
 */
async function executions(fragments: string[], chunkSize: number, strict: boolean): Promise<number> {
  let total = 0;
  let navigated = false;
  const freshPage = async (): Promise<Page> => {
    const p = await browser.newPage();
    p.on('dialog', (d) => {
      total += 1;
      void d.dismiss().catch(() => undefined);
    });
    p.on('framenavigated', (f) => {
      if (f === p.mainFrame()) navigated = true;
    });
    await p.route('**/*', (route) => route.abort());
    await p.exposeFunction('__xssHit', () => {
      total += 1;
    });
    return p;
  };
  let page = await freshPage();
  for (let i = 0; i < fragments.length; i += chunkSize) {
    const chunk = fragments.slice(i, i + chunkSize);
    // A page a vector navigated or wrecked is replaced, so every chunk starts on a clean blank document.
    if (navigated || page.isClosed()) {
      await page.close().catch(() => undefined);
      page = await freshPage();
    }
    await page.setContent('<!doctype html><html><body></body></html>');
    navigated = false;
    await page.evaluate(() => {
      const hit = () => void (window as unknown as { __xssHit: () => Promise<void> }).__xssHit();
      for (const name of ['alert', 'confirm', 'prompt', 'print']) {
        Object.defineProperty(window, name, { value: hit, configurable: true, writable: true });
      }
    });
    try {
      await page.evaluate((html) => {
        for (const h of html) {
          try {
            const root = document.createElement('section');
            (document.body ?? document.documentElement).appendChild(root);
            root.innerHTML = h;
            // innerHTML never runs <script>; re-create scripts so raw vectors in the control really execute.
            for (const old of Array.from(root.querySelectorAll('script'))) {
              const s = document.createElement('script');
              s.text = old.text;
              old.replaceWith(s);
            }
            for (const el of Array.from(root.querySelectorAll('*'))) {
              for (const type of [
                'mouseover',
                'mouseenter',
                'click',
                'focus',
                'load',
                'error',
                'input',
                'change',
              ]) {
                el.dispatchEvent(new Event(type, { bubbles: true }));
              }
            }
            for (const a of Array.from(root.querySelectorAll('a[href]'))) {
              if (/^\s*javascript:/i.test(a.getAttribute('href') ?? '')) (a as HTMLAnchorElement).click();
            }
          } catch {
            // a broken vector must not stop the others
          }
        }
      }, chunk);
      await settled(page);
    } catch {
      navigated = true; // the context is gone: replace the page before the next chunk
    }
    // Inert HTML never navigates: in strict mode a navigation is an execution.
    if (strict && navigated) total += 1;
  }
  await page.close();
  return total;
}

describe('XSS corpus in Chromium', () => {
  it('has the whole vendored corpus', () => {
    expect(vectors).toHaveLength(322);
  });

  it(`executes none of ${vectors.length} sanitised vectors`, async () => {
    const hits = await executions(
      vectors.map((v) => sanitize(v)),
      40,
      true,
    );
    expect(hits).toBe(0);
  });

  it('control: the same harness detects executions of the raw vectors', async () => {
    const hits = await executions(vectors.slice(0, 120), 4, false);
    expect(hits).toBeGreaterThanOrEqual(10);
  });
});
