import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * The nav group's blocks in Chromium (docs/product/pages.md; decision 0036) on the block gallery (axe and no overflow
 * at 390 and 1280 px in en and ar: e2e/block-gallery.test.ts); tabs by keyboard (roving tabindex, arrows mirrored
 * in Arabic); carousel buttons and arrow keys; autoplay only on desktop, paused on hover and under reduced motion;
 * the video player only after the click; the table of contents' 'Read More' / 'Read Less'.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const story = (type: string) => `section.block-gallery__story[data-block-type="${type}"]`;

async function gallery(
  path = '/dev/blocks/',
  viewport = { width: 1280, height: 900 },
  reducedMotion = false,
) {
  const w = await openPage(browser, { viewport });
  if (reducedMotion) await w.page.emulateMedia({ reducedMotion: 'reduce' });
  await w.page.goto(baseUrl() + path);
  await w.page.waitForSelector('html[data-hydrated="true"]');
  await w.page.waitForSelector(`${story('SLIDER')} .carousel[data-widget-ready]`);
  return w;
}

/**
 * One desktop gallery page per language for the tests that each use a block of their own and leave the others as
 * they found them (TABS, SLIDER, VIDEO, TABLE_OF_CONTENT): the gallery is a heavy page to load (decision 0082).
 */
const sharedPages = new Map<string, Promise<Awaited<ReturnType<typeof gallery>>>>();
const sharedGallery = (path = '/dev/blocks/') => {
  let w = sharedPages.get(path);
  if (!w) sharedPages.set(path, (w = gallery(path)));
  return w;
};
afterAll(async () => {
  for (const w of sharedPages.values()) await w.then((x) => x.context.close()).catch(() => undefined);
});

