import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, type Watched } from './browser';
import { sessionSettled } from './session-helpers';

/**
 * The one dialog (src/web/ui/dialog, docs/ARCHITECTURE.md#tests item 6). First the framework-free controller itself in real
 * Chromium (the unit project has no DOM): dialog.ts is bundled by esbuild and driven on a bare page. Then a real
 * popup on the running server, the journey's OTP popup, opened from the keyboard in English and in Arabic.
 */

let browser: Browser;
let controllerJs = '';
let dialogCss = '';
beforeAll(async () => {
  const file = (p: string) => fileURLToPath(new URL(`../src/web/ui/dialog/${p}`, import.meta.url));
  const [b, bundle] = await Promise.all([
    launch(),
    build({
      entryPoints: [file('dialog.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'dialogKit',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    }),
  ]);
  browser = b;
  controllerJs = bundle.outputFiles[0]?.text ?? '';
  dialogCss = readFileSync(file('dialog.css'), 'utf8');
});
afterAll(async () => {
  await browser?.close();
});

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const locked = (page: Page) =>
  page.evaluate(() => ({
    cls: document.documentElement.classList.contains('dialog-open'),
    overflow: getComputedStyle(document.documentElement).overflowY,
  }));

/**
 * A real scroll gesture (wheel events through the compositor, as a visitor's mouse or trackpad) at a point;
 * resolves once the gesture has been delivered, then waits two frames for the scroll position to settle.
 */
async function scrollGesture(w: Watched, x: number, y: number): Promise<number> {
  const cdp = await w.context.newCDPSession(w.page);
  await cdp.send('Input.synthesizeScrollGesture', {
    x,
    y,
    yDistance: -600,
    gestureSourceType: 'mouse',
    speed: 4000,
  });
  await cdp.detach();
  return w.page.evaluate(
    () =>
      new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(window.scrollY)))),
  );
}

type Harness = Watched & { log: () => Promise<string[]> };

/**
 * A bare page with the site's dialog stylesheet, the controller as `window.dialogKit`, an opener before a tall
 * page, and the given dialogs. `window.events` collects what the controllers report.
 */
async function harness(
  dialogs: string,
  opts: { dir?: 'ltr' | 'rtl'; width?: number } = {},
): Promise<Harness> {
  const w = await openPage(browser, { viewport: { width: opts.width ?? 390, height: 700 } });
  const dir = opts.dir ?? 'ltr';
  await w.page.setContent(`<!doctype html>
<html lang="${dir === 'rtl' ? 'ar' : 'en'}" dir="${dir}"><head><style>
:root { --space: 16px; --radius: 10px; --color-bg: #fff; --color-fg: #14202b; --color-border: #d5dde5; }
body { margin: 0; font-family: sans-serif; }
${dialogCss}
</style></head><body>
<button id="opener">Open</button><a id="elsewhere" href="#x">Elsewhere</a>
<div style="block-size: 3000px"></div>
${dialogs}
</body></html>`);
  await w.page.addScriptTag({ content: `${controllerJs};window.events=[];` });
  return { ...w, log: () => w.page.evaluate(() => (window as unknown as { events: string[] }).events) };
}

/** `createDialog` on `#id` with options built in the page (callbacks log to `window.events`). */
async function create(page: Page, id: string, opts: { owner?: boolean; backdrop?: boolean } = {}) {
  await page.evaluate(
    ({ id, owner, backdrop }) => {
      const w = window as unknown as {
        events: string[];
        dialogKit: typeof import('../src/web/ui/dialog/dialog');
        ctl: Record<string, ReturnType<typeof import('../src/web/ui/dialog/dialog').createDialog>>;
      };
      w.ctl ??= {};
      w.ctl[id] = w.dialogKit.createDialog(document.getElementById(id) as HTMLDialogElement, {
        closeOnBackdrop: backdrop ?? false,
        onClose: () => w.events.push(`${id}:closed`),
        ...(owner ? { onRequestClose: (reason: string) => w.events.push(`${id}:request:${reason}`) } : {}),
      });
    },
    { id, owner: opts.owner ?? false, backdrop: opts.backdrop ?? false },
  );
}
const call = (page: Page, id: string, method: 'open' | 'close' | 'destroy') =>
  page.evaluate(
    ({ id, method }) =>
      (window as unknown as { ctl: Record<string, Record<string, () => void>> }).ctl[id]?.[method]?.(),
    { id, method },
  );
const isModal = (page: Page, id: string) =>
  page.evaluate((id) => document.getElementById(id)?.matches(':modal') ?? false, id);
const isOpen = (page: Page, id: string) =>
  page.evaluate((id) => (document.getElementById(id) as HTMLDialogElement).open, id);

const FORM_DIALOG = `<dialog id="d" class="dialog">
  <h2>Your details</h2><p id="d-text">We need a few details.</p>
  <button id="first">First</button>
  <button id="off" disabled>Disabled</button>
  <input id="code" data-autofocus>
  <button id="hidden" hidden>Hidden</button>
  <button id="last">Last</button>
</dialog>`;

describe('the dialog controller (src/web/ui/dialog/dialog.ts) in Chromium', () => {
  it('opens as a modal named by its title, focuses the marked control and locks the page scroll', async () => {
    const w = await harness(FORM_DIALOG);
    await w.page.evaluate(() => {
      const kit = (window as unknown as { dialogKit: typeof import('../src/web/ui/dialog/dialog') })
        .dialogKit;
      kit.createDialog(document.getElementById('d') as HTMLDialogElement, { describedBy: 'd-text' }).open();
    });
    expect(await isModal(w.page, 'd')).toBe(true);
    expect(await focusedId(w.page)).toBe('code');
    const name = await w.page.evaluate(() => {
      const d = document.getElementById('d');
      return document.getElementById(d?.getAttribute('aria-labelledby') ?? '')?.textContent;
    });
    expect(name).toBe('Your details');
    expect(await w.page.getByRole('dialog', { name: 'Your details' }).count()).toBe(1);
    expect(await w.page.getAttribute('#d', 'aria-describedby')).toBe('d-text');
    expect(await locked(w.page)).toEqual({ cls: true, overflow: 'hidden' });
    // The lock is what keeps the page still: a wheel over the backdrop scrolls it once the class is gone.
    expect(await scrollGesture(w, 195, 20)).toBe(0);
    await w.page.evaluate(() => document.documentElement.classList.remove('dialog-open'));
    expect(await scrollGesture(w, 195, 20)).toBeGreaterThan(0);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('focuses the first focusable control without a mark, else the dialog itself', async () => {
    const w = await harness(`
      <dialog id="a" class="dialog"><h2>A</h2><p>Text</p><a id="a-link" href="#a">Link</a><button>B</button></dialog>
      <dialog id="b" class="dialog"><h2>Nothing to press</h2><p>Only text.</p></dialog>`);
    await create(w.page, 'a');
    await call(w.page, 'a', 'open');
    expect(await focusedId(w.page)).toBe('a-link');
    await call(w.page, 'a', 'close');
    await create(w.page, 'b');
    await call(w.page, 'b', 'open');
    expect(await focusedId(w.page)).toBe('b');
    expect(await w.page.getAttribute('#b', 'tabindex')).toBe('-1');
    // Tab has nowhere to go but stays in the dialog.
    await w.page.keyboard.press('Tab');
    expect(await focusedId(w.page)).toBe('b');
    await w.context.close();
  });

  it('keeps Tab and Shift+Tab inside, skipping disabled and hidden controls', async () => {
    const w = await harness(FORM_DIALOG);
    await create(w.page, 'd');
    await call(w.page, 'd', 'open');
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await w.page.keyboard.press('Tab');
      seen.push(await focusedId(w.page));
    }
    expect(seen).toEqual(['last', 'first', 'code', 'last', 'first']);
    const back: string[] = [];
    for (let i = 0; i < 4; i++) {
      await w.page.keyboard.press('Shift+Tab');
      back.push(await focusedId(w.page));
    }
    expect(back).toEqual(['last', 'code', 'first', 'last']);
    await w.context.close();
  });

  it('closes on Escape by itself, returns focus to the opener and releases the page', async () => {
    const w = await harness(FORM_DIALOG);
    await create(w.page, 'd');
    await w.page.focus('#opener');
    await call(w.page, 'd', 'open');
    expect(await focusedId(w.page)).toBe('code');
    await w.page.keyboard.press('Escape');
    await w.page.locator('#d').waitFor({ state: 'hidden' });
    expect(await isOpen(w.page, 'd')).toBe(false);
    expect(await focusedId(w.page)).toBe('opener');
    expect(await locked(w.page)).toEqual({ cls: false, overflow: 'visible' });
    expect(await w.log()).toEqual(['d:closed']);
    await w.context.close();
  });

  it('lets its owner decide: Escape is reported and the dialog stays open until the owner closes it', async () => {
    const w = await harness(FORM_DIALOG);
    await create(w.page, 'd', { owner: true });
    await w.page.focus('#opener');
    await call(w.page, 'd', 'open');
    // Twice, without any click in between: Chromium would force a native close on the second `cancel`.
    await w.page.keyboard.press('Escape');
    await w.page.keyboard.press('Escape');
    expect(await w.log()).toEqual(['d:request:escape', 'd:request:escape']);
    expect(await isModal(w.page, 'd')).toBe(true);
    await call(w.page, 'd', 'close');
    expect(await isOpen(w.page, 'd')).toBe(false);
    expect(await focusedId(w.page)).toBe('opener');
    expect(await w.log()).toEqual(['d:request:escape', 'd:request:escape', 'd:closed']);
    await w.context.close();
  });

  it('closes on a backdrop tap only when asked to, never on a tap inside', async () => {
    const w = await harness(`${FORM_DIALOG}
      <dialog id="s" class="dialog"><h2>Sheet</h2><button id="s-btn">OK</button></dialog>`);
    await create(w.page, 'd');
    await call(w.page, 'd', 'open');
    await w.page.mouse.click(5, 5);
    expect(await isModal(w.page, 'd')).toBe(true);
    await call(w.page, 'd', 'close');

    await create(w.page, 's', { owner: true, backdrop: true });
    await call(w.page, 's', 'open');
    const box = await w.page.locator('#s').boundingBox();
    if (!box) throw new Error('no dialog box');
    await w.page.mouse.click(box.x + 4, box.y + 4); // the dialog's own padding, not the backdrop
    expect(await w.log()).toEqual(['d:closed']);
    await w.page.mouse.click(5, 5);
    expect(await w.log()).toEqual(['d:closed', 's:request:backdrop']);
    await w.context.close();
  });

  it('stacks: the page stays locked until the last dialog closes, and focus walks back', async () => {
    const w = await harness(`${FORM_DIALOG}
      <dialog id="top" class="dialog"><h2>On top</h2><button id="top-btn">OK</button></dialog>`);
    await create(w.page, 'd');
    await create(w.page, 'top');
    await w.page.focus('#opener');
    await call(w.page, 'd', 'open');
    await w.page.focus('#first');
    await call(w.page, 'top', 'open');
    expect(await focusedId(w.page)).toBe('top-btn');
    await w.page.keyboard.press('Escape'); // only the top one
    await w.page.locator('#top').waitFor({ state: 'hidden' });
    expect(await isModal(w.page, 'd')).toBe(true);
    expect(await focusedId(w.page)).toBe('first');
    expect((await locked(w.page)).cls).toBe(true);
    await w.page.keyboard.press('Escape');
    await w.page.locator('#d').waitFor({ state: 'hidden' });
    expect(await focusedId(w.page)).toBe('opener');
    expect((await locked(w.page)).cls).toBe(false);
    await w.context.close();
  });

  it('settles when the browser closes it by itself, and destroy() lets go of the element', async () => {
    const w = await harness(FORM_DIALOG);
    await create(w.page, 'd', { owner: true });
    await w.page.focus('#opener');
    await call(w.page, 'd', 'open');
    await w.page.evaluate(() => (document.getElementById('d') as HTMLDialogElement).close());
    await expect.poll(() => w.log()).toEqual(['d:closed', 'd:request:escape']);
    expect((await locked(w.page)).cls).toBe(false);
    expect(await focusedId(w.page)).toBe('opener');

    await call(w.page, 'd', 'open');
    await call(w.page, 'd', 'destroy');
    expect(await isOpen(w.page, 'd')).toBe(false);
    expect((await locked(w.page)).cls).toBe(false);
    // No listener left: a native open and Escape reach nobody.
    await w.page.evaluate(() => (document.getElementById('d') as HTMLDialogElement).showModal());
    await w.page.keyboard.press('Escape');
    await w.page.locator('#d').waitFor({ state: 'hidden' });
    expect(await w.log()).toEqual(['d:closed', 'd:request:escape', 'd:closed']);
    await w.context.close();
  });

  it('falls back to the open attribute without showModal, still holding focus and Escape', async () => {
    const w = await harness(FORM_DIALOG);
    await w.page.evaluate(() => {
      // What an old browser or a DOM emulation offers.
      Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: undefined });
    });
    await create(w.page, 'd');
    await w.page.focus('#opener');
    await call(w.page, 'd', 'open');
    expect(await isOpen(w.page, 'd')).toBe(true);
    expect(await w.page.getAttribute('#d', 'class')).toContain('dialog--fallback');
    expect(await w.page.getAttribute('#d', 'aria-modal')).toBe('true');
    expect(await w.page.locator('#d').isVisible()).toBe(true);
    expect(await focusedId(w.page)).toBe('code');
    expect((await locked(w.page)).cls).toBe(true);
    // Focus wandering out (a script, a click on the page) is brought back in.
    await w.page.focus('#elsewhere');
    expect(await focusedId(w.page)).toBe('code');
    await w.page.keyboard.press('Shift+Tab');
    await w.page.keyboard.press('Shift+Tab');
    expect(await focusedId(w.page)).toBe('last');
    await w.page.keyboard.press('Escape');
    expect(await isOpen(w.page, 'd')).toBe(false);
    expect(await w.page.getAttribute('#d', 'aria-modal')).toBeNull();
    expect(await focusedId(w.page)).toBe('opener');
    expect((await locked(w.page)).cls).toBe(false);
    await w.context.close();
  });

  it('lays out right to left from the document, inside a 360 px screen', async () => {
    const w = await harness(
      `<dialog id="d" class="dialog"><h2>تابع من حيث توقفت!</h2>
        <p>${'نص عربي طويل يلتف داخل النافذة '.repeat(12)}</p><button id="ok">إغلاق</button></dialog>`,
      { dir: 'rtl', width: 360 },
    );
    await create(w.page, 'd');
    await call(w.page, 'd', 'open');
    expect(await w.page.$eval('#d', (el) => getComputedStyle(el).direction)).toBe('rtl');
    const box = await w.page.locator('#d').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await w.context.close();
  });
});

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

