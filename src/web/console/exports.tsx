import { useEffect, useState, type FormEvent } from 'react';
import type { TExportState } from '../../shared/contracts/console-admin';
import type { ConsoleSectionProps } from './types';
import { message } from './format';

/** Lead export (decision 0116): a background job; progress, then one download within the hour. */
export function ExportCard({
  t,
  api,
  filters,
}: ConsoleSectionProps & { filters: { from: string; to: string; product: string } }) {
  const [personal, setPersonal] = useState(false);
  const [job, setJob] = useState<TExportState | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return;
    const timer = window.setTimeout(() => {
      api<TExportState>(`exports/${job.id}`).then(setJob, (e: unknown) => setError(message(e)));
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [api, job]);
  const onSubmit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    setError('');
    setJob(null);
    try {
      const reason = String(f.get('reason') ?? '').trim();
      setJob(
        await api<TExportState>('exports', {
          method: 'POST',
          body: {
            filters: {
              from: filters.from,
              to: filters.to,
              ...(filters.product ? { products: [Number(filters.product)] } : {}),
            },
            personal,
            ...(personal ? { reason } : {}),
          },
        }),
      );
    } catch (e) {
      setError(message(e));
    }
  };
  return (
    <form className="cs-card cs-export" onSubmit={(e) => void onSubmit(e)}>
      <h2>{t('consoleAdmin:funnel.exportTitle')}</h2>
      <p className="cs-muted">{t('consoleAdmin:funnel.exportIntro')}</p>
      <label className="cs-check">
        <input type="checkbox" checked={personal} onChange={(e) => setPersonal(e.target.checked)} />
        {t('consoleAdmin:funnel.personal')}
      </label>
      {personal ? (
        <label>
          {t('consoleAdmin:funnel.reason')}
          <input name="reason" required maxLength={300} />
        </label>
      ) : null}
      <button type="submit">{t('consoleAdmin:funnel.startExport')}</button>
      <p className="cs-error" role="alert">
        {error}
      </p>
      {job ? (
        <p role="status" aria-live="polite">
          {job.status === 'queued'
            ? t('consoleAdmin:funnel.exportQueued')
            : job.status === 'running'
              ? t('consoleAdmin:funnel.exportProgress', { rows: job.rows, total: job.total ?? 0 })
              : job.status === 'failed'
                ? t('consoleAdmin:funnel.exportFailed')
                : t('consoleAdmin:funnel.exportReady', { rows: job.rows })}{' '}
          {job.status === 'done' && !job.downloaded ? (
            <a href={`/api/console/exports/${job.id}/download`} download>
              {t('consoleAdmin:funnel.download')}
            </a>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
