import type { z } from 'zod';
import { ZBlock, type TBlockType } from '../../../shared/contracts/blocks';
import { html } from '../../../shared/contracts/blocks-base';

/**
 * Block forms from the blocks' zod contracts (decision 0123). `specOf` walks a zod 4 schema (its `_zod.def`) into
 * a form description; `toDraft` turns a value into what the inputs hold (numbers as typed text, list items with
 * stable ids, absent and null kept apart) and `fromDraft` turns it back. A zod type the walker does not know
 * throws `UnsupportedSchema`, so a block type whose contract gains one has no form and the unit test fails.
 * The catalogue's documents use the same walker: a discriminated union (a plan by its productId) picks its option
 * by the option's literals, a pipe or transform is edited as its input, refinements leave the form as it is.
 */
export type Scalar = string | number | boolean | null;

export type Spec =
  | { kind: 'string'; min?: number; max?: number; long: boolean; html: boolean }
  | { kind: 'number'; int: boolean; min?: number; max?: number }
  | { kind: 'boolean' }
  /** An enum or a union of literals: a select. */
  | { kind: 'choice'; values: readonly Scalar[] }
  /** One literal (a block's `type`, `contentType: 'html'`): shown, not edited. */
  | { kind: 'fixed'; value: Scalar }
  | { kind: 'list'; item: Spec; min?: number; max?: number }
  | { kind: 'map'; value: Spec }
  | { kind: 'group'; fields: readonly { name: string; spec: Spec }[] }
  | { kind: 'either'; options: readonly Spec[] }
  /** optional, nullable or with a default: the value may be absent (optional) or null (nullable). */
  | { kind: 'maybe'; inner: Spec; optional: boolean; nullable: boolean };

export class UnsupportedSchema extends Error {
  constructor(
    readonly path: string,
    readonly zodType: string,
  ) {
    super(`no form for the zod type '${zodType}' at '${path || '(root)'}'`);
  }
}

type Def = {
  type: string;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; format?: string } };
  }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, Scalar>;
  values?: Scalar[];
  in?: z.ZodType;
  out?: z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

function bounds(def: Def) {
  const out: { min?: number; max?: number; int: boolean } = { int: false };
  for (const c of def.checks ?? []) {
    const d = c._zod.def;
    if (d.check === 'min_length' || (d.check === 'greater_than' && d.value !== undefined))
      out.min = d.minimum ?? d.value;
    if (d.check === 'max_length' || (d.check === 'less_than' && d.value !== undefined))
      out.max = d.maximum ?? d.value;
    if (d.check === 'number_format' && /int/.test(d.format ?? '')) out.int = true;
  }
  return out;
}

/** Long texts (and the HTML fields, which the server sanitises) get a textarea. */
const LONG_TEXT = 300;

