import { MOBILE_INPUT_MAX_LENGTH, MOBILE_PREFIX } from '../../shared/rules/inputs';

/** A labelled text box with its error line (server markup; the widgets fill the error in the browser). */
export function LeadField({
  id,
  name,
  label,
  phone = false,
  numeric = false,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  phone?: boolean;
  numeric?: boolean;
  autoComplete?: string;
}) {
  const input = (
    <input
      id={id}
      name={name}
      type={phone ? 'tel' : 'text'}
      inputMode={phone || numeric ? 'numeric' : undefined}
      autoComplete={autoComplete}
      maxLength={phone ? MOBILE_INPUT_MAX_LENGTH : numeric ? 12 : 100}
      dir={phone || numeric ? 'ltr' : undefined}
      aria-describedby={`${id}-error`}
      className="lead-form__input"
    />
  );
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>{label}</label>
      {phone ? (
        <div className="lead-form__phone" dir="ltr">
          <span className="lead-form__prefix">{MOBILE_PREFIX}</span>
          {input}
        </div>
      ) : (
        input
      )}
      <p className="lead-form__field-error" id={`${id}-error`} hidden />
    </div>
  );
}
