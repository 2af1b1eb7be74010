import { useEffect, useRef } from 'react';
import type { Draft, Spec } from '../pages/block-schema';
import { fieldLabel, GroupFields } from '../pages/block-form';
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

function Issues({ issues, at }: { issues: readonly Issue[]; at: string }) {
  if (issues.length === 0) return null;
  return (
    <ul className="cs-error cc-field-issues" data-issues-of={at}>
      {issues.map((i) => (
        <li key={`${i.path}:${i.message}`}>
          {i.path !== at ? <code dir="ltr">{i.path.slice(at.length + 1)}</code> : null} {i.message}
        </li>
      ))}
    </ul>
  );
}

type FieldsProps = {
  spec: Spec;
  d: Draft;
  set: (d: Draft) => void;
  t: T;
  issues: readonly Issue[];
  /** Where the object sits in the document ('' for the document). */
  path: string;
  hide: readonly string[];
};

/**
 * An object's fields one by one, so each is followed by the issues inside it; a nested object is a fieldset of
 * the same (always, so the inputs are not remounted when an issue appears). Lists, maps and optional parts are
 * the block forms' own, their issues listed after them.
 */
function Fields(props: FieldsProps) {
  const { spec, d, set, t, issues, path, hide } = props;
  if (spec.kind !== 'group' || d.k !== 'group') return null;
  const names = spec.fields.map((f) => f.name);
  return (
    <>
      {spec.fields
        .filter((f) => !hide.includes(f.name))
        .map((f) => {
          const at = path ? `${path}.${f.name}` : f.name;
          const own = issues.filter((i) => under(i.path, at));
          const sub = d.fields[f.name];
          const put = (x: Draft) => set({ ...d, fields: { ...d.fields, [f.name]: x } });
          if (f.spec.kind === 'group' && sub?.k === 'group')
            return (
              <fieldset key={f.name} className="cp-fieldset" data-field={at}>
                <legend>{fieldLabel(t, f.name)}</legend>
                <Fields spec={f.spec} d={sub} set={put} t={t} issues={own} path={at} hide={[]} />
                <Issues issues={own.filter((i) => i.path === at)} at={at} />
              </fieldset>
            );
          return (
            <div key={f.name} className="cc-form-field" data-field={at}>
              <GroupFields
                spec={spec}
                d={d}
                set={set}
                name=""
                path={path}
                label=""
                t={t}
                hide={names.filter((n) => n !== f.name)}
              />
              <Issues issues={own} at={at} />
            </div>
          );
        })}
    </>
  );
}

/**
 * A catalogue document's form: every field of its contract but the identity (shown above it, not edited), each
 * followed by the contract's issues inside it; the inputs at an issue's exact path are marked invalid.
 */
export function ItemForm(props: Omit<FieldsProps, 'path'>) {
  const { spec, d, set, issues } = props;
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

  if (!g) return null;
  return (
    <div className="cp-block-form cc-form" ref={root}>
      <Fields {...props} spec={g.spec} d={g.d} set={(x) => set(g.wrap(x))} path="" />
    </div>
  );
}
