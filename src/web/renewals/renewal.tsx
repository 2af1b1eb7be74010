import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { TRenewalQuote, TRenewalView } from '../../shared/contracts/renewal-page';
import type { LangCode } from '../../shared/domain/locales';
import { formatDayMonthYear } from '../../shared/i18n/date-format';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';
import { MoneyText } from '../ui/rich';
import { openRenewal, renewalAccess } from './api';

/**
 * The renewal page's island (decision 0090; docs/product/policies.md 'Renewal page'). Opens the renewal with this
 * device's token: on another device it first asks for the code sent to the policy's number. Then the same insurer's
 * renewal price beside the three best current quotes, each linking to the renewal enquiry's quotes page (where Buy
 * lives), and the one-click re-quote. Small on purpose: no dialog, no list machinery.
 */
export type RenewalProps = {
  lang: LangCode;
  /** The `renewals` catalogue of the page language. */
  strings: Catalogue;
  token: string;
  /** The product's name in the page language. */
  productName: string;
  /** The account page and the product's landing in this language. */
  accountPath: string;
  landingPath: string;
  /** Tests: replace the calls. */
  api?: { open: typeof openRenewal; access: typeof renewalAccess };
};

type State =
  | { kind: 'loading' }
  | { kind: 'code'; sent: { maskedMobile: string } | null; error: string | null; busy: boolean }
  | { kind: 'ready'; view: TRenewalView }
  | { kind: 'invalid' | 'expired' | 'failed' };

type Format = {
  t: TFunction;
  money(aed: number): ReactNode;
  plain(aed: number): string;
  day(iso: string): string;
};

function formatOf(lang: LangCode, strings: Catalogue): Format {
  const { t } = createTranslator(lang, { [lang]: { renewals: strings } }, { defaultNs: 'renewals' });
  const number = new Intl.NumberFormat(`${lang}-AE`, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  });
  return {
    t,
    money: (aed) => (
      <MoneyText template={t('page.money')} currency={t('page.currency')} formatted={number.format(aed)} />
    ),
    plain: (aed) => t('page.money', { currency: t('page.currency'), amount: number.format(aed) }),
    day: (iso) => formatDayMonthYear(iso, lang) ?? iso,
  };
}

function Price({ q, f, main }: { q: TRenewalQuote; f: Format; main?: boolean }) {
  const { t } = f;
  return (
    <li
      className={main ? 'renewal__quote renewal__quote--main' : 'renewal__quote'}
      data-testid="renewal-price"
    >
      <img className="renewal__logo" src={q.logo} alt="" width={48} height={48} loading="lazy" />
      <div className="renewal__names">
        <strong>{q.insurerName}</strong>
        <span>{q.planName}</span>
      </div>
      <p className="renewal__amount">
        <strong>{f.money(q.totalAed)}</strong>
        <span className="renewal__per">{t('page.perYear', { vat: f.plain(q.vatAed) })}</span>
      </p>
      <a className="button renewal__buy" href={q.href}>
        {t('page.view')}
      </a>
    </li>
  );
}

