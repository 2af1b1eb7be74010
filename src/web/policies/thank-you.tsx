import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LangCode } from '../../shared/domain/locales';
import { formatDayMonthYear } from '../../shared/i18n/date-format';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';
import { MoneyText } from '../ui/rich';
import { fetchPolicy } from './api';
import {
  nextPollDelay,
  pageStateAfter,
  schedulePath,
  type PageState,
  type PolicyView,
} from './thank-you-rules';

/**
 * The policy thank-you page's island (decision 0087; docs/product/policies.md): the insurer sends the visitor back
 * here after payment. It reads the policy with this device's token; while the insurer issues it, says so and asks
 * again with back-off, then says it is taking long (with 'Check again'); once issued: the number, the insurer and
 * plan, the cover dates (DD MMM YYYY in the page language), the premium with VAT, the printable schedule, what
 * happens next, how to claim and the account. Declined or cancelled: what happened and the way back.
 */
export type PolicyThankYouProps = {
  lang: LangCode;
  /** The `buy` catalogue of the page language. */
  strings: Catalogue;
  /** The address's `policy`, when it has the public id's shape. */
  publicId: string | null;
  /** The product's quotes page in this language (the list finds this tab's enquiry). */
  quotesPath: string;
  /** The account page in this language. */
  accountPath: string;
  /** Tests: replace the call and the clock's waits. */
  fetch?: typeof fetchPolicy;
};

type Format = { t: TFunction; money(fils: number): ReactNode; day(iso: string | null): string };

function formatOf(lang: LangCode, strings: Catalogue): Format {
  const { t } = createTranslator(lang, { [lang]: { buy: strings } }, { defaultNs: 'buy' });
  const number = new Intl.NumberFormat(`${lang}-AE`, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  });
  return {
    t,
    money: (fils) => (
      <MoneyText template={t('money')} currency={t('currency')} formatted={number.format(fils / 100)} />
    ),
    day: (iso) => (iso ? (formatDayMonthYear(iso, lang) ?? iso) : ''),
  };
}

/** Asks for the policy, then again while it is pending (nextPollDelay), until it is settled or the limit is reached. */
function usePolicy(publicId: string | null, fetch: typeof fetchPolicy) {
  const [state, setState] = useState<PageState>(publicId ? { kind: 'loading' } : { kind: 'notFound' });
  const current = useRef(state);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!publicId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    let attempt = 0;
    const show = (next: PageState) => {
      current.current = next;
      setState(next);
    };
    const ask = async () => {
      const res = await fetch(publicId);
      if (stopped) return;
      const next = pageStateAfter(current.current, res);
      show(next);
      if (next.kind !== 'policy' || next.policy.status !== 'pending') return;
      const delay = nextPollDelay(attempt++, Date.now() - started);
      if (delay === null) show({ ...next, gaveUp: true });
      else timer = setTimeout(() => void ask(), delay);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [publicId, fetch, round]);
  const again = () => {
    if (current.current.kind === 'error') {
      current.current = { kind: 'loading' };
      setState(current.current);
    }
    setRound((r) => r + 1);
  };
  return [state, again] as const;
}

export function PolicyThankYou(props: PolicyThankYouProps) {
  const f = useMemo(() => formatOf(props.lang, props.strings), [props.lang, props.strings]);
  const [state, again] = usePolicy(props.publicId, props.fetch ?? fetchPolicy);
  return thankYouBody(f, props, state, again);
}

/** The page's content for a state (a render function with plain arguments; tested on the server renderer). */
export function thankYouBody(
  f: Format,
  props: Pick<PolicyThankYouProps, 'lang' | 'quotesPath' | 'accountPath'>,
  state: PageState,
  again: () => void,
): ReactNode {
  const { t } = f;
  const dataState = state.kind === 'policy' ? state.policy.status : state.kind;
  return (
    <div className="policy-page__body" data-testid="policy-thank-you" data-state={dataState}>
      <div aria-live="polite">{statusSection(f, props, state, again)}</div>
      {state.kind === 'policy' && state.policy.status === 'active'
        ? activeSections(f, props, state.policy)
        : null}
      <p className="policy-page__demo">{t('thankYou.demo')}</p>
    </div>
  );
}

