import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * Page rules decided in the browser (decision 0040), against a server of its own with a WhatsApp number and the
 * test machine's address listed as internal: the WhatsApp button hides for utm_source=dsa, the mobile menu's app
 * links hide for internal-IP visitors; the cached page is the same for everyone.
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launch(),
    startServer({ WHATSAPP_NUMBER: '+971500000000', INTERNAL_IP_CIDRS: '127.0.0.1/32' }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const BUTTON = '[data-testid="whatsapp-button"]';

describe('floating WhatsApp button', () => {
  it('shows on a content page and opens a chat with the page url and product id', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(server.baseUrl + '/car-insurance/');
    await page.waitForSelector(BUTTON, { state: 'visible' });
    const href = await page.getAttribute(BUTTON, 'href');
    expect(href).toMatch(/^https:\/\/wa\.me\/971500000000\?text=/);
    expect(decodeURIComponent(href ?? '')).toContain(`${server.baseUrl}/car-insurance/ (product 1)`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays hidden for utm_source=dsa (any case)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(server.baseUrl + '/car-insurance/?utm_source=DSA');
    await page.waitForSelector(`${BUTTON}[data-widget-ready]`, { state: 'attached' });
    expect(await page.isHidden(BUTTON)).toBe(true);
    await context.close();
  });
});

describe('app links for internal-IP visitors', () => {
  it('the mobile menu hides them once the IP check answers internal', async () => {
    const { page, context } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    const flags = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/isIndianIp');
    await page.goto(server.baseUrl + '/car-insurance/');
    expect((await (await flags).json()) as unknown).toMatchObject({ isInternalIp: true });
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.mobile-menu__apps')].every((el) => el.hidden),
    );
    expect(await page.locator('.mobile-menu__apps').count()).toBeGreaterThan(0);
    await context.close();
  });
});
