import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import en from '../src/shared/i18n/locales/en/account.json';
import ar from '../src/shared/i18n/locales/ar/account.json';
import { localizedPath, type LangCode } from '../src/shared/domain/locales';
import { productPath } from '../src/shared/domain/products';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { latestCode } from './journey-helpers';
import { queryDb } from './server';
import { sessionSettled } from './session-helpers';

/**
 * The account page laid out like the site at 390 px, in English and Arabic (decision 0061): the masked number reads
 * left to right on the account and my-data pages, an enquiry links to its results, the queries say what the levels
 * mean, and 'Raise a query' has its labels above its fields, a description box of a few lines and a visible message
 * when the description is too short. Numbers of their own (no other test sees their enquiry or query).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Whether a masked number shown in `scope` is isolated left to right (its nearest `dir` says ltr, whatever the
 * browser does with a dir=auto run that has no strong character) and drawn so: its first character left of its last.
 */
async function maskedReadsLeftToRight(scope: Locator): Promise<boolean> {
  return scope.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const at = text.search(/\*+\d+/);
      if (at < 0) continue;
      const end = at + /\*+\d+/.exec(text.slice(at))![0].length;
      const rect = (i: number) => {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        return r.getBoundingClientRect();
      };
      const isolated = n.parentElement?.closest('[dir]')?.getAttribute('dir') === 'ltr';
      return isolated && rect(at).left < rect(end - 1).left;
    }
    throw new Error('no masked number');
  });
}

async function signIn(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('sign-in-dialog').waitFor();
  await page.getByTestId('sign-in-mobile').fill(mobile);
  await page.getByTestId('sign-in-send').click();
  await page.getByTestId('sign-in-otp').waitFor();
  await page.getByTestId('sign-in-otp').fill(await latestCode(page, mobile));
  await page.getByTestId('sign-in-verify').click();
}

const cases: [LangCode, typeof en, string, string][] = [
  ['en', en, '506100611', 'SC-7K3Q-9XM2'],
  ['ar', ar, '506100612', 'SC-4HPW-2RT8'],
];

describe('the account page at 390 px', () => {
  for (const [lang, s, mobile, reference] of cases) {
    it(`${lang}: number left to right, enquiry linked to its results, levels explained, the query form styled`, async () => {
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page } = w;
      await page.goto(`${baseUrl()}${localizedPath('/account/', lang)}`);
      expect(await sessionSettled(page)).toBe('ready');
      // A finished car enquiry whose number this device proved, as a journey leaves it.
      const uuid = await page.evaluate(() => localStorage.getItem('deviceUuid'));
      const enquiryId = `Acct${lang}Layout${'x'.repeat(24)}`.slice(0, 24);
      await queryDb(
        databaseUrl(),
        `insert into enquiries (public_id, device_id, country_product_id, source_id, status, mobile_number,
           mobile_verified_at, reference)
         select $1, id, 1, 1, 'submitted', $2, now(), $3 from devices where device_uuid = $4`,
        [enquiryId, mobile, reference, uuid],
      );
      await signIn(page, mobile);

      const number = page.getByTestId('account-number');
      await number.waitFor({ timeout: 15_000 });
      expect(await maskedReadsLeftToRight(number)).toBe(true);

      // The enquiry: its product, reference and a link to its results (the quotes page the journey sent it to).
      const enquiry = page.locator(`[data-enquiry="${enquiryId}"]`);
      expect(await enquiry.textContent()).toContain(reference);
      const link = enquiry.getByRole('link', { name: s.page.seeResults });
      const results = `${localizedPath(`${productPath(1)}/quotes/`, lang)}?enquiryId=${enquiryId}`;
      expect(await link.getAttribute('href')).toBe(results);

      // What the levels mean, above the queries.
      const help = page.getByTestId('account-escalation-help');
      expect(await help.isVisible()).toBe(true);
      expect(await help.textContent()).toContain(s.page.escalationLevel1);

      // 'Raise a query': labels above their fields, a description box of a few lines across the card.
      const form = page.getByTestId('raise-query');
      await expect.poll(() => form.locator('#raise-issue option').count()).toBeGreaterThan(0);
      const label = (await form.locator('label[for="raise-text"]').boundingBox())!;
      const box = (await form.locator('#raise-text').boundingBox())!;
      expect(label.y + label.height).toBeLessThanOrEqual(box.y);
      expect(box.height).toBeGreaterThanOrEqual(100);
      expect(box.width).toBeGreaterThanOrEqual(300);
      const product = (await form.locator('#raise-product').boundingBox())!;
      expect(product.height).toBeGreaterThanOrEqual(44);

      // Too short: a message under the box says what to fix, and nothing is sent.
      await form.locator('#raise-text').fill('Late');
      await form.getByRole('button', { name: s.page.submit }).click();
      const error = form.locator('#raise-text-error');
      await expect.poll(() => error.textContent()).toBe(s.errors.textShort);
      expect(await error.isVisible()).toBe(true);
      expect(await form.locator('#raise-text').getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('[data-ticket]').count()).toBe(0);

      // Long enough: the query is raised and shows its status and who has it.
      await form
        .locator('#raise-text')
        .fill(lang === 'ar' ? 'لم يصلني جدول وثيقة التأمين حتى الآن.' : 'My schedule has not arrived yet.');
      await form.getByRole('button', { name: s.page.submit }).click();
      const ticket = page.locator('[data-ticket]').first();
      await ticket.waitFor();
      expect(await ticket.textContent()).toContain(s.status.open);
      expect(await ticket.textContent()).toContain(s.levelWho['0']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The link opens the enquiry's quotes page.
      await link.click();
      await page.waitForURL((u) => u.pathname + u.search === results);

      // "Who has my number": the same number, left to right too.
      await page.goto(`${baseUrl()}${localizedPath('/my-data/', lang)}`);
      const held = page.getByTestId('my-data-number');
      await held.waitFor({ timeout: 15_000 });
      expect(await maskedReadsLeftToRight(held)).toBe(true);
      await w.context.close();
    });
  }
});