function statusSection(
  f: Format,
  props: Pick<PolicyThankYouProps, 'lang' | 'quotesPath' | 'accountPath'>,
  state: PageState,
  again: () => void,
): ReactNode {
  const { t } = f;
  if (state.kind === 'loading')
    return (
      <section className="policy-status" aria-labelledby="policy-loading">
        <p id="policy-loading" role="status">
          {t('thankYou.loading')}
        </p>
      </section>
    );
  if (state.kind === 'notFound')
    return (
      <section className="policy-status policy-status--problem" aria-labelledby="policy-title">
        <h2 id="policy-title">{t('thankYou.notFoundTitle')}</h2>
        <p>{t('thankYou.notFoundText')}</p>
        <div className="policy-status__actions">
          <a className="button" href={props.accountPath}>
            {t('thankYou.accountLink')}
          </a>
          <a className="button button--outline" href={props.quotesPath}>
            {t('thankYou.backToQuotes')}
          </a>
        </div>
      </section>
    );
  if (state.kind === 'error')
    return (
      <section className="policy-status policy-status--problem" aria-labelledby="policy-error">
        <p id="policy-error" className="lead__error" role="alert" data-testid="policy-error">
          {state.offline ? t('dialog.offline') : t('thankYou.error')}
        </p>
        <div className="policy-status__actions">
          <button type="button" className="button" onClick={again} data-testid="policy-again">
            {t('dialog.retry')}
          </button>
        </div>
      </section>
    );
  const p = state.policy;
  const insurer = p.insurer.name;
  if (p.status === 'pending')
    return (
      <section className="policy-status" aria-labelledby="policy-title" aria-busy={!state.gaveUp}>
        {state.gaveUp ? null : <div className="policy-status__spinner" aria-hidden="true" />}
        <h2 id="policy-title">{t(state.gaveUp ? 'thankYou.slowTitle' : 'thankYou.pendingTitle')}</h2>
        <p>{t(state.gaveUp ? 'thankYou.slowText' : 'thankYou.pendingText', { insurer })}</p>
        {state.gaveUp ? (
          <div className="policy-status__actions">
            <button type="button" className="button" onClick={again} data-testid="policy-again">
              {t('thankYou.checkAgain')}
            </button>
            <a className="button button--outline" href={props.accountPath}>
              {t('thankYou.accountLink')}
            </a>
          </div>
        ) : null}
      </section>
    );
  if (p.status === 'active')
    return (
      <section className="policy-status policy-status--active" aria-labelledby="policy-title">
        <h2 id="policy-title">{t('thankYou.activeTitle')}</h2>
        <p>{t('thankYou.activeIntro', { insurer })}</p>
        {facts(f, p)}
        <div className="policy-status__actions">
          <a
            className="button"
            href={p.scheduleUrl ?? schedulePath(p.publicId, props.lang)}
            data-testid="policy-schedule"
          >
            {t('thankYou.schedule')}
          </a>
        </div>
      </section>
    );
  const declined = p.status === 'declined';
  return (
    <section className="policy-status policy-status--problem" aria-labelledby="policy-title">
      <h2 id="policy-title">{t(declined ? 'thankYou.declinedTitle' : 'thankYou.cancelledTitle')}</h2>
      <p>{t(declined ? 'thankYou.declinedText' : 'thankYou.cancelledText', { insurer })}</p>
      <div className="policy-status__actions">
        <a className="button" href={declined ? props.quotesPath : props.accountPath}>
          {t(declined ? 'thankYou.backToQuotes' : 'thankYou.accountLink')}
        </a>
      </div>
    </section>
  );
}

function facts(f: Format, p: PolicyView): ReactNode {
  const { t } = f;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className="policy-status__facts" data-testid="policy-facts">
      {p.policyNumber
        ? row(t('thankYou.number'), <bdi dir="ltr">{p.policyNumber}</bdi>, 'policy-number')
        : null}
      {row(t('thankYou.insurer'), p.insurer.name)}
      {p.planName ? row(t('thankYou.plan'), p.planName) : null}
      {p.startDate && p.endDate
        ? row(
            t('thankYou.cover'),
            t('thankYou.coverDates', { start: f.day(p.startDate), end: f.day(p.endDate) }),
            'policy-dates',
          )
        : null}
      {p.price ? row(t('thankYou.premium'), f.money(p.price.premiumFils)) : null}
      {p.price ? row(t('thankYou.vat'), f.money(p.price.vatFils)) : null}
      {p.price ? row(t('thankYou.total'), f.money(p.price.totalFils), 'policy-total') : null}
    </dl>
  );
}

function activeSections(
  f: Format,
  props: Pick<PolicyThankYouProps, 'accountPath'>,
  p: PolicyView,
): ReactNode {
  const { t } = f;
  const insurer = p.insurer.name;
  return (
    <>
      <section className="policy-status" aria-labelledby="policy-next">
        <h2 id="policy-next">{t('thankYou.nextTitle')}</h2>
        <ol>
          <li>{t('thankYou.next1', { insurer })}</li>
          <li>{t('thankYou.next2', { start: f.day(p.startDate) })}</li>
          <li>{t('thankYou.next3')}</li>
        </ol>
      </section>
      <section className="policy-status" aria-labelledby="policy-claim" data-testid="policy-claim">
        <h2 id="policy-claim">{t('thankYou.claimTitle')}</h2>
        <p>{t('thankYou.claimText', { insurer })}</p>
        {p.howToClaim.length > 0 ? (
          <ol data-testid="policy-claim-steps">
            {p.howToClaim.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        ) : null}
        {p.claims.phone || p.claims.email ? (
          <dl className="policy-status__facts">
            {p.claims.phone ? (
              <div>
                <dt>{t('thankYou.claimPhone')}</dt>
                <dd>
                  <a href={`tel:${p.claims.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                    {p.claims.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {p.claims.email ? (
              <div>
                <dt>{t('thankYou.claimEmail')}</dt>
                <dd>
                  <a href={`mailto:${p.claims.email}`} dir="ltr">
                    {p.claims.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>
      <section className="policy-status" aria-labelledby="policy-account">
        <h2 id="policy-account">{t('thankYou.accountTitle')}</h2>
        <p>{t('thankYou.accountText')}</p>
        <div className="policy-status__actions">
          <a className="button button--outline" href={props.accountPath} data-testid="policy-account">
            {t('thankYou.accountLink')}
          </a>
        </div>
      </section>
    </>
  );
}

export { formatOf as thankYouFormat };
