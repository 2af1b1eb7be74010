import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import { renewalLink, renewalLinkKey } from '../src/server/modules/renewals/link';
import { stopLink, stopLinkKey } from '../src/server/modules/renewals/stop-link';
import { launch, openPage } from './browser';
import { queryDb, startServer, SUITE_LIMITS, type RunningServer } from './server';
import { carQuoteAnswers } from '../test/support/factories';
import { sessionSettled } from './session-helpers';

/**
 * The renewal page in Chromium (decision 0090), en and ar at 390 px: a renewal link for an active car policy (made
 * as the reminder makes it, with renewalLink and the server's secret) opens on the device that bought with four
 * prices (the same insurer's renewal and the three best current quotes); in Arabic on another phone it shows
 * nothing before the code sent to the policy's number, then the same four prices. RENEWAL_SHOTS=<dir> also keeps
 * full-page screenshots in en, ar, hi and ml.
 */

const SECRET = 'e2e-renewal-secret-'.padEnd(48, 'x');
const shots = process.env.RENEWAL_SHOTS;
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ ...SUITE_LIMITS, SESSION_SECRET: SECRET })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };

async function axeProblems(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
async function look(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}
const ready = (page: Page) =>
  page.waitForSelector('[data-island="Renewal"] .renewal[data-state="ready"]', { timeout: 60_000 });
const prices = (page: Page) => page.getByTestId('renewal-price');

/** The outbox's newest code for a number (the server's own database). */
async function codeFor(mobile: string): Promise<string> {
  const rows = await queryDb<{ body: string }>(
    server.databaseUrl,
    'select body from sms_outbox where mobile_number = $1 order by id desc limit 1',
    [mobile],
  );
  const code = /\d{4,8}/.exec(rows[0]?.body ?? '')?.[0];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** The device's car enquiry, priced, and an active policy on its first quote ending in 30 days. */
async function boughtPolicy(page: Page, mobile: string): Promise<string> {
  // The device's finished car journey, stored as the journey stores it (this server's outbox is not the suite's).
  const deviceUuid = await page.evaluate(() => {
    const token = localStorage.getItem('authorization') ?? '';
    const payload = token.replace(/^Bearer /, '').split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
  });
  const enquiryId = `Rq${Date.now().toString(36)}`.padEnd(24, 'b').slice(0, 24);
  await queryDb(
    server.databaseUrl,
    `insert into enquiries (public_id, device_id, country_product_id, source_id, status, stage, answers,
       mobile_number, mobile_verified_at)
     select $1, id, 1, 2, 'submitted', 3, $2::jsonb, $3, now() from devices where device_uuid = $4`,
    [enquiryId, JSON.stringify({ ...carQuoteAnswers(), noClaimYears: '0' }), mobile, deviceUuid],
  );
  const listed = await page.evaluate(async (id) => {
    const res = await fetch('/api/quotes', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: localStorage.getItem('authorization') ?? '',
      },
      body: JSON.stringify({ enquiryId: id }),
    });
    return (await res.json()) as { quotes: { quoteId: string; providerId: number }[] };
  }, enquiryId);
  const first = listed.quotes[0];
  if (!first) throw new Error('no quotes');
  const publicId = `Rn${Date.now().toString(36)}`.padEnd(24, 'a').slice(0, 24);
  await queryDb(
    server.databaseUrl,
    `insert into policies (public_id, mobile_number, country_product_id, status, policy_number, start_date, end_date,
       data, insurer_id, quote_id, enquiry_id, device_id, premium_fils, vat_fils)
     select $1, $2, 1, 'active', $3, current_date - 335, current_date + 30, '{}'::jsonb, $4, q.id, q.enquiry_id,
       e.device_id, 100000, 5000
       from quotes q join enquiries e on e.id = q.enquiry_id where q.public_id = $5`,
    [publicId, mobile, `SBX-${publicId.slice(2, 10)}`, first.providerId, first.quoteId],
  );
  return publicId;
}

