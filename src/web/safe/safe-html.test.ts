import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SafeHtml, SANITIZE_OPTIONS, sanitize, serializeJson } from './safe-html';

/** The XSS corpus, vendored with its licence notice (test/data/xss/NOTICE.md); a missing file fails the test. */
const XSS_DIR = fileURLToPath(new URL('../../../test/data/xss/', import.meta.url));
/** Vectors per file when vendored: a truncated or emptied corpus fails instead of passing on nothing. */
const XSS_FILES = { 'owasp-filter-evasion.json': 99, 'dompurify-fixtures.json': 223 } as const;

const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'form',
  'base',
  'meta',
  'link',
  'frame',
  'frameset',
  'applet',
  'template',
  'noscript',
]);
const ALLOWED_TAGS = new Set(SANITIZE_OPTIONS.allowedTags === false ? [] : SANITIZE_OPTIONS.allowedTags);
const ALLOWED_ATTRS =
  SANITIZE_OPTIONS.allowedAttributes === false ? {} : (SANITIZE_OPTIONS.allowedAttributes ?? {});
const SAFE_URL = /^(?:https?:|mailto:|tel:|[^:]*$)/i;

type Tag = { name: string; attrs: { name: string; value: string }[] };

/** sanitize-html writes every attribute as name="value" and escapes '<', '>' and '"', so a regex can list its tags. */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs = [...(m[2] ?? '').matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)].map((a) => ({
      name: (a[1] ?? '').toLowerCase(),
      value: a[2] ?? '',
    }));
    tags.push({ name: (m[1] ?? '').toLowerCase(), attrs });
  }
  return tags;
}

function decodeAttr(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
      .replace(
        /&(colon|tab|newline|amp|quot|lt|gt);/gi,
        (_, n: string) =>
          ({ colon: ':', tab: '\t', newline: '\n', amp: '&', quot: '"', lt: '<', gt: '>' })[
            n.toLowerCase()
          ] ?? '',
      )
      // Browsers drop ASCII whitespace and controls inside a scheme; older ones also Unicode spaces. Strip them all.
      .replace(/[\p{Cc}\p{White_Space}\p{Cf}\u180E]/gu, '')
  );
}

