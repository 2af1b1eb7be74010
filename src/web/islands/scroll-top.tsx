import { useEffect, useState } from 'react';

/** Spec 000 §9: scroll-to-top appears past 600 px; scroll handling debounced 80 ms. */
const SHOW_AFTER_PX = 600;
const DEBOUNCE_MS = 80;

export function ScrollTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, DEBOUNCE_MS);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' scroll-top--visible' : ''}`}
      aria-label={label}
      hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="scroll-top"
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
