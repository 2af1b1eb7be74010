import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';

/**
 * Lists from the server (decisions 0100, 0107) in Chromium at 390 px, one browser for every case: the CEO blog's
 * 'Load More Stories' appends 5 from GET /api/page_data in English and Arabic and stays inside the width; without
 * JavaScript the list pages by plain ?page= links; a story's page sends its view once. The subscribe box (decision
 * 0106): subscribed from the CEO blog, confirmed and unsubscribed by the e-mails' links; on every story page too.
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

  it('subscribe box: the message, the e-mailed link confirms on its page, the welcome e-mail unsubscribes', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const email = `e2e-subscriber-${Date.now()}@example.com`;
    await w.page.goto(baseUrl() + '/ceo-blog/');
    await w.page.waitForSelector('[data-widget="subscribe-box"][data-widget-ready]');
    const box = w.page.locator('.subscribe-box').first();
    await box.locator('input[type="email"]').fill(email);
    const sent = w.page.waitForResponse((r) => r.url().endsWith('/api/subscriptions'));
    await box.getByRole('button', { name: 'Subscribe Now' }).click();
    expect((await sent).status()).toBe(202);
    await expect
      .poll(() => box.locator('[data-subscribe-status]').textContent())
      .toBe('Almost done: check your inbox and open the link we sent to confirm your subscription.');
    // The e-mail's link (the outbox row is written with the request), opened on this site.
    const mailed = async (template: string, path: string) => {
      const rows = await queryDb<{ text_body: string }>(
        databaseUrl(),
        'select text_body from email_outbox where to_address = $1 and template = $2 order by id desc limit 1',
        [email, template],
      );
      const m = new RegExp(`${path.replace(/\//g, '\\/')}\\?t=[^\\s]+`).exec(rows[0]?.text_body ?? '');
      expect(m, template).not.toBeNull();
      return baseUrl() + (m?.[0] ?? '');
    };
    await w.page.goto(await mailed('subscribeConfirm', '/subscribe/confirm/'));
    expect(await w.page.locator('h1').textContent()).toBe('Confirm your subscription');
    await w.page.getByRole('button', { name: 'Confirm subscription' }).click();
    await w.page.waitForSelector('main [role="status"]');
    expect(await w.page.locator('main [role="status"]').textContent()).toContain('you are subscribed');
    await w.page.goto(await mailed('subscribeWelcome', '/subscribe/unsubscribe/'));
    await w.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await w.page.waitForSelector('main [role="status"]');
    expect(await w.page.locator('main [role="status"]').textContent()).toContain(
      'we have deleted your address',
    );
    const left = await queryDb<{ n: number }>(
      databaseUrl(),
      'select count(*)::int as n from email_subscriptions where email = $1',
      [email],
    );
    expect(left[0]?.n).toBe(0);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('a story page (Arabic, 390 px) ends with the subscribe box, fits, and stays within 60 KB of script', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const bytes = new Map<string, number>();
    w.page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        void r.body().then(
          (b) => bytes.set(new URL(r.url()).pathname, gzipSync(b, { level: 9 }).length),
          () => undefined,
        );
    });
    await w.page.goto(baseUrl() + '/ar-ae/ceo-blog/');
    const story = await w.page.locator('[data-cms-list] a.ceo-blog__read').first().getAttribute('href');
    bytes.clear();
    await w.page.goto(baseUrl() + String(story));
    await w.page.waitForSelector('[data-widget="subscribe-box"][data-widget-ready]');
    await w.page.waitForLoadState('networkidle');
    const form = w.page.locator('.article-details .subscribe-box form[action="/ar-ae/subscribe/"]');
    expect(await form.count()).toBe(1);
    expect(await w.page.locator('.subscribe-box button[type="submit"]').isVisible()).toBe(true);
    const over = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(over).toBeLessThanOrEqual(0);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(60 * 1024);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  // Decision 0112: a phone's user agent, so the server pages the doorway by 6 (page data's phone size).
  const PHONE_UA =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
  for (const prefix of ['', '/ar-ae']) {
    it(`${prefix || '/'}: the doorway's Expand fetches page 2 from the server, Collapse goes back and scrolls to its top`, async () => {
      const w = await openPage(browser, { viewport: PHONE, userAgent: PHONE_UA });
      const asked: string[] = [];
      w.page.on('request', (r) => {
        if (r.url().includes('/api/page_data')) asked.push(r.url());
      });
      await w.page.goto(`${baseUrl()}${prefix}/car-insurance/value-and-covers/`);
      await w.page.waitForFunction(() => document.querySelector('.doorway[data-widget-ready]'));
      const block = w.page.locator('.doorway[data-cms-query]');
      const cards = block.locator('[data-cms-list] > li');
      expect(await cards.count()).toBe(6);
      const total = Number(await block.getAttribute('data-cms-total'));
      expect(total).toBeGreaterThan(6);
      // The widget took the 'next page' link's place.
      expect(await block.locator('[data-cms-next]').count()).toBe(0);
      if (prefix === '') {
        // A failed fetch keeps the cards and says so (role=alert); Expand asks again.
        await w.page.route('**/api/page_data?*', (r) => r.abort(), { times: 1 });
        await block.locator('[data-doorway-expand]').click();
        await block.locator('[role="alert"][data-doorway-failed]').waitFor({ state: 'visible' });
        expect(await cards.count()).toBe(6);
      }
      await block.locator('[data-doorway-expand]').click();
      await expect.poll(() => cards.count()).toBe(Math.min(12, total));
      expect(await block.locator('[data-doorway-failed]').isVisible()).toBe(false);
      const url = new URL(asked.at(-1) ?? 'http://x/');
      expect([url.searchParams.get('skip'), url.searchParams.get('limit')]).toEqual(['6', '6']);
      const added = await cards.nth(6).locator('a[data-cms-link]').getAttribute('href');
      expect(added?.startsWith(`${prefix}/car-insurance/`)).toBe(true);
      const collapse = block.locator('[data-doorway-collapse]');
      expect(await collapse.isVisible()).toBe(true);
      // Collapse near the viewport's top, the block's top scrolled away above it (not the page's end: the footer
      // popup opens there).
      await collapse.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80),
      );
      await expect.poll(() => block.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0);
      await collapse.click();
      await expect.poll(() => cards.count()).toBe(6);
      await expect
        .poll(() => block.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeGreaterThanOrEqual(-1);
      expect(await block.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(PHONE.height / 2);
      expect(await block.locator('[data-doorway-expand]').isVisible()).toBe(true);
      const over = await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(over).toBeLessThanOrEqual(0);
      // The one aborted fetch is the only resource error allowed.
      expect(w.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      await w.context.close();
    });
  }

  it("without JavaScript an author's page links its page 2, which holds the next articles", async () => {
    const w = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await w.page.goto(baseUrl() + '/author/arjun-nair/');
    const first = await w.page.locator('.author-bio [data-cms-list] > li').allTextContents();
    expect(first).toHaveLength(12);
    await w.page.locator('.author-bio a[rel="next"]').click();
    await w.page.waitForURL(/\?page=2$/);
    const second = w.page.locator('.author-bio [data-cms-list] > li');
    expect(await second.count()).toBe(6);
    expect(first).not.toContain(await second.first().textContent());
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
