import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';

/**
 * The editorial blocks in Chromium (docs/product/content.md; decision 0037), on the block gallery: tabs by keyboard, 'Show More' /
 * 'Show Less', 'Load More Stories', the glossary's letter bar and its lead form (consent box gates submit; the
 * answer's message shows), axe on each of the group's stories at 390 px, en and ar.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const TYPES = [
  'ARTICLES',
  'ARTICLE_PREVIEW',
  'ARTICLE_DETAILS',
  'NEWS_AND_UPDATE',
  'NEWS_AND_UPDATE_DETAIL_PAGE',
  'AUTHOR',
  'AUTHOR_BIO',
  'GLOSSARY',
  'GLOSSARY_DETAIL',
  'CEO_BLOG',
  'PODCAST_LIST',
  'RELATED_WIDGET',
  'INTERLINKING_LINKS',
  'SITEMAP',
  'PRODUCTS_LIST',
];

describe('editorial blocks', () => {
  for (const path of ['/dev/blocks/', '/ar-ae/dev/blocks/']) {
    it(`${path}: every story passes axe at 390 px and stays inside its width`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 800 } });
      await w.page.goto(baseUrl() + path);
      await w.page.waitForSelector('html[data-hydrated="true"]');
      for (const type of TYPES) {
        const story = w.page.locator(`section.block-gallery__story[data-block-type="${type}"]`);
        await story.waitFor();
        const over = await story.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(over, type).toBeLessThanOrEqual(0);
      }
      const axe = new AxeBuilder({ page: w.page });
      for (const type of TYPES) axe.include(`section.block-gallery__story[data-block-type="${type}"]`);
      const results = await axe.analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }

  it('ARTICLES tabs: arrow keys move the selection and show the panel (roving tabindex)', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/dev/blocks/');
    await w.page.waitForSelector('html[data-hydrated="true"]');
    const block = w.page.locator('[data-block-type="ARTICLES"] .articles-block').first();
    await w.page.waitForFunction(() => document.querySelector('.articles-block .tabs[data-widget-ready]'));
    const tabs = block.getByRole('tab');
    await tabs.nth(0).focus();
    await w.page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    expect(await tabs.nth(0).getAttribute('tabindex')).toBe('-1');
    await expect.poll(() => block.getByText('No Article Found!').isVisible()).toBe(true);
    await w.page.keyboard.press('Home');
    await expect.poll(() => tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    await w.context.close();
  });

  it("NEWS_AND_UPDATE: 3 shown, 'Show More' shows all, 'Show Less' goes back; CEO_BLOG 'Load More Stories'", async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/dev/blocks/');
    await w.page.waitForFunction(() => document.querySelector('.news-block[data-widget-ready]'));
    const news = w.page.locator('.news-block').first();
    const visible = () => news.locator('.news-block__item:visible').count();
    expect(await visible()).toBe(3);
    await news.getByRole('button', { name: 'Show More' }).click();
    await expect.poll(visible).toBe(5);
    await news.getByRole('button', { name: 'Show Less' }).click();
    await expect.poll(visible).toBe(3);

    const blog = w.page.locator('.ceo-blog__latest').first();
    const stories = () => blog.locator('li:visible').count();
    expect(await stories()).toBe(6);
    await blog.getByRole('button', { name: 'Load More Stories' }).click();
    await expect.poll(stories).toBe(7);
    await expect.poll(() => blog.getByRole('button').isVisible()).toBe(false);
    await w.context.close();
  });

  it('GLOSSARY_DETAIL: submit stays disabled until the fields are valid and the box is ticked; the answer shows', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/dev/blocks/');
    await w.page.waitForFunction(() => document.querySelector('.glossary-lead[data-widget-ready]'));
    const form = w.page.locator('.glossary-lead').first();
    const submit = form.getByRole('button', { name: 'Request a call back' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel('Full name').fill('A');
    await expect.poll(() => form.getByText('Invalid Name').isVisible()).toBe(true);
    await form.getByLabel('Full name').fill('Ali Hassan');
    await expect.poll(() => form.getByText('Invalid Name').isVisible()).toBe(false);
    await form.getByLabel('Email address').fill('ali@example.com');
    await form.getByLabel('Mobile number').fill('050 123 4567');
    expect(await form.getByLabel('Mobile number').inputValue()).toBe('501234567');
    expect(await submit.isDisabled()).toBe(true);
    const consent = form.getByRole('checkbox');
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    const answer = w.page.waitForResponse((r) => r.url().endsWith('/api/lead_details'));
    await submit.click();
    const res = await answer;
    expect(res.request().postDataJSON()).toMatchObject({
      source: 'glossary',
      consent: true,
      name: 'Ali Hassan',
    });
    const status = form.locator('[data-status]');
    await expect.poll(() => status.textContent()).not.toBe('');
    expect(res.status()).toBeLessThan(300);
    expect(await status.textContent()).toContain('Thank you');
    // the form is reset and submit disabled again (the box unticked)
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    await w.context.close();
  });

  it('GLOSSARY on the Arabic page: an Arabic letter bar, then A–Z; letters jump in-page', async () => {
    const w = await openPage(browser);
    await w.page.goto(baseUrl() + '/ar-ae/dev/blocks/');
    const bars = w.page.locator('.glossary-block__letters');
    expect(await bars.count()).toBe(2);
    // Names file without the article 'ال' (decision 0105): 'الرسوم السنوية' under ر.
    expect(await bars.nth(0).locator('a').allTextContents()).toEqual(['ا', 'ت', 'ر', 'ن']);
    await bars.nth(0).locator('a').first().click();
    await expect.poll(() => w.page.evaluate(() => location.hash)).toMatch(/^#glossary-/);
    await w.context.close();
  });
});
