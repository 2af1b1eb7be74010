import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { LANG_CODES, type LangCode } from '../../shared/domain/locales';
import { sessionStore } from '../session/store';
import { Dialog } from '../ui/dialog/react';
import {
  createTranslator,
  type Catalogue,
  type Catalogues,
  type TFunction,
  type TParams,
} from '../../shared/i18n/translator';

/**
 * RATE_LIMIT popup (docs/product/errors-and-limits.md): the server's message and a live countdown of its retry-after. Client-only:
 * entry-client mounts it the first time the session store opens it, so the small `session` catalogues of every
 * language folder (Vite's glob import, no list of languages: decision 0091) travel in this lazy chunk instead of
 * every page, read by the shared translator.
 */
const SESSION: Catalogues = Object.fromEntries(
  Object.entries(
    import.meta.glob<Catalogue>('../../shared/i18n/locales/*/session.json', {
      eager: true,
      import: 'default',
    }),
  ).map(([path, session]) => [/locales\/([^/]+)\//.exec(path)?.[1], { session }]),
);
const translators = new Map<LangCode, TFunction>();

function langOf(explicit: string | undefined): LangCode {
  const raw = explicit ?? (typeof document === 'undefined' ? 'en' : document.documentElement.lang);
  return (LANG_CODES as readonly string[]).includes(raw) ? (raw as LangCode) : 'en';
}

/** A `session:blockUser` text in a language (plural forms by `count`, English where a key is missing). */
export function translate(lang: LangCode, key: string, vars: TParams = {}): string {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, SESSION).ns('session');
    translators.set(lang, t);
  }
  return t(`blockUser.${key}`, vars);
}

export function BlockUserPopup({ lang }: { lang?: LangCode }) {
  const { open, message, until } = useStore(sessionStore, (s) => s.blockUser);
  const close = useStore(sessionStore, (s) => s.closeBlockUser);
  const [now, setNow] = useState(() => Date.now());
  const code = langOf(lang);
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (!open) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [open, until]);

  if (!open) return null;
  return <BlockUserView lang={code} message={message} remaining={remaining} onClose={close} />;
}

/** The dialog itself (pure: the store and timer live in BlockUserPopup; focus and Escape in the one dialog). */
export function BlockUserView({
  lang,
  message,
  remaining,
  onClose,
}: {
  lang: LangCode;
  message: string;
  remaining: number;
  onClose: () => void;
}) {
  const describedBy = [message ? 'block-user-message' : '', 'block-user-countdown'].filter(Boolean).join(' ');

  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={false}
      className="block-user"
      labelledBy="block-user-title"
      describedBy={describedBy}
      data-testid="block-user-popup"
    >
      <h2 id="block-user-title" className="block-user__title">
        {translate(lang, 'title')}
      </h2>
      {message ? (
        <p id="block-user-message" className="block-user__message">
          {message}
        </p>
      ) : null}
      <p id="block-user-countdown" className="block-user__countdown" data-testid="block-user-countdown">
        {remaining > 0 ? translate(lang, 'retryIn', { count: remaining, seconds: remaining }) : null}
      </p>
      <p role="status" className="block-user__status">
        {remaining === 0 ? translate(lang, 'ready') : null}
      </p>
      <button type="button" className="button block-user__close" data-autofocus data-dialog-close>
        {translate(lang, 'close')}
      </button>
    </Dialog>
  );
}
