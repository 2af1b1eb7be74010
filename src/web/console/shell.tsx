import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { SECTIONS } from './sections';
import { SignIn } from './sign-in';
import type { ConsoleBoot } from '../../shared/contracts/console-app';
import type { ConsoleApi, ConsoleMe, ConsoleSectionProps } from './types';

type T = ConsoleSectionProps['t'];

/** `#leads?status=new` → section 'leads' and its params; `#invite=…` is the sign-in screen's. */
function readHash(): { id: string; params: URLSearchParams } {
  const h = window.location.hash.slice(1);
  const q = h.indexOf('?');
  return {
    id: q < 0 ? h : h.slice(0, q),
    params: new URLSearchParams(q < 0 ? '' : h.slice(q + 1)),
  };
}

function useHash() {
  const [hash, setHash] = useState(readHash);
  useEffect(() => {
    const on = () => setHash(readHash());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash;
}

const loaded = new Map<string, ComponentType<ConsoleSectionProps>>();
function sectionComponent(id: string) {
  let c = loaded.get(id);
  const s = SECTIONS.find((x) => x.id === id);
  if (!c && s) {
    c = lazy(s.load);
    loaded.set(id, c);
  }
  return c;
}

/**
 * The console's frame (decision 0114): the header with who is signed in, the navigation of the sections the role
 * may use, sign-out (this device or every device) and the English/Arabic switch; the current section below it.
 * Signed out, the sign-in and invitation screens.
 */
export function ConsoleShell(props: {
  boot: ConsoleBoot;
  t: T;
  api: ConsoleApi;
  me: ConsoleMe | null;
  setMe: (me: ConsoleMe | null) => void;
}) {
  const { boot, t, api, me, setMe } = props;
  const hash = useHash();
  const other = boot.lang === 'en' ? 'ar' : 'en';
  const [busy, setBusy] = useState(false);
  const sections = useMemo(() => (me ? SECTIONS.filter((s) => s.roles.includes(me.role)) : []), [me]);
  const current = sections.find((s) => s.id === hash.id) ?? sections[0];
  const navigate = useCallback((sectionId: string, params?: Record<string, string>) => {
    const q = new URLSearchParams(params).toString();
    window.location.hash = `${sectionId}${q ? `?${q}` : ''}`;
  }, []);
  const signOut = async (path: 'sign-out' | 'sign-out-everywhere') => {
    setBusy(true);
    try {
      await api(path, { method: 'POST' });
    } catch {
      // signed out already, or the network: either way the screen goes back to the sign-in
    }
    setBusy(false);
    window.location.hash = '';
    setMe(null);
  };
  const Section = current ? sectionComponent(current.id) : undefined;
  const otherHref = `${boot.paths[other]}${me && window.location.hash ? window.location.hash : ''}`;

  return (
    <div className="cs-app">
      <header className="cs-header">
        <strong className="cs-brand">{t('console:title')}</strong>
        {me ? (
          <span className="cs-who">
            {me.displayName} · {t(`console:roles.${me.role}`)}
          </span>
        ) : null}
        <span className="cs-header-actions">
          <a href={otherHref} lang={other} hrefLang={other}>
            {t('console:otherLanguage')}
          </a>
          {me ? (
            <>
              <button
                type="button"
                className="cs-link"
                disabled={busy}
                onClick={() => void signOut('sign-out')}
              >
                {t('console:home.signOut')}
              </button>
              <button
                type="button"
                className="cs-link"
                disabled={busy}
                onClick={() => void signOut('sign-out-everywhere')}
              >
                {t('console:home.signOutEverywhere')}
              </button>
            </>
          ) : null}
        </span>
      </header>
      {me && sections.length > 0 ? (
        <nav className="cs-nav" aria-label={t('console:title')}>
          {sections.map((s) => (
            <a key={s.id} href={`#${s.id}`} aria-current={s === current ? 'page' : undefined}>
              {t(s.titleKey)}
            </a>
          ))}
        </nav>
      ) : null}
      <main className="cs-main">
        <p className="cs-demo">{t('console:demo')}</p>
        {!me ? (
          <SignIn t={t} api={api} onSignedIn={setMe} />
        ) : Section && current ? (
          <Suspense fallback={<p className="cs-muted">{t('consoleLeads:loading')}</p>}>
            <Section
              key={current.id}
              me={me}
              lang={boot.lang}
              t={t}
              api={api}
              params={current.id === hash.id ? hash.params : new URLSearchParams()}
              navigate={navigate}
            />
          </Suspense>
        ) : (
          <p>{t('console:home.welcome', { name: me.displayName, role: t(`console:roles.${me.role}`) })}</p>
        )}
      </main>
    </div>
  );
}
