/**
 * Bidi isolation of numbers in right-to-left text (docs/product/pages.md). A run of digits with its separators (4,000;
 * 5%; 10-30; 2021/45) is one left-to-right unit; isolated in `<bdi>`, it can neither reorder with its neighbours
 * nor pull a neighbouring Latin word or punctuation mark across it.
 */
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
export const NUMBER_RUN = new RegExp(`\\+?${DIGIT}+(?:[.,/:\\-\\u2013]${DIGIT}+)*%?`, 'g');

/** Text split into plain parts and number runs, in order; joined again it is the text. */
export function splitNumberRuns(text: string): { text: string; number: boolean }[] {
  const parts: { text: string; number: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(NUMBER_RUN)) {
    const at = m.index;
    if (at > last) parts.push({ text: text.slice(last, at), number: false });
    parts.push({ text: m[0], number: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), number: false });
  return parts;
}

/**
 * HTML with every number run of its text wrapped in `<bdi>`: text between tags only (never inside a tag's
 * attributes), and never inside an existing `<bdi>`, so running it twice changes nothing.
 */
export function isolateNumbersInHtml(html: string): string {
  let inBdi = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((chunk) => {
      if (chunk.startsWith('<')) {
        if (/^<bdi\b/i.test(chunk)) inBdi++;
        else if (/^<\/bdi\s*>/i.test(chunk)) inBdi = Math.max(0, inBdi - 1);
        return chunk;
      }
      if (inBdi > 0) return chunk;
      // Character references (&#1583;, &amp;) are kept whole.
      return chunk
        .split(/(&#?[a-z0-9]+;)/i)
        .map((t) => (t.startsWith('&') ? t : t.replace(NUMBER_RUN, (n) => `<bdi>${n}</bdi>`)))
        .join('');
    })
    .join('');
}
