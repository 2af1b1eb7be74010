import { useT } from '../../i18n/use-t';
import { Logo } from '../nav-common/common';
import type { BlockProps } from '../types';

/** Partner logos as a wrapping grid (no motion). Shown on every variant (docs/product/session.md hides only the next two). */
export function PartnersBlock({ block }: BlockProps<'PARTNERS'>) {
  const { t } = useT('blocksNav');
  return (
    <div className="logo-strip logo-strip--partners">
      <h2 className="logo-strip__title">{block.title ?? t('partners.title')}</h2>
      <ul className="logo-strip__grid">
        {block.logos.map((logo, i) => (
          <li key={i}>
            <Logo logo={logo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
