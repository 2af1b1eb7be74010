/**
 * Evaluates constraint expressions (docs/product/journeys.md: 'Constraints are boolean expressions over other field
 * values, dates and the utm source; a missing value makes a part false; if evaluation fails the field
 * counts as active'). A tree walk over the parsed AST: no eval, no new Function, no dynamic property
 * access. Field names are resolved with Map.get / Object.hasOwn only (see ../values.ts).
 */
import {
  compareDates,
  parseKnownDate,
  toDayNumber,
  addOffset,
  wholeYearsBetween,
  type CalendarDate,
} from '../dates';
import { isPresent, lookupValue, type ValueLookup } from '../values';
import { ConstraintSyntaxError, type CompareOp } from './lexer';
import { parseConstraint, referencedFields, type Node, type UtmName } from './parser';

export interface UtmValues {
  readonly source?: string | null;
  readonly medium?: string | null;
  readonly campaign?: string | null;
  readonly term?: string | null;
}

export interface ConstraintContext {
  /** All answers of the journey (not only the current screen). */
  readonly values?: ValueLookup | null;
  /** Today's UAE date, injected (see dates.ts `todayAt`). */
  readonly today: CalendarDate;
  readonly utm?: UtmValues | null;
}

export type ConstraintOutcome =
  { readonly ok: true; readonly value: boolean } | { readonly ok: false; readonly error: string };

type Val =
  | { readonly t: 'missing' }
  | { readonly t: 'num'; readonly v: number }
  | { readonly t: 'str'; readonly v: string }
  | { readonly t: 'bool'; readonly v: boolean }
  | { readonly t: 'date'; readonly v: CalendarDate }
  | { readonly t: 'list'; readonly v: readonly Val[] };

const MISSING: Val = { t: 'missing' };
const TRUE: Val = { t: 'bool', v: true };
const FALSE: Val = { t: 'bool', v: false };
const MAX_LIST = 200;
const NUMERIC = /^\s*-?\d{1,15}(\.\d{1,15})?\s*$/;

/** A raw answer as a value of the language; anything absent (docs/product/journeys.md 'present') or unsupported is missing. */
function fromRaw(raw: unknown, nested = false): Val {
  if (!isPresent(raw)) return MISSING;
  if (typeof raw === 'string') return { t: 'str', v: raw };
  if (typeof raw === 'number') return Number.isFinite(raw) ? { t: 'num', v: raw } : MISSING;
  if (typeof raw === 'boolean') return raw ? TRUE : FALSE;
  if (Array.isArray(raw) && !nested) {
    const items = raw.slice(0, MAX_LIST).map((item: unknown) => fromRaw(item, true));
    return { t: 'list', v: items };
  }
  return MISSING; // objects (member details etc.) are not comparable
}

function truthy(v: Val): boolean {
  switch (v.t) {
    case 'missing':
      return false;
    case 'bool':
      return v.v;
    case 'num':
      return v.v !== 0;
    case 'str': {
      const s = v.v.trim().toLowerCase();
      return s !== 'false' && s !== '0';
    }
    case 'date':
      return true;
    case 'list':
      return v.v.some(truthy);
  }
}

function asDate(v: Val): CalendarDate | null {
  if (v.t === 'date') return v.v;
  if (v.t === 'str') return parseKnownDate(v.v.trim());
  return null;
}

function asNumber(v: Val): number | null {
  if (v.t === 'num') return v.v;
  if (v.t === 'str' && NUMERIC.test(v.v)) return Number(v.v);
  return null;
}

function asBoolean(v: Val): boolean | null {
  if (v.t === 'bool') return v.v;
  if (v.t === 'str') {
    const s = v.v.trim().toLowerCase();
    if (s === 'true') return true;
    if (s === 'false') return false;
  }
  return null;
}

