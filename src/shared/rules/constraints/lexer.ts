/**
 * Lexer of the constraint language (grammar in ./GRAMMAR.md). Hand-written character scanning: no
 * regular expression runs over the whole input, so every input is scanned in linear time.
 */

/** Longest accepted expression; longer ones are rejected (the field then counts as active, docs/product/journeys.md). */
export const MAX_EXPRESSION_LENGTH = 2000;
/** Most tokens in one expression. */
export const MAX_TOKENS = 500;

export class ConstraintSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} at ${position}`);
    this.name = 'ConstraintSyntaxError';
  }
}

export type CompareOp = '==' | '!=' | '<' | '<=' | '>' | '>=';
export type Keyword = 'and' | 'or' | 'not' | 'in' | 'true' | 'false';
export type Punct = '(' | ')' | ',' | '+' | '-';

export type Token =
  | { readonly kind: 'number'; readonly value: number; readonly pos: number }
  | { readonly kind: 'string'; readonly value: string; readonly pos: number }
  | {
      readonly kind: 'duration';
      readonly amount: number;
      readonly unit: 'd' | 'm' | 'y';
      readonly pos: number;
    }
  | { readonly kind: 'ident'; readonly name: string; readonly pos: number }
  | { readonly kind: 'compare'; readonly op: CompareOp; readonly pos: number }
  | { readonly kind: 'keyword'; readonly word: Keyword; readonly pos: number }
  | { readonly kind: 'punct'; readonly ch: Punct; readonly pos: number }
  | { readonly kind: 'eof'; readonly pos: number };

/** Keywords are case-insensitive (legacy definitions write AND / OR); identifiers are case-sensitive. */
const KEYWORDS: ReadonlyMap<string, Keyword> = new Map([
  ['and', 'and'],
  ['or', 'or'],
  ['not', 'not'],
  ['in', 'in'],
  ['true', 'true'],
  ['false', 'false'],
]);

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isIdentStart = (c: string): boolean =>
  (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$';
const isIdentPart = (c: string): boolean => isIdentStart(c) || isDigit(c);
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';

export function tokenize(input: string): Token[] {
  if (input.length > MAX_EXPRESSION_LENGTH) {
    throw new ConstraintSyntaxError(`expression longer than ${MAX_EXPRESSION_LENGTH} characters`, 0);
  }
  const tokens: Token[] = [];
  const push = (t: Token): void => {
    if (tokens.length >= MAX_TOKENS) throw new ConstraintSyntaxError(`more than ${MAX_TOKENS} tokens`, t.pos);
    tokens.push(t);
  };
  let i = 0;
  while (i < input.length) {
    const c = input.charAt(i);
    const start = i;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (isDigit(c)) {
      while (i < input.length && isDigit(input.charAt(i))) i++;
      if (input.charAt(i) === '.' && isDigit(input.charAt(i + 1))) {
        i++;
        while (i < input.length && isDigit(input.charAt(i))) i++;
      }
      const text = input.slice(start, i);
      if (text.length > 15) throw new ConstraintSyntaxError('number too long', start);
      const unit = input.charAt(i).toLowerCase();
      if ((unit === 'd' || unit === 'm' || unit === 'y') && !isIdentPart(input.charAt(i + 1))) {
        if (text.includes('.')) throw new ConstraintSyntaxError('a duration needs a whole number', start);
        i++;
        push({ kind: 'duration', amount: Number(text), unit, pos: start });
        continue;
      }
      if (isIdentPart(input.charAt(i)))
        throw new ConstraintSyntaxError('unexpected character after number', i);
      push({ kind: 'number', value: Number(text), pos: start });
      continue;
    }
    if (isIdentStart(c)) {
      while (i < input.length && isIdentPart(input.charAt(i))) i++;
      const name = input.slice(start, i);
      if (name.length > 64) throw new ConstraintSyntaxError('identifier too long', start);
      const word = KEYWORDS.get(name.toLowerCase());
      push(word ? { kind: 'keyword', word, pos: start } : { kind: 'ident', name, pos: start });
      continue;
    }
    if (c === "'" || c === '"') {
      i++;
      let value = '';
      let closed = false;
      while (i < input.length) {
        const d = input.charAt(i);
        if (d === '\\') {
          if (i + 1 >= input.length) break;
          value += input.charAt(i + 1);
          i += 2;
          continue;
        }
        i++;
        if (d === c) {
          closed = true;
          break;
        }
        value += d;
      }
      if (!closed) throw new ConstraintSyntaxError('unterminated string', start);
      push({ kind: 'string', value, pos: start });
      continue;
    }
    const two = input.slice(i, i + 2);
    const three = input.slice(i, i + 3);
    if (three === '===' || three === '!==') {
      push({ kind: 'compare', op: three === '===' ? '==' : '!=', pos: start });
      i += 3;
      continue;
    }
    if (two === '==' || two === '!=' || two === '<=' || two === '>=') {
      push({ kind: 'compare', op: two, pos: start });
      i += 2;
      continue;
    }
    if (two === '&&' || two === '||') {
      push({ kind: 'keyword', word: two === '&&' ? 'and' : 'or', pos: start });
      i += 2;
      continue;
    }
    if (c === '<' || c === '>') {
      push({ kind: 'compare', op: c, pos: start });
      i++;
      continue;
    }
    if (c === '!') {
      push({ kind: 'keyword', word: 'not', pos: start });
      i++;
      continue;
    }
    if (c === '(' || c === ')' || c === ',' || c === '+' || c === '-') {
      push({ kind: 'punct', ch: c, pos: start });
      i++;
      continue;
    }
    throw new ConstraintSyntaxError(`unexpected character ${JSON.stringify(c)}`, start);
  }
  tokens.push({ kind: 'eof', pos: input.length });
  return tokens;
}
