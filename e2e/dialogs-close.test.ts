import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { latestCode } from './journey-helpers';
import { sessionSettled } from './session-helpers';
import { storeCarEnquiry, storeHealthEnquiry } from './quotes-helpers';

/**
 * Every dialog and sheet closes the way a visitor expects (docs/decisions/0063-dialogs-close-every-way.md), on a
 * 390 px phone: its visible close button, a tap on the backdrop, Escape and the browser's Back. Each way: the
 * dialog is gone, focus is back on what opened it, the address is the one before (Back closed the sheet and did
 * not leave the page) and no history entry of the dialog is left. One page per dialog, opened once per way; a
 * dialog that opens by itself (a capture popup, the recent searches) is opened again by a new visit in the same
 * page (decision 0076).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
type Way = 'button' | 'backdrop' | 'escape' | 'back';
const EVERY_WAY: readonly Way[] = ['button', 'backdrop', 'escape', 'back'];

type Subject = {
  /** Clicks what opens it (the element that must get focus back). */
  opener: string;
  /**
   * Opens a dialog nothing on the page opens (a capture popup, the recent searches): then focus has no opener to
   * go back to and must only leave the closed dialog.
   */
  open?: (page: Page) => Promise<void>;
  /** The open dialog (or the mobile menu's panel). */
  dialog: string;
  /** Its close control; the one dialog's `[data-dialog-close]` by default. */
  close?: string;
  /** The close control is outside the dialog (the mobile menu's toggle). */
  closeOnPage?: boolean;
  ways?: readonly Way[];
};

const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));
const dialogDepth = (page: Page) =>
  page.evaluate(() => (history.state as { dialogDepth?: number } | null)?.dialogDepth ?? 0);

/** A point on the backdrop: above the dialog when it leaves room there, else beside or below it. */
async function backdropPoint(page: Page, dialog: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(dialog).boundingBox();
  if (!box) throw new Error(`${dialog} has no box`);
  if (box.y > 12) return { x: PHONE.width / 2, y: box.y / 2 };
  if (box.y + box.height < PHONE.height - 12)
    return { x: PHONE.width / 2, y: (box.y + box.height + PHONE.height) / 2 };
  if (box.x > 12) return { x: box.x / 2, y: PHONE.height / 2 };
  throw new Error(`${dialog} covers the whole screen: no backdrop to tap`);
}

async function closeEachWay(page: Page, s: Subject): Promise<void> {
  const url = page.url();
  const depthBefore = await dialogDepth(page);
  for (const way of s.ways ?? EVERY_WAY) {
    if (s.open) await s.open(page);
    else await page.locator(s.opener).first().click();
    const dialog = page.locator(s.dialog);
    await dialog.waitFor({ state: 'visible' });
    const closeSelector = s.close ?? '[data-dialog-close]';
    const close = (s.closeOnPage ? page.locator(closeSelector) : dialog.locator(closeSelector)).first();
    // The close button is there and on the screen, not scrolled away or cut off.
    expect(await close.isVisible(), `${s.dialog}: a visible close button`).toBe(true);
    const box = await close.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0).toBe(true);
    await expect
      .poll(() => dialogDepth(page), { message: `${s.dialog}: its history entry` })
      .toBe(depthBefore + 1);

    if (way === 'button') await close.click();
    else if (way === 'backdrop') {
      const p = await backdropPoint(page, s.dialog);
      await page.mouse.click(p.x, p.y);
    } else if (way === 'escape') await page.keyboard.press('Escape');
    else await page.goBack();

    await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {
      throw new Error(`${s.dialog} did not close by ${way}`);
    });
    await expect
      .poll(
        () =>
          page.evaluate(
            ([opener, own]) =>
              own
                ? !document.activeElement?.closest('dialog[open]')
                : (document.activeElement?.matches(opener) ?? false),
            [s.opener, s.open !== undefined] as const,
          ),
        { message: `${s.dialog}, ${way}: focus back on the opener` },
      )
      .toBe(true);
    await expect
      .poll(() => dialogDepth(page), { message: `${s.dialog}, ${way}: entry taken back` })
      .toBe(depthBefore);
    expect(page.url(), `${s.dialog}, ${way}: still on the page`).toBe(url);
  }
}

