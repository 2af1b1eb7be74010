import { describe, expect, it } from 'vitest';
import { qrModules, qrSvg } from './qr';

describe('qrSvg (decision 0109)', () => {
  const url = 'https://www.sahel.example/api/device-sync/qr/AbCdEfGhIjKlMnOpQrStUvWx';

  it('draws every dark module once, with the three finder patterns and a quiet zone', () => {
    const m = qrModules(url);
    const n = m.length;
    expect(n).toBeGreaterThanOrEqual(29); // version 3 or more for a 70-character link at level M
    expect((n - 17) % 4).toBe(0);
    // a finder pattern: a dark 7×7 ring with a dark 3×3 centre, at three corners
    const finder = (r: number, c: number) =>
      [0, 6].every((i) => [0, 1, 2, 3, 4, 5, 6].every((j) => m[r + i]![c + j] && m[r + j]![c + i])) &&
      m[r + 3]![c + 3] === true &&
      m[r + 1]![c + 1] === false;
    expect(finder(0, 0) && finder(0, n - 7) && finder(n - 7, 0)).toBe(true);
    const svg = qrSvg(url, 'QR "code" <x>');
    const dark = m.flat().filter(Boolean).length;
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(dark);
    expect(svg).toContain(`viewBox="0 0 ${n + 8} ${n + 8}"`);
    expect(svg).toContain('M4 4h1v1h-1z'); // the top-left module, after 4 modules of quiet zone
    expect(svg).toContain('aria-label="QR &#34;code&#34; &#60;x&#62;"');
  });

  it('differs for another link', () => {
    expect(qrSvg(url, 'x')).not.toBe(qrSvg(url.replace('AbCd', 'ZyXw'), 'x'));
  });
});
