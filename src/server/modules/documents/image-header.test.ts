import { describe, expect, it } from 'vitest';
import { JPEG_8X8, PNG_1X1 } from '../../../../test/integration/multipart';
import { magicAndNoise, pngHeaderOnly, seededBytes } from '../../../../test/support/poison-images';
import { checkImageHeader } from './image-header';

describe('checkImageHeader: dimensions from the header, before anything decodes (decision 0041)', () => {
  it('reads a PNG and a JPEG', () => {
    expect(checkImageHeader(PNG_1X1, 'image/png')).toEqual({ ok: true, width: 1, height: 1 });
    expect(checkImageHeader(JPEG_8X8, 'image/jpeg')).toEqual({ ok: true, width: 8, height: 8 });
  });

  it.each([
    ['PNG magic bytes and noise', magicAndNoise('png'), 'image/png'],
    ['JPEG magic bytes and noise', magicAndNoise('jpeg'), 'image/jpeg'],
    ['a PNG signature alone', PNG_1X1.subarray(0, 9), 'image/png'],
    ['a JPEG cut before its frame header', JPEG_8X8.subarray(0, 100), 'image/jpeg'],
    ['a JPEG sent as a PNG', JPEG_8X8, 'image/png'],
    ['a 0×0 PNG', pngHeaderOnly(0, 0), 'image/png'],
  ] as const)('%s is unreadable', (_name, bytes, mime) => {
    expect(checkImageHeader(bytes, mime)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses noise after either magic, whatever the seed', () => {
    for (let seed = 1; seed <= 200; seed++)
      for (const kind of ['png', 'jpeg'] as const) {
        const r = checkImageHeader(
          magicAndNoise(kind, 208, seed),
          kind === 'png' ? 'image/png' : 'image/jpeg',
        );
        // A noise JPEG may by chance hold a frame marker: then its size is checked like any other's.
        if (r.ok) expect(r.width * r.height).toBeLessThanOrEqual(25_000_000);
        else expect(['unreadable', 'tooLarge']).toContain(r.reason);
      }
  });

  it.each([
    [45_000, 45_000, 'tooLarge'],
    [20_000, 20_000, 'tooLarge'],
    [10_001, 10, 'tooLarge'],
    [10, 10_001, 'tooLarge'],
    [5_000, 5_001, 'tooLarge'],
    [5_000, 5_000, 'ok'],
    [10_000, 2_500, 'ok'],
    [3_000, 4_000, 'ok'],
  ] as const)('a %i×%i header: %s', (width, height, want) => {
    const r = checkImageHeader(pngHeaderOnly(width, height), 'image/png');
    expect(r.ok ? 'ok' : r.reason).toBe(want);
  });

  it('never reads past the end of a view into the buffer beneath it (a Buffer from the pool)', () => {
    // The first 20 bytes of a valid PNG stop inside its header; the rest of the same memory would complete it.
    expect(checkImageHeader(PNG_1X1.subarray(0, 20), 'image/png')).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    const pooled = Buffer.from(pngHeaderOnly(45_000, 45_000).subarray(0, 22));
    expect(checkImageHeader(pooled, 'image/png')).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('a file cut after its header still passes: it is OCR that must fail on it', () => {
    const cut = Buffer.concat([pngHeaderOnly(800, 500).subarray(0, 33), seededBytes(27, 1)]);
    expect(checkImageHeader(cut, 'image/png')).toEqual({ ok: true, width: 800, height: 500 });
  });
});
