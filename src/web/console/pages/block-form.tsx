import type { ReactNode } from 'react';
import { emptyDraft, humanise, itemId, type Draft, type Item, type Spec } from './block-schema';
import { fieldSpec } from './image-fields';
import { ImageField } from './image-picker';
import { ListControls } from './list-controls';

/**
 * The form of a spec (decision 0123): labelled inputs for strings (a textarea for long and HTML texts), numbers,
 * checkboxes, selects for enums, repeatable lists with add, remove and reorder, key/value maps, nested fieldsets.
 * The form holds a Draft (block-schema.ts); `fromDraft` makes the value the server validates.
 */
export type T = (key: string, vars?: Record<string, string | number>) => string;

type FieldProps = {
  spec: Spec;
  d: Draft;
  set: (d: Draft) => void;
  /** The field's name in the contract ('' for a list item or the root). */
  name: string;
  /** Where the value sits in the block (`fieldValues.features.0`): the inputs' `data-path`. */
  path: string;
  label: string;
  t: T;
};

/** A field name's label: the console's string when there is one, the humanised name otherwise. */
export const fieldLabel = (t: T, name: string) =>
  t(`consolePages:field.${name}`, { defaultValue: humanise(name) });

const valueLabel = (t: T, v: unknown) =>
  v === null ? '—' : t(`consolePages:value.${String(v)}`, { defaultValue: String(v) });

function Hint({ spec, t }: { spec: Spec; t: T }) {
  const parts: string[] = [];
  if (spec.kind === 'string' && spec.html) parts.push(t('consolePages:form.htmlHint'));
  if ((spec.kind === 'string' || spec.kind === 'number') && spec.max !== undefined)
    parts.push(
      spec.kind === 'string'
        ? t('consolePages:form.maxChars', { max: spec.max })
        : t('consolePages:form.range', { min: spec.min ?? '…', max: spec.max }),
    );
  return parts.length ? <span className="cp-hint">{parts.join(' · ')}</span> : null;
}

/** A text or number input; `onText` answers what was typed (a 'maybe' wrapper maps '' to absent). */
function Scalar(props: FieldProps & { optional?: boolean; onText?: (v: string) => void }) {
  const { spec, d, set, label, t, onText } = props;
  const text = d.k === 'text' ? d.v : '';
  const change = (v: string) => (onText ? onText(v) : set({ k: 'text', v }));
  if (spec.kind === 'string' && spec.long)
    return (
      <label className="cp-field">
        <span className="cp-label">{label}</span>
        <textarea
          value={text}
          rows={spec.html ? 6 : 3}
          dir="auto"
          data-path={props.path}
          onChange={(e) => change(e.target.value)}
        />
        <Hint spec={spec} t={t} />
      </label>
    );
  return (
    <label className="cp-field">
      <span className="cp-label">{label}</span>
      <input
        value={text}
        data-path={props.path}
        {...(spec.kind === 'number'
          ? { inputMode: spec.int ? ('numeric' as const) : ('decimal' as const), dir: 'ltr' }
          : { dir: 'auto' })}
        {...(spec.kind === 'string' && spec.max !== undefined ? { maxLength: spec.max } : {})}
        onChange={(e) => change(e.target.value)}
      />
      <Hint spec={spec} t={t} />
    </label>
  );
}

