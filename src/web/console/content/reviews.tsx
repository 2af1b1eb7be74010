import { useState, type FormEvent } from 'react';
import {
  REVIEW_STATUSES,
  type TModerated,
  type TQueuedReview,
} from '../../../shared/contracts/console-content';
import type { ConsoleSectionProps } from '../types';
import { dateText, ErrorNote, errorText, ListBody, StatusNote, useSectionList } from './common';
import './content.css';

type Status = (typeof REVIEW_STATUSES)[number];

function ReviewCard(
  props: ConsoleSectionProps & { r: TQueuedReview; onDone: (id: number, note: string) => void },
) {
  const { t, api, lang, r, onDone } = props;
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const decide = async (body: { action: 'approve' } | { action: 'reject'; reason: string }) => {
    setBusy(true);
    setError('');
    try {
      await api<TModerated>(`reviews/${r.id}/moderation`, { method: 'POST', body });
      onDone(
        r.id,
        t(body.action === 'approve' ? 'consoleContent:reviews.approved' : 'consoleContent:reviews.rejected'),
      );
    } catch (e) {
      setError(errorText(e, props));
      setBusy(false);
    }
  };
  const onReject = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const reason = String(new FormData(ev.currentTarget).get('reason') ?? '').trim();
    void decide({ action: 'reject', reason });
  };
  const k = r.ratings;
  return (
    <li className="cs-card" data-testid="review" data-review-id={r.id}>
      <div className="cc-review-head">
        <strong>{t(`consoleContent:products.${r.productId}`, { defaultValue: String(r.productId) })}</strong>
        <span>{r.providerName ?? t('consoleContent:reviews.noProvider')}</span>
        <span className="cc-stars" aria-label={t('consoleContent:reviews.stars', { stars: r.stars })}>
          {'★'.repeat(Math.round(r.stars))}
          {'☆'.repeat(5 - Math.round(r.stars))} {t('consoleContent:reviews.stars', { stars: r.stars })}
        </span>
        <span className="cs-muted">
          {t('consoleContent:reviews.written', { date: dateText(lang, r.createdAt) })}
        </span>
      </div>
      <h2 dir="auto">{r.title}</h2>
      <p className="cc-review-text" dir="auto" lang={r.lang}>
        {r.body}
      </p>
      <p className="cs-muted">
        <bdi>{t('consoleContent:reviews.by', { name: r.userName, city: r.city })}</bdi> ·{' '}
        {t('consoleContent:reviews.ratings', {
          ease: k.easeRating,
          clarity: k.clarityRating,
          speed: k.speedRating,
          support: k.supportRating,
        })}
      </p>
      {r.reason ? <p>{t('consoleContent:reviews.rejectedBecause', { reason: r.reason })}</p> : null}
      {r.status === 'pending' ? (
        rejecting ? (
          <form className="cc-actions" onSubmit={onReject}>
            <label>
              {t('consoleContent:reviews.reason')}
              <input name="reason" required minLength={3} maxLength={300} autoFocus />
            </label>
            <button type="submit" disabled={busy}>
              {t('consoleContent:reviews.confirmReject')}
            </button>
            <button type="button" className="cs-secondary" onClick={() => setRejecting(false)}>
              {t('consoleContent:reviews.cancel')}
            </button>
          </form>
        ) : (
          <div className="cc-actions">
            <button type="button" disabled={busy} onClick={() => void decide({ action: 'approve' })}>
              {t('consoleContent:reviews.approve')}
            </button>
            <button type="button" className="cs-secondary" disabled={busy} onClick={() => setRejecting(true)}>
              {t('consoleContent:reviews.reject')}
            </button>
          </div>
        )
      ) : null}
      <ErrorNote error={error} />
    </li>
  );
}

/**
 * Review moderation (decision 0124; content editors and admins): the pending reviews oldest first with product,
 * bank, stars, text and date; approve publishes at once, reject asks for the reason. Published and rejected ones
 * can be looked at too.
 */
export default function ReviewsSection(props: ConsoleSectionProps) {
  const { t, lang, params, navigate } = props;
  const status: Status = REVIEW_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const path = `reviews?status=${status}&lang=${lang}`;
  const { rows, setRows, error, note, setNote } = useSectionList<TQueuedReview>(props, path, true);
  const done = (id: number, n: string) => {
    setNote(n);
    setRows((rs) => rs?.filter((r) => r.id !== id) ?? null);
  };
  return (
    <section>
      <h1>{t('consoleContent:reviews.title')}</h1>
      <label className="cs-form">
        {t('consoleContent:reviews.status')}
        <select value={status} onChange={(e) => navigate('reviews', { status: e.target.value })}>
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`consoleContent:reviews.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <StatusNote note={note} />
      <ListBody t={t} rows={rows} error={error} empty={t('consoleContent:reviews.empty')}>
        {(list) => (
          <ul className="cc-list">
            {list.map((r) => (
              <ReviewCard key={r.id} {...props} r={r} onDone={done} />
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
