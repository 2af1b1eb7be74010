import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import enAccount from '../src/shared/i18n/locales/en/account.json';
import arAccount from '../src/shared/i18n/locales/ar/account.json';
import enEnquiry from '../src/shared/i18n/locales/en/enquiry.json';
import arEnquiry from '../src/shared/i18n/locales/ar/enquiry.json';
import { CONSENT_TEXT_VERSION } from '../src/shared/contracts/quotes-api-constants';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
import { sessionSettled } from './session-helpers';
import { latestCode } from './journey-helpers';

/**
 * Decisions 0030 and 0034 (decision 0035) in Chromium at 390 px, in English and Arabic: talk-to-expert (success redirects to
 * next.config.url; a failure shows the server's message or 'Something went wrong'), the callback card (its spec
 * messages, consent gating, success resets the fields and scrolls to the top, the stored terms) and the journey's
 * contact screen (the notice and the optional marketing consent, stored only when ticked).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const LANGS = [
  { lang: 'en', prefix: '', lf: enAccount.leadForms, notice: enEnquiry.contactNotice, n: '1' },
  { lang: 'ar', prefix: '/ar-ae', lf: arAccount.leadForms, notice: arEnquiry.contactNotice, n: '2' },
] as const;

const noOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);

type LeadRow = {
  source: string;
  name: string | null;
  income: number | null;
  mobile_number: string;
  consent_version: string | null;
  call_from_minute: number;
  call_to_minute: number;
  channel: string;
  email: string | null;
};
const leadsOf = (mobile: string, source: string) =>
  queryDb<LeadRow>(
    databaseUrl(),
    `select source, name, income, mobile_number, consent_version, call_from_minute, call_to_minute, channel, email
       from leads where mobile_number = $1 and source = $2 order by id`,
    [mobile, source],
  );

for (const { lang, prefix, lf, notice, n } of LANGS) {
  describe(`lead forms (${lang})`, () => {
    it('talk-to-expert: closed → open, gated by consent, failure messages, success redirects', async () => {
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      expect((await page.goto(`${baseUrl()}${prefix}/car-insurance/`))?.status()).toBe(200);
      expect(await sessionSettled(page)).toBe('ready');
      const tte = page.getByTestId('talk-to-expert');
      await tte.waitFor();
      expect(await tte.isVisible()).toBe(true); // not a marketing page
      // decision 0048: below a journey, the card's script loads when the card comes near the viewport
      await tte.scrollIntoViewIfNeeded();
      await expect.poll(() => tte.getAttribute('data-state')).toBe('closed');
      expect(await tte.locator('form').isVisible()).toBe(false);
      await tte.locator('.tte__open').click();
      await expect.poll(() => tte.getAttribute('data-state')).toBe('open');
      expect(await tte.locator('.tte__open').getAttribute('aria-expanded')).toBe('true');

      const mobile = tte.locator('input[name="mobileNumber"]');
      const income = tte.locator('input[name="income"]');
      const submit = tte.locator('.lead-form__submit');
      // docs/product/leads.md messages, shown once a box was left.
      await mobile.focus();
      await income.focus();
      await expect
        .poll(() => tte.locator('#tte-mobile-error').textContent())
        .toBe(lf.talkToExpert.mobileRequired);
      await mobile.pressSequentially('5912');
      await expect
        .poll(() => tte.locator('#tte-mobile-error').textContent())
        .toBe(lf.talkToExpert.invalidValue);
      await mobile.fill(`050 55${n} 2345`);
      expect(await mobile.inputValue()).toBe(`5055${n}2345`);
      await income.pressSequentially('0');
      await mobile.focus();
      await expect
        .poll(() => tte.locator('#tte-salary-error').textContent())
        .toBe(lf.talkToExpert.invalidValue);
      await income.fill('18000');
      // Valid fields, box unticked: submit stays disabled; ticking enables it.
      expect(await submit.isDisabled()).toBe(true);
      await tte.locator('input[name="consent"]').check();
      await expect.poll(() => submit.isDisabled()).toBe(false);
      expect(await noOverflow(page)).toBe(true);

      // Failure with a message: the server's message; without one: 'Something went wrong'.
      let answer = {
        status: 422,
        body: { code: 'INVALID_MOBILE', message: 'Invalid value (from the server)' },
      };
      await page.route('**/api/lead_details', (route) =>
        route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body),
        }),
      );
      await submit.click();
      await expect
        .poll(() => tte.locator('.lead-form__error').textContent())
        .toBe('Invalid value (from the server)');
      expect(await tte.getAttribute('data-state')).toBe('error');
      answer = { status: 500, body: { code: 'INTERNAL', message: '' } };
      await submit.click();
      await expect
        .poll(() => tte.locator('.lead-form__error').textContent(), { timeout: 15_000 })
        .toBe(lf.errors.generic);
      await page.unroute('**/api/lead_details');

      // Success: a narrowed window and WhatsApp; the answer's next.config.url is followed.
      await tte.locator('summary').click();
      await tte.locator('select[name="callFrom"]').selectOption('10:00');
      await tte.locator('select[name="callTo"]').selectOption('13:00');
      await tte.locator('input[value="whatsapp"]').check();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/lead_details') && r.method() === 'POST');
      await submit.click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        source: 'talk_to_expert',
        mobileNumber: `5055${n}2345`,
        income: '18000',
        consent: true,
        consentVersion: CONSENT_TEXT_VERSION,
        callWindow: { from: '10:00', to: '13:00' },
        channel: 'whatsapp',
        countryProductId: 1,
      });
      await page.waitForURL(new RegExp(`${prefix}/car-insurance/\\?leadId=`), { timeout: 15_000 });
      const rows = await leadsOf(`5055${n}2345`, 'talk_to_expert');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        income: 18000,
        consent_version: CONSENT_TEXT_VERSION,
        call_from_minute: 600,
        call_to_minute: 780,
        channel: 'whatsapp',
      });
      await w.context.close();
    });

    it('callback card: messages, consent gating, 4xx messages, success resets and scrolls to top', async () => {
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      expect((await page.goto(`${baseUrl()}${prefix}/dev/blocks/`))?.status()).toBe(200);
      expect(await sessionSettled(page)).toBe('ready');
      const card = page.getByTestId('customer-callback').first();
      await card.scrollIntoViewIfNeeded();
      const name = card.locator('input[name="name"]');
      const phone = card.locator('input[name="mobileNumber"]');
      const submit = card.locator('.lead-form__submit');
      const nameErr = card.locator('.lead-form__field-error').nth(0);
      const phoneErr = card.locator('.lead-form__field-error').nth(1);
      expect(await card.locator('.lead-form__prefix').textContent()).toBe('+971');
      // The consent box is unticked and separate from the button; the button waits for it.
      expect(await card.locator('input[name="consent"]').isChecked()).toBe(false);
      await expect.poll(() => card.getAttribute('data-widget-ready')).toBe('');
      expect(await submit.isDisabled()).toBe(true);
      await card.locator('input[name="consent"]').check();
      await expect.poll(() => submit.isDisabled()).toBe(false);

      // docs/product/leads.md messages.
      await submit.click();
      await expect.poll(() => nameErr.textContent()).toBe(lf.callback.nameRequired);
      expect(await phoneErr.textContent()).toBe(lf.callback.phoneRequired);
      await name.fill(lang === 'ar' ? 'ليلى ناصر' : 'Layla Nasser');
      await phone.pressSequentially('50-12a3');
      expect(await phone.inputValue()).toBe('50123'); // non-digits stripped
      await submit.click();
      await expect.poll(() => phoneErr.textContent()).toBe(lf.callback.phoneInvalid);
      expect(await nameErr.isHidden()).toBe(true);
      await phone.fill(`50666${n}234`);
      await expect.poll(() => phoneErr.isHidden()).toBe(true);

      // A 4xx the visitor can act on is shown (CONSENT_REQUIRED; the rate limit with its wait).
      let answer: { status: number; body: Record<string, unknown> } = {
        status: 422,
        body: { code: 'CONSENT_REQUIRED', message: 'Please tick the box to agree that we may contact you.' },
      };
      await page.route('**/api/lead_details', (route) =>
        route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify(answer.body),
        }),
      );
      await submit.click();
      await expect
        .poll(() => card.locator('.lead-form__error').textContent())
        .toBe('Please tick the box to agree that we may contact you.');
      answer = { status: 429, body: { code: 'RATE_LIMIT', message: 'Too many', retryAfter: 120 } };
      await submit.click();
      await expect
        .poll(() => card.locator('.lead-form__error').textContent())
        .toBe(lf.errors.retryAfter.replace('{{minutes}}', '2'));
      await page.unroute('**/api/lead_details');
      // The request helper also opens the block-user popup (docs/product/errors-and-limits.md RATE_LIMIT); it is closed before going on.
      const popup = page.getByTestId('block-user-popup');
      await popup.waitFor();
      await popup.locator('.block-user__close').click();
      await expect.poll(() => popup.count()).toBe(0);

      // Success: the page scrolls to the top, the fields and the consent box reset.
      await card.locator('summary').click();
      await card.locator('select[name="callFrom"]').selectOption('14:00');
      await card.locator('input[value="email"]').check();
      await card.locator('input[name="email"]').fill(`layla.${lang}@example.com`);
      await card.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await submit.click();
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('success');
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
      expect(await name.inputValue()).toBe('');
      expect(await phone.inputValue()).toBe('');
      expect(await card.locator('input[name="consent"]').isChecked()).toBe(false);
      expect(await submit.isDisabled()).toBe(true);
      expect(await card.locator('.lead-form__status').textContent()).toBe(lf.callback.success);
      const rows = await leadsOf(`50666${n}234`, 'customer_callback');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: lang === 'ar' ? 'ليلى ناصر' : 'Layla Nasser',
        consent_version: CONSENT_TEXT_VERSION,
        call_from_minute: 840,
        call_to_minute: 1080,
        channel: 'email',
        email: `layla.${lang}@example.com`,
      });
      expect(await noOverflow(page)).toBe(true);
      await w.context.close();
    });

    it('journey contact screen: the notice, "Who has my number", the optional marketing consent stored', async () => {
      const w = await openPage(browser, { viewport: PHONE });
      const { page } = w;
      expect((await page.goto(`${baseUrl()}${prefix}/term-insurance/`))?.status()).toBe(200);
      expect(await sessionSettled(page)).toBe('ready');
      await page.waitForSelector('html[data-hydrated="true"]');
      // No notice before the contact screen.
      expect(await page.getByTestId('journey-contact-notice').count()).toBe(0);
      await page.fill('#jf-dateOfBirth', '1988-03-14');
      await page.locator('[data-field="gender"] input[type=radio]').first().check();
      await page.locator('[data-field="smoker"] input[type=radio]').first().check();
      await page.locator('button.journey__next').click();
      await page.locator('#jf-monthlyIncome').waitFor();
      await page.locator('#jf-monthlyIncome').pressSequentially('15000');
      for (const id of ['coverAmount', 'policyTerm']) {
        const select = page.locator(`#jf-${id}`);
        await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
        await select.selectOption((await select.locator('option').nth(1).getAttribute('value')) ?? '');
      }
      await page.locator('button.journey__next').click();
      const box = page.getByTestId('journey-contact-notice');
      await box.waitFor({ timeout: 10_000 });
      expect(await box.textContent()).toContain(notice.text);
      expect(await box.locator('a').getAttribute('href')).toBe(`${prefix}/my-data/`);
      expect(await box.locator('a').textContent()).toBe(notice.link);
      const consent = box.locator('input[type=checkbox]');
      expect(await consent.isChecked()).toBe(false);
      await consent.check();
      const mobile = `50777${n}345`;
      await page.fill('#jf-name', lang === 'ar' ? 'سارة المنصوري' : 'Sara Mansouri');
      await page.fill('#jf-email', `sara.term.${lang}@example.com`);
      await page.fill('#jf-mobileNumber', mobile);
      const sent = page.waitForRequest((r) => /\/api\/(enquiry|prequote_enquiry)/.test(r.url()));
      await page.locator('button.journey__next').click();
      expect(((await sent).postDataJSON() as Record<string, unknown>).marketingConsent).toBe(true);
      const otp = page.locator('#journey-otp-input');
      await otp.waitFor({ timeout: 15_000 });
      await otp.fill(await latestCode(page, mobile));
      await page.locator('.journey__modal button[type=submit]').click();
      await page.waitForURL(/\/term-insurance\/quotes\/\?enquiryId=/, { timeout: 15_000 });
      const rows = await queryDb<{ v: string | null; at: Date | null }>(
        databaseUrl(),
        'select marketing_consent_version as v, marketing_consent_at as at from enquiries where mobile_number = $1',
        [mobile],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.v).toBe(CONSENT_TEXT_VERSION);
      expect(rows[0]?.at).not.toBeNull();
      await w.context.close();
    });
  });
}
