/**
 * Recursive-descent parser of the constraint language (grammar in ./GRAMMAR.md; docs/ARCHITECTURE.md#principle-3:
 * a small parser with a fixed grammar, never eval / new Function). Depth is bounded so that a hostile
 * expression cannot exhaust the stack.
 */
import { ConstraintSyntaxError, tokenize, type CompareOp, type Token } from './lexer';

/** Deepest nesting of parentheses, `not` and function calls. */
export const MAX_DEPTH = 32;

/** Functions of the language. A name followed by `(` must be one of these. */
export const FUNCTIONS = ['age', 'date', 'lower', 'present'] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

/** UTM values a constraint may read (docs/product/journeys.md: constraints read 'the utm source'). */
export const UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
export type UtmName = (typeof UTM_NAMES)[number];

export type Node =
  | { readonly kind: 'or' | 'and'; readonly items: readonly Node[] }
  | { readonly kind: 'not'; readonly operand: Node }
  | { readonly kind: 'compare'; readonly op: CompareOp; readonly left: Node; readonly right: Node }
  | { readonly kind: 'in'; readonly left: Node; readonly list: readonly Node[] }
  | { readonly kind: 'shift'; readonly base: Node; readonly amount: number; readonly unit: 'd' | 'm' | 'y' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'today' }
  | { readonly kind: 'utm'; readonly name: UtmName }
  | { readonly kind: 'field'; readonly name: string }
  | { readonly kind: 'call'; readonly fn: FunctionName; readonly arg: Node };

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Node {
    const node = this.orExpr();
    const next = this.peek();
    if (next.kind !== 'eof') throw new ConstraintSyntaxError('unexpected token', next.pos);
    return node;
  }

  private peek(): Token {
    // tokenize always ends with eof, and the parser never advances past it.
    return this.tokens[this.index] ?? { kind: 'eof', pos: 0 };
  }

  private advance(): Token {
    const t = this.peek();
    if (t.kind !== 'eof') this.index++;
    return t;
  }

  private isKeyword(word: string): boolean {
    const t = this.peek();
    return t.kind === 'keyword' && t.word === word;
  }

  private isPunct(ch: string): boolean {
    const t = this.peek();
    return t.kind === 'punct' && t.ch === ch;
  }

  private expectPunct(ch: string): void {
    const t = this.advance();
    if (t.kind !== 'punct' || t.ch !== ch) throw new ConstraintSyntaxError(`expected '${ch}'`, t.pos);
  }

  private nest<T>(pos: number, inner: () => T): T {
    if (++this.depth > MAX_DEPTH) throw new ConstraintSyntaxError(`nesting deeper than ${MAX_DEPTH}`, pos);
    try {
      return inner();
    } finally {
      this.depth--;
    }
  }

  private orExpr(): Node {
    const items = [this.andExpr()];
    while (this.isKeyword('or')) {
      this.advance();
      items.push(this.andExpr());
    }
    return items.length === 1 && items[0] ? items[0] : { kind: 'or', items };
  }

  private andExpr(): Node {
    const items = [this.notExpr()];
    while (this.isKeyword('and')) {
      this.advance();
      items.push(this.notExpr());
    }
    return items.length === 1 && items[0] ? items[0] : { kind: 'and', items };
  }

  private notExpr(): Node {
    if (this.isKeyword('not')) {
      const t = this.advance();
      return this.nest(t.pos, () => ({ kind: 'not', operand: this.notExpr() }));
    }
    return this.comparison();
  }

  private comparison(): Node {
    const left = this.additive();
    const t = this.peek();
    if (t.kind === 'compare') {
      this.advance();
      const right = this.additive();
      if (this.peek().kind === 'compare')
        throw new ConstraintSyntaxError('comparisons cannot be chained', this.peek().pos);
      return { kind: 'compare', op: t.op, left, right };
    }
    if (t.kind === 'keyword' && t.word === 'in') {
      this.advance();
      this.expectPunct('(');
      const list = [this.additive()];
      while (this.isPunct(',')) {
        this.advance();
        list.push(this.additive());
      }
      this.expectPunct(')');
      return { kind: 'in', left, list };
    }
    return left;
  }

  private additive(): Node {
    let node = this.unary();
    while (this.isPunct('+') || this.isPunct('-')) {
      const sign = this.advance();
      const d = this.advance();
      if (d.kind !== 'duration')
        throw new ConstraintSyntaxError('expected a duration such as 18y, 6m or 30d', d.pos);
      const amount = sign.kind === 'punct' && sign.ch === '-' ? -d.amount : d.amount;
      node = { kind: 'shift', base: node, amount, unit: d.unit };
    }
    return node;
  }

  private unary(): Node {
    if (this.isPunct('-')) {
      const minus = this.advance();
      const n = this.advance();
      if (n.kind !== 'number') throw new ConstraintSyntaxError('expected a number after -', minus.pos);
      return { kind: 'number', value: -n.value };
    }
    return this.primary();
  }

  private primary(): Node {
    const t = this.advance();
    switch (t.kind) {
      case 'number':
        return { kind: 'number', value: t.value };
      case 'string':
        return { kind: 'string', value: t.value };
      case 'keyword':
        if (t.word === 'true' || t.word === 'false') return { kind: 'boolean', value: t.word === 'true' };
        throw new ConstraintSyntaxError(`unexpected '${t.word}'`, t.pos);
      case 'punct':
        if (t.ch === '(') {
          return this.nest(t.pos, () => {
            const inner = this.orExpr();
            this.expectPunct(')');
            return inner;
          });
        }
        throw new ConstraintSyntaxError(`unexpected '${t.ch}'`, t.pos);
      case 'ident': {
        if (this.isPunct('(')) {
          const fn = FUNCTIONS.find((f) => f === t.name);
          if (!fn) throw new ConstraintSyntaxError(`unknown function ${t.name}`, t.pos);
          this.advance();
          return this.nest(t.pos, () => {
            const arg = this.orExpr();
            this.expectPunct(')');
            return { kind: 'call', fn, arg };
          });
        }
        if (t.name === 'CURRENT_DATE') return { kind: 'today' };
        const utm = UTM_NAMES.find((u) => u === t.name);
        if (utm) return { kind: 'utm', name: utm };
        return { kind: 'field', name: t.name };
      }
      case 'duration':
        throw new ConstraintSyntaxError('a duration must follow + or -', t.pos);
      default:
        throw new ConstraintSyntaxError('unexpected end of expression', t.pos);
    }
  }
}

/** Parses an expression; throws ConstraintSyntaxError for anything outside the grammar or its limits. */
export function parseConstraint(input: string): Node {
  return new Parser(tokenize(input)).parse();
}

/** Field names an expression reads (for dependency tracking and definition checks). */
export function referencedFields(node: Node, out: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case 'or':
    case 'and':
      node.items.forEach((n) => referencedFields(n, out));
      break;
    case 'not':
      referencedFields(node.operand, out);
      break;
    case 'compare':
      referencedFields(node.left, out);
      referencedFields(node.right, out);
      break;
    case 'in':
      referencedFields(node.left, out);
      node.list.forEach((n) => referencedFields(n, out));
      break;
    case 'shift':
      referencedFields(node.base, out);
      break;
    case 'call':
      referencedFields(node.arg, out);
      break;
    case 'field':
      out.add(node.name);
      break;
    default:
      break;
  }
  return out;
}
