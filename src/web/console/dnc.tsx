import { useState, type FormEvent } from 'react';
import type { TDncImportResult } from '../../shared/contracts/contact-rules';
import type { ConsoleSectionProps } from './types';
import './contact.css';
import { message } from './format';

const MAX_BYTES = 1024 * 1024;
type Check = { number: string; listed: boolean; importedAt: string | null };

/**
 * The do-not-call list (decision 0115, admin): import numbers from a CSV file or pasted text (the server reads every
 * way people write a UAE mobile and reports the other lines by number), and check one number.
 */
export default function DncSection(props: ConsoleSectionProps) {
  const { t, api, lang } = props;
  const [result, setResult] = useState<TDncImportResult | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onImport = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    const file = f.get('file');
    const csv = file instanceof File && file.size > 0 ? await file.text() : String(f.get('numbers') ?? '');
    setError('');
    setResult(null);
    if (new Blob([csv]).size > MAX_BYTES) return setError(t('consoleContact:dnc.help'));
    setBusy(true);
    try {
      setResult(await api<TDncImportResult>('dnc/import', { method: 'POST', body: { csv } }));
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };

  const onCheck = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const n = String(new FormData(ev.currentTarget).get('number') ?? '');
    setError('');
    try {
      setCheck(await api<Check>(`dnc?number=${encodeURIComponent(n)}`));
    } catch (e) {
      setCheck(null);
      setError(message(e));
    }
  };

  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    }).format(new Date(iso));

  return (
    <div>
      <h1>{t('consoleContact:dnc.title')}</h1>
      <form className="cs-card cs-form" onSubmit={(ev) => void onImport(ev)}>
        <p className="cs-muted">{t('consoleContact:dnc.help')}</p>
        <label>
          {t('consoleContact:dnc.file')}
          <input type="file" name="file" accept=".csv,text/csv,text/plain" />
        </label>
        <label>
          {t('consoleContact:dnc.paste')}
          <textarea name="numbers" rows={6} dir="ltr" />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? t('consoleContact:dnc.importing') : t('consoleContact:dnc.import')}
        </button>
        {result ? (
          <div role="status" data-testid="dnc-result">
            <p>
              {t('consoleContact:dnc.result', {
                imported: result.imported,
                already: result.alreadyListed,
                invalid: result.invalidCount,
              })}
            </p>
            {result.invalid.length ? (
              <ul className="cc-invalid">
                {result.invalid.map((i) => (
                  <li key={i.line}>{t('consoleContact:dnc.invalidLine', { line: i.line })}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
      <form className="cs-card cs-form" onSubmit={(ev) => void onCheck(ev)}>
        <h2>{t('consoleContact:dnc.check')}</h2>
        <label>
          {t('consoleContact:dnc.number')}
          <input name="number" inputMode="tel" dir="ltr" required maxLength={32} />
        </label>
        <button type="submit">{t('consoleContact:dnc.checkButton')}</button>
        {check ? (
          <p role="status">
            <bdi dir="ltr">{check.number}</bdi>:{' '}
            {check.listed && check.importedAt
              ? t('consoleContact:dnc.listed', { time: when(check.importedAt) })
              : t('consoleContact:dnc.notListed')}
          </p>
        ) : null}
      </form>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </div>
  );
}