async function choose(page: Page, fieldId: string): Promise<void> {
  const select = page.locator(`#jf-${fieldId}`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption((await select.locator('option').nth(1).getAttribute('value')) ?? '');
}

/**
 * The personal-loan journey (three screens, then the OTP popup). Submits from the keyboard: focus is on the
 * button that opens the popup, which is where it must come back. Returns the opener's locator.
 */
async function reachOtp(page: Page, prefix: string) {
  expect((await page.goto(`${baseUrl()}${prefix}/personal-loans/`))?.status()).toBe(200);
  expect(await sessionSettled(page)).toBe('ready');
  await page.waitForSelector('html[data-hydrated="true"]');
  const next = page.locator('.journey__form button.journey__next');
  await page.fill('#jf-monthlySalary', '15000');
  await choose(page, 'employerCategory');
  // Decision 0018: the lending rules read the date of birth and the nationality.
  await page.fill('#jf-dateOfBirth', '1990-05-20');
  await choose(page, 'nationality');
  await next.click();
  await page.locator('#jf-loanAmount').waitFor();
  await page.fill('#jf-loanAmount', '50000');
  await choose(page, 'loanTenure');
  await page.fill('#jf-existingRepayments', '0');
  await next.click();
  await page.locator('#jf-name').waitFor();
  await page.fill('#jf-name', 'Sara Ahmed');
  await page.fill('#jf-email', 'sara.dialog@example.com');
  await page.fill('#jf-mobileNumber', `50${String(Date.now()).slice(-7)}`);
  await next.focus();
  await page.keyboard.press('Enter');
  return next;
}

describe('a real popup on the one dialog: the OTP popup', () => {
  it('takes focus, keeps Tab inside, holds the page still, closes on Escape back to its opener', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    const opener = await reachOtp(page, '');
    const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
    await expect.poll(() => focusedId(page)).toBe('journey-otp-input');

    // Tab runs through the popup's controls (Resend only once its timer ran out) and wraps to the code box;
    // Shift+Tab from the code box wraps to the last control, the close button.
    const active = () =>
      page.evaluate(() => ({
        inside: !!document.activeElement?.closest('dialog[open]'),
        id: document.activeElement?.id ?? '',
        label:
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      }));
    const seen: string[] = [];
    for (let i = 0; i < 6 && (seen.length === 0 || seen.at(-1) !== 'journey-otp-input'); i++) {
      await page.keyboard.press('Tab');
      const a = await active();
      expect(a.inside).toBe(true);
      seen.push(a.id || a.label);
    }
    expect(seen[0]).toBe('Verify');
    expect(seen.at(-2)).toBe('Close');
    expect(seen.at(-1)).toBe('journey-otp-input');
    await page.keyboard.press('Shift+Tab');
    expect(await active()).toMatchObject({ inside: true, label: 'Close' });

    // The page behind cannot scroll: a wheel over the backdrop leaves it where it was.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    expect(await locked(page)).toEqual({ cls: true, overflow: 'hidden' });
    expect(await scrollGesture(w, PHONE.width / 2, 10)).toBe(before);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await locked(page)).cls).toBe(false);
    // …and scrolls again once it is closed.
    expect(await scrollGesture(w, PHONE.width / 2, 10)).toBeGreaterThan(before);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });

  it('in Arabic on a 360 px phone: named in Arabic, right to left, nothing sticks out sideways', async () => {
    const w = await openPage(browser, { viewport: SMALL_PHONE });
    const { page } = w;
    const opener = await reachOtp(page, '/ar-ae');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    const dialog = page.getByRole('dialog', { name: 'تحقق من رقم هاتفك المتحرك' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const box = await dialog.boundingBox();
    if (!box) throw new Error('no dialog box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The close button sits at the inline end: on the left in Arabic.
    const close = await page.getByRole('button', { name: 'إغلاق' }).boundingBox();
    expect((close?.x ?? Infinity) + (close?.width ?? 0) / 2).toBeLessThan(box.x + box.width / 2);
    // The masked number stays left to right inside the Arabic sentence.
    expect(await page.$eval('#journey-otp-sent bdi', (el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });
});