describe('the renewal page in Chromium (decision 0090)', () => {
  it('en on the buying phone, ar on another phone after the code: four prices, 390 px, axe clean', async () => {
    const mobile = '502009031';
    const a = await openPage(browser, { viewport: PHONE });
    await a.page.goto(`${server.baseUrl}/car-insurance/`);
    expect(await sessionSettled(a.page)).toBe('ready');
    const policy = await boughtPolicy(a.page, mobile);
    const link = (lang: 'en' | 'ar' | 'hi' | 'ml') =>
      renewalLink({
        origin: server.baseUrl,
        key: renewalLinkKey(SECRET),
        policyPublicId: policy,
        productId: 1,
        lang,
        now: new Date(),
      });
    expect(link('en')).not.toContain(mobile);

    // The buying phone opens it at once: the renewal and the three best current quotes.
    await a.page.goto(link('en'));
    await ready(a.page);
    expect(await prices(a.page).count()).toBe(4);
    expect(await a.page.locator('.renewal__quote--main').count()).toBe(1);
    expect(await a.page.getByRole('heading', { level: 1 }).textContent()).toBe('Your renewal');
    expect(await a.page.textContent('.renewal__notes')).toContain('one more claim-free year (0 → 1)');
    expect(await a.page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
    expect(await noOverflow(a.page)).toBe(true);
    expect(await axeProblems(a.page)).toEqual([]);
    await look(a.page, 'renewal-en');
    // Each price and the re-quote open the renewal enquiry's quotes page (where Buy lives).
    const requote = (await a.page.getByTestId('renewal-requote').getAttribute('href')) ?? '';
    expect(requote).toMatch(/^\/car-insurance\/quotes\/\?enquiryId=[A-Za-z0-9]{24}$/);
    expect(await prices(a.page).first().locator('a').getAttribute('href')).toBe(requote);
    for (const lang of shots ? (['hi', 'ml'] as const) : []) {
      await a.page.goto(link(lang));
      await ready(a.page);
      expect(await prices(a.page).count()).toBe(4);
      expect(await noOverflow(a.page)).toBe(true);
      await look(a.page, `renewal-${lang}`);
    }
    await a.page.goto(`${server.baseUrl}${requote}`);
    await a.page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 60_000 });
    expect(a.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await a.context.close();

    // Another phone, in Arabic: nothing of the policy before the code sent to its number.
    const b = await openPage(browser, { viewport: PHONE, locale: 'ar-AE' });
    await b.page.goto(link('ar'));
    const form = b.page.getByTestId('renewal-code');
    await form.waitFor({ timeout: 60_000 });
    expect(await b.page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await prices(b.page).count()).toBe(0);
    expect(await b.page.locator('.renewal').innerText()).not.toContain('AED');
    expect(await axeProblems(b.page)).toEqual([]);
    await look(b.page, 'renewal-ar-code');
    await form.getByRole('button', { name: 'إرسال الرمز' }).click();
    await form.getByText(`+971 5X XXX ${mobile.slice(-4)}`).waitFor();
    await form.locator('input').fill(await codeFor(mobile));
    await form.getByRole('button', { name: 'فتح صفحة التجديد' }).click();
    await ready(b.page);
    expect(await prices(b.page).count()).toBe(4);
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('تجديد وثيقتك');
    expect(await noOverflow(b.page)).toBe(true);
    expect(await axeProblems(b.page)).toEqual([]);
    await look(b.page, 'renewal-ar');
    expect(b.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await b.context.close();
  });

  it("the reminder's 'Stop reminders' page in en and ar at 390 px: asks on opening, stops on the button, axe clean", async () => {
    const mobile = '502009032';
    const a = await openPage(browser, { viewport: PHONE });
    await a.page.goto(`${server.baseUrl}/car-insurance/`);
    expect(await sessionSettled(a.page)).toBe('ready');
    const policy = await boughtPolicy(a.page, mobile);
    await queryDb(
      server.databaseUrl,
      'update policies set reminder_consent_at = now() where public_id = $1',
      [policy],
    );
    const stopped = async () =>
      (
        await queryDb<{ at: string | null }>(
          server.databaseUrl,
          'select reminders_stopped_at as at from policies where public_id = $1',
          [policy],
        )
      )[0]?.at ?? null;
    for (const lang of ['ar', 'en'] as const) {
      const link = stopLink({
        origin: server.baseUrl,
        key: stopLinkKey(SECRET),
        policyPublicId: policy,
        lang,
      });
      await a.page.goto(link);
      expect(await a.page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await a.page.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
      expect(await noOverflow(a.page)).toBe(true);
      expect(await axeProblems(a.page)).toEqual([]);
      await look(a.page, `stop-${lang}-ask`);
      // Opening the link (a link preview does the same) changes nothing.
      expect(await stopped()).toBeNull();
      if (lang === 'en') {
        await a.page.locator('form button[type="submit"]').click();
        await a.page.locator('[role="status"]').waitFor();
        expect(await stopped()).not.toBeNull();
        expect(await axeProblems(a.page)).toEqual([]);
        await look(a.page, 'stop-en-done');
      }
    }
    await a.context.close();
  });
});
