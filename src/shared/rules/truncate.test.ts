import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { truncateAtWord, ELLIPSIS } from './truncate';

describe('truncateAtWord', () => {
  it('returns text that fits unchanged, without an ellipsis', () => {
    expect(truncateAtWord('Compare car insurance', 80)).toBe('Compare car insurance');
    expect(truncateAtWord('exactly10!', 10)).toBe('exactly10!');
    expect(truncateAtWord('', 5)).toBe('');
  });

  it('cuts at the last word boundary before the limit', () => {
    expect(truncateAtWord('Compare car insurance quotes in Dubai', 20)).toBe('Compare car…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    // 'Compare car insurance' is 21 characters and is followed by a space.
    expect(truncateAtWord('Compare car insurance quotes', 21)).toBe('Compare car insurance…');
  });

  it('never leaves a partial word', () => {
    const text = 'Comprehensive cover protects your vehicle against accidental damage';
    const out = truncateAtWord(text, 30);
    const words = out.replace(ELLIPSIS, '').split(' ');
    for (const w of words) expect(text.split(' ')).toContain(w);
    expect(out).toBe('Comprehensive cover protects…');
  });

  it('drops punctuation left dangling before the ellipsis', () => {
    expect(truncateAtWord('Fast, simple, free. Compare now', 13)).toBe('Fast, simple…');
  });

  it('treats paragraph breaks as boundaries', () => {
    expect(truncateAtWord('First paragraph.\n\nSecond paragraph here', 20)).toBe('First paragraph…');
  });

  it('works on Arabic text', () => {
    const ar = 'قارن بين عروض التأمين على السيارات من أفضل شركات التأمين في الإمارات';
    const out = truncateAtWord(ar, 30);
    expect(out.endsWith(ELLIPSIS)).toBe(true);
    expect(out).toBe('قارن بين عروض التأمين على…');
    const kept = out.slice(0, -1).split(' ');
    for (const w of kept) expect(ar.split(' ')).toContain(w);
  });

  it('drops an Arabic comma before the ellipsis', () => {
    expect(truncateAtWord('تأمين سريع، وبسيط ومجاني', 12)).toBe('تأمين سريع…');
  });

  it('cuts a single over-long first word at the limit without splitting a surrogate pair', () => {
    expect(truncateAtWord('https://example.invalid/very/long/path', 10)).toBe('https://ex…');
    const emoji = 'aaaa😀bbbb';
    const out = truncateAtWord(emoji, 5);
    expect(out).toBe('aaaa…');
  });

  it('rejects a non-positive limit', () => {
    expect(() => truncateAtWord('abc', 0)).toThrow(RangeError);
  });

  it('property: output never exceeds limit + ellipsis and is a word-prefix of the input', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'ب', 'ت', 'क'), minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 9, max: 120 }),
        (words, limit) => {
          const text = words.join(' ');
          const out = truncateAtWord(text, limit);
          if (text.length <= limit) return out === text;
          const body = out.slice(0, -ELLIPSIS.length);
          if (!out.endsWith(ELLIPSIS) || body.length > limit) return false;
          // Every word is shorter than the limit, so the body must be whole words of the input, in order.
          return body.length > 0 && text.startsWith(body + ' ');
        },
      ),
    );
  });
});