export function specOf(schema: z.ZodType, path = ''): Spec {
  const def = defOf(schema);
  const at = (p: string) => (path ? `${path}.${p}` : p);
  switch (def.type) {
    case 'string': {
      const b = bounds(def);
      return {
        kind: 'string',
        ...(b.min !== undefined ? { min: b.min } : {}),
        ...(b.max !== undefined ? { max: b.max } : {}),
        long: schema === html || (b.max !== undefined && b.max > LONG_TEXT),
        html: schema === html,
      };
    }
    case 'number': {
      const b = bounds(def);
      return {
        kind: 'number',
        int: b.int,
        ...(b.min !== undefined ? { min: b.min } : {}),
        ...(b.max !== undefined ? { max: b.max } : {}),
      };
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', values: Object.values(def.entries ?? {}) };
    case 'literal': {
      const values = def.values ?? [];
      return values.length === 1 ? { kind: 'fixed', value: values[0]! } : { kind: 'choice', values };
    }
    case 'readonly':
      return specOf(def.innerType!, path);
    case 'pipe': {
      // A transform's input is what the form edits: `z.preprocess` (transform → schema) edits the schema's.
      const from = def.in ? defOf(def.in).type : '';
      return specOf(from === 'transform' ? def.out! : def.in!, path);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch': {
      const inner = specOf(def.innerType!, path);
      const base = inner.kind === 'maybe' ? inner : { inner, optional: false, nullable: false };
      return {
        kind: 'maybe',
        inner: base.inner,
        optional: base.optional || def.type !== 'nullable',
        nullable: base.nullable || def.type === 'nullable',
      };
    }
    case 'array': {
      const b = bounds(def);
      return {
        kind: 'list',
        item: specOf(def.element!, at('[]')),
        ...(b.min !== undefined ? { min: b.min } : {}),
        ...(b.max !== undefined ? { max: b.max } : {}),
      };
    }
    case 'record':
      return { kind: 'map', value: specOf(def.valueType!, at('{}')) };
    case 'object':
      return {
        kind: 'group',
        fields: Object.entries(def.shape ?? {}).map(([name, s]) => ({ name, spec: specOf(s, at(name)) })),
      };
    case 'union': {
      // A discriminated union's options differ by a literal (a plan's productId): `fits` chooses by it.
      const options = (def.options ?? []).map((o, i) => specOf(o, at(`|${i}`)));
      if (options.every((o) => o.kind === 'fixed'))
        return { kind: 'choice', values: options.map((o) => (o.kind === 'fixed' ? o.value : null)) };
      return { kind: 'either', options };
    }
    default:
      throw new UnsupportedSchema(path, def.type);
  }
}

const blockSchemas = new Map(ZBlock.options.map((o) => [o.shape.type.value as TBlockType, o as z.ZodType]));
const blockSpecs = new Map<TBlockType, Spec>();

/** The form description of one block type (cached); throws UnsupportedSchema when its contract cannot be walked. */
export function blockSpec(type: TBlockType): Spec {
  let s = blockSpecs.get(type);
  if (!s) {
    const schema = blockSchemas.get(type);
    if (!schema) throw new UnsupportedSchema(type, 'unknown block type');
    s = specOf(schema, type);
    blockSpecs.set(type, s);
  }
  return s;
}

/** What the inputs hold. */
export type Draft =
  | { k: 'text'; v: string }
  | { k: 'bool'; v: boolean }
  | { k: 'choice'; v: number }
  | { k: 'fixed' }
  | { k: 'list'; items: readonly Item[] }
  | { k: 'map'; items: readonly (Item & { key: string })[] }
  | { k: 'group'; fields: Readonly<Record<string, Draft>>; extra: Readonly<Record<string, unknown>> }
  | { k: 'either'; opt: number; d: Draft }
  | { k: 'maybe'; state: 'absent' | 'null' | 'set'; d: Draft };
export type Item = { id: number; d: Draft };

let nextId = 1;
/** A new id for a list item (React keys that follow an item through reorders). */
export const itemId = () => nextId++;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value has the shape of a spec (chooses a union's option). */
export function fits(spec: Spec, v: unknown): boolean {
  switch (spec.kind) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'choice':
      return spec.values.includes(v as Scalar);
    case 'fixed':
      return v === spec.value;
    case 'list':
      return Array.isArray(v);
    case 'map':
      return isRecord(v);
    case 'group':
      return isRecord(v) && spec.fields.every((f) => f.spec.kind !== 'fixed' || v[f.name] === f.spec.value);
    case 'either':
      return spec.options.some((o) => fits(o, v));
    case 'maybe':
      return (v === undefined && spec.optional) || (v === null && spec.nullable) || fits(spec.inner, v);
  }
}

export function toDraft(spec: Spec, v: unknown): Draft {
  switch (spec.kind) {
    case 'string':
      return { k: 'text', v: typeof v === 'string' ? v : '' };
    case 'number':
      return { k: 'text', v: typeof v === 'number' ? String(v) : '' };
    case 'boolean':
      return { k: 'bool', v: v === true };
    case 'choice':
      return { k: 'choice', v: Math.max(0, spec.values.indexOf(v as Scalar)) };
    case 'fixed':
      return { k: 'fixed' };
    case 'list':
      return {
        k: 'list',
        items: (Array.isArray(v) ? v : []).map((x) => ({ id: itemId(), d: toDraft(spec.item, x) })),
      };
    case 'map':
      return {
        k: 'map',
        items: Object.entries(isRecord(v) ? v : {}).map(([key, x]) => ({
          id: itemId(),
          key,
          d: toDraft(spec.value, x),
        })),
      };
    case 'group': {
      const o = isRecord(v) ? v : {};
      const names = new Set(spec.fields.map((f) => f.name));
      return {
        k: 'group',
        fields: Object.fromEntries(spec.fields.map((f) => [f.name, toDraft(f.spec, o[f.name])])),
        extra: Object.fromEntries(Object.entries(o).filter(([name]) => !names.has(name))),
      };
    }
    case 'either': {
      const opt = Math.max(
        0,
        spec.options.findIndex((o) => fits(o, v)),
      );
      return { k: 'either', opt, d: toDraft(spec.options[opt]!, v) };
    }
    case 'maybe':
      return {
        k: 'maybe',
        state: v === undefined && spec.optional ? 'absent' : v === null && spec.nullable ? 'null' : 'set',
        d: toDraft(spec.inner, v ?? undefined),
      };
  }
}

/** The value the inputs stand for; an empty or unreadable number is left out (the server names the field). */
export function fromDraft(spec: Spec, d: Draft): unknown {
  switch (spec.kind) {
    case 'string':
      return d.k === 'text' ? d.v : '';
    case 'number': {
      const t = d.k === 'text' ? d.v.trim() : '';
      const n = Number(t);
      return t === '' || !Number.isFinite(n) ? undefined : n;
    }
    case 'boolean':
      return d.k === 'bool' && d.v;
    case 'choice':
      return spec.values[d.k === 'choice' ? d.v : 0];
    case 'fixed':
      return spec.value;
    case 'list':
      return d.k === 'list' ? d.items.map((i) => fromDraft(spec.item, i.d)) : [];
    case 'map':
      return d.k === 'map' ? Object.fromEntries(d.items.map((i) => [i.key, fromDraft(spec.value, i.d)])) : {};
    case 'group': {
      if (d.k !== 'group') return {};
      const out: Record<string, unknown> = {};
      for (const f of spec.fields) {
        const x = d.fields[f.name];
        const v = x ? fromDraft(f.spec, x) : undefined;
        if (v !== undefined) out[f.name] = v;
      }
      return { ...out, ...d.extra };
    }
    case 'either': {
      if (d.k !== 'either') return undefined;
      const o = spec.options[d.opt];
      return o ? fromDraft(o, d.d) : undefined;
    }
    case 'maybe':
      if (d.k !== 'maybe') return fromDraft(spec.inner, d);
      return d.state === 'absent' ? undefined : d.state === 'null' ? null : fromDraft(spec.inner, d.d);
  }
}

/** A new, empty item of a spec (a list's 'Add'): optional parts absent. */
export const emptyDraft = (spec: Spec): Draft => toDraft(spec, undefined);

/** `fieldValues` → 'Field values', `ctaUrl` → 'Cta url', `tab_title` → 'Tab title'. */
export function humanise(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
