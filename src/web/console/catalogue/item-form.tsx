import { useEffect, useRef } from 'react';
import type { Draft, Spec } from '../pages/block-schema';
import { GroupFields } from '../pages/block-form';
import type { Issue } from './kinds';

type T = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The console's translator with the catalogue's field labels first: the block forms ask for
 * `consolePages:field.<name>`; a catalogue contract's field is labelled by `consoleCatalogue:field.<name>`.
 */
export function catalogueLabels(t: T): T {
  return (key, vars) => {
    for (const [from, to] of [
      ['consolePages:field.', 'consoleCatalogue:field.'],
      ['consolePages:value.', 'consoleCatalogue:value.'],
    ] as const)
      if (key.startsWith(from)) return t(`${to}${key.slice(from.length)}`, { defaultValue: t(key, vars) });
    return t(key, vars);
  };
}

/** The object the form shows: the spec's own, or a discriminated union's option the document has. */
export function groupOf(spec: Spec, d: Draft): { spec: Spec; d: Draft; wrap: (x: Draft) => Draft } | null {
  if (spec.kind === 'group' && d.k === 'group') return { spec, d, wrap: (x) => x };
  if (spec.kind === 'either' && d.k === 'either') {
    const option = spec.options[d.opt];
    return option ? { spec: option, d: d.d, wrap: (x) => ({ k: 'either', opt: d.opt, d: x }) } : null;
  }
  return null;
}

const under = (path: string, name: string) => path === name || path.startsWith(`${name}.`);

/**
 * A catalogue document's form: every field of its contract but the identity (shown above it, not edited), each
 * followed by the contract's issues inside it; the inputs at an issue's exact path are marked invalid.
 */
export function ItemForm(props: {
  spec: Spec;
  d: Draft;
  set: (d: Draft) => void;
  t: T;
  issues: readonly Issue[];
  hide: readonly string[];
}) {
  const { spec, d, set, t, issues, hide } = props;
  const root = useRef<HTMLDivElement>(null);
  const g = groupOf(spec, d);

  // The exact inputs the contract refuses: aria-invalid (styled), beside the field's listed issues.
  const bad = issues.map((i) => i.path).join('\n');
  useEffect(() => {
    const paths = new Set(bad ? bad.split('\n') : []);
    for (const el of root.current?.querySelectorAll<HTMLElement>('[data-path]') ?? []) {
      if (paths.has(el.dataset.path ?? '')) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
    }
  });

  if (!g || g.spec.kind !== 'group') return null;
  const names = g.spec.fields.map((f) => f.name);
  return (
    <div className="cp-block-form cc-form" ref={root}>
      {names
        .filter((name) => !hide.includes(name))
        .map((name) => {
          const own = issues.filter((i) => under(i.path, name));
          return (
            <div key={name} className="cc-form-field" data-field={name}>
              <GroupFields
                spec={g.spec}
                d={g.d}
                set={(x) => set(g.wrap(x))}
                name=""
                path=""
                label=""
                t={t}
                hide={names.filter((n) => n !== name)}
              />
              {own.length > 0 ? (
                <ul className="cs-error cc-field-issues" data-issues-of={name}>
                  {own.map((i) => (
                    <li key={`${i.path}:${i.message}`}>
                      {i.path !== name ? <code dir="ltr">{i.path.slice(name.length + 1)}</code> : null}{' '}
                      {i.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
    </div>
  );
}
