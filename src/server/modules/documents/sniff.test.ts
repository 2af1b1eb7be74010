import { describe, expect, it } from 'vitest';
import { sniffMime } from './sniff';

describe('sniffMime: the type from the first bytes only', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[...Buffer.from('%PDF-1.7')], 'application/pdf'],
  ] as const)('%j is %s', (bytes, mime) => {
    expect(sniffMime(Buffer.from(bytes))).toBe(mime);
  });

  it.each([
    ['text', Buffer.from('hello.png')],
    ['a bare signature with nothing after it', Buffer.from([0xff, 0xd8, 0xff])],
    ['empty', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a....')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG signature one byte off', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b, 0x00])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffMime(bytes)).toBeUndefined();
  });
});
