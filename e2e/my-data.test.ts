import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from './axe';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';
import { queryDb } from './server';

/**
 * "Who has my number" (decision 0033) in Chromium at 390 px, in English and Arabic: a lead made through
 * POST /api/lead_details; the page asks to prove the number, the sign-in modal comes back to it; the lead is listed
 * with its receiver; "Withdraw consent" after its confirmation marks it withdrawn, and its outbox row is
 * 'withdrawn' in the server's database (never delivered). A later lead for the number is held (decision 0044) until
 * the page lifts the suppression.
 */

let browser: Browser;

/** Serious and critical axe violations inside the page's section or the open dialog. */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function run(lang: 'en' | 'ar', mobile: string) {
  const prefix = lang === 'ar' ? '/ar-ae' : '';
  const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
  const { page } = w;
  const res = await page.goto(`${baseUrl()}${prefix}/my-data/`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toBe('no-store');
  expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
  expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  expect(await sessionSettled(page)).toBe('ready');

  // A lead on this number, made as a capture point makes it (the page's own device token).
  const token = await page.evaluate(() => localStorage.getItem('authorization'));
  const made = await page.request.post(`${baseUrl()}/api/lead_details`, {
    headers: { authorization: token ?? '', 'content-type': 'application/json' },
    data: { source: 'footer_popup', countryProductId: 2, mobileNumber: mobile, consent: true },
  });
  expect(made.status()).toBe(200);
  const leadId = ((await made.json()) as { leadId: string }).leadId;

  // Signed out: the page explains itself and offers the sign-in modal, which returns here.
  await page.getByTestId('my-data-sign-in').click();
  await page.getByTestId('sign-in-dialog').waitFor();
  await page
    .getByTestId('sign-in-mobile')
    .fill(`0${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`);
  await page.getByTestId('sign-in-send').click();
  await page.getByTestId('sign-in-otp').waitFor();
  await page.getByTestId('sign-in-otp').fill(await latestCode(page, mobile));
  await page.getByTestId('sign-in-verify').click();

  const item = page.getByTestId('my-data-leads').locator(`[data-lead="${leadId}"]`);
  await item.waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(`${prefix}/my-data/`);
  expect(await item.getAttribute('data-state')).toBe('active');
  expect(await item.getAttribute('data-delivery')).toBe('pending');
  const receiver = lang === 'ar' ? 'فريقنا الاستشاري (نظام إدارة العملاء)' : 'Our advisory team (CRM)';
  expect(await item.textContent()).toContain(receiver);

  expect(await axeProblems(page, '[data-testid="my-data-page"]')).toEqual([]);

  // Withdraw, behind its confirmation.
  await page.getByTestId('my-data-withdraw').click();
  const dialog = page.getByTestId('my-data-dialog');
  await dialog.waitFor();
  expect(await axeProblems(page, '[data-testid="my-data-dialog"]')).toEqual([]);
  await page.getByTestId('my-data-confirm').click();
  await expect.poll(() => item.getAttribute('data-state')).toBe('withdrawn');
  // The list is re-read after the action: find the new element for the lead.
  const after = page.getByTestId('my-data-leads').locator(`[data-lead="${leadId}"]`);
  expect(await after.getAttribute('data-state')).toBe('withdrawn');
  expect(await after.getAttribute('data-delivery')).toBe('withdrawn');
  await expect.poll(() => page.getByTestId('my-data-message').textContent()).not.toBe('');
  expect(await page.getByTestId('my-data-history').locator('[data-action="withdraw"]').count()).toBe(1);

  const rows = await queryDb<{ state: string; reason: string | null }>(
    databaseUrl(),
    `select o.state, l.consent_withdrawn_reason as reason
       from lead_outbox o join leads l on l.id = o.lead_id where l.public_id = $1`,
    [leadId],
  );
  expect(rows).toEqual([{ state: 'withdrawn', reason: 'visitor' }]);

  // Delete my data, behind its own confirmation: the lead keeps only its consent record.
  await page.getByTestId('my-data-delete').click();
  await page.getByTestId('my-data-dialog').waitFor();
  await page.getByTestId('my-data-confirm').click();
  const erased = page.getByTestId('my-data-leads').locator(`[data-lead="${leadId}"]`);
  await expect.poll(() => erased.getAttribute('data-erased')).toBe('true');
  expect(await page.getByTestId('my-data-history').locator('[data-action="delete"]').count()).toBe(1);
  const kept = await queryDb<{ ip: string | null; reason: string | null }>(
    databaseUrl(),
    `select ip_hash as ip, consent_withdrawn_reason as reason from leads where public_id = $1`,
    [leadId],
  );
  expect(kept).toEqual([{ ip: null, reason: 'visitor' }]);

  // Decision 0044: the number stays suppressed. A new lead for it (anyone can type it) is kept and never sent; the
  // page says so and offers to start contact again, behind its confirmation.
  const again = await page.request.post(`${baseUrl()}/api/lead_details`, {
    headers: { authorization: token ?? '', 'content-type': 'application/json' },
    data: { source: 'footer_popup', countryProductId: 3, mobileNumber: mobile, consent: true },
  });
  expect(again.status()).toBe(200);
  const heldId = ((await again.json()) as { leadId: string }).leadId;
  await page.reload();
  const held = page.getByTestId('my-data-leads').locator(`[data-lead="${heldId}"]`);
  await held.waitFor({ timeout: 15_000 });
  expect(await held.getAttribute('data-delivery')).toBe('suppressed');
  const suppression = page.getByTestId('my-data-suppression');
  expect(await suppression.getAttribute('data-state')).toBe('active');
  expect(await axeProblems(page, '[data-testid="my-data-page"]')).toEqual([]);
  await page.getByTestId('my-data-lift').click();
  await page.getByTestId('my-data-dialog').waitFor();
  await page.getByTestId('my-data-confirm').click();
  await expect.poll(() => page.getByTestId('my-data-suppression').getAttribute('data-state')).toBe('lifted');
  expect(await page.getByTestId('my-data-history').locator('[data-action="lift"]').count()).toBe(1);
  const lifted = await queryDb<{ lifted: boolean; state: string }>(
    databaseUrl(),
    `select s.lifted_at is not null as lifted, o.state
       from contact_suppressions s, lead_outbox o join leads l on l.id = o.lead_id
      where s.mobile_number = $1 and l.public_id = $2`,
    [mobile, heldId],
  );
  expect(lifted).toEqual([{ lifted: true, state: 'suppressed' }]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(w.errors).toEqual([]);
  await w.context.close();
}

describe('who has my number', () => {
  it('en, 390 px: sign in, see the lead and who has it, withdraw → withdrawn, never delivered', async () => {
    await run('en', '582000101');
  });
  it('ar, 390 px: the same, right to left', async () => {
    await run('ar', '582000102');
  });
});