async function phonePage(path: string) {
  const w = await openPage(browser, { viewport: PHONE });
  const res = await w.page.goto(baseUrl() + path);
  expect(res?.status()).toBe(200);
  expect(await sessionSettled(w.page)).toBe('ready');
  await w.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
  return w;
}

describe('credit cards sheets close every way, 390 px', () => {
  for (const prefix of ['', '/ar-ae']) {
    it(`${prefix || 'en'}: the Filter sheet, the Apply Now sheet and the compare sheet`, async () => {
      const w = await phonePage(`${prefix}/credit-cards/`);
      await closeEachWay(w.page, {
        opener: '[data-testid="filter-open"]',
        dialog: '[data-testid="filter-dialog"]',
      });
      await closeEachWay(w.page, {
        opener: '[data-testid="credit-card"] [data-testid="apply-now"]',
        dialog: '[data-testid="apply-popup"]',
      });
      // Two cards chosen for comparison: their sheet, opened from the compare bar (decision 0070).
      const toggles = w.page.getByTestId('compare-toggle');
      await toggles.nth(0).check();
      await toggles.nth(1).check();
      await closeEachWay(w.page, {
        opener: '[data-testid="compare-open"]',
        dialog: '[data-testid="compare-sheet"]',
      });
      expect(unexpected(w.errors)).toEqual([]);
      await w.context.close();
    }, 90_000);
  }
});

