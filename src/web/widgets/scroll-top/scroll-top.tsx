import { useWidget } from '../collector';

/** Scroll-to-top button, rendered hidden; `enhance.ts` shows it past 600 px (docs/product/pages.md). */
export function ScrollTop({ label }: { label: string }) {
  const widget = useWidget('scroll-top');
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={label}
      hidden
      data-testid="scroll-top"
      {...widget}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path d="M12 5l-7 7h4v7h6v-7h4z" fill="currentColor" />
      </svg>
    </button>
  );
}