function Ready({ view, f, productName }: { view: TRenewalView; f: Format; productName: string }) {
  const { t } = f;
  const start = f.day(view.coverStart);
  if (view.noAnswers)
    return (
      <div className="renewal__body">
        <p>{t('page.noAnswers')}</p>
        <a className="button" href={view.quotesHref}>
          {t('page.newQuotes')}
        </a>
      </div>
    );
  const ncd = view.noClaimYears;
  return (
    <div className="renewal__body">
      <p className="renewal__intro">
        {t(view.insurerName ? 'page.intro' : 'page.introNoInsurer', {
          product: productName,
          insurer: view.insurerName,
          date: f.day(view.endDate),
          start,
        })}
      </p>
      <ul className="renewal__notes">
        <li>{t(`page.shift.${view.productId}`, { start })}</li>
        {view.claimRecorded ? <li>{t('page.claimRecorded')}</li> : null}
        {!view.claimRecorded && ncd ? (
          <li>{t(ncd.to > ncd.from ? 'page.noClaims' : 'page.noClaimsTop', ncd)}</li>
        ) : null}
      </ul>
      <section aria-labelledby="renewal-own">
        <h2 id="renewal-own">{t('page.renewalHeading', { insurer: view.insurerName })}</h2>
        {view.renewal ? (
          <ul className="renewal__list">
            <Price q={view.renewal} f={f} main />
          </ul>
        ) : (
          <p>{t(view.best.length ? 'page.noRenewal' : 'page.noQuotes', { insurer: view.insurerName })}</p>
        )}
      </section>
      {view.best.length ? (
        <section aria-labelledby="renewal-best">
          <h2 id="renewal-best">{t('page.bestHeading')}</h2>
          <ul className="renewal__list">
            {view.best.map((q) => (
              <Price key={q.quoteId} q={q} f={f} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="renewal__requote">
        <a className="button button--outline" href={view.quotesHref} data-testid="renewal-requote">
          {t('page.requote')}
        </a>
        <span>{t('page.requoteHint')}</span>
      </p>
    </div>
  );
}

function CodeForm({
  state,
  f,
  onSend,
  onVerify,
}: {
  state: Extract<State, { kind: 'code' }>;
  f: Format;
  onSend(): void;
  onVerify(code: string): void;
}) {
  const { t } = f;
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (state.sent) onVerify(code.trim());
    else onSend();
  };
  return (
    <form className="renewal__code" onSubmit={submit} data-testid="renewal-code" noValidate>
      <h2>{t('page.code.heading')}</h2>
      <p>{state.sent ? t('page.code.sent', { number: state.sent.maskedMobile }) : t('page.code.text')}</p>
      {state.sent ? (
        <label className="renewal__field">
          <span>{t('page.code.label')}</span>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? 'renewal-code-error' : undefined}
          />
        </label>
      ) : null}
      {state.error ? (
        <p id="renewal-code-error" className="renewal__error" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="renewal__actions">
        <button type="submit" className="button" disabled={state.busy}>
          {state.sent ? t('page.code.verify') : t('page.code.send')}
        </button>
        {state.sent ? (
          <button type="button" className="renewal__link-button" onClick={onSend} disabled={state.busy}>
            {t('page.code.resend')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function Renewal(props: RenewalProps) {
  const { token } = props;
  const f = useMemo(() => formatOf(props.lang, props.strings), [props.lang, props.strings]);
  const api = props.api ?? { open: openRenewal, access: renewalAccess };
  const [state, setState] = useState<State>({ kind: 'loading' });

  const open = useCallback(async () => {
    const r = await api.open(token);
    if (r.ok) return setState({ kind: 'ready', view: r.data });
    if (r.status === 403) return setState({ kind: 'code', sent: null, error: null, busy: false });
    setState({ kind: r.status === 410 ? 'expired' : r.status === 404 ? 'invalid' : 'failed' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    void open();
  }, [open]);

  const send = async () => {
    if (state.kind !== 'code') return;
    setState({ ...state, busy: true, error: null });
    const r = await api.access(token);
    if (r.ok && r.data.granted) return void open();
    if (r.ok && !r.data.granted)
      return setState({
        kind: 'code',
        sent: { maskedMobile: r.data.maskedMobile },
        error: null,
        busy: false,
      });
    setState({ ...state, busy: false, error: r.ok ? null : r.message || f.t('page.errors.failed') });
  };
  const verify = async (code: string) => {
    if (state.kind !== 'code') return;
    setState({ ...state, busy: true, error: null });
    const r = await api.access(token, code);
    if (r.ok && r.data.granted) {
      setState({ kind: 'loading' });
      return void open();
    }
    setState({ ...state, busy: false, error: r.ok ? null : r.message || f.t('page.errors.failed') });
  };

  const { t } = f;
  return (
    <div className="renewal" data-state={state.kind} aria-live="polite">
      {state.kind === 'loading' ? <p className="renewal__loading">{t('page.loading')}</p> : null}
      {state.kind === 'code' ? <CodeForm state={state} f={f} onSend={send} onVerify={verify} /> : null}
      {state.kind === 'ready' ? <Ready view={state.view} f={f} productName={props.productName} /> : null}
      {state.kind === 'invalid' || state.kind === 'expired' ? (
        <div className="renewal__body">
          <p role="alert">{t(`page.errors.${state.kind}`)}</p>
          <p className="renewal__actions">
            <a className="button" href={props.accountPath}>
              {t('page.account')}
            </a>
            <a className="button button--outline" href={props.landingPath}>
              {t('page.newQuotes')}
            </a>
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <div className="renewal__body">
          <p role="alert">{t('page.errors.failed')}</p>
          <button type="button" className="button" onClick={() => void open()}>
            {t('page.errors.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
