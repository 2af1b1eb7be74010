import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from './axe';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';

/**
 * 'Continue From where you left!' (docs/product/journeys.md 'Recent searches'; docs/product/journeys.md) against the real
 * server: enquiries are stored through POST /api/enquiry with the page's own session token, then the page is
 * reloaded and the popup lists them from POST /api/recentSearches.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Submit = { countryProductId: number; formKey: string; values: Record<string, unknown> };

/** Stores enquiries for the page's device (its token from localStorage), in order; returns their ids. */
async function storeEnquiries(page: Page, submits: Submit[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const ids: string[] = [];
    for (const body of list) {
      const res = await fetch('/api/enquiry', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('authorization') ?? '',
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { enquiryId?: string; code?: string };
      if (!json.enquiryId) throw new Error(`enquiry refused: ${res.status} ${json.code ?? ''}`);
      ids.push(json.enquiryId);
    }
    return ids;
  }, submits);
}

/** The first stage of the seeded car journey (formKey car.vehicle), with real option ids from the API. */
async function carVehicle(page: Page): Promise<Submit> {
  const values = await page.evaluate(async () => {
    const first = async (url: string) => {
      const res = await fetch(url, {
        headers: { authorization: localStorage.getItem('authorization') ?? '' },
      });
      return ((await res.json()) as { data: { id: string }[] }).data[0]?.id ?? '';
    };
    const make = await first('/api/options/vehicle-makes');
    const model = await first(`/api/options/vehicle-models/${make}`);
    // A model year already started, registered on its first day (never before the model year: decision 0029).
    const years = await fetch(`/api/options/vehicle-years/${model}`, {
      headers: { authorization: localStorage.getItem('authorization') ?? '' },
    }).then(async (r) => ((await r.json()) as { data: { id: string }[] }).data.map((d) => d.id));
    const year = years.find((y) => Number(y) < new Date().getFullYear()) ?? years[0] ?? '';
    return {
      carMake: make,
      carModel: model,
      carYear: year,
      carTrim: await first(`/api/options/vehicle-trims/${model}`),
      firstRegistrationDate: `01/01/${year}`,
      carValue: 60000,
      registrationEmirate: await first('/api/options/emirates'),
    };
  });
  return { countryProductId: 1, formKey: 'car.vehicle', values };
}

/** Opens a path and waits for the session; resolves with the page's first recentSearches answer. */
async function open(page: Page, path: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recentSearches');
  await page.goto(baseUrl() + path);
  expect(await sessionSettled(page)).toBe('ready');
  return (await answered).json() as Promise<{ data: { url: string; subText: string }[] }>;
}
async function reload(page: Page) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recentSearches');
  await page.reload();
  return (await answered).json() as Promise<{ data: { url: string; subText: string }[] }>;
}

const popup = (page: Page, name = 'Continue From where you left!') => page.getByRole('dialog', { name });
const items = (page: Page) => page.getByTestId('recent-search');
const cta = (page: Page, i: number) => items(page).nth(i).getByTestId('recent-search-cta').textContent();
/** Waits until the popup island decided (load.ts publishes it on <html>); returns 'open' or 'none'. */
async function decided(page: Page): Promise<string> {
  const el = await page.waitForSelector('html[data-recent-searches]', { state: 'attached' });
  return (await el.getAttribute('data-recent-searches')) ?? '';
}
/** The one dialog locks the page while open (src/web/ui/dialog: `dialog-open` on <html>, overflow hidden). */
const scrollLocked = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.classList.contains('dialog-open') &&
      getComputedStyle(document.documentElement).overflowY === 'hidden',
  );