describe('nav blocks', () => {
  // Axe (no violation of any impact) and the width of every nav story, at 390 and 1280 px in en and ar, are checked
  // on e2e/block-gallery.test.ts's run of axe over the whole page, which this file used to repeat (decision 0082).

  it('TABS: arrow keys, Home and End move the selection and the panel (mirrored in Arabic)', async () => {
    for (const [path, forward] of [
      ['/dev/blocks/', 'ArrowRight'],
      ['/ar-ae/dev/blocks/', 'ArrowLeft'],
    ] as const) {
      const w = await sharedGallery(path);
      const block = w.page.locator(`${story('TABS')} .tabs`);
      const tabs = block.getByRole('tab');
      const panels = block.locator('.tabs__panel');
      expect(await tabs.count()).toBe(3);
      expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
      expect(await panels.nth(1).isHidden()).toBe(true);
      await tabs.nth(0).focus();
      await w.page.keyboard.press(forward);
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.nth(0).getAttribute('tabindex')).toBe('-1');
      expect(await panels.nth(1).isVisible()).toBe(true);
      expect(await panels.nth(0).isHidden()).toBe(true);
      await w.page.keyboard.press('End');
      await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      await w.page.keyboard.press(forward);
      await expect.poll(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true');
      expect(await w.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    }
  });

  it('SLIDER: next / prev buttons and arrow keys scroll one item; prev disabled at the start', async () => {
    for (const [path, sign] of [
      ['/dev/blocks/', 1],
      ['/ar-ae/dev/blocks/', -1],
    ] as const) {
      const w = await sharedGallery(path);
      const carousel = w.page.locator(`${story('SLIDER')} .carousel`);
      const track = carousel.locator('.carousel__track');
      const next = carousel.locator('.carousel__next');
      const prev = carousel.locator('.carousel__prev');
      expect(await carousel.locator('.carousel__controls').isVisible()).toBe(true);
      expect(await prev.isDisabled()).toBe(true);
      await next.click();
      await expect.poll(() => track.evaluate((el, s) => el.scrollLeft * s > 10, sign)).toBe(true);
      await expect.poll(() => next.isDisabled()).toBe(true); // 4 items, 3 a view: one step reaches the end
      await track.focus();
      await w.page.keyboard.press(sign === 1 ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => track.evaluate((el) => Math.abs(el.scrollLeft))).toBeLessThan(2);
      await w.page.keyboard.press('End');
      await expect.poll(() => prev.isDisabled()).toBe(false);
      await w.page.keyboard.press('Home');
      await expect.poll(() => prev.isDisabled()).toBe(true);
    }
  });

  it('GROUPCOMPANIES: autoplay runs on desktop, pauses on hover and Pause, never on mobile or reduced motion', async () => {
    const w = await gallery();
    const carousel = w.page.locator(`${story('GROUPCOMPANIES')} .carousel`);
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('true');
    await carousel.hover();
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('false');
    await w.page.mouse.move(0, 0);
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('true');
    const pause = carousel.locator('.carousel__pause');
    await pause.click();
    await w.page.mouse.move(0, 0);
    await w.page.locator('body').focus();
    await expect.poll(() => carousel.getAttribute('data-playing')).toBe('false');
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.textContent()).toBe('Play');
    await w.context.close();

    for (const [viewport, reduced] of [
      [{ width: 390, height: 800 }, false],
      [{ width: 1280, height: 900 }, true],
    ] as const) {
      const m = await gallery('/dev/blocks/', viewport, reduced);
      const c = m.page.locator(`${story('GROUPCOMPANIES')} .carousel`);
      await expect.poll(() => c.getAttribute('data-playing')).toBe('false');
      expect(await c.locator('.carousel__pause').isHidden()).toBe(true);
      await m.context.close();
    }
  });

  it('VIDEO: nothing of the player loads before the click; the dialog embeds it and removes it on close', async () => {
    const w = await sharedGallery();
    const players: string[] = [];
    w.page.on('request', (r) => {
      if (/youtube|vimeo/.test(new URL(r.url()).hostname)) players.push(r.url());
    });
    const block = w.page.locator(`${story('VIDEO')} .video-block`);
    await w.page.waitForSelector(`${story('VIDEO')} .video-block[data-widget-ready]`);
    expect(await w.page.locator('iframe').count()).toBe(0);
    const open = block.locator('.video-block__open');
    await open.click();
    const dialog = block.locator('dialog');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/sahel-demo1',
    );
    expect(w.page.url()).toBe(baseUrl() + '/dev/blocks/');
    await w.page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await dialog.locator('iframe').count()).toBe(0);
    await expect
      .poll(() => w.page.evaluate(() => document.activeElement?.className))
      .toBe('video-block__open');
    expect(players.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  it("TABLE_OF_CONTENT: 4 entries, 'Read More' shows all, 'Read Less' collapses", async () => {
    const w = await sharedGallery();
    const toc = w.page.locator(`${story('TABLE_OF_CONTENT')} .toc-block`);
    const visibleEntries = () =>
      toc.locator('.toc-block__entry').evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
    expect(await visibleEntries()).toBe(4);
    const summary = toc.locator('summary');
    expect(await summary.innerText()).toBe('Read More');
    await summary.click();
    await expect.poll(visibleEntries).toBe(6);
    expect(await summary.innerText()).toBe('Read Less');
    await summary.click();
    await expect.poll(visibleEntries).toBe(4);
  });

  it('NAV_TABS: the bar sticks and marks the section in view', async () => {
    const w = await gallery('/dev/blocks/', { width: 390, height: 700 });
    const block = w.page.locator(`${story('NAV_TABS')} .nav-tabs`);
    await block.locator('.nav-tabs__link[href="#exclusions"]').click();
    await expect
      .poll(() => block.locator('[aria-current="location"]').getAttribute('href'))
      .toBe('#exclusions');
    const top = await block.locator('.nav-tabs__bar').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(2);
    await w.context.close();
  });
  it('without JavaScript: tabs are links above every section, carousels scroll, the video is a link', async () => {
    const w = await openPage(browser, { javaScriptEnabled: false });
    await w.page.goto(baseUrl() + '/dev/blocks/');
    const tabs = w.page.locator(`${story('TABS')} .tabs`);
    expect(await tabs.locator('.tabs__panel:visible').count()).toBe(3);
    expect(await tabs.getByRole('tab').count()).toBe(0);
    expect(await tabs.locator('a.tabs__tab').first().getAttribute('href')).toMatch(/^#tabs-.*-panel$/);
    const track = w.page.locator(`${story('SLIDER')} .carousel__track`);
    expect(await track.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await w.page.locator(`${story('SLIDER')} .carousel__controls`).isHidden()).toBe(true);
    expect(await w.page.locator(`${story('VIDEO')} a.video-block__open`).getAttribute('target')).toBe(
      '_blank',
    );
    await w.context.close();
  });
});
