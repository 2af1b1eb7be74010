import { lazy, Suspense } from 'react';
import type { TQuotesResponse } from '../../shared/contracts/quotes-api';
import type { ListPhase } from './list';
import { useUi } from './ui';

type Declined = TQuotesResponse['declined'];

const LoanRefusal = lazy(() => import('./loan-refusal'));

/**
 * The status line the server paints with the shell ('Loading your quotes…') is the same element that says 'no
 * enquiry from this browser' once the list answers 404: the answer replaces its text in place (no new, larger
 * paragraph after the fetch, so the largest paint stays the server's), and the area keeps the shell's height
 * (quotes.css) so nothing below it moves.
 */
export function QuotesStatusLine(props: {
  phase: ListPhase;
  productPath: string;
  /** Results named by the address may be this visitor's from another device (decision 0017). */
  claimId: string | null;
  onClaim(): void;
}) {
  const { t } = useUi();
  const { phase, claimId } = props;
  if (phase !== 'init' && phase !== 'loading' && phase !== 'none') return null;
  const none = phase === 'none';
  return (
    <div
      className={none ? 'quotes-app__status quotes-app__message' : 'quotes-app__status'}
      data-testid={none ? 'quotes-none' : undefined}
    >
      <p role="status">
        {none ? (
          <>
            {t('none.text')}
            {claimId ? (
              <>
                <br />
                {t('access.prompt')}
              </>
            ) : null}
          </>
        ) : (
          t('loading')
        )}
      </p>
      {none ? (
        <div className="quotes-app__none-actions">
          <a className="button" href={props.productPath}>
            {t('none.link')}
          </a>
          {claimId ? (
            <button
              type="button"
              className="button button--outline"
              onClick={props.onClaim}
              data-testid="open-saved"
            >
              {t('access.button')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A first page that failed, or pricing still running after the poll's time limit: both offer Retry. */
export function QuotesLoadProblem(props: { phase: ListPhase; errorMessage: string | null; onRetry(): void }) {
  const { t } = useUi();
  const retry = (
    <button type="button" className="button" onClick={props.onRetry}>
      {t('error.retry')}
    </button>
  );
  if (props.phase === 'error')
    return (
      <div className="quotes-app__message quotes-app__message--error" role="alert" data-testid="quotes-error">
        <p>{props.errorMessage ?? t('error.load')}</p>
        {retry}
      </div>
    );
  if (props.phase === 'timeout')
    return (
      <div className="quotes-app__message" role="status">
        <p>{t('error.timeout')}</p>
        {retry}
      </div>
    );
  return null;
}

/**
 * Who did not quote, and why (loans: each bank's eligibility reasons, decision 0018): one line per reason, the
 * providers it refused named together, so a reason several banks share is said once (decision 0076).
 */
function DeclinedList({ declined, testId }: { declined: Declined; testId?: string }) {
  const { lang } = useUi();
  const names = new Intl.ListFormat(lang, { type: 'conjunction' });
  const byReason = new Map<string, string[]>();
  for (const d of declined) byReason.set(d.reason, [...(byReason.get(d.reason) ?? []), d.providerName]);
  return (
    <ul className="quotes-app__declined" data-testid={testId}>
      {[...byReason].map(([reason, providers]) => (
        <li key={reason}>
          <strong>{names.format(providers)}</strong>: {reason}
        </li>
      ))}
    </ul>
  );
}

/** No plan to show: none found (with who declined), or none matching the filters (with Clear). */
export function QuotesEmpty(props: {
  kind: 'not-found' | 'no-plans' | null;
  declined: Declined | undefined;
  /** A loan no lender offers: the one reason and what the visitor can do instead (decision 0064). */
  refusal: TQuotesResponse['refusal'];
  productPath: string;
  onClear(): void;
}) {
  const { t } = useUi();
  if (props.kind === 'not-found' && props.refusal)
    return (
      <Suspense fallback={null}>
        <LoanRefusal refusal={props.refusal} productPath={props.productPath} />
      </Suspense>
    );
  if (props.kind === 'not-found')
    return (
      <div className="quotes-app__message" data-testid="quotes-empty">
        <p className="quotes-app__empty-title">{t('empty.notFound')}</p>
        {props.declined && props.declined.length > 0 ? (
          <>
            <p>{t('empty.declinedIntro')}</p>
            <DeclinedList declined={props.declined} testId="declined" />
          </>
        ) : null}
      </div>
    );
  if (props.kind === 'no-plans')
    return (
      <div className="quotes-app__message" data-testid="quotes-empty">
        <p className="quotes-app__empty-title">{t('empty.noPlans')}</p>
        <button type="button" className="button button--outline" onClick={props.onClear}>
          {t('filters.clear')}
        </button>
      </div>
    );
  return null;
}

/** Below a list: who did not quote, folded. */
export function DeclinedMore({ declined }: { declined: Declined }) {
  const { t } = useUi();
  return (
    <details className="quotes-app__declined-more" data-testid="declined-more">
      <summary>{t('declinedMore', { count: declined.length })}</summary>
      <DeclinedList declined={declined} />
    </details>
  );
}
