import { localizedPath, type LangCode } from '../../shared/domain/locales';

/**
 * Decision 0035: on the screen where the visitor gives a mobile number or an e-mail, who will contact
 * them and how, a link to "Who has my number" (/my-data/), and an OPTIONAL marketing consent, unticked.
 */
export function ContactNotice({
  strings,
  lang,
  checked,
  onChange,
}: {
  strings: { text: string; link: string; marketing: string };
  lang: LangCode;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="journey-contact" data-testid="journey-contact-notice">
      <p className="journey-contact-notice">
        {strings.text} <a href={localizedPath('/my-data/', lang)}>{strings.link}</a>
      </p>
      <div className="journey-marketing">
        <input
          type="checkbox"
          id="journey-marketing-consent"
          name="marketingConsent"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label htmlFor="journey-marketing-consent">{strings.marketing}</label>
      </div>
    </div>
  );
}
