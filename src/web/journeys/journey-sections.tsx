import type { TField, TFieldValue } from '../../shared/contracts/journey';
import type { LangCode } from '../../shared/domain/locales';
import { fieldIds } from './fields/common';
import { Field } from './fields/field';
import { isMaskedContact } from './navigation';
import { errorText, tj, type JourneyStrings, type RulesCatalogue } from './strings';
import type { JourneyState } from './types';
import { plausibilityWarning, type useJourneyOptions } from './use-journey-options';
import type { Retry } from './use-journey-retry';

/** The journey before its forms are known: the retry's loader, or its error image with Retry. */
export function JourneyPlaceholder(props: { retry: Retry; strings: JourneyStrings; onRetry: () => void }) {
  const { strings } = props;
  return (
    <section
      className="journey"
      aria-label={tj(strings, 'regionLabel')}
      aria-busy={props.retry === 'loading'}
    >
      {props.retry === 'loading' ? (
        <div className="journey__placeholder" role="status">
          <span className="journey__spinner" aria-hidden="true" />
          <span>{tj(strings, 'loadingForm')}</span>
        </div>
      ) : (
        <div className="journey__placeholder journey__placeholder--error" role="alert">
          <svg className="journey__error-image" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M24 12v15M24 33v3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <p>{tj(strings, 'errors.loadForm')}</p>
          <button type="button" className="journey__back" onClick={props.onRetry}>
            {tj(strings, 'errors.retry')}
          </button>
        </div>
      )}
    </section>
  );
}

/** The current screen's shown fields, each with its error, options, suggestion and warning. */
export function JourneyFields(props: {
  fields: TField[];
  state: JourneyState;
  strings: JourneyStrings;
  rules: RulesCatalogue;
  lang: LangCode;
  options: ReturnType<typeof useJourneyOptions>;
  fromDocument: Record<string, string>;
  onChange: (field: TField, value: TFieldValue | undefined) => void;
  onBlur: (field: TField) => void;
}) {
  const { state, strings, lang } = props;
  const [suggestions, ranges, loadingOptions, failedOptions, retryOptions] = props.options;
  return (
    <div className="journey__fields">
      {props.fields.map((field) => {
        const err = state.errors[field.fieldId];
        const value = state.values[field.fieldId];
        return (
          <Field
            key={field.fieldId}
            field={field}
            value={value}
            error={err ? errorText(props.rules, strings, err) : null}
            options={field.options ?? state.options[field.fieldId]}
            optionsLoading={loadingOptions[field.fieldId] === true}
            onChange={(v) => props.onChange(field, v)}
            onBlur={() => props.onBlur(field)}
            strings={strings}
            lang={lang}
            today={state.today}
            ids={fieldIds(field.fieldId)}
            masked={isMaskedContact(field, value, state.cachedEnquiryId)}
            suggestion={suggestions[field.fieldId] ?? null}
            warning={plausibilityWarning(ranges[field.fieldId], value, lang, strings)}
            fromDocument={value === undefined ? (props.fromDocument[field.fieldId] ?? null) : null}
            onRetryOptions={failedOptions[field.fieldId] ? retryOptions : null}
          />
        );
      })}
    </div>
  );
}
