import { useEffect, useState } from 'react';
import { serverMessage } from './api';
import { fetchResultsLink, sendResultsLink, type ResultsLinkState } from './results-link-api';
import { Ltr, rich, useUi } from './ui';

type Sending = { busy: boolean; error: string | null; justSent: boolean };

/**
 * The enquiry's readable reference (decision 0028), isolated left to right so it reads the same in Arabic, and,
 * once the enquiry's number is proved, 'Text me a link to these results': sent to that number only, at most
 * `limit` times, then 'We sent a link to +971 5X XXX 1234'. Folded under 'Your reference' so the plans come
 * first (decision 0065).
 */
export function ResultsReference({ enquiryId, numberProved }: { enquiryId: string; numberProved: boolean }) {
  const { t } = useUi();
  const [state, setState] = useState<ResultsLinkState | null>(null);
  const [sending, setSending] = useState<Sending>({ busy: false, error: null, justSent: false });

  // Read again when the number gets proved on this page (Save results), so the button appears.
  useEffect(() => {
    let live = true;
    void fetchResultsLink(enquiryId).then((res) => {
      if (live && res.ok) setState(res.data);
    });
    return () => {
      live = false;
    };
  }, [enquiryId, numberProved]);

  if (!state) return null;
  const send = async () => {
    setSending({ busy: true, error: null, justSent: false });
    const res = await sendResultsLink(enquiryId);
    if (res.ok) {
      setState(res.data);
      setSending({ busy: false, error: null, justSent: true });
    } else setSending({ busy: false, error: serverMessage(res, t('reference.error')), justSent: false });
  };
  const canSend = state.sentTo !== null && state.sent < state.limit;

  return (
    <details className="qchip quotes-reference" data-testid="results-reference">
      <summary>{t('reference.chip')}</summary>
      <p className="quotes-reference__ref">
        {rich(t('reference.label'), {
          reference: (
            <strong>
              <Ltr>{state.reference}</Ltr>
            </strong>
          ),
        })}
      </p>
      <p className="quotes-reference__hint">{t('reference.hint')}</p>
      {state.sentTo !== null ? (
        <div className="quotes-reference__link">
          {canSend ? (
            <button
              type="button"
              className="button button--outline"
              disabled={sending.busy}
              onClick={() => void send()}
              data-testid="send-results-link"
            >
              {sending.busy ? t('reference.sending') : t('reference.send')}
            </button>
          ) : null}
          <p role="status" data-testid="results-link-status">
            {state.sent > 0 ? rich(t('reference.sent'), { mobile: <Ltr>{state.sentTo}</Ltr> }) : null}
            {state.sent > 0 && !canSend ? ` ${t('reference.limit')}` : null}
          </p>
          {sending.error ? (
            <p className="lead__error" role="alert">
              {sending.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