/** Every problem found in a sanitised output; an empty list means safe. */
function problems(out: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(out)) found.push('<script');
  for (const tag of tagsOf(out)) {
    if (FORBIDDEN_TAGS.has(tag.name)) found.push(`forbidden tag <${tag.name}>`);
    if (!ALLOWED_TAGS.has(tag.name)) found.push(`tag outside the allow-list <${tag.name}>`);
    const allowed = new Set([...(ALLOWED_ATTRS[tag.name] ?? []), ...(ALLOWED_ATTRS['*'] ?? [])].map(String));
    for (const attr of tag.attrs) {
      if (/^on/i.test(attr.name)) found.push(`event handler ${attr.name}`);
      if (!allowed.has(attr.name)) found.push(`attribute outside the allow-list ${tag.name}[${attr.name}]`);
      const decoded = decodeAttr(attr.value);
      if (
        (attr.name === 'href' || attr.name === 'src') &&
        (/javascript:|vbscript:|data:/i.test(decoded) || !SAFE_URL.test(decoded))
      ) {
        found.push(`unsafe URL ${attr.name}="${attr.value}"`);
      }
      if (attr.name === 'style' && /expression|url\s*\(|javascript:|behavior|@import/i.test(decoded))
        found.push(`unsafe style "${attr.value}"`);
    }
  }
  // Belt and braces for the brief's wording: no ' onxxx=' inside any tag.
  // Quoted values are blanked first: escaped text such as alt="&lt;img onerror=…" is inert.
  for (const m of out.matchAll(/<[^>]*>/g))
    if (/\son\w+\s*=/i.test(m[0].replace(/"[^"]*"/g, '""'))) found.push(`on*= in ${m[0]}`);
  return found;
}

describe('sanitize', () => {
  it('removes script elements together with their bodies', () => {
    expect(sanitize('<p>Premium</p><script>alert(document.cookie)</script>')).toBe('<p>Premium</p>');
    expect(sanitize('<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitize('<p>a<script type="text/javascript">var stolen = 1;</script>b</p>')).toBe('<p>ab</p>');
  });

  it('removes on* event attributes', () => {
    const out = sanitize(
      '<p onclick="steal()" onmouseover="x()">Hi</p><img src="https://cdn.example/a.png" onerror="alert(1)" alt="car">',
    );
    expect(out).toBe('<p>Hi</p><img loading="lazy" src="https://cdn.example/a.png" alt="car" />');
    expect(problems(out)).toEqual([]);
  });

  it.each([
    ['plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space', '  javascript:alert(1)'],
    ['tab entity', 'jav&#x09;ascript:alert(1)'],
    ['decimal tab entity', 'jav&#9;ascript:alert(1)'],
    ['newline entity', 'jav&#x0A;ascript:alert(1)'],
    ['raw tab', 'jav\tascript:alert(1)'],
    ['encoded letters', '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['hex without semicolons', '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)'],
    ['colon entity', 'javascript&colon;alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['protocol-relative', '//evil.example/x'],
  ])('removes a %s script URL from href and src', (_name, url) => {
    const out = sanitize(`<a href="${url}">x</a><img src="${url}">`);
    expect(out).not.toMatch(/href=|src=/);
    expect(problems(out)).toEqual([]);
  });

  it('keeps the allowed tags and safe links', () => {
    const html =
      '<p>Cover from <strong>AED 650</strong> a year, see <a href="https://www.example.ae/plans">plans</a> or <a href="/car-insurance/">car insurance</a>.</p>' +
      '<ul><li>Agency repair</li><li>Roadside assistance</li></ul>' +
      '<table><thead><tr><th scope="col">Insurer</th></tr></thead><tbody><tr><td>Falcon Crest Takaful</td></tr></tbody></table>';
    expect(sanitize(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, and drops other targets', () => {
    expect(sanitize('<a href="https://www.example.ae" target="_blank">x</a>')).toBe(
      '<a href="https://www.example.ae" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitize('<a href="https://www.example.ae" target="_blank" rel="opener">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
    expect(sanitize('<a href="https://www.example.ae" target="_top">x</a>')).toBe(
      '<a href="https://www.example.ae">x</a>',
    );
  });

  it('drops dangerous containers and their contents', () => {
    const out = sanitize(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf"><svg onload="alert(1)"><circle /></svg>' +
        '<math><mi>x</mi></math><style>body{background:url(javascript:alert(1))}</style><p>kept</p>',
    );
    expect(problems(out)).toEqual([]);
    expect(out).toContain('<p>kept</p>');
    expect(out).not.toContain('background');
  });

  it('keeps only allow-listed style properties', () => {
    const out = sanitize(
      '<p style="text-align:start;color:#123456;background-image:url(javascript:alert(1));width:expression(alert(1))">x</p>',
    );
    expect(out).toBe('<p style="text-align:start;color:#123456">x</p>');
  });

  it('SafeHtml renders the sanitised HTML and nothing else', () => {
    const html = renderToStaticMarkup(
      createElement(SafeHtml, {
        html: '<p onclick="x()">Hi<script>alert(1)</script></p>',
        className: 'prose',
      }),
    );
    expect(html).toBe('<div class="prose"><p>Hi</p></div>');
  });
});

describe('sanitize against the vendored XSS corpus', () => {
  it('every vector of test/data/xss comes out inert', () => {
    let total = 0;
    const failures: string[] = [];
    for (const [file, count] of Object.entries(XSS_FILES)) {
      const vectors = JSON.parse(readFileSync(`${XSS_DIR}${file}`, 'utf8')) as unknown;
      expect(Array.isArray(vectors), `${file} is a JSON array`).toBe(true);
      const list = (vectors as unknown[]).filter((v): v is string => typeof v === 'string');
      expect(list.length, `${file} vectors`).toBe(count);
      for (const vector of list) {
        total++;
        const out = sanitize(vector);
        const found = problems(out);
        // Sanitising twice must change nothing: the output is a fixed point, so no re-parse can revive markup.
        if (sanitize(out) !== out) found.push('not idempotent');
        if (found.length > 0)
          failures.push(`${file}: ${JSON.stringify(vector)} -> ${JSON.stringify(out)}: ${found.join('; ')}`);
      }
    }
    expect(total).toBe(322);
    expect(failures).toEqual([]);
  });
});

describe('serializeJson', () => {
  it('escapes what could close the element or break a script, and round-trips', () => {
    const value = {
      html: '</script><script>alert(1)</script>',
      amp: 'a&b',
      ls: 'x\u2028y\u2029z',
      n: [1, null],
    };
    const out = serializeJson(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out)).toEqual(value);
  });

  it('leaves plain data as JSON.stringify writes it', () => {
    const value = { a: 'plain text', b: [1, 2, 3], c: { d: 'عربي' } };
    expect(serializeJson(value)).toBe(JSON.stringify(value));
  });
});
