/** The HTML an article's intro and sections may hold (decision 0104), checked when the seed reads the texts. */

/** Tags an article's intro and bodies may hold (docs: the article data format). */
const ALLOWED_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'h3',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
]);

/** Throws on a tag outside the list, an attribute other than a same-site `href` on `<a>`, or an external link. */
export function checkHtml(html: string, where: string): void {
  for (const m of html.matchAll(/<\s*(\/?)\s*([a-zA-Z0-9]+)([^>]*)>/g)) {
    const tag = (m[2] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) throw new Error(`${where}: <${tag}> is not allowed in an article`);
    const attrs = (m[3] ?? '').trim();
    if (m[1] || !attrs) continue;
    if (tag !== 'a' || !/^href="\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?"$/.test(attrs))
      throw new Error(`${where}: <${tag} ${attrs}> (only <a href="/same-site-path/">)`);
  }
}