function Choice(
  props: FieldProps & { blank?: boolean; selected?: number | null; onPick?: (i: number | null) => void },
) {
  const { spec, d, set, label, t, blank, onPick } = props;
  if (spec.kind !== 'choice') return null;
  const selected = props.selected !== undefined ? props.selected : d.k === 'choice' ? d.v : 0;
  return (
    <label className="cp-field">
      <span className="cp-label">{label}</span>
      <select
        data-path={props.path}
        value={selected === null ? '' : String(selected)}
        onChange={(e) => {
          const i = e.target.value === '' ? null : Number(e.target.value);
          if (onPick) onPick(i);
          else if (i !== null) set({ k: 'choice', v: i });
        }}
      >
        {blank ? <option value="">—</option> : null}
        {spec.values.map((v, i) => (
          <option key={String(v)} value={String(i)}>
            {valueLabel(t, v)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Fieldset({ label, children, actions }: { label: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <fieldset className="cp-fieldset">
      <legend>{label}</legend>
      {actions ? <div className="cp-row cp-fieldset-actions">{actions}</div> : null}
      {children}
    </fieldset>
  );
}

function ListField(props: FieldProps) {
  const { spec, d, set, label, t } = props;
  if (spec.kind !== 'list' || d.k !== 'list') return null;
  const items = d.items;
  const put = (next: readonly Item[]) => set({ k: 'list', items: next });
  const full = spec.max !== undefined && items.length >= spec.max;
  return (
    <Fieldset label={label}>
      <ol className="cp-list">
        {items.map((it, i) => (
          <li key={it.id} className="cp-list-item">
            <ListControls
              t={t}
              index={i}
              count={items.length}
              what={`${label} ${i + 1}`}
              onMove={(to) => {
                const next = [...items];
                const [x] = next.splice(i, 1);
                next.splice(to, 0, x!);
                put(next);
              }}
              onRemove={() => put(items.filter((_, j) => j !== i))}
            />
            <SpecField
              spec={spec.item}
              d={it.d}
              name=""
              path={`${props.path}.${i}`}
              label={`${label} ${i + 1}`}
              t={t}
              set={(x) => put(items.map((y, j) => (j === i ? { id: y.id, d: x } : y)))}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="cs-secondary"
        disabled={full}
        onClick={() => put([...items, { id: itemId(), d: emptyDraft(spec.item) }])}
      >
        {t('consolePages:form.add', { what: label })}
      </button>
    </Fieldset>
  );
}

function MapField(props: FieldProps) {
  const { spec, d, set, label, t } = props;
  if (spec.kind !== 'map' || d.k !== 'map') return null;
  const items = d.items;
  const put = (next: typeof items) => set({ k: 'map', items: next });
  return (
    <Fieldset label={label}>
      <ul className="cp-list">
        {items.map((it, i) => (
          <li key={it.id} className="cp-list-item cp-map-row">
            <label className="cp-field">
              <span className="cp-label">{t('consolePages:form.mapKey')}</span>
              <input
                dir="ltr"
                value={it.key}
                onChange={(e) => put(items.map((y, j) => (j === i ? { ...y, key: e.target.value } : y)))}
              />
            </label>
            <SpecField
              spec={spec.value}
              d={it.d}
              name=""
              path={`${props.path}.${it.key}`}
              label={t('consolePages:form.mapValue')}
              t={t}
              set={(x) => put(items.map((y, j) => (j === i ? { ...y, d: x } : y)))}
            />
            <button
              type="button"
              className="cs-secondary"
              onClick={() => put(items.filter((_, j) => j !== i))}
            >
              {t('consolePages:form.remove', { what: it.key || label })}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="cs-secondary"
        onClick={() => put([...items, { id: itemId(), key: '', d: emptyDraft(spec.value) }])}
      >
        {t('consolePages:form.add', { what: label })}
      </button>
    </Fieldset>
  );
}

/** The fields of an object, each under its label (`hide` leaves some out, e.g. a block's `type`). */
export function GroupFields(props: FieldProps & { hide?: readonly string[] }) {
  const { spec, d, set, t, hide = [] } = props;
  if (spec.kind !== 'group' || d.k !== 'group') return null;
  return (
    <>
      {spec.fields
        .filter((f) => !hide.includes(f.name))
        .map((f) => (
          <ImageField key={f.name} t={t} group={spec} d={d} name={f.name} set={set}>
            <SpecField
              spec={fieldSpec(f.name, f.spec)}
              d={d.fields[f.name] ?? emptyDraft(f.spec)}
              name={f.name}
              path={props.path ? `${props.path}.${f.name}` : f.name}
              label={fieldLabel(t, f.name)}
              t={t}
              set={(x) => set({ ...d, fields: { ...d.fields, [f.name]: x } })}
            />
          </ImageField>
        ))}
    </>
  );
}

/** optional / nullable: an empty scalar is absent (or null); a compound part has Add and Remove buttons. */
function MaybeField(props: FieldProps) {
  const { spec, d, set, label, t } = props;
  if (spec.kind !== 'maybe' || d.k !== 'maybe') return null;
  const inner = spec.inner;
  const off = spec.optional ? ('absent' as const) : ('null' as const);
  const on = d.state === 'set';
  if (inner.kind === 'string' || inner.kind === 'number') {
    const shown = on ? d.d : { k: 'text' as const, v: '' };
    return (
      <Scalar
        {...props}
        spec={inner}
        d={shown}
        onText={(v) => set({ k: 'maybe', state: v === '' ? off : 'set', d: { k: 'text', v } })}
      />
    );
  }
  if (inner.kind === 'choice' || inner.kind === 'boolean') {
    const choice = inner.kind === 'choice' ? inner : { kind: 'choice' as const, values: [true, false] };
    const selected = !on ? null : d.d.k === 'choice' ? d.d.v : d.d.k === 'bool' ? (d.d.v ? 0 : 1) : 0;
    return (
      <Choice
        {...props}
        spec={choice}
        blank
        selected={selected}
        onPick={(i) =>
          set({
            k: 'maybe',
            state: i === null ? off : 'set',
            d: inner.kind === 'boolean' ? { k: 'bool', v: i === 0 } : { k: 'choice', v: i ?? 0 },
          })
        }
      />
    );
  }
  if (inner.kind === 'fixed')
    return (
      <label className="cp-field cp-check">
        <input
          type="checkbox"
          data-path={props.path}
          checked={on}
          onChange={(e) => set({ k: 'maybe', state: e.target.checked ? 'set' : off, d: { k: 'fixed' } })}
        />
        <span className="cp-label">
          {label}: <bdi>{String(inner.value)}</bdi>
        </span>
      </label>
    );
  if (!on)
    return (
      <p className="cp-field">
        <span className="cp-label">{label}</span>{' '}
        <button type="button" className="cs-secondary" onClick={() => set({ ...d, state: 'set' })}>
          {t('consolePages:form.add', { what: label })}
        </button>
      </p>
    );
  return (
    <div className="cp-maybe">
      <SpecField {...props} spec={inner} d={d.d} set={(x) => set({ k: 'maybe', state: 'set', d: x })} />
      <button type="button" className="cs-secondary cp-small" onClick={() => set({ ...d, state: off })}>
        {t('consolePages:form.remove', { what: label })}
      </button>
    </div>
  );
}

function EitherField(props: FieldProps) {
  const { spec, d, set, label, t } = props;
  if (spec.kind !== 'either' || d.k !== 'either') return null;
  const option = spec.options[d.opt] ?? spec.options[0]!;
  return (
    <div className="cp-either">
      <label className="cp-field">
        <span className="cp-label">{t('consolePages:form.kind', { what: label })}</span>
        <select
          value={String(d.opt)}
          onChange={(e) => {
            const opt = Number(e.target.value);
            set({ k: 'either', opt, d: emptyDraft(spec.options[opt]!) });
          }}
        >
          {spec.options.map((o, i) => (
            <option key={i} value={String(i)}>
              {t(`consolePages:kind.${o.kind}`, { defaultValue: o.kind })}
            </option>
          ))}
        </select>
      </label>
      <SpecField {...props} spec={option} d={d.d} set={(x) => set({ k: 'either', opt: d.opt, d: x })} />
    </div>
  );
}

/** One field of any spec. */
export function SpecField(props: FieldProps) {
  const { spec, d, set, label } = props;
  switch (spec.kind) {
    case 'string':
    case 'number':
      return <Scalar {...props} />;
    case 'boolean':
      return (
        <label className="cp-field cp-check">
          <input
            type="checkbox"
            data-path={props.path}
            checked={d.k === 'bool' && d.v}
            onChange={(e) => set({ k: 'bool', v: e.target.checked })}
          />
          <span className="cp-label">{label}</span>
        </label>
      );
    case 'choice':
      return <Choice {...props} />;
    case 'fixed':
      return (
        <p className="cp-field">
          <span className="cp-label">{label}</span> <bdi className="cp-fixed">{String(spec.value)}</bdi>
        </p>
      );
    case 'list':
      return <ListField {...props} />;
    case 'map':
      return <MapField {...props} />;
    case 'group':
      return (
        <Fieldset label={label}>
          <GroupFields {...props} />
        </Fieldset>
      );
    case 'either':
      return <EitherField {...props} />;
    case 'maybe':
      return <MaybeField {...props} />;
  }
}

/** A block's form: its fields without `type` (shown in the block's heading). */
export function BlockForm(props: { spec: Spec; d: Draft; set: (d: Draft) => void; t: T }) {
  return (
    <div className="cp-block-form">
      <GroupFields {...props} name="" path="" label="" hide={['type']} />
    </div>
  );
}
