import { APPLY_NOW_PRODUCTS } from '../../../shared/contracts/journey-constants';

/**
 * The image of the footer and exit-intent popups (docs/product/leads.md: each has an image; decision 0109). An inline
 * SVG drawn in the theme's colours, so no file is shipped or fetched, it follows dark mode and never breaks:
 * a shield with a tick for insurance products, a card with a coin for the apply products (cards, loans, accounts,
 * mortgages). Decorative (the heading says what the popup is), so hidden from assistive technology. The
 * exit-intent data's own `imgSrc`, when it has one, replaces it in the browser (`popup.ts`).
 */
export function PopupImage({ productId, slot }: { productId: number; slot?: string }) {
  const banking = APPLY_NOW_PRODUCTS.has(productId);
  return (
    <div className="popup__image" data-slot={slot} data-testid="popup-image">
      <svg aria-hidden="true" focusable="false" width="72" height="72" viewBox="0 0 72 72">
        <circle cx="36" cy="36" r="34" fill="var(--color-surface)" stroke="var(--color-border)" />
        {banking ? (
          <g>
            <rect x="14" y="22" width="40" height="26" rx="4" fill="var(--color-primary)" />
            <rect x="14" y="28" width="40" height="5" fill="var(--color-primary-fg)" opacity=".55" />
            <circle
              cx="50"
              cy="46"
              r="10"
              fill="var(--color-accent)"
              stroke="var(--color-surface)"
              strokeWidth="2"
            />
            <path d="M46 46h8M50 42v8" stroke="var(--color-surface)" strokeWidth="2" strokeLinecap="round" />
          </g>
        ) : (
          <g>
            <path d="M36 14l18 7v13c0 12-8 20-18 24-10-4-18-12-18-24V21z" fill="var(--color-primary)" />
            <path
              d="M28 36l6 6 11-12"
              fill="none"
              stroke="var(--color-primary-fg)"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        )}
      </svg>
    </div>
  );
}
