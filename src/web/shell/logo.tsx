import { LOGO_SIZE } from '../../shared/domain/constants';

/** Wordmark logo at the spec's 165x26 (docs/product/pages.md 'Logo size'). */
export function Logo({ label }: { label: string }) {
  return (
    <svg
      className="logo"
      role="img"
      aria-label={label}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      viewBox="0 0 165 26"
    >
      <rect x="0" y="1" width="24" height="24" rx="6" className="logo__mark" />
      <path d="M7 16c2 3 8 3 10 0M8 9h8" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <text x="32" y="19" className="logo__text">
        Sahel Compare
      </text>
    </svg>
  );
}
