import type { ReactNode } from 'react';
import type { Specs, Tool } from './use-tool';

/** A number box with its label and its range or error hint (the loan calculator's look, without a slider). */
export function numField<S extends Specs>(
  c: Tool<S>,
  id: string,
  name: keyof S & string,
  label: string,
): ReactNode {
  const spec = c.specs[name]!;
  if (spec.kind !== 'number') return null;
  const ids = { input: `${id}-${name}`, hint: `${id}-${name}-hint` };
  const bad = c.invalid(name);
  const value = c.values[name] as number;
  const min = c.numText(name, spec.range.min);
  const max = c.numText(name, spec.range.max);
  return (
    <div className="calc__field tool__field" key={name}>
      <label className="calc__label" htmlFor={ids.input}>
        {label}
      </label>
      <input
        id={ids.input}
        className="calc__box tool__box"
        type="text"
        inputMode={Number.isInteger(spec.range.step) ? 'numeric' : 'decimal'}
        autoComplete="off"
        dir="ltr"
        value={c.drafts[name] ?? c.numText(name, value)}
        aria-invalid={bad}
        aria-describedby={ids.hint}
        onChange={c.onType(name)}
        onBlur={c.onLeave(name)}
      />
      <p id={ids.hint} className={bad ? 'calc__hint calc__hint--error' : 'calc__hint'}>
        {c.t(bad ? 'invalid' : 'range', { min, max })}
      </p>
    </div>
  );
}

/** A choice among fixed options, each labelled from the catalogue (`labelOf`). */
export function choiceField<S extends Specs>(
  c: Tool<S>,
  id: string,
  name: keyof S & string,
  label: string,
  labelOf: (option: string) => string,
): ReactNode {
  const spec = c.specs[name]!;
  if (spec.kind !== 'choice') return null;
  return (
    <div className="calc__field tool__field" key={name}>
      <label className="calc__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="calc__box tool__select"
        value={c.values[name] as string}
        onChange={c.onType(name)}
      >
        {spec.options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The inputs' fieldset (disabled until the island runs: the boxes need its code) and the share link. */
export function inputs(c: { ready: boolean; t: Tool<Specs>['t'] }, children: ReactNode): ReactNode {
  return (
    <fieldset className="calc__inputs tool__inputs" disabled={!c.ready}>
      <legend className="visually-hidden">{c.t('inputs')}</legend>
      {children}
    </fieldset>
  );
}

/** A link to the page with the inputs in its address (only once the island has read and written them). */
export function shareLink(c: { ready: boolean; share: string; t: Tool<Specs>['t'] }, id: string): ReactNode {
  if (!c.ready) return null;
  return (
    <p className="tool__share">
      <a id={`${id}-share`} href={c.share || '?'} data-testid="calc-share">
        {c.t('share')}
      </a>
    </p>
  );
}