describe('the other dialogs close every way, 390 px', () => {
  it('quotes: the Filter sheet and the lead popup (Arabic)', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await w.page.goto(`${baseUrl()}/ar-ae/car-insurance/`);
    expect(await sessionSettled(w.page)).toBe('ready');
    const enquiryId = await storeCarEnquiry(w.page, '502006301');
    await w.page.goto(`${baseUrl()}/ar-ae/car-insurance/quotes/?enquiryId=${enquiryId}`);
    await w.page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });
    await closeEachWay(w.page, {
      opener: '[data-testid="filter-open"]',
      dialog: '[data-testid="filter-dialog"]',
    });
    await closeEachWay(w.page, {
      opener: '[data-testid="quote-card"] [data-testid="choose-plan"]',
      dialog: '[data-testid="lead-popup"]',
    });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  }, 120_000);

  it('the block gallery: the video dialog and the doorway lead form', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await w.page.goto(baseUrl() + '/dev/blocks/');
    await w.page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await closeEachWay(w.page, {
      opener: '.video-block__open',
      dialog: 'dialog.video-block__dialog[open]',
      close: '.video-block__close',
    });
    await closeEachWay(w.page, {
      opener: '[data-get-quotes]',
      dialog: 'dialog.doorway-lead[open]',
      close: '[data-lead-close]',
    });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  }, 90_000);

  it('quotes: the compare dialog (health, English)', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    await w.page.goto(`${baseUrl()}/health-insurance/`);
    expect(await sessionSettled(w.page)).toBe('ready');
    const enquiryId = await storeHealthEnquiry(w.page, '502007601', '01/01/1990');
    await w.page.goto(`${baseUrl()}/health-insurance/quotes/?enquiryId=${enquiryId}`);
    await w.page.waitForSelector('[data-testid="quotes"][data-state="loaded"]', { timeout: 30_000 });
    const toggles = w.page.getByTestId('compare-toggle');
    await toggles.nth(0).check();
    await toggles.nth(1).check();
    await closeEachWay(w.page, {
      opener: '[data-testid="compare-now"]',
      dialog: '[data-testid="compare-dialog"]',
    });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  }, 90_000);

  it('the journey: the OTP dialog (term insurance, English)', async () => {
    const w = await phonePage('/term-insurance/');
    const { page } = w;
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
    await page.locator('#jf-mobileNumber').waitFor({ timeout: 10_000 });
    await page.fill('#jf-name', 'Sara Mansouri');
    await page.fill('#jf-email', 'close.otp@example.com');
    await page.fill('#jf-mobileNumber', '502007603');
    // Sent again each way within the resend cooldown: the same popup, no new code (decision 0069).
    await closeEachWay(page, { opener: 'button.journey__next', dialog: 'dialog.journey__modal[open]' });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  }, 90_000);

  it('my data: the confirmation before withdrawing consent (Arabic, signed in)', async () => {
    const w = await phonePage('/ar-ae/my-data/');
    const { page } = w;
    const mobile = '502007604';
    const token = await page.evaluate(() => localStorage.getItem('authorization'));
    const made = await page.request.post(`${baseUrl()}/api/lead_details`, {
      headers: { authorization: token ?? '', 'content-type': 'application/json' },
      data: { source: 'footer_popup', countryProductId: 2, mobileNumber: mobile, consent: true },
    });
    expect(made.status()).toBe(200);
    await page.getByTestId('my-data-sign-in').click();
    await page.getByTestId('sign-in-mobile').fill(mobile);
    await page.getByTestId('sign-in-send').click();
    await page.getByTestId('sign-in-otp').waitFor();
    await page.getByTestId('sign-in-otp').fill(await latestCode(page, mobile));
    await page.getByTestId('sign-in-verify').click();
    await page.getByTestId('my-data-withdraw').first().waitFor({ timeout: 15_000 });
    await closeEachWay(page, {
      opener: '[data-testid="my-data-withdraw"]',
      dialog: '[data-testid="my-data-dialog"]',
      // A confirmation: its Cancel is the visible way out.
      close: '[data-testid="my-data-cancel"]',
    });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  }, 90_000);

  it('dialogs that open by themselves: the footer capture popup and the recent searches (one page each)', async () => {
    // A new visit each way: this tab's session storage cleared (one unsolicited popup a visit, the recent
    // searches once a session) and the page loaded again.
    const revisit = async (page: Page) => {
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      expect(await sessionSettled(page)).toBe('ready');
    };
    const footer = await phonePage('/car-insurance/');
    await closeEachWay(footer.page, {
      opener: 'body',
      open: async (page) => {
        await revisit(page);
        await page.locator('[data-testid="site-footer"]').evaluate((el) => el.scrollIntoView());
      },
      dialog: '[data-testid="popup-footer"]',
      close: '[data-popup-close]',
    });
    expect(unexpected(footer.errors)).toEqual([]);
    await footer.context.close();

    const recent = await phonePage('/ar-ae/car-insurance/');
    await storeCarEnquiry(recent.page, '502007602');
    await closeEachWay(recent.page, {
      opener: 'body',
      open: revisit,
      dialog: '[data-testid="recent-searches-popup"]',
    });
    expect(unexpected(recent.errors)).toEqual([]);
    await recent.context.close();
  }, 120_000);

  it('the header: the mobile menu (its toggle is the close button; no backdrop) and the sign-in dialog', async () => {
    const w = await phonePage('/ar-ae/car-insurance/');
    await closeEachWay(w.page, {
      opener: '[data-testid="mobile-menu-toggle"]',
      dialog: '#mobile-menu-panel',
      close: '[data-testid="mobile-menu-toggle"]',
      closeOnPage: true,
      ways: ['escape', 'back'],
    });
    await w.page.goto(`${baseUrl()}/account/`);
    await w.page.waitForSelector('[data-testid="account-sign-in"]');
    await closeEachWay(w.page, {
      opener: '[data-testid="account-sign-in"]',
      dialog: '[data-testid="sign-in-dialog"]',
      close: '[data-testid="sign-in-close"]',
    });
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  }, 90_000);
});
