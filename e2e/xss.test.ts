import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from '../src/server/config';
import { sanitize } from '../src/web/safe/safe-html';
import { launch } from './browser';

/**
 * The sanitiser against the shared XSS corpora, in a real browser (shared/testdata/xss/NOTICE.md):
 * every sanitised vector is rendered and poked with the usual events; executions are counted (expected 0).
 * A control renders the raw vectors and must see executions, proving the harness can detect one.
 */
const dir = join(ROOT, '..', 'shared', 'testdata', 'xss');
const vectors: string[] = existsSync(dir)
  ? ['owasp-filter-evasion.json', 'dompurify-fixtures.json'].flatMap(
      (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as string[],
    )
  : [];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

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
      await page.waitForTimeout(150);
      total += await page.evaluate(() => (window as unknown as { __hits?: number }).__hits ?? 0);
    } catch {
      // the raw vector navigated or destroyed the page context
    }
  }
  return total;
}

describe.skipIf(vectors.length === 0)('XSS corpus in Chromium', () => {
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
