import { useState, type FormEvent } from 'react';
import { MSG } from '../../shared/rules/messages';
import {
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PREFIX,
  sanitizeMobileInput,
  validateMobile,
} from '../../shared/rules/inputs';
import { postNoResultLead, safeNextUrl } from './api';
import { useCardsUi } from './ui';

type Phase =
  | { kind: 'form'; sending: boolean; error: string | null; consentError: boolean }
  | { kind: 'done'; nextSteps: string[] };

/** The rule engine's message for a key, from the messages the server handed the island. */
const ruleText = (messages: Readonly<Record<string, string>>, key: string): string =>
  messages[key] ?? messages[MSG.mobile.invalid] ?? key;

/**
 * The no-results card (docs/product/cards.md; docs/product/leads.md 'No-results capture', docs/product/cards.md mobile rules): 'We do not have any credit
 * cards for you.', a +971 mobile box (digits only, 9 at most, the journey's rule), an unticked consent box and
 * Submit → POST /api/lead_details (source no_result, product 7, an Idempotency-Key); then the answer's
 * `next.config.url` when it names a page of this site, else a thank-you line.
 */
export function NoResultCard({ ruleMessages }: { ruleMessages: Readonly<Record<string, string>> }) {
  const { t } = useCardsUi();
  const [mobile, setMobile] = useState('');
  const [touched, setTouched] = useState(false);
  const [consent, setConsent] = useState(false);
  const [phase, setPhase] = useState<Phase>({
    kind: 'form',
    sending: false,
    error: null,
    consentError: false,
  });
  const check = validateMobile(mobile, 'noResult');
  // docs/product/cards.md: the message shows once the visitor has typed or left the box; Submit waits for a valid number.
  const mobileError =
    !check.valid && (touched || mobile !== '') ? ruleText(ruleMessages, check.messageKey) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase.kind !== 'form' || phase.sending || !check.valid) return;
    if (!consent) {
      setPhase({ ...phase, consentError: true });
      return;
    }
    setPhase({ kind: 'form', sending: true, error: null, consentError: false });
    const res = await postNoResultLead(mobile);
    if (!res.ok) {
      const fromServer = res.status > 0 && !res.code.startsWith('HTTP_') && res.code !== 'INVALID_RESPONSE';
      setPhase({
        kind: 'form',
        sending: false,
        error: (fromServer && res.message) || t('noResult.error'),
        consentError: false,
      });
      return;
    }
    const next = safeNextUrl(res.data.next?.config?.url, window.location.origin);
    if (next) {
      window.location.assign(next);
      return;
    }
    setPhase({ kind: 'done', nextSteps: res.data.nextSteps });
  };

  if (phase.kind === 'done') {
    return (
      <div className="cc-noresult" data-testid="no-result">
        <p className="cc-noresult__title">{t('noResult.title')}</p>
        <p role="status" className="cc-noresult__thanks" data-testid="no-result-thanks">
          {t('noResult.thanks')}
        </p>
        {phase.nextSteps.map((s, i) => (
          <p key={i} className="cc-noresult__next">
            {s}
          </p>
        ))}
      </div>
    );
  }
  const sending = phase.sending;
  return (
    <form className="cc-noresult" data-testid="no-result" onSubmit={(e) => void submit(e)} noValidate>
      <p className="cc-noresult__title" id="cc-noresult-title">
        {t('noResult.title')}
      </p>
      <p className="cc-noresult__intro">{t('noResult.intro')}</p>
      <label className="cc-noresult__label" htmlFor="cc-noresult-mobile">
        {t('noResult.mobile')}
      </label>
      {/* A UAE number reads left to right in every language: +971 then the nine digits. */}
      <div className="cc-noresult__mobile" dir="ltr">
        <span className="cc-noresult__prefix">{MOBILE_PREFIX}</span>
        <input
          id="cc-noresult-mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          value={mobile}
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={mobileError ? 'cc-noresult-mobile-error' : undefined}
          onChange={(e) => setMobile(sanitizeMobileInput(e.target.value))}
          onBlur={() => setTouched(true)}
          data-testid="no-result-mobile"
        />
      </div>
      {mobileError ? (
        <p id="cc-noresult-mobile-error" className="ccfilter__error">
          {mobileError}
        </p>
      ) : null}
      <label className="cc-noresult__consent">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => {
            setConsent(e.target.checked);
            if (e.target.checked && phase.consentError) setPhase({ ...phase, consentError: false });
          }}
          aria-invalid={phase.consentError || undefined}
          aria-describedby={phase.consentError ? 'cc-noresult-consent-error' : undefined}
          data-testid="no-result-consent"
        />
        {t('noResult.consent')}
      </label>
      {phase.consentError ? (
        <p id="cc-noresult-consent-error" className="ccfilter__error" role="alert">
          {t('noResult.consentRequired')}
        </p>
      ) : null}
      {phase.error ? (
        <p className="ccfilter__error" role="alert" data-testid="no-result-error">
          {phase.error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={!check.valid || sending}
        data-testid="no-result-submit"
      >
        {sending ? t('noResult.sending') : t('noResult.submit')}
      </button>
    </form>
  );
}