describe('continue-journey popup', () => {
  it('desktop: appears after a reload, 2 shown then See All / See Less, Escape closes it for the tab', async () => {
    const w = await openPage(browser);
    expect((await open(w.page, '/car-insurance/')).data).toEqual([]);
    expect(await decided(w.page)).toBe('none');
    expect(await popup(w.page).count()).toBe(0);

    const car = await carVehicle(w.page);
    const ids = await storeEnquiries(w.page, [car, car, car]);
    const answer = await reload(w.page);
    expect(answer.data).toHaveLength(3);

    const dialog = popup(w.page);
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
    expect(await items(w.page).count()).toBe(2);
    // latest first, linking back to the product page with the enquiry
    expect(await items(w.page).first().getAttribute('href')).toBe(`/car-insurance/?enquiryId=${ids[2]}`);
    expect(await items(w.page).first().textContent()).toContain('Car Insurance');
    expect(await items(w.page).first().textContent()).toContain('Visited');
    expect(await cta(w.page, 0)).toBe('Buy Now'); // spec 000 lists two labels only (decision 0109)
    expect(await w.page.getByRole('button', { name: 'Start New Search' }).count()).toBe(1);
    expect(await scrollLocked(w.page)).toBe(true);
    const axe = await new AxeBuilder({ page: w.page })
      .include('[data-testid="recent-searches-popup"]')
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // focus starts on the close button and Tab never leaves the dialog
    expect(await w.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    for (let i = 0; i < 7; i++) {
      await w.page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await w.page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
    }

    await w.page.getByRole('button', { name: 'See All' }).click();
    expect(await items(w.page).count()).toBe(3);
    await w.page.getByRole('button', { name: 'See Less' }).click();
    expect(await items(w.page).count()).toBe(2);

    await w.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await scrollLocked(w.page)).toBe(false);

    // once per session per product
    await w.page.reload();
    expect(await sessionSettled(w.page)).toBe('ready');
    expect(await decided(w.page)).toBe('none');
    expect(await dialog.count()).toBe(0);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it('mobile 390 px: 4 first, See all / See Less; Start New Search closes it and forgets the enquiry', async () => {
    const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await open(w.page, '/car-insurance/');
    const car = await carVehicle(w.page);
    const ids = await storeEnquiries(w.page, [car, car, car, car, car]);
    await w.page.evaluate((id) => sessionStorage.setItem('enquiryId_1', id), ids[4] ?? '');
    await reload(w.page);
    const dialog = popup(w.page);
    await dialog.waitFor();
    expect(await items(w.page).count()).toBe(4);
    await w.page.getByRole('button', { name: 'See all' }).click();
    expect(await items(w.page).count()).toBe(5);
    await w.page.getByRole('button', { name: 'See Less' }).click();
    expect(await items(w.page).count()).toBe(4);
    // nothing sticks out sideways on a phone
    expect(
      await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await w.page.getByRole('button', { name: 'Start New Search' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await w.page.evaluate(() => sessionStorage.getItem('enquiryId_1'))).toBeNull();
    expect(await scrollLocked(w.page)).toBe(false);
    expect(w.errors).toEqual([]);
    await w.context.close();
  });

  it("home page (17): every product's searches, Apply Now for a loan, no Start New Search", async () => {
    const w = await openPage(browser);
    await open(w.page, '/');
    const car = await carVehicle(w.page);
    await storeEnquiries(w.page, [car]);
    // A personal-loan application waiting for its OTP is stored as a draft ('Visited'); the code is not needed here.
    await w.page.evaluate(async () => {
      await fetch('/api/enquiry', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: localStorage.getItem('authorization') ?? '',
        },
        body: JSON.stringify({
          countryProductId: 8,
          formKey: 'personalLoan.apply',
          values: {
            monthlySalary: 15000,
            employerCategory: 'government',
            dateOfBirth: '20/05/1990',
            nationality: 'AE',
            loanAmount: 50000,
            loanTenure: '24',
            existingRepayments: 0,
            name: 'Demo Visitor',
            email: 'visitor@example.com',
            mobileNumber: '508000417',
          },
        }),
      });
    });
    const answer = await reload(w.page);
    expect(answer.data.map((d) => d.url.split('?')[0])).toEqual(['/personal-loans/', '/car-insurance/']);
    await popup(w.page).waitFor();
    expect(await items(w.page).count()).toBe(2);
    expect(await cta(w.page, 0)).toBe('Apply Now');
    expect(await cta(w.page, 1)).toBe('Buy Now');
    expect(await w.page.getByRole('button', { name: 'Start New Search' }).count()).toBe(0);
    await w.page.getByRole('button', { name: 'Close' }).click();
    await popup(w.page).waitFor({ state: 'detached' });
    // the desktop home banner shows them in the carousel's place (decision 0113): two, no 'See All' for two
    await w.page.waitForSelector('.home-banner[data-recent="shown"]');
    const banner = w.page.locator('.banner-recent');
    expect(await banner.locator('.banner-recent__item').count()).toBe(2);
    expect(await banner.locator('.banner-recent__cta').allTextContents()).toEqual(['Apply Now', 'Buy Now']);
    expect(await banner.locator('.banner-recent__cta').first().getAttribute('href')).toMatch(
      /^\/personal-loans\//,
    );
    expect(await banner.locator('.banner-recent__more').isHidden()).toBe(true);
    expect(await w.page.locator('[data-testid="banner-carousel"]').isHidden()).toBe(true);
    await w.context.close();
  });

  it('Arabic: right to left, Arabic texts from the server and the catalogue', async () => {
    const w = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await open(w.page, '/ar-ae/car-insurance/');
    await storeEnquiries(w.page, [await carVehicle(w.page)]);
    const answer = await reload(w.page);
    expect(answer.data[0]?.url).toMatch(/^\/ar-ae\/car-insurance\/\?enquiryId=/);
    const dialog = popup(w.page, 'تابع من حيث توقفت!');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await items(w.page).first().textContent()).toContain('تمت الزيارة');
    expect(await cta(w.page, 0)).toBe('اشترِ الآن');
    expect(
      await w.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await w.page.getByRole('button', { name: 'إغلاق' }).click();
    await dialog.waitFor({ state: 'detached' });
    await w.context.close();
  });

  it('internal-IP visitors never see it', async () => {
    const w = await openPage(browser);
    await w.context.addInitScript(() => sessionStorage.setItem('isInternalIp', 'true'));
    await open(w.page, '/car-insurance/');
    await storeEnquiries(w.page, [await carVehicle(w.page)]);
    expect((await reload(w.page)).data).toHaveLength(1);
    expect(await decided(w.page)).toBe('none');
    expect(await popup(w.page).count()).toBe(0);
    await w.context.close();
  });

  it('a failed call gives an empty list: no popup', async () => {
    const w = await openPage(browser);
    await w.page.route('**/api/recentSearches', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'x' }),
      }),
    );
    const failed = w.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/recentSearches');
    await w.page.goto(baseUrl() + '/car-insurance/');
    expect(await sessionSettled(w.page)).toBe('ready');
    expect((await failed).status()).toBe(500);
    expect(await decided(w.page)).toBe('none');
    expect(await popup(w.page).count()).toBe(0);
    await w.context.close();
  });
});
