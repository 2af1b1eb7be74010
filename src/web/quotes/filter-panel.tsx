import { useEffect, useState } from 'react';
import type { TFilterField } from '../../shared/contracts/quotes-api';
import { fetchOptions } from './api';
import {
  canSearch,
  isEmptyValue,
  optionsFrom,
  optionsUrl,
  toggleId,
  type FilterValue,
  type FilterValues,
} from './filters';
import { useUi } from './ui';
import type { QuoteFilters } from './use-quote-filters';

/** Options a fetchOptions url served, per url, for the page's life (docs/product/quotes.md: 'cached unless changed'). */
const optionCache = new Map<string, { id: string; name: string }[]>();

type Options = { state: 'ready' | 'loading' | 'error'; options: { id: string; name: string }[] };

/** A field's options: inline ones, or the list its url serves once the answers it needs are there. */
function useOptions(field: TFilterField, values: FilterValues): Options {
  const url = optionsUrl(field, values);
  const [fetched, setFetched] = useState<{ url: string; result: Options } | null>(null);

  useEffect(() => {
    if (!url || optionCache.has(url)) return;
    const ctrl = new AbortController();
    void fetchOptions(url, ctrl.signal).then((items) => {
      if (ctrl.signal.aborted) return;
      if (!items) {
        setFetched({ url, result: { state: 'error', options: [] } });
        return;
      }
      const options = optionsFrom(field, items);
      optionCache.set(url, options);
      setFetched({ url, result: { state: 'ready', options } });
    });
    return () => ctrl.abort();
  }, [url, field]);

  if (!field.fetchOptions) return { state: 'ready', options: field.options };
  if (!url) return { state: 'ready', options: [] };
  const cached = optionCache.get(url);
  if (cached) return { state: 'ready', options: cached };
  return fetched?.url === url ? fetched.result : { state: 'loading', options: [] };
}

type FieldProps = {
  field: TFilterField;
  values: FilterValues;
  /** docs/product/quotes.md: optional fields say '(optional)' where some field of the panel is required. */
  markOptional: boolean;
  idPrefix: string;
  showErrors: boolean;
  onChange: (id: string, value: FilterValue | undefined) => void;
};

function FilterFieldView({ field, values, markOptional, idPrefix, showErrors, onChange }: FieldProps) {
  const { t } = useUi();
  const opts = useOptions(field, values);
  const id = `${idPrefix}-${field.id}`;
  const value = values[field.id];
  const invalid = showErrors && field.required && isEmptyValue(value);
  const errorId = `${id}-error`;
  const label = (
    <>
      {field.label}
      {field.required || !markOptional ? null : (
        <span className="qfilter__optional"> {t('filters.optional')}</span>
      )}
    </>
  );
  const error = invalid ? (
    <p id={errorId} className="qfilter__error">
      {field.errorMessage || t('filters.required')}
    </p>
  ) : null;
  const status =
    opts.state === 'loading' ? (
      <p className="qfilter__hint" role="status">
        {t('filters.loadingOptions')}
      </p>
    ) : opts.state === 'error' ? (
      <p className="qfilter__error">{t('filters.optionsError')}</p>
    ) : null;

  if (field.type === 'multiSelect') {
    return (
      <fieldset
        className="qfilter__field"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        data-field={field.id}
      >
        <legend className="qfilter__label">{label}</legend>
        <div className="qfilter__options">
          {opts.options.map((o) => {
            const checked = Array.isArray(value) ? value.includes(o.id) : value === o.id;
            return (
              <label key={o.id} className="qfilter__option">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(field.id, toggleId(value, o.id))}
                />{' '}
                {o.name}
              </label>
            );
          })}
        </div>
        {status}
        {error}
      </fieldset>
    );
  }

  if (field.type === 'dropdown') {
    const current = Array.isArray(value) ? (value[0] ?? '') : value === undefined ? '' : String(value);
    return (
      <div className="qfilter__field" data-field={field.id}>
        <label className="qfilter__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          value={current}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => onChange(field.id, e.target.value || undefined)}
        >
          <option value="">{t('filters.choose')}</option>
          {opts.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
        {status}
        {error}
      </div>
    );
  }

  // text (the case-insensitive text filter) and input (a typed value)
  return (
    <div className="qfilter__field" data-field={field.id}>
      <label className="qfilter__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={field.type === 'text' ? 'search' : 'text'}
        inputMode={field.type === 'input' ? 'decimal' : undefined}
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        placeholder={field.type === 'text' ? t('filters.textPlaceholder') : undefined}
        maxLength={100}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(field.id, e.target.value === '' ? undefined : e.target.value)}
      />
      {error}
    </div>
  );
}

export type FilterPanelProps = {
  fields: readonly TFilterField[];
  values: FilterValues;
  /** Unique per rendering (the side panel and the mobile dialog each have their own controls). */
  idPrefix: string;
  /** The form changed since the last search (docs/product/quotes.md 'A filter change marks the form changed'). */
  changed: boolean;
  onChange: (id: string, value: FilterValue | undefined) => void;
  onSearch: () => void;
  onClear: () => void;
};

/** docs/product/quotes.md 'Filter field' types multiSelect, text, dropdown, input; required fields gate Search. */
export function FilterPanel({
  fields,
  values,
  idPrefix,
  changed,
  onChange,
  onSearch,
  onClear,
}: FilterPanelProps) {
  const { t } = useUi();
  const visible = fields.filter((f) => !f.isHidden);
  const searchable = canSearch(fields, values);
  return (
    <form
      className="qfilter"
      data-testid="filter-panel"
      onSubmit={(e) => {
        e.preventDefault();
        if (searchable) onSearch();
      }}
    >
      {visible.map((f) => (
        <FilterFieldView
          key={f.id}
          field={f}
          values={values}
          markOptional={visible.some((v) => v.required)}
          idPrefix={idPrefix}
          showErrors={changed}
          onChange={onChange}
        />
      ))}
      <div className="qfilter__actions">
        <button type="submit" className="button" disabled={!searchable}>
          {t('filters.search')}
        </button>
        <button type="button" className="button button--outline" onClick={onClear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

/** The filter form: beside the list on wide screens (`qfd`), in a dialog on phones (`qfm`). */
export function QuoteFilterPanel({ filters, idPrefix }: { filters: QuoteFilters; idPrefix: string }) {
  return (
    <FilterPanel
      fields={filters.fields}
      values={filters.values}
      idPrefix={idPrefix}
      changed={filters.formChanged}
      onChange={filters.onChange}
      onSearch={() => filters.search()}
      onClear={filters.clear}
    />
  );
}
