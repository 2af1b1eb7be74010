import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser. Flags keep it off the (closed) network. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
