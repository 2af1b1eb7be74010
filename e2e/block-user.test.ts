import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './browser';
import { sessionSettled } from './session-helpers';
import { startServer, type RunningServer } from './server';

/**
 * The block-user popup (docs/product/errors-and-limits.md RATE_LIMIT) against a real limit: this file runs its own server that lets
 * one address create 2 devices a minute, so the third visitor from 127.0.0.1 is refused by the real rate
 * limiter, not by a faked response. The suite's shared server has limits sized for the suite (e2e/server.ts).
 */
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startServer({ RATE_LIMIT_DEVICE_PER_IP: '2' })]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

async function visit(path: string) {
  const w = await openPage(browser, { viewport: { width: 390, height: 844 } });
  const device = w.page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/device' && r.request().method() === 'POST',
  );
  await w.page.goto(server.baseUrl + path);
  return { ...w, device: await device, settled: await sessionSettled(w.page) };
}

describe('block-user popup (RATE_LIMIT) from the real limiter', () => {
  it('lets two devices in, then blocks the third with the server message and a countdown; Escape closes', async () => {
    for (let i = 0; i < 2; i++) {
      const ok = await visit('/car-insurance/');
      expect(ok.device.status()).toBe(200);
      expect(ok.settled).toBe('ready');
      expect(await ok.page.getByTestId('block-user-popup').count()).toBe(0);
      await ok.context.close();
    }

    const blocked = await visit('/car-insurance/');
    expect(blocked.device.status()).toBe(429);
    const retryAfter = Number(blocked.device.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.settled).toBe('failed');

    const dialog = blocked.page.getByRole('dialog', { name: 'Too many requests' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Too many requests. Please try again in');
    await expect
      .poll(() => blocked.page.getByTestId('block-user-countdown').textContent())
      .toMatch(/^You can try again in (\d+ seconds|1 second)\.$/);
    const shown = Number(
      /(\d+)/.exec((await blocked.page.getByTestId('block-user-countdown').textContent()) ?? '')?.[1],
    );
    expect(shown).toBeLessThanOrEqual(retryAfter);
    expect(await blocked.page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await blocked.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await blocked.context.close();
  });

  it('speaks Arabic on Arabic pages, right to left, with Arabic plural forms', async () => {
    const w = await visit('/ar-ae/car-insurance/');
    expect(w.device.status()).toBe(429);
    const dialog = w.page.getByRole('dialog', { name: 'طلبات كثيرة جدًا' });
    await dialog.waitFor();
    expect(await w.page.getByRole('button', { name: 'إغلاق' }).count()).toBe(1);
    expect(await dialog.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // 'بعد 5 ثوانٍ' (few), 'بعد 11 ثانية' (many/other), 'ثانيتين' (two), 'ثانية واحدة' (one)
    await expect
      .poll(() => w.page.getByTestId('block-user-countdown').textContent())
      .toMatch(/^يمكنك المحاولة مرة أخرى بعد (\d+ ثوانٍ|\d+ ثانية|ثانيتين|ثانية واحدة)\.$/);
    await w.context.close();
  });
});
