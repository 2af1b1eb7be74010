import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import type { HospitalType } from '../../../shared/contracts/hospitals';
import type { LangCode } from '../../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../../shared/i18n/translator';
import {
  atLimit,
  createSearch,
  initialPicker,
  pick,
  pickerReducer,
  PICKER_MAX,
  removePlace,
  searchUrl,
  type PanelProps,
  type Place,
} from './state';

/**
 * Keep my doctor's picker (decision 0099), loaded when the visitor opens it: a combobox (ARIA 1.2: the input owns a
 * listbox through aria-controls and aria-activedescendant; arrows, Enter, Escape), the search call after 300 ms
 * with the older request aborted, the chosen places as removable chips, the five-place limit, and the empty and
 * failure messages saying what to do. Its texts are the `hospitalPicker` catalogue, loaded with it.
 */

/** The contract's HOSPITAL_TYPES, without its module's zod (this chunk stays small). */
const TYPES: readonly string[] = ['hospital', 'clinic', 'pharmacy', 'diagnostic'] satisfies HospitalType[];

type Found = { providerId: number; providerName: string; type: string; city: string };

const isFound = (v: unknown): v is Found => {
  const o = v as Found;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(o.providerId) &&
    typeof o.providerName === 'string' &&
    typeof o.type === 'string' &&
    typeof o.city === 'string'
  );
};

async function search(lang: LangCode, query: string, signal: AbortSignal): Promise<Place[]> {
  const res = await fetch(searchUrl(query), {
    headers: { accept: 'application/json', 'accept-language': lang },
    signal,
  });
  if (!res.ok) throw new Error(String(res.status));
  const items = ((await res.json()) as { data?: { items?: unknown } }).data?.items;
  if (!Array.isArray(items)) throw new Error('invalid response');
  return items.filter(isFound).map((i) => ({
    providerId: i.providerId,
    providerName: i.providerName,
    ...(TYPES.includes(i.type) ? { type: i.type as HospitalType } : {}),
    city: i.city,
  }));
}

/** The `hospitalPicker` catalogue of a language: each its own small chunk (Vite's glob import, decision 0091). */
export async function loadPanel(lang: LangCode): Promise<{ default: ComponentType<PanelProps> }> {
  const files = import.meta.glob<Catalogue>('../../../shared/i18n/locales/*/hospitalPicker.json', {
    import: 'default',
  });
  const load = files[`../../../shared/i18n/locales/${lang}/hospitalPicker.json`];
  if (!load) throw new Error(`no hospitalPicker catalogue for ${lang}`);
  const catalogue = await load();
  const t = createTranslator(
    lang,
    { [lang]: { hospitalPicker: catalogue } },
    { defaultNs: 'hospitalPicker' },
  ).t;
  return { default: (p: PanelProps) => <HospitalPicker {...p} lang={lang} t={t} /> };
}

