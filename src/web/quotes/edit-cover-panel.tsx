import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { TFieldValue } from '../../shared/contracts/journey';
import { todayAt } from '../../shared/rules/dates';
import { createTranslator, type Catalogue } from '../../shared/i18n/translator';
import type { LangCode } from '../../shared/domain/locales';
import { serverMessage } from './api';
import { fetchAnswers, fetchOptionsForm, fetchRange, submitOptions } from './edit-api';
import {
  answersOf,
  changedAnswers,
  digitsOf,
  contextAnswers,
  prefillValues,
  rangeUrls,
  serverFieldErrors,
  type EditField,
  type EditValues,
  type NumberRange,
  type OptionsForm,
} from './edit-cover';
import { checkOptions } from './edit-cover-rules';
import { Money, rich, useUi } from './ui';

/**
 * The 'Edit your cover' form (decision 0014), its own chunk: loaded when the panel first opens (on phones it
 * starts collapsed). Renders the product's hidden options form prefilled from the enquiry's answers, checks it
 * with the one rule engine (the server checks the same definition again), submits it with the form's action and
 * an Idempotency-Key, shows refusals by their fields, and hands the saved answers to the list to re-price.
 */

export type SavedOptions = { answers: Record<string, TFieldValue>; changed: string[] };

export type EditCoverPanelProps = {
  lang: LangCode;
  productId: number;
  enquiryId: string;
  formKey: string;
  /** The `rules` catalogue of the page language: the rule engine's messages. */
  rules: Catalogue;
  /** Saving starts or fails (the section's status line says so). */
  onSaving(state: 'saving' | 'invalid' | 'failed' | 'idle'): void;
  /** The enquiry stored the answers: the list re-prices. */
  onSaved(saved: SavedOptions): void;
};

type Loaded = {
  form: OptionsForm;
  answers: Record<string, unknown>;
  ranges: Record<string, NumberRange | null | undefined>;
};

const inputId = (f: EditField) => `qedit-${f.id}`;
/** The control that takes focus for a field: the select or input, else its first choice. */
const focusId = (f: EditField) =>
  f.kind === 'select' || f.kind === 'number' ? inputId(f) : `${inputId(f)}-0`;

export function EditCoverPanel(props: EditCoverPanelProps) {
  const { lang, productId, enquiryId, formKey, onSaving, onSaved } = props;
  const { t } = useUi();
  const rulesT = useMemo(
    () => createTranslator(lang, { [lang]: { rules: props.rules } }, { defaultNs: 'rules' }).t,
    [lang, props.rules],
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<EditValues>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const saved = useRef<Record<string, TFieldValue>>({});
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    let live = true;
    setLoadState('loading');
    void (async () => {
      const [form, answers] = await Promise.all([
        fetchOptionsForm(formKey, productId),
        fetchAnswers(enquiryId),
      ]);
      if (!live) return;
      if (!form || !answers) {
        setLoadState('error');
        return;
      }
      const start = prefillValues(form, answers);
      const urls = rangeUrls(form, contextAnswers(answers, form, start));
      const ranges: Loaded['ranges'] = {};
      await Promise.all(
        Object.entries(urls).map(async ([id, url]) => {
          ranges[id] = url ? await fetchRange(url) : null;
        }),
      );
      if (!live) return;
      saved.current = answersOf(form, start);
      setValues(start);
      setLoaded({ form, answers, ranges });
      setLoadState('ready');
    })();
    return () => {
      live = false;
    };
  }, [formKey, productId, enquiryId, attempt]);

  if (loadState !== 'ready' || !loaded) {
    return loadState === 'error' ? (
      <div className="qedit__message" role="alert">
        <p>{t('edit.loadError')}</p>
        <button type="button" className="button button--outline" onClick={() => setAttempt((a) => a + 1)}>
          {t('edit.retry')}
        </button>
      </div>
    ) : (
      <p className="qedit__message" role="status">
        {t('edit.loading')}
      </p>
    );
  }

  const { form, answers, ranges } = loaded;
  const check = checkOptions(form, values, answers, ranges, todayAt(new Date()));
  const errorOf = (f: EditField): string | undefined => {
    if (check.inactive.has(f.id)) return undefined;
    const own = tried ? check.errors[f.id] : undefined;
    return own ? rulesT(own.messageKey, own.params) : serverErrors[f.id];
  };

  const change = (id: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [id]: value }));
    setServerErrors((e) => {
      if (!Object.hasOwn(e, id)) return e;
      const { [id]: _gone, ...rest } = e;
      return rest;
    });
  };

  const focusFirst = (ids: readonly string[]) => {
    const first = form.fields.find((f) => ids.includes(f.id));
    if (first) formRef.current?.querySelector<HTMLElement>(`#${focusId(first)}`)?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    const invalid = Object.keys(check.errors).filter((id) => !check.inactive.has(id));
    if (invalid.length > 0) {
      onSaving('invalid');
      focusFirst(invalid);
      return;
    }
    setBusy(true);
    onSaving('saving');
    const res = await submitOptions(form, productId, enquiryId, values);
    setBusy(false);
    if (res.ok) {
      const sent = answersOf(form, values);
      const changed = changedAnswers(saved.current, sent);
      saved.current = sent;
      setServerErrors({});
      setTried(false);
      onSaved({ answers: sent, changed });
      return;
    }
    const byField = res.code === 'RULE_FAILED' ? serverFieldErrors(res.body) : {};
    setServerErrors(byField);
    if (Object.keys(byField).length > 0) {
      onSaving('invalid');
      focusFirst(Object.keys(byField));
    } else {
      onSaving('failed');
      setServerErrors({ '': serverMessage(res, t('edit.saveError')) });
    }
  };

  const generalError = serverErrors[''];
  return (
    <form ref={formRef} className="qedit__form" noValidate onSubmit={(e) => void submit(e)}>
      {form.fields
        .filter((f) => !check.inactive.has(f.id))
        .map((f) => (
          <EditFieldView
            key={f.id}
            field={f}
            value={values[f.id]}
            error={errorOf(f)}
            range={ranges[f.id] ?? null}
            onChange={(v) => change(f.id, v)}
            rangeText={t('edit.range')}
          />
        ))}
      {generalError ? (
        <p className="qedit__error" role="alert">
          {generalError}
        </p>
      ) : null}
      <div className="qedit__actions">
        <button type="submit" className="button" disabled={busy} data-testid="edit-submit">
          {busy ? t('edit.saving') : form.submitLabel || t('edit.submit')}
        </button>
      </div>
    </form>
  );
}

