import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useStore } from 'zustand';
import { LANG_CODES, type LangCode } from '../../shared/domain/locales';
import { sessionStore } from '../session/store';
import en from '../i18n/locales/en/session.json';
import ar from '../i18n/locales/ar/session.json';
import hi from '../i18n/locales/hi/session.json';
import ml from '../i18n/locales/ml/session.json';

/**
 * RATE_LIMIT popup (spec 000 §8): the server's message and a live countdown of its retry-after. Client-only:
 * entry-client mounts it the first time the session store opens it, so its four small catalogues travel in
 * this lazy chunk instead of every page (the browser does not load i18next).
 */
type Labels = Record<string, string>;
const CATALOGUES: Record<LangCode, Labels> = {
  en: en.blockUser,
  ar: ar.blockUser,
  hi: hi.blockUser,
  ml: ml.blockUser,
};

function langOf(explicit: string | undefined): LangCode {
  const raw = explicit ?? (typeof document === 'undefined' ? 'en' : document.documentElement.lang);
  return (LANG_CODES as readonly string[]).includes(raw) ? (raw as LangCode) : 'en';
}

/** i18next-compatible plural key choice (key_one, key_few, …) and {{var}} interpolation, without i18next. */
export function translate(lang: LangCode, key: string, vars: Record<string, number | string> = {}): string {
  const labels = CATALOGUES[lang];
  let template = labels[key];
  if (template === undefined && typeof vars.count === 'number') {
    const form = new Intl.PluralRules(lang).select(vars.count);
    template = labels[`${key}_${form}`] ?? labels[`${key}_other`];
  }
  template ??= CATALOGUES.en[key] ?? CATALOGUES.en[`${key}_other`] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
    name in vars ? String(vars[name]) : m,
  );
}

export function BlockUserPopup({ lang }: { lang?: LangCode }) {
  const { open, message, until } = useStore(sessionStore, (s) => s.blockUser);
  const close = useStore(sessionStore, (s) => s.closeBlockUser);
  const [now, setNow] = useState(() => Date.now());
  const closeRef = useRef<HTMLButtonElement>(null);
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

  // Focus moves into the dialog and returns where it was when the dialog closes.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, close]);

  if (!open) return null;
  return (
    <BlockUserView lang={code} message={message} remaining={remaining} onClose={close} closeRef={closeRef} />
  );
}

/** The dialog itself (pure: the store, timer and focus handling live in BlockUserPopup). */
export function BlockUserView({
  lang,
  message,
  remaining,
  onClose,
  closeRef,
}: {
  lang: LangCode;
  message: string;
  remaining: number;
  onClose: () => void;
  closeRef?: RefObject<HTMLButtonElement | null>;
}) {
  // The close button is the only focusable element: Tab stays on it (modal focus trap).
  const trap = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      e.preventDefault();
      closeRef?.current?.focus();
    }
  };
  const describedBy = [message ? 'block-user-message' : '', 'block-user-countdown'].filter(Boolean).join(' ');

  return (
    <div className="block-user" data-testid="block-user-popup">
      <div className="block-user__backdrop" aria-hidden="true" />
      <div
        className="block-user__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="block-user-title"
        aria-describedby={describedBy}
        onKeyDown={trap}
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
        <button ref={closeRef} type="button" className="button block-user__close" onClick={onClose}>
          {translate(lang, 'close')}
        </button>
      </div>
    </div>
  );
}