/** Order of two present scalars, or null when they are not comparable. */
function order(a: Val, b: Val): number | null {
  if (a.t === 'date' || b.t === 'date') {
    const da = asDate(a);
    const db = asDate(b);
    return da && db ? compareDates(da, db) : null;
  }
  if (a.t === 'num' || b.t === 'num') {
    const na = asNumber(a);
    const nb = asNumber(b);
    return na === null || nb === null ? null : Math.sign(na - nb);
  }
  if (a.t === 'bool' || b.t === 'bool') {
    const ba = asBoolean(a);
    const bb = asBoolean(b);
    return ba === null || bb === null ? null : ba === bb ? 0 : null;
  }
  if (a.t === 'str' && b.t === 'str') {
    const na = asNumber(a);
    const nb = asNumber(b);
    if (na !== null && nb !== null) return Math.sign(na - nb);
    const da = parseKnownDate(a.v.trim());
    const db = parseKnownDate(b.v.trim());
    if (da && db) return compareDates(da, db);
    return a.v === b.v ? 0 : a.v < b.v ? -1 : 1;
  }
  return null;
}

const FLIP: Readonly<Record<CompareOp, CompareOp>> = {
  '==': '==',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

function compare(op: CompareOp, a: Val, b: Val): boolean {
  // docs/product/journeys.md: a missing value makes a part false (for != too).
  if (a.t === 'missing' || b.t === 'missing') return false;
  // A multi-select answer equals a value when one of its items does; != when none does.
  if (a.t === 'list') {
    if (op === '==') return a.v.some((item) => compare('==', item, b));
    if (op === '!=') return a.v.length > 0 && a.v.every((item) => compare('!=', item, b));
    return false;
  }
  if (b.t === 'list') return compare(FLIP[op], b, a);
  const o = order(a, b);
  if (o === null) return op === '!=';
  switch (op) {
    case '==':
      return o === 0;
    case '!=':
      return o !== 0;
    case '<':
      return o < 0;
    case '<=':
      return o <= 0;
    case '>':
      return o > 0;
    case '>=':
      return o >= 0;
  }
}

function utmValue(utm: UtmValues | null | undefined, name: UtmName): unknown {
  if (!utm) return undefined;
  switch (name) {
    case 'utm_source':
      return utm.source;
    case 'utm_medium':
      return utm.medium;
    case 'utm_campaign':
      return utm.campaign;
    case 'utm_term':
      return utm.term;
  }
}

function evaluateNode(node: Node, ctx: ConstraintContext): Val {
  switch (node.kind) {
    case 'or':
      return node.items.some((n) => truthy(evaluateNode(n, ctx))) ? TRUE : FALSE;
    case 'and':
      return node.items.every((n) => truthy(evaluateNode(n, ctx))) ? TRUE : FALSE;
    case 'not':
      return truthy(evaluateNode(node.operand, ctx)) ? FALSE : TRUE;
    case 'compare':
      return compare(node.op, evaluateNode(node.left, ctx), evaluateNode(node.right, ctx)) ? TRUE : FALSE;
    case 'in': {
      const left = evaluateNode(node.left, ctx);
      return node.list.some((n) => compare('==', left, evaluateNode(n, ctx))) ? TRUE : FALSE;
    }
    case 'shift': {
      const base = asDate(evaluateNode(node.base, ctx));
      return base ? { t: 'date', v: addOffset(base, { amount: node.amount, unit: node.unit }) } : MISSING;
    }
    case 'number':
      return { t: 'num', v: node.value };
    case 'string':
      return { t: 'str', v: node.value };
    case 'boolean':
      return node.value ? TRUE : FALSE;
    case 'today':
      return { t: 'date', v: ctx.today };
    case 'utm':
      return fromRaw(utmValue(ctx.utm, node.name));
    case 'field':
      return fromRaw(lookupValue(ctx.values, node.name));
    case 'call': {
      const arg = evaluateNode(node.arg, ctx);
      switch (node.fn) {
        case 'present':
          return arg.t === 'missing' || (arg.t === 'list' && arg.v.every((i) => i.t === 'missing'))
            ? FALSE
            : TRUE;
        case 'date': {
          const d = asDate(arg);
          return d ? { t: 'date', v: d } : MISSING;
        }
        case 'age': {
          // A birth date that is invalid or in the future has no age: missing, so the part is false.
          const d = asDate(arg);
          if (!d || toDayNumber(d) > toDayNumber(ctx.today)) return MISSING;
          return { t: 'num', v: wholeYearsBetween(d, ctx.today) };
        }
        case 'lower':
          if (arg.t === 'str') return { t: 'str', v: arg.v.toLowerCase() };
          if (arg.t === 'list')
            return {
              t: 'list',
              v: arg.v.map((i) => (i.t === 'str' ? { t: 'str', v: i.v.toLowerCase() } : i)),
            };
          return arg;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Public API: never throws.

const parseCache = new Map<string, Node | ConstraintSyntaxError>();
const PARSE_CACHE_LIMIT = 500;

function parsed(expression: string): Node | ConstraintSyntaxError {
  const hit = parseCache.get(expression);
  if (hit) return hit;
  let result: Node | ConstraintSyntaxError;
  try {
    result = parseConstraint(expression);
  } catch (err) {
    result = err instanceof ConstraintSyntaxError ? err : new ConstraintSyntaxError('cannot parse', 0);
  }
  if (parseCache.size >= PARSE_CACHE_LIMIT) parseCache.clear();
  parseCache.set(expression, result);
  return result;
}

/** Checks an expression against the grammar (used when a form definition is parsed). */
export function checkConstraint(
  expression: string,
):
  { readonly ok: true; readonly fields: readonly string[] } | { readonly ok: false; readonly error: string } {
  if (typeof expression !== 'string') return { ok: false, error: 'expression must be a string' };
  const node = parsed(expression);
  if (node instanceof ConstraintSyntaxError) return { ok: false, error: node.message };
  return { ok: true, fields: [...referencedFields(node)] };
}

export function evaluateConstraint(expression: string, ctx: ConstraintContext): ConstraintOutcome {
  try {
    if (typeof expression !== 'string') return { ok: false, error: 'expression must be a string' };
    const node = parsed(expression);
    if (node instanceof ConstraintSyntaxError) return { ok: false, error: node.message };
    return { ok: true, value: truthy(evaluateNode(node, ctx)) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : 'evaluation failed' };
  }
}

/** docs/product/journeys.md: 'if evaluation fails the field counts as active'. */
export function isConstraintActive(expression: string, ctx: ConstraintContext): boolean {
  const outcome = evaluateConstraint(expression, ctx);
  return outcome.ok ? outcome.value : true;
}

/** A field's constraints as ZFieldConstraints (rules/types.ts) reads them: an expression, or named equations. */
export type ConstraintSpec =
  | string
  | {
      readonly equations: readonly { readonly id: string; readonly expression: string }[];
      readonly masterEquation?: string | null | undefined;
    };

/**
 * Whether a field takes part in the journey (docs/product/journeys.md 'constraints (equations, masterEquation)').
 * No constraints: active. Each equation is evaluated over the answers; the master equation then combines
 * the equation ids (all equations joined with `and` when it is absent). Any failure: active.
 */
export function isFieldActive(
  constraints: ConstraintSpec | null | undefined,
  ctx: ConstraintContext,
): boolean {
  try {
    if (constraints == null) return true;
    if (typeof constraints === 'string')
      return constraints.trim() === '' || isConstraintActive(constraints, ctx);
    const results = new Map<string, boolean>();
    for (const equation of constraints.equations) {
      const outcome = evaluateConstraint(equation.expression, ctx);
      if (!outcome.ok) return true;
      results.set(equation.id, outcome.value);
    }
    const master = constraints.masterEquation?.trim();
    if (!master) return [...results.values()].every(Boolean);
    const outcome = evaluateConstraint(master, { values: results, today: ctx.today });
    return outcome.ok ? outcome.value : true;
  } catch {
    return true;
  }
}
