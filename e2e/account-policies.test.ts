import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import en from '../src/shared/i18n/locales/en/account.json';
import ar from '../src/shared/i18n/locales/ar/account.json';
import hi from '../src/shared/i18n/locales/hi/account.json';
import ml from '../src/shared/i18n/locales/ml/account.json';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';

/**
 * Decision 0088 in Chromium at 390 px, in English and Arabic: a number signed in through the dialog (typed as
 * '+971 5X XXX XXXX') sees its policies with their status, dates as DD MMM YYYY and the price with VAT; the
 * 'Remind me before renewal' switch is stored; the schedule opens and, with print media, shows nothing of the site
 * but the schedule; axe finds nothing serious. An INTERNAL_RATE_LIMIT_EXCEED answer opens the sign-in dialog saying
 * why. Each language has its own number with policies copied from the demo ones, so no other file's test meets it.
 * ACCOUNT_SHOTS=<dir> also runs Hindi and Malayalam and saves the screens there.
 */

const CATALOGUES = { en, ar, hi, ml } as const;
type Lang = keyof typeof CATALOGUES;
const shots = process.env.ACCOUNT_SHOTS;
const LANGS: Lang[] = shots ? ['en', 'ar', 'hi', 'ml'] : ['en', 'ar'];
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}-ae`);

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

/** A fresh number holding an active car policy, a health policy expiring in 19 days and a purchase being issued. */
async function numberWithPolicies(lang: Lang): Promise<{ mobile: string; car: string }> {
  const mobile = `55${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const tag = `${lang.toUpperCase()}${mobile.slice(-6)}`;
  const car = `E2eCar${tag}`.padEnd(24, '0');
  await db.query(
    `insert into policies (public_id, mobile_number, country_product_id, status, policy_number, start_date,
       end_date, data, insurer_id, premium_fils, vat_fils, reminder_consent_at)
     select $1, $2, country_product_id, status, $3, start_date, end_date, data, insurer_id, premium_fils, vat_fils,
       now()
     from policies where public_id = 'DemoPolicyCar0000000001A'`,
    [car, mobile, `E2E-MOT-${tag}`],
  );
  await db.query(
    `insert into policies (public_id, mobile_number, country_product_id, status, policy_number, start_date,
       end_date, data, insurer_id, premium_fils, vat_fils)
     select $1, $2, country_product_id, status, $3, start_date, end_date, data, insurer_id, premium_fils, vat_fils
     from policies where public_id = 'DemoPolicyHealth00000002'`,
    [`E2eHealth${tag}`.padEnd(24, '0'), mobile, `E2E-HLT-${tag}`],
  );
  await db.query(
    `insert into policies (public_id, mobile_number, country_product_id, status, insurer_id, premium_fils, vat_fils)
     values ($1, $2, 2, 'pending', 5, 18000, 900)`,
    [`E2ePending${tag}`.padEnd(24, '0'), mobile],
  );
  return { mobile, car };
}

async function signIn(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('account-sign-in').click();
  await page.getByTestId('sign-in-dialog').waitFor();
  // Typed as people write it: the box keeps the nine digits.
  await page
    .getByTestId('sign-in-mobile')
    .fill(`+971 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`);
  expect(await page.getByTestId('sign-in-mobile').inputValue()).toBe(mobile);
  await page.getByTestId('sign-in-send').click();
  await page.getByTestId('sign-in-otp').waitFor();
  await page.getByTestId('sign-in-otp').fill(await latestCode(page, mobile));
  await page.getByTestId('sign-in-verify').click();
}

