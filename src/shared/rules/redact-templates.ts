/**
 * Redaction of texts the product writes itself, recognised from their templates (decision 0080): the OTP SMS and
 * the results-link SMS in every language, so a copy of one that reaches a log (a visitor pasting it, a request
 * body quoting it) loses its code, reference and link, whatever the language. Nothing here names a language or a
 * word: each template is compiled into patterns, so a new locale's catalogue is recognised with no code change.
 *
 * A template is the catalogue text with its `{{name}}` parameters. Parameters named in `secrets` are replaced by
 * their marker; the others (the brand, a count) are matched loosely and kept. A text is recognised:
 * - whole (every literal part in order, any run of spaces or line breaks, also written `\n` inside JSON), and
 * - in part: each secret with up to two words of the template's text on one side of it (and what lies between,
 *   such as the reference before the link), so a cut or edited copy still loses what matters.
 *
 * Pure and synchronous, like redact.ts; every pattern is bounded (no nested unbounded repetition).
 */

export type SecretShape = {
  /** A regular-expression source without capturing groups: what the value can look like (unified text). */
  readonly pattern: string;
  /** What replaces it. */
  readonly marker: string;
};

export type TextTemplate = {
  /** The catalogue text, with `{{name}}` parameters. */
  readonly text: string;
  /** The parameters to remove, by name. */
  readonly secrets: Readonly<Record<string, SecretShape>>;
};

/** How many words of the template's own text must sit next to a secret for a part to be recognised. */
const ANCHOR_WORDS = 2;
/** A parameter that is kept (brand, count): anything on one line, short. */
const LOOSE = String.raw`[^\n]{0,64}?`;
/** A run of spaces in the template: any spaces or line breaks, also a JSON-escaped line break. */
const SPACE = String.raw`(?:\s|\\[nrt]){1,8}`;
const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
const LETTER = /\p{L}/u;

type Piece =
  | { readonly kind: 'text'; readonly source: string; readonly raw: string }
  | { readonly kind: 'param'; readonly source: string; readonly secret: SecretShape | null };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A literal part: escaped, each run of spaces matching any spacing. */
const literal = (raw: string): Piece => ({
  kind: 'text',
  raw,
  source: raw.split(/\s+/).map(escape).join(SPACE),
});

function pieces(template: TextTemplate): Piece[] {
  // The same normalisation as the text it is matched against (redact.ts unifies before matching).
  const text = template.text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAM)) {
    if (m.index > last) out.push(literal(text.slice(last, m.index)));
    const name = m[1] as string;
    const secret = Object.hasOwn(template.secrets, name) ? (template.secrets[name] ?? null) : null;
    out.push({ kind: 'param', secret, source: secret ? secret.pattern : LOOSE });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(literal(text.slice(last)));
  return out;
}

/** One recognisable run of pieces: each piece is one capturing group, in order. */
type Compiled = { readonly re: RegExp; readonly secrets: readonly (SecretShape | null)[] };

function compile(run: readonly Piece[]): Compiled {
  return {
    re: new RegExp(run.map((p) => `(${p.source})`).join(''), 'giu'),
    secrets: run.map((p) => (p.kind === 'param' ? p.secret : null)),
  };
}

const words = (raw: string) => raw.trim().split(/\s+/).filter(Boolean);

/** The last (or first) words of a literal part, with the spacing that joins them to the rest of the run. */
function edge(p: Extract<Piece, { kind: 'text' }>, side: 'before' | 'after'): Piece {
  const w = words(p.raw);
  if (side === 'before') {
    const kept = w.slice(-ANCHOR_WORDS).join(' ');
    return literal(/\s$/.test(p.raw) ? `${kept} ` : kept);
  }
  const kept = w.slice(0, ANCHOR_WORDS).join(' ');
  return literal(/^\s/.test(p.raw) ? ` ${kept}` : kept);
}

/**
 * The runs a template is recognised by: the whole text (without kept parameters at its ends, which say nothing),
 * and for each secret the pieces from the nearest words of text on each side of it.
 */
function runs(all: readonly Piece[]): Piece[][] {
  const out: Piece[][] = [];
  const hasLetters = (p: Piece) => p.kind === 'text' && LETTER.test(p.raw);
  const telling = (p: Piece | undefined) => p !== undefined && (p.kind === 'text' || p.secret !== null);
  let from = 0;
  let to = all.length;
  while (from < to && !telling(all[from])) from++;
  while (to > from && !telling(all[to - 1])) to--;
  out.push(all.slice(from, to));
  all.forEach((p, i) => {
    if (p.kind !== 'param' || !p.secret) return;
    for (const side of ['before', 'after'] as const) {
      const step = side === 'before' ? -1 : 1;
      let j = i + step;
      while (j >= 0 && j < all.length && !hasLetters(all[j] as Piece)) j += step;
      const anchor = all[j];
      if (!anchor || anchor.kind !== 'text') continue;
      const between = side === 'before' ? all.slice(j + 1, i + 1) : all.slice(i, j);
      out.push(side === 'before' ? [edge(anchor, side), ...between] : [...between, edge(anchor, side)]);
    }
  });
  return out;
}

export type TemplateRedactor = (text: string) => string;

/**
 * A redactor for these templates: the text with every recognised secret replaced by its marker, the rest as it
 * was. Texts recognised by no template come back unchanged (the same string).
 */
export function templateRedactor(templates: readonly TextTemplate[]): TemplateRedactor {
  const seen = new Set<string>();
  const compiled: Compiled[] = [];
  for (const template of templates)
    for (const run of runs(pieces(template))) {
      if (!run.some((p) => p.kind === 'param' && p.secret)) continue;
      const c = compile(run);
      if (seen.has(c.re.source)) continue;
      seen.add(c.re.source);
      compiled.push(c);
    }
  // Whole texts first (the longest runs), so a part pattern never splits a text a whole pattern recognises.
  compiled.sort((a, b) => b.re.source.length - a.re.source.length);
  return (text) => {
    let out = text;
    for (const { re, secrets } of compiled) {
      re.lastIndex = 0;
      out = out.replace(re, (...args: unknown[]) => {
        let s = '';
        for (let g = 0; g < secrets.length; g++) {
          const secret = secrets[g];
          s += secret ? secret.marker : (args[g + 1] as string);
        }
        return s;
      });
    }
    return out;
  };
}
