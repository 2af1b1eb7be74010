import { useState } from 'react';
import { BLOCK_TYPES, type TBlockType } from '../../../shared/contracts/blocks';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { BlockForm, GroupFields } from './block-form';
import { blockSpec, emptyDraft, itemId } from './block-schema';
import type { T } from './common';
import {
  blockLabel,
  freeKey,
  HEAD_FIELDS,
  headValue,
  rulesSpec,
  setHead,
  withKey,
  type BlockItem,
  type LangEdit,
} from './drafts';
import { ListControls } from './list-controls';

const ROBOTS = ['', 'index, follow', 'noindex, follow', 'noindex, nofollow'];

/** The page's metadata: title, description, robots, canonical, its hreflang siblings and its page rules. */
export function MetaForm(props: {
  t: T;
  path: string;
  edit: LangEdit;
  siblings: readonly LangCode[];
  onChange: (e: LangEdit) => void;
}) {
  const { t, path, edit, siblings, onChange } = props;
  const set = (meta: Record<string, unknown>) => onChange({ ...edit, meta, dirty: true });
  return (
    <fieldset className="cp-fieldset cp-meta">
      <legend>{t('consolePages:meta.legend')}</legend>
      {HEAD_FIELDS.map((f) =>
        f === 'robots' ? (
          <label key={f} className="cp-field">
            <span className="cp-label">{t('consolePages:meta.robots')}</span>
            <select
              value={headValue(edit.meta, f)}
              onChange={(e) => set(setHead(edit.meta, f, e.target.value))}
            >
              {ROBOTS.map((r) => (
                <option key={r} value={r}>
                  {r || t('consolePages:meta.robotsDefault')}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label key={f} className="cp-field">
            <span className="cp-label">{t(`consolePages:meta.${f}`)}</span>
            {f === 'description' ? (
              <textarea
                rows={3}
                value={headValue(edit.meta, f)}
                onChange={(e) => set(setHead(edit.meta, f, e.target.value))}
              />
            ) : (
              <input
                value={headValue(edit.meta, f)}
                {...(f === 'canonical' ? { dir: 'ltr', placeholder: path } : {})}
                onChange={(e) => set(setHead(edit.meta, f, e.target.value))}
              />
            )}
            {f === 'description' ? (
              <span className="cp-hint">
                {t('consolePages:meta.length', { n: headValue(edit.meta, f).length })}
              </span>
            ) : null}
          </label>
        ),
      )}
      <div className="cp-field">
        <span className="cp-label">{t('consolePages:meta.hreflang')}</span>
        <ul className="cp-siblings">
          {siblings.map((l) => (
            <li key={l}>
              <strong>{l.toUpperCase()}</strong> <bdi dir="ltr">{localizedPath(path, l)}</bdi>
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="cp-fieldset">
        <legend>{t('consolePages:meta.rules')}</legend>
        <GroupFields
          spec={rulesSpec}
          d={edit.rules}
          name=""
          path="metaData"
          label=""
          t={t}
          set={(rules) => onChange({ ...edit, rules, dirty: true })}
        />
      </fieldset>
    </fieldset>
  );
}

/** The blocks: add, remove, reorder, duplicate (English only: other languages change texts, not the structure). */
export function BlockList(props: {
  t: T;
  edit: LangEdit;
  structure: boolean;
  onChange: (e: LangEdit) => void;
}) {
  const { t, edit, structure, onChange } = props;
  const [newType, setNewType] = useState<TBlockType>('TEXT');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const put = (blocks: readonly BlockItem[]) => onChange({ ...edit, blocks, dirty: true });
  const blocks = edit.blocks;
  const toggle = (id: number, on: boolean) =>
    setOpen((s) => {
      const n = new Set(s);
      if (on) n.add(id);
      else n.delete(id);
      return n;
    });
  const add = () => {
    const id = itemId();
    const key = freeKey(blocks, newType.toLowerCase().replace(/_/g, '-'));
    const d = withKey(emptyDraft(blockSpec(newType)), key);
    put([...blocks, { id, type: newType, d }]);
    toggle(id, true);
  };
  return (
    <section className="cp-blocks" aria-labelledby="cp-blocks-title">
      <h2 id="cp-blocks-title">{t('consolePages:blocks.title', { n: blocks.length })}</h2>
      {!structure ? <p className="cs-muted">{t('consolePages:blocks.textsOnly')}</p> : null}
      <ol className="cp-block-list">
        {blocks.map((b, i) => {
          const { key, title } = blockLabel(b);
          const what = `${b.type} ${key}`;
          return (
            <li key={b.id} className="cs-card cp-block" data-block-key={key}>
              <div className="cp-block-head">
                <span className="cp-block-name">
                  <strong>
                    <bdi>{b.type}</bdi>
                  </strong>{' '}
                  <bdi dir="ltr" className="cs-muted">
                    {key}
                  </bdi>
                  {title ? <span className="cp-block-title"> · {title}</span> : null}
                </span>
                {structure ? (
                  <ListControls
                    t={t}
                    index={i}
                    count={blocks.length}
                    what={what}
                    onMove={(to) => {
                      const next = [...blocks];
                      const [x] = next.splice(i, 1);
                      next.splice(to, 0, x!);
                      put(next);
                    }}
                    onRemove={() => {
                      if (window.confirm(t('consolePages:blocks.confirmRemove', { what })))
                        put(blocks.filter((_, j) => j !== i));
                    }}
                    onDuplicate={() => {
                      const copy = {
                        id: itemId(),
                        type: b.type,
                        d: withKey(b.d, freeKey(blocks, key || 'block')),
                      };
                      put([...blocks.slice(0, i + 1), copy, ...blocks.slice(i + 1)]);
                    }}
                  />
                ) : null}
              </div>
              <details open={open.has(b.id)} onToggle={(e) => toggle(b.id, e.currentTarget.open)}>
                <summary>{t('consolePages:blocks.edit', { what })}</summary>
                {open.has(b.id) ? (
                  <BlockForm
                    spec={blockSpec(b.type)}
                    d={b.d}
                    t={t}
                    set={(d) => put(blocks.map((x, j) => (j === i ? { ...x, d } : x)))}
                  />
                ) : null}
              </details>
            </li>
          );
        })}
      </ol>
      {structure ? (
        <div className="cp-row cp-add-block">
          <label className="cp-field">
            <span className="cp-label">{t('consolePages:blocks.newType')}</span>
            <select value={newType} onChange={(e) => setNewType(e.target.value as TBlockType)}>
              {[...BLOCK_TYPES].sort().map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="cs-secondary" onClick={add}>
            {t('consolePages:blocks.add')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