async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function look(page: Page, name: string, selector?: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const path = join(shots, `${name}.png`);
  if (selector) await page.locator(selector).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

describe('the account after the sale in Chromium (decision 0088)', () => {
  for (const lang of LANGS) {
    it(`${lang}, 390 px: statuses, dates, price, the reminders switch, the schedule in print`, async () => {
      const c = CATALOGUES[lang];
      const { mobile, car } = await numberWithPolicies(lang);
      const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page } = w;
      await page.goto(`${baseUrl()}${prefix(lang)}/account/`);
      expect(await sessionSettled(page)).toBe('ready');
      await signIn(page, mobile);

      const policies = page.getByTestId('account-policies');
      await policies.locator('[data-policy]').first().waitFor({ timeout: 15_000 });
      const statusOf = (s: string) => policies.locator(`[data-status="${s}"] [data-testid="policy-status"]`);
      expect(await statusOf('active').textContent()).toBe(c.policy.status.active);
      expect(await statusOf('expiring').textContent()).toBe(c.policy.status.expiring);
      expect(await statusOf('issuing').textContent()).toBe(c.policy.status.issuing);
      const carCard = policies.locator(`[data-policy="${car}"]`);
      // DD MMM YYYY with Latin digits, in the page's language.
      const period = (await carCard.getByTestId('policy-period').textContent()) ?? '';
      expect(period).toMatch(/\d{2} \S+ \d{4}/);
      expect(period).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(await carCard.getByTestId('policy-price').textContent()).toContain('AED 2,310.00');
      // Renew shows on the policy near its end only.
      expect(await policies.locator('[data-status="expiring"]').getByTestId('policy-renew').count()).toBe(1);
      expect(await carCard.getByTestId('policy-renew').count()).toBe(0);
      expect(await axeProblems(page, '[data-testid="account-page"]')).toEqual([]);
      expect(await noOverflow(page)).toBe(true);
      await look(page, `account-policies-${lang}`, '[data-testid="account-policies"]');

      // The switch: off, stored, and still off after a reload.
      const reminders = carCard.getByTestId('policy-reminders');
      expect(await reminders.getAttribute('aria-checked')).toBe('true');
      await reminders.click();
      await expect.poll(() => reminders.getAttribute('aria-checked')).toBe('false');
      await expect
        .poll(async () => {
          const r = await db.query<{ stopped: boolean }>(
            'select reminders_stopped_at is not null as stopped from policies where public_id = $1',
            [car],
          );
          return r.rows[0]?.stopped;
        })
        .toBe(true);
      await page.reload();
      await policies.locator(`[data-policy="${car}"]`).waitFor({ timeout: 15_000 });
      expect(await carCard.getByTestId('policy-reminders').getAttribute('aria-checked')).toBe('false');

      // The schedule: the policy in the page's language; printed, only the schedule.
      await carCard.getByTestId('policy-schedule').click();
      await page.getByTestId('policy-schedule').waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix(lang)}/account/policies/${car}/schedule/`);
      expect(await page.locator('h1').textContent()).toBe(c.schedule.title);
      const text = (await page.getByTestId('policy-schedule').textContent()) ?? '';
      expect(text).toContain(`E2E-MOT-`);
      expect(text).toContain('800 0101');
      expect(text).toContain(`+971 5X XXX ${mobile.slice(-4)}`);
      expect(await page.locator('header').first().isVisible()).toBe(true);
      expect(await axeProblems(page, '[data-testid="policy-schedule"]')).toEqual([]);
      expect(await noOverflow(page)).toBe(true);
      await look(page, `schedule-${lang}`, 'main');
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() => {
        const shown = (el: Element | null) => !!el && getComputedStyle(el).display !== 'none';
        return {
          header: shown(document.querySelector('body > header, .site-header')),
          footer: shown(document.querySelector('footer')),
          notice: shown(document.querySelector('.demo-notice')),
          buttons: shown(document.querySelector('.schedule__actions')),
          schedule: shown(document.querySelector('.schedule')),
        };
      });
      expect(printed).toEqual({
        header: false,
        footer: false,
        notice: false,
        buttons: false,
        schedule: true,
      });
      await look(page, `schedule-print-${lang}`);
      await w.context.close();
    });
  }

  it('INTERNAL_RATE_LIMIT_EXCEED opens the sign-in dialog saying why (spec: the login popup)', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = w;
    await page.route('**/api/account', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL_RATE_LIMIT_EXCEED', message: 'Too many requests' }),
      }),
    );
    await page.goto(`${baseUrl()}/ar-ae/account/`);
    await page.getByTestId('sign-in-dialog').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('sign-in-prompt').textContent()).toBe(ar.signIn.prompt);
    expect(await page.getByTestId('sign-in-prompt').isVisible()).toBe(true);
    w.errors.length = 0;
    await w.context.close();
  });
});
