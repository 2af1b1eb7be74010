/**
 * The JSON text of a quotes list answer. A page's quotes are objects kept with their finished run (the service's
 * listing cache), so each is stringified once and its text reused on every page, sort and filter that shows it;
 * the rest of the answer is small and stringified each time. The text is the answer JSON.stringify would give,
 * with `quotes` as the last key (decision 0013 'CPU per request').
 */
const quoteTexts = new WeakMap<object, string>();

export function listJson<T extends { quotes: readonly object[] }>(answer: T): string {
  const quotes = answer.quotes.map((q) => {
    let text = quoteTexts.get(q);
    if (text === undefined) quoteTexts.set(q, (text = JSON.stringify(q)));
    return text;
  });
  const rest = JSON.stringify({ ...answer, quotes: undefined });
  return `${rest.length > 2 ? `${rest.slice(0, -1)},` : '{'}"quotes":[${quotes.join(',')}]}`;
}
