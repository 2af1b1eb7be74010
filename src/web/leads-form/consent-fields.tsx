import { CALL_WINDOW, LEAD_CHANNELS } from '../../shared/contracts/quotes-api-constants';
import { localizedPath, type LangCode } from '../../shared/domain/locales';
import type { ConsentStrings } from './strings';

/** Whole hours inside the UAE call window (decision 0030): 09:00 … 18:00. */
export function callWindowHours(): string[] {
  const first = Number(CALL_WINDOW.from.slice(0, 2));
  const last = Number(CALL_WINDOW.to.slice(0, 2));
  const hours: string[] = [];
  for (let h = first; h <= last; h++) hours.push(`${String(h).padStart(2, '0')}:00`);
  return hours;
}

/**
 * The consent piece every capture point shares (decisions 0030 and 0035), server markup only: an UNTICKED
 * consent box (separate from the submit button) saying who may contact the visitor and how, a link to
 * "Who has my number", and, folded in a native <details>, the optional call window (default 09:00–18:00,
 * narrower allowed) and channel (call, WhatsApp, e-mail; e-mail asks for the address). `consent.ts` reads it.
 */
export function ConsentFields({
  id,
  lang,
  strings,
}: {
  id: string;
  lang: LangCode;
  strings: ConsentStrings;
}) {
  const hours = callWindowHours();
  return (
    <div className="lead-consent" data-lead-consent="">
      <div className="lead-consent__box">
        <input
          type="checkbox"
          id={`${id}-consent`}
          name="consent"
          value="yes"
          className="lead-consent__check"
          aria-describedby={`${id}-consent-who`}
        />
        <label htmlFor={`${id}-consent`}>{strings.label}</label>
      </div>
      <p className="lead-consent__who" id={`${id}-consent-who`}>
        <a href={localizedPath('/my-data/', lang)}>{strings.whoHasMyNumber}</a>
      </p>
      <details className="lead-consent__prefs">
        <summary>{strings.preferences}</summary>
        <div className="lead-consent__window">
          <label htmlFor={`${id}-call-from`}>{strings.from}</label>
          <select id={`${id}-call-from`} name="callFrom" defaultValue={CALL_WINDOW.from} dir="ltr">
            {hours.slice(0, -1).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-call-to`}>{strings.to}</label>
          <select id={`${id}-call-to`} name="callTo" defaultValue={CALL_WINDOW.to} dir="ltr">
            {hours.slice(1).map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="lead-consent__channels">
          <legend>{strings.channel}</legend>
          {LEAD_CHANNELS.map((c) => (
            <label key={c} className="lead-consent__channel">
              <input type="radio" name={`${id}-channel`} value={c} defaultChecked={c === 'call'} />
              {strings[c]}
            </label>
          ))}
        </fieldset>
        <div className="lead-consent__email" hidden>
          <label htmlFor={`${id}-email`}>{strings.emailLabel}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            dir="ltr"
          />
        </div>
      </details>
      <p className="lead-consent__error" id={`${id}-consent-error`} hidden />
    </div>
  );
}
