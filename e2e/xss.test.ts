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
 * fires the usual events, and counts calls to alert/confirm/prompt/print. A raw vector may wreck or navigate
 * its page; that chunk then counts what it recorded before, and the next chunk starts clean.
 */
async function executions(page: Page, fragments: string[], chunkSize: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < fragments.length; i += chunkSize) {
    const chunk = fragments.slice(i, i + chunkSize);
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.evaluate(() => {
      const w = window as unknown as { __hits: number };
      w.__hits = 0;
      const hit = () => {
        w.__hits += 1;
      };
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
              for (const a of Array.from(old.attributes)) s.setAttribute(a.name, a.value);
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
      total += await page.evaluate(() => (window as unknown as { __hits?: number }).__hits ?? 0);
    } catch {
      // the raw vector navigated or destroyed the page context
    }
  }
  return total;
}

describe('XSS corpus in Chromium', () => {
  it('has the whole vendored corpus', () => {
    expect(vectors).toHaveLength(322);
  });

  it(`executes none of ${vectors.length} sanitised vectors`, async () => {
    const page = await browser.newPage();
    const hits = await executions(
      page,
      vectors.map((v) => sanitize(v)),
      40,
    );
    expect(hits).toBe(0);
    await page.close();
  });

  it('control: the same harness detects executions of the raw vectors', async () => {
    const page = await browser.newPage();
    page.on('dialog', (d) => void d.dismiss());
    const hits = await executions(page, vectors.slice(0, 120), 4);
    expect(hits).toBeGreaterThanOrEqual(10);
    await page.close();
  });
});