export function HospitalPicker(props: PanelProps & { lang: LangCode; t: TFunction }) {
  const { t, idPrefix, chosen, lang } = props;
  const [s, dispatch] = useReducer(pickerReducer, undefined, initialPicker);
  /** What the live region says after a choice (added, removed, the limit). */
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const searcher = useMemo(
    () =>
      createSearch((query, turn, signal) => {
        search(lang, query, signal).then(
          (results) => dispatch({ type: 'results', turn, results }),
          () => {
            if (!signal.aborted) dispatch({ type: 'failed', turn });
          },
        );
      }),
    [lang],
  );
  useEffect(() => () => searcher.cancel(), [searcher]);
  useEffect(() => input.current?.focus(), []);

  const listId = `${idPrefix}-list`;
  const optionId = (i: number) => `${idPrefix}-opt-${i}`;
  const full = atLimit(chosen);
  const typed = (query: string) => {
    const turn = s.turn + 1;
    dispatch({ type: 'typed', query });
    searcher.schedule(query, turn);
  };
  const choose = (place: Place) => {
    const out = pick(chosen, place);
    if (out.reason === 'limit') {
      setSaid(t('limit', { max: PICKER_MAX }));
      return;
    }
    searcher.cancel();
    dispatch({ type: 'picked' });
    if (out.added) {
      props.onChange(out.chosen);
      setSaid(t('added', { name: place.providerName }));
    }
    input.current?.focus();
  };
  const remove = (place: Place) => {
    props.onChange(removePlace(chosen, place.providerId));
    setSaid(t('removed', { name: place.providerName }));
    input.current?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      dispatch({ type: 'move', by: e.key === 'ArrowDown' ? 1 : -1 });
    } else if (e.key === 'Enter') {
      // Enter chooses the highlighted place and never submits a surrounding form (the journey's).
      e.preventDefault();
      const place = s.open ? s.results[s.active] : undefined;
      if (place) choose(place);
    } else if (e.key === 'Escape' && s.open) {
      e.preventDefault();
      e.stopPropagation();
      dispatch({ type: 'close' });
    }
  };
  const status =
    s.status === 'short'
      ? t('tooShort', { min: 2 })
      : s.status === 'loading'
        ? t('searching')
        : s.status === 'done'
          ? s.results.length
            ? t('results', { count: s.results.length })
            : t('empty', { query: s.query.trim() })
          : '';
  const expanded = s.open && s.results.length > 0;

  return (
    <div className="kmd__picker" data-testid="keep-doctor-picker">
      <label className="kmd__label" htmlFor={`${idPrefix}-input`}>
        {t('label')}
      </label>
      <p id={`${idPrefix}-help`} className="kmd__help">
        {full ? t('limit', { max: PICKER_MAX }) : t('help', { max: PICKER_MAX })}
      </p>
      <div className="kmd__combo">
        <input
          ref={input}
          id={`${idPrefix}-input`}
          className="kmd__input"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={`${idPrefix}-help`}
          aria-activedescendant={expanded && s.active >= 0 ? optionId(s.active) : undefined}
          disabled={full}
          value={s.query}
          onChange={(e) => typed(e.target.value)}
          onKeyDown={onKey}
          onBlur={(e) => {
            // a press on an option keeps the list (it chooses); leaving the box closes it
            if (!e.relatedTarget || !(e.relatedTarget as Element).closest?.(`#${listId}`))
              dispatch({ type: 'close' });
          }}
          onFocus={() => s.results.length > 0 && dispatch({ type: 'move', by: 1 })}
          data-testid="keep-doctor-input"
        />
        <ul
          id={listId}
          className="kmd__list"
          role="listbox"
          aria-label={t('resultsLabel')}
          hidden={!expanded}
          data-testid="keep-doctor-results"
        >
          {s.results.map((p, i) => {
            const taken = chosen.some((c) => c.providerId === p.providerId);
            return (
              <li
                key={p.providerId}
                id={optionId(i)}
                role="option"
                aria-selected={i === s.active}
                aria-disabled={taken || undefined}
                className={i === s.active ? 'kmd__option kmd__option--active' : 'kmd__option'}
                // mousedown, not click: the input keeps focus (no blur closing the list first)
                onMouseDown={(e) => {
                  e.preventDefault();
                  if (!taken) choose(p);
                }}
                data-testid="keep-doctor-option"
                data-provider-id={p.providerId}
              >
                <span className="kmd__option-name">{p.providerName}</span>
                <span className="kmd__option-meta">
                  {[p.type ? t(`types.${p.type}`) : '', p.city ?? '', taken ? t('alreadyChosen') : '']
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="kmd__status" role="status" aria-live="polite" data-testid="keep-doctor-status">
        {status}
        {s.status === 'failed' ? (
          <>
            <span data-testid="keep-doctor-failed">{t('failed')}</span>{' '}
            <button
              type="button"
              className="button button--outline kmd__retry"
              onClick={() => {
                const turn = s.turn + 1;
                dispatch({ type: 'typed', query: s.query });
                searcher.now(s.query, turn);
              }}
            >
              {t('retry')}
            </button>
          </>
        ) : null}
      </p>
      <p className="kmd__chosen-title" id={`${idPrefix}-chosen`}>
        {t('chosenTitle', { n: chosen.length, max: PICKER_MAX })}
      </p>
      {chosen.length ? (
        <ul className="kmd__chips" aria-labelledby={`${idPrefix}-chosen`} data-testid="keep-doctor-chips">
          {chosen.map((p) => (
            <li key={p.providerId} className="kmd__chip" data-provider-id={p.providerId}>
              <span className="kmd__chip-name">{p.providerName}</span>
              <button
                type="button"
                className="kmd__chip-remove"
                aria-label={t('remove', { name: p.providerName })}
                onClick={() => remove(p)}
                data-testid="keep-doctor-remove"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="kmd__none">{t('none')}</p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
