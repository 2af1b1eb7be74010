import { INVESTOR_LOGOS } from '../../../shared/contracts/blocks-nav';
import { useT } from '../../i18n/use-t';
import { Logo, partnerBrandOfPath } from '../nav-common/common';
import type { BlockProps } from '../types';

/**
 * 'Our Investors' strip (docs/product/pages.md): up to 10 logos in a static grid. Hidden on the partner-brand variant
 * (decision 0036: /adcb/ and /mbank/ paths).
 */
export function InvestersBlock({ block, ctx }: BlockProps<'INVESTERS'>) {
  const { t } = useT('blocksNav');
  if (partnerBrandOfPath(ctx.path)) return null;
  return (
    <div className="logo-strip logo-strip--investors">
      <h2 className="logo-strip__title">{block.title ?? t('investors.title')}</h2>
      <ul className="logo-strip__grid">
        {block.logos.slice(0, INVESTOR_LOGOS).map((logo, i) => (
          <li key={i}>
            <Logo logo={logo} />
          </li>
        ))}
      </ul>
    </div>
  );
}
