import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { imageSize } from 'image-size';
import { baseUrl, databaseUrl, launch, openPage } from './browser';
import { queryDb } from './server';
import { sessionSettled } from './session-helpers';
import { TEST_CARDS, renderCards } from '../test/support/ocr-cards';
import { magicAndNoise, pngHeaderOnly } from '../test/support/poison-images';

/**
 * Decision 0041 in real Chromium: a photo larger than 3000 px is scaled in the browser and sent as a JPEG (so a
 * phone photo passes the server's header check and is read), and an image the server refuses by its header is
 * explained to the visitor in the page's language.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };
const unexpected = (errors: string[]) =>
  errors.filter((e) => !e.startsWith('Failed to load resource') && !/\b422\b/.test(e));

/** The card drawn `width` pixels wide by the browser (PNG), as a camera would give it: far over 3000 px. */
async function enlarged(page: Page, png: Buffer, width: number): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ([src, w]) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = Math.round((img.naturalHeight * w) / img.naturalWidth);
      canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [`data:image/png;base64,${png.toString('base64')}`, width] as const,
  );
  return Buffer.from(b64, 'base64');
}

/** The bytes the server stored for the upload the page sent (read from the e2e server's own database). */
async function storedUpload(
  page: Page,
  chooseFile: () => Promise<void>,
): Promise<{ documentId: string; bytes: Buffer }> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/documents'),
  );
  await chooseFile();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { documentId } = (await res.json()) as { documentId: string };
  const rows = await queryDb<{ data: Buffer }>(
    databaseUrl(),
    'select data from documents where public_id = $1',
    [documentId],
  );
  expect(rows).toHaveLength(1);
  return { documentId, bytes: rows[0]!.data };
}

/** The server's read of the document once it is no longer pending (the island gives up waiting sooner). */
async function finishedRead(documentId: string) {
  let row: { status: string; fields: Record<string, string> | null } | undefined;
  await expect
    .poll(
      async () => {
        [row] = await queryDb<{ status: string; fields: Record<string, string> | null }>(
          databaseUrl(),
          `select r.status, r.fields from document_reads r join documents d on d.id = r.document_id
            where d.public_id = $1`,
          [documentId],
        );
        return row?.status;
      },
      { timeout: 60_000, interval: 500 },
    )
    .not.toBe('pending');
  return row;
}

async function carJourney(page: Page, prefix = '') {
  expect((await page.goto(`${baseUrl()}${prefix}/car-insurance/`))?.status()).toBe(200);
  expect(await sessionSettled(page)).toBe('ready');
  await page.waitForSelector('html[data-hydrated="true"]');
}

describe('images before upload (decision 0041)', () => {
  it('scales a 4800 px photo to 3000 px as a JPEG before sending it, and the card is read', async () => {
    const card = TEST_CARDS.find((c) => c.docType === 'mulkiya');
    if (!card) throw new Error('no Mulkiya test card');
    const [image] = await renderCards([card], 'clean', browser);
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await carJourney(page);
    const big = await enlarged(page, image as Buffer, 4800);
    const original = imageSize(big);
    expect(original).toMatchObject({ width: 4800, type: 'png' });

    const { documentId, bytes } = await storedUpload(page, () =>
      page
        .locator('#jf-mulkiyaFront')
        .setInputFiles({ name: 'mulkiya-photo.png', mimeType: 'image/png', buffer: big }),
    );
    const size = imageSize(bytes);
    expect(size.type).toBe('jpg');
    expect(size.width).toBe(3000);
    expect(size.height).toBe(Math.round((original.height * 3000) / 4800));
    expect(bytes.length).toBeLessThan(big.length);

    // The visitor sees the name of the file they chose; the server read the scaled photo.
    await expect
      .poll(() => page.locator('#jf-mulkiyaFront-status').textContent())
      .toBe('Uploaded: mulkiya-photo.png');
    const read = await finishedRead(documentId);
    expect(read?.status).toBe('done');
    expect(read?.fields?.make).toMatch(/toyota/i);
    expect(unexpected(w.errors)).toEqual([]);
    await w.context.close();
  });

  it('a photo within 3000 px is sent as it is', async () => {
    const card = TEST_CARDS.find((c) => c.docType === 'mulkiya');
    const [image] = await renderCards([card!], 'clean', browser);
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await carJourney(page);
    const { bytes } = await storedUpload(page, () =>
      page
        .locator('#jf-mulkiyaFront')
        .setInputFiles({ name: 'mulkiya.png', mimeType: 'image/png', buffer: image as Buffer }),
    );
    expect(bytes.equals(image as Buffer)).toBe(true);
    await w.context.close();
  });

  it('explains an image the server refuses by its header, in English and in Arabic', async () => {
    const w = await openPage(browser, { viewport: PHONE });
    const { page } = w;
    await carJourney(page);
    const input = page.locator('#jf-mulkiyaFront');
    const status = page.locator('#jf-mulkiyaFront-status');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: pngHeaderOnly(45_000, 45_000),
    });
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toBe(
        'This image has too many pixels (over 10,000 on a side or 25 megapixels in all). Please upload a smaller photo.',
      );
    await input.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: magicAndNoise('png') });
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toBe(
        'This image could not be opened. It may be damaged or incomplete: please take or choose the photo again.',
      );
    // Nothing was kept as the field's answer.
    expect(await page.locator('[data-ocr]').count()).toBe(0);
    await w.context.close();

    const ar = await openPage(browser, { viewport: PHONE });
    await carJourney(ar.page, '/ar-ae');
    await ar.page
      .locator('#jf-mulkiyaFront')
      .setInputFiles({ name: 'noise.jpg', mimeType: 'image/jpeg', buffer: magicAndNoise('jpeg') });
    await expect
      .poll(() => ar.page.locator('#jf-mulkiyaFront-status').textContent(), { timeout: 15_000 })
      .toBe('تعذّر فتح هذه الصورة. قد تكون تالفة أو غير مكتملة: يرجى التقاط الصورة أو اختيارها مرة أخرى.');
    await ar.context.close();
  });
});
