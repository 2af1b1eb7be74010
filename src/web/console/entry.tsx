import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createTranslator, type Catalogue } from '../../shared/i18n/translator';
import { consoleApi } from './api';
import { ConsoleShell } from './shell';
import type { ConsoleBoot } from '../../shared/contracts/console-app';
import type { ConsoleMe } from './types';
import './console.css';

/**
 * The console's own entry (decision 0114): built by Vite beside the site's, loaded only by /console/ and
 * /ar-ae/console/ (visitor pages never load it). The page's CSP allows scripts from this origin only: the
 * server's data (language, who is signed in, the strings) comes as a JSON block, never an inline script.
 */
function App({ boot }: { boot: ConsoleBoot }) {
  const [me, setMe] = useState<ConsoleMe | null>(boot.me);
  const t = useMemo(() => {
    const tr = createTranslator(boot.lang, { [boot.lang]: boot.strings as Record<string, Catalogue> });
    return (key: string, vars?: Record<string, string | number>) => tr.t(key, vars);
  }, [boot]);
  const api = useMemo(
    () =>
      consoleApi({
        onSignedOut: () => setMe(null),
        message: (code, fallback) =>
          t(`console:errors.${code}`, { defaultValue: '' }) ||
          t(`consoleLeads:errors.${code}`, { defaultValue: '' }) ||
          t(`consoleAdmin:errors.${code}`, { defaultValue: '' }) ||
          fallback ||
          t('console:errors.other'),
      }),
    [t],
  );
  return <ConsoleShell boot={boot} t={t} api={api} me={me} setMe={setMe} />;
}

const data = document.getElementById('console-data');
const root = document.getElementById('console-root');
if (data && root) {
  const boot = JSON.parse(data.textContent ?? '{}') as ConsoleBoot;
  createRoot(root).render(
    <StrictMode>
      <App boot={boot} />
    </StrictMode>,
  );
}
