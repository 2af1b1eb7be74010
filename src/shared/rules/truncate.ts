/** Characters that may not end a shortened text: separators and clause punctuation (Latin and Arabic). */
const TRAILING = /[\s.,;:!?\u060C\u061B\u061F\u06D4\-\u2013\u2014]+$/u;

export const ELLIPSIS = '…';

/**
 * Shortens `text` to at most `limit` characters (plus '…') at a word boundary
 * (docs/product/journeys.md 'Banner text: read more / read less … cut at a word boundary').
 * Words are separated by white space, which holds for English, Arabic, Hindi and Malayalam.
 * Text that fits is returned unchanged. A first word longer than the limit is the only case cut
 * mid-word, so that a long URL or number cannot blow the collapsed layout.
 */
export function truncateAtWord(text: string, limit: number): string {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`truncateAtWord: limit must be a positive integer, got ${limit}`);
  if (text.length <= limit) return text;

  // One character past the limit tells whether the limit itself falls on a boundary.
  const window = text.slice(0, limit + 1);
  let boundary = -1;
  for (let i = window.length - 1; i > 0; i--) {
    if (/\s/u.test(window.charAt(i))) {
      boundary = i;
      break;
    }
  }

  let head: string;
  if (boundary > 0) {
    head = text.slice(0, boundary);
  } else {
    let end = limit;
    // Never split a surrogate pair (emoji, rare CJK) into a lone half.
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end -= 1;
    head = text.slice(0, end);
  }

  head = head.replace(TRAILING, '');
  return head === '' ? ELLIPSIS : head + ELLIPSIS;
}
