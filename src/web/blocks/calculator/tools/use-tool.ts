import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { createTranslator, interpolate } from '../../../../shared/i18n/translator';
import { formatGrouped, parseAmountText } from '../../../../shared/banking/loan-calculator';
import type { ToolCalculatorProps } from './props';

export type NumSpec = { min: number; max: number; step: number };
export type FieldSpec = { kind: 'number'; range: NumSpec } | { kind: 'choice'; options: readonly string[] };
export type Specs = Record<string, FieldSpec>;
export type Values<S extends Specs> = { [K in keyof S]: S[K] extends { kind: 'number' } ? number : string };

/** A field's query parameter: `bmi-heightCm=170` (decision 0102: read in the browser only, never by the server). */
export const paramOf = (kind: string, name: string) => `${kind}-${name}`;

const decimalsOf = (step: number) => (Number.isInteger(step) ? 0 : 1);

/** A value from the URL or a box, when it is a number or a choice the field takes; else null. */
export function acceptValue(spec: FieldSpec, text: string): number | string | null {
  if (spec.kind === 'choice') return spec.options.includes(text) ? text : null;
  const n = parseAmountText(text);
  if (n === null) return null;
  const d = decimalsOf(spec.range.step);
  const rounded = Math.round(n * 10 ** d) / 10 ** d;
  return rounded >= spec.range.min && rounded <= spec.range.max ? rounded : null;
}

/** The inputs carried by a query string, for the fields it names validly (the rest keep `initial`). */
export function valuesFromQuery<S extends Specs>(
  kind: string,
  specs: S,
  initial: Values<S>,
  search: string,
): Values<S> {
  const q = new URLSearchParams(search);
  const out = { ...initial } as Record<string, number | string>;
  for (const [name, spec] of Object.entries(specs)) {
    const raw = q.get(paramOf(kind, name));
    const v = raw === null ? null : acceptValue(spec, raw);
    if (v !== null) out[name] = v;
  }
  return out as Values<S>;
}

/** The query string with this calculator's inputs written in (other parameters kept as they are). */
export function queryWith(kind: string, values: Record<string, number | string>, search: string): string {
  const q = new URLSearchParams(search);
  for (const [name, v] of Object.entries(values)) q.set(paramOf(kind, name), String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A calculator's inputs (decision 0102): typed values inside their ranges update the figures at once; a value
 * outside stays in its box as a draft, says so and leaves the figures on the last valid input; leaving the box
 * drops the draft. After hydration the inputs named in the address are read, and every change is written back
 * into it (replaceState), so the address shares the result.
 */
export function useTool<S extends Specs>(p: ToolCalculatorProps, specs: S, initial: Values<S>) {
  const t = useMemo(
    () => createTranslator(p.lang, { [p.lang]: { calculators: p.strings } }, { defaultNs: 'calculators' }).t,
    [p.lang, p.strings],
  );
  const [ready, setReady] = useState(false);
  const [values, setValues] = useState<Values<S>>(initial);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const fromUrl = useRef(false);

  useEffect(() => {
    const read = valuesFromQuery(p.kind, specs, initial, window.location.search);
    fromUrl.current = new URLSearchParams(window.location.search).has(
      paramOf(p.kind, Object.keys(specs)[0]!),
    );
    setValues(read);
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const share = ready ? queryWith(p.kind, values, window.location.search) : '';
  useEffect(() => {
    if (!ready) return;
    const url = `${window.location.pathname}${share}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(window.history.state, '', url);
  }, [ready, share]);

  const set = (name: keyof S & string, v: number | string) => setValues((old) => ({ ...old, [name]: v }));
  const onType = (name: keyof S & string) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const text = e.target.value;
    const spec = specs[name]!;
    if (spec.kind === 'number') setDrafts((d) => ({ ...d, [name]: text }));
    const v = acceptValue(spec, text);
    if (v !== null) set(name, v);
  };
  const onLeave = (name: string) => () =>
    setDrafts((d) => {
      const next = { ...d };
      delete next[name];
      return next;
    });
  const invalid = (name: keyof S & string) =>
    drafts[name] !== undefined && acceptValue(specs[name]!, drafts[name]) === null;
  const numText = (name: keyof S & string, n: number) => {
    const spec = specs[name]!;
    if (spec.kind !== 'number') return String(n);
    // Years and ages read plainly ('2024'); amounts are grouped ('60,000').
    const d = decimalsOf(spec.range.step);
    if (spec.range.max >= 10_000) return formatGrouped(n, d);
    return String(Math.round(n * 10 ** d) / 10 ** d); // '8', '7.5'
  };
  /** Whole dirhams in the page language's pattern ('AED 1,000' / '1,000 د.إ'). */
  const aed = (n: number) =>
    interpolate(p.money, { currency: p.currency, amount: formatGrouped(Math.round(n)) });
  const fils = (n: number) =>
    interpolate(p.money, { currency: p.currency, amount: formatGrouped(Math.round(n / 100)) });

  return {
    t,
    ready,
    values,
    drafts,
    fromUrl,
    share,
    onType,
    onLeave,
    invalid,
    numText,
    aed,
    fils,
    specs,
    set,
  };
}

export type Tool<S extends Specs> = ReturnType<typeof useTool<S>>;
