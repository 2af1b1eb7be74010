import { createDeflate, crc32 } from 'node:zlib';

/**
 * Hostile uploads made in the test (decision 0041), the files that stopped the server before OCR ran in a child
 * process: PNG and JPEG magic bytes followed by noise, files cut short after their header, a header announcing
 * 45000×45000 pixels, and a 440 KB PNG that decodes to 20000×20000. Noise comes from a seeded generator, so a
 * failure can be replayed with the same bytes.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** mulberry32: the same bytes for the same seed. */
export function seededBytes(length: number, seed: number): Buffer {
  let a = seed >>> 0;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const h = Buffer.alloc(13);
  h.writeUInt32BE(width, 0);
  h.writeUInt32BE(height, 4);
  h[8] = 8; // bit depth
  h[9] = 0; // greyscale
  return chunk('IHDR', h);
}

/**
 * A valid greyscale PNG of width×height, white, its rows deflated as they are made (a 20000×20000 one is 440 KB
 * and decodes to 400 MB). `stripes` draws dark bars, something for OCR to chew on.
 */
export async function whitePng(
  width: number,
  height: number,
  opts: { stripes?: boolean } = {},
): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const row = Buffer.alloc(width + 1, 255);
  row[0] = 0; // filter: none
  for (let y = 0; y < height; y++) {
    if (opts.stripes) row.fill(y % 40 < 8 ? 0 : 255, 1);
    if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header announces width×height and whose data is a few bytes (45000×45000 is 8 GB to decode). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    chunk('IDAT', seededBytes(16, width)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The type's magic bytes, then noise: `length` bytes in all (the 208-byte file). */
export function magicAndNoise(kind: 'png' | 'jpeg', length = 208, seed = 22): Buffer {
  const magic = kind === 'png' ? PNG_SIGNATURE : JPEG_SOI;
  return Buffer.concat([magic, seededBytes(length - magic.length, seed)]);
}

export type Poison = { name: string; bytes: Buffer };

/**
 * The poison set: `png` and `jpeg` are real images (a card) whose beginnings make the cut-short files. Of these,
 * the header check refuses the noise, the 45000×45000 header and the bomb; the cut-short files have readable
 * headers and reach OCR, where they must fail as reads.
 */
export async function poisonImages(png: Buffer, jpeg: Buffer): Promise<Poison[]> {
  return [
    { name: 'truncated PNG (60 bytes)', bytes: png.subarray(0, 60) },
    { name: 'truncated JPEG (first third)', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)) },
    { name: 'PNG magic bytes and noise (208 bytes)', bytes: magicAndNoise('png') },
    { name: 'JPEG magic bytes and noise (208 bytes)', bytes: magicAndNoise('jpeg') },
    { name: '45000×45000 PNG header', bytes: pngHeaderOnly(45_000, 45_000) },
    { name: '20000×20000 PNG bomb (440 KB)', bytes: await whitePng(20_000, 20_000) },
  ];
}
