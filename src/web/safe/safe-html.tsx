import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sink of the site. Content HTML from the CMS is sanitised with an allow-list of tags,
 * attributes and style properties; script and style bodies are dropped, `on*` attributes and
 * `javascript:` URLs never survive. Islands never receive HTML, so sanitize-html stays on the server.
 */
const URL_SCHEMES = new Set(['https', 'http', 'mailto', 'tel']);
/** Unicode spaces and invisible characters in front of a scheme fooled older browsers' URL parsers. */
const HIDDEN_CHARS = /[\p{White_Space}\p{Cc}\p{Cf}\u180E]/gu;
function hasForeignScheme(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(HIDDEN_CHARS, ''))?.[1];
  return scheme !== undefined && !URL_SCHEMES.has(scheme.toLowerCase());
}

export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'mark',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'figure',
    'figcaption',
    'abbr',
    'bdi',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    '*': ['class', 'id', 'dir', 'lang', 'style'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      'text-align': [/^(start|end|left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/],
    },
  },
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Content links that open a new tab must not hand window.opener to the target.
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.href !== undefined && hasForeignScheme(out.href)) delete out.href;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = { loading: 'lazy', ...attribs };
      if (out.src !== undefined && hasForeignScheme(out.src)) delete out.src;
      return { tagName, attribs: out };
    },
  },
};

/** Content HTML repeats on every render of a page; sanitising is pure, so results are memoised (bounded). */
const memo = new Map<string, string>();
const MEMO_MAX = 2000;

export function sanitize(html: string): string {
  let out = memo.get(html);
  if (out === undefined) {
    out = sanitizeHtml(html, SANITIZE_OPTIONS);
    if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
    memo.set(html, out);
  }
  return out;
}

type SafeHtmlProps = { html: string; as?: 'div' | 'span' | 'section'; className?: string | undefined };

export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

/**
 * Serialises data for a non-executable `<script type="application/json">` (islands' props).
 * '<', '>', '&' and the JS line separators are escaped so the text can never close the element.
 */
export function serializeJson(value: unknown): string {
  const json = JSON.stringify(value);
  // One pass, and none when nothing needs escaping (most props): decision 0026.
  return UNSAFE_IN_SCRIPT.test(json)
    ? json.replace(UNSAFE_IN_SCRIPT_ALL, (c) => SCRIPT_ESCAPES[c] ?? c)
    : json;
}
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/;
const UNSAFE_IN_SCRIPT_ALL = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Non-executable JSON data: island props, or structured data (`application/ld+json`). */
export function JsonScript({
  id,
  name,
  value,
  json,
  type = 'application/json',
}: {
  /** Island id (island props). */
  id?: string;
  /** Named page data, e.g. 'page-context'. */
  name?: string;
  value?: unknown;
  /** `serializeJson(value)` already made (an island's props, written once for its memo key and the script). */
  json?: string;
  type?: 'application/json' | 'application/ld+json';
}) {
  return (
    <script
      type={type}
      data-island-props={id}
      data-json={name}
      dangerouslySetInnerHTML={{ __html: json ?? serializeJson(value) }}
    />
  );
}

/**
 * An island's wrapper holding markup React rendered on this server (`renderToString` of the island component,
 * memoised by its props: decision 0032). Never content: content HTML goes through `SafeHtml` only.
 */
export function IslandMarkup({
  html,
  ...attributes
}: {
  html: string;
  className: string;
  'data-island': string;
  'data-island-id': string;
  'data-island-when': string | undefined;
}) {
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
