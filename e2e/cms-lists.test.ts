import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * Lists from the server (decisions 0100, 0107) in Chromium at 390 px, one browser for every case: the CEO blog's
 * 'Load More Stories' appends 5 from GET /api/page_data in English and Arabic and stays inside the width; without
 * JavaScript the list pages by plain ?page= links; a story's page sends its view once.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

describe('server lists', () => {
  for (const path of ['/ceo-blog/', '/ar-ae/ceo-blog/']) {
    it(`${path}: 'Load More Stories' adds 5 stories from the server, the next-page link goes, the page fits`, async () => {
      const w = await openPage(browser, { viewport: PHONE });
      await w.page.goto(baseUrl() + path);
      const root = w.page.locator('[data-widget="cms-more"]').first();
      await w.page.waitForFunction(() =>
        document.querySelector('[data-widget="cms-more"][data-widget-ready]'),
      );
      const items = root.locator('[data-cms-list] > li');
      expect(await items.count()).toBe(6);
      const total = Number(await root.getAttribute('data-cms-total'));
      expect(total).toBeGreaterThan(6);
      // The widget removed the 'next page' link: the button appends instead.
      expect(await root.locator('[data-cms-next]').count()).toBe(0);
      const button = root.locator('[data-cms-button]');
      await button.click();
      await expect.poll(() => items.count()).toBe(Math.min(11, total));
      await expect.poll(() => root.locator('[data-cms-status]').isVisible()).toBe(true);
      expect(await button.isVisible()).toBe(total > 11);
      // Each appended story is a real link to its page, in the page's language.
      const href = await items.nth(6).locator('a.ceo-blog__read').getAttribute('href');
      expect(href?.startsWith(path.startsWith('/ar-ae/') ? '/ar-ae/' : '/')).toBe(true);
      const over = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(over).toBeLessThanOrEqual(0);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }

  it('without JavaScript the list pages by plain links: page 2 holds the next 5 stories', async () => {
    const w = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await w.page.goto(baseUrl() + '/ceo-blog/');
    const first = await w.page.locator('[data-cms-list] > li').allTextContents();
    await w.page.locator('a[rel="next"]').click();
    await w.page.waitForURL(/\?page=2$/);
    const second = w.page.locator('[data-cms-list] > li');
    expect(await second.count()).toBeGreaterThan(0);
    expect(await second.count()).toBeLessThanOrEqual(5);
    expect(first).not.toContain(await second.first().textContent());
    expect(await w.page.locator('a[rel="prev"]').getAttribute('href')).toBe('?');
    await w.context.close();
  });

  it('a story page sends its view once the session started', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const views: string[] = [];
    w.page.on('request', (r) => {
      if (r.url().endsWith('/api/increment_page_view')) views.push(r.postData() ?? '');
    });
    await w.page.goto(baseUrl() + '/ceo-blog/');
    const story = await w.page.locator('[data-cms-list] a.ceo-blog__read').first().getAttribute('href');
    await w.page.goto(baseUrl() + String(story));
    await w.page.waitForSelector('html[data-page-view="sent"]');
    const mine = views.map((v) => JSON.parse(v) as { url: string }).filter((v) => v.url === story);
    expect(mine).toHaveLength(1);
    await w.context.close();
  });
});