function EditFieldView(props: {
  field: EditField;
  value: string | string[] | undefined;
  error: string | undefined;
  range: NumberRange | null;
  rangeText: string;
  onChange(value: string | string[]): void;
}) {
  const { field: f, value, error, range, onChange } = props;
  const id = inputId(f);
  const hintId = f.hint ? `${id}-hint` : undefined;
  const rangeId = range ? `${id}-range` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, rangeId, errorId].filter(Boolean).join(' ') || undefined;
  const cls = `qedit__field qedit__field--w${f.width}`;
  const below = (
    <>
      {f.hint ? (
        <p id={hintId} className="qedit__hint">
          {f.hint}
        </p>
      ) : null}
      {range ? (
        <p id={rangeId} className="qedit__range" data-testid="edit-range">
          {rich(props.rangeText, { min: <Money value={range.min} />, max: <Money value={range.max} /> })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="qedit__error" data-testid="edit-error">
          {error}
        </p>
      ) : null}
    </>
  );

  if (f.kind === 'radio' || f.kind === 'multiSelect') {
    const multi = f.kind === 'multiSelect';
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset
        className={cls}
        data-field={f.id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend className="qedit__label">{f.label}</legend>
        <div className="qedit__options">
          {f.options.map((o, i) => (
            <label key={o.id} className="qedit__option">
              <input
                id={`${id}-${i}`}
                type={multi ? 'checkbox' : 'radio'}
                name={id}
                value={o.id}
                checked={chosen.includes(o.id)}
                onChange={() =>
                  onChange(
                    multi
                      ? chosen.includes(o.id)
                        ? chosen.filter((x) => x !== o.id)
                        : [...chosen, o.id]
                      : o.id,
                  )
                }
              />{' '}
              {o.label}
            </label>
          ))}
        </div>
        {below}
      </fieldset>
    );
  }

  return (
    <div className={cls} data-field={f.id}>
      <label className="qedit__label" htmlFor={id}>
        {f.label}
      </label>
      {f.kind === 'select' ? (
        <select
          id={id}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          {f.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={f.maxLength}
          value={typeof value === 'string' ? value : ''}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(digitsOf(e.target.value))}
        />
      )}
      {below}
    </div>
  );
}
