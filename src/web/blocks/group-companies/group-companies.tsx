import { useT } from '../../i18n/use-t';
import { Carousel } from '../../widgets/carousel/carousel';
import { Logo, partnerBrandOfPath } from '../nav-common/common';
import type { BlockProps } from '../types';

/**
 * Group companies logo carousel (docs/product/pages.md): autoplay on desktop only (never on mobile or under reduced motion,
 * paused on hover / focus / Pause). Hidden on the partner-brand variant (decision 0036: /adcb/ and /mbank/ paths).
 */
export function GroupCompaniesBlock({ block, ctx }: BlockProps<'GROUPCOMPANIES'>) {
  const { t } = useT('blocksNav');
  if (partnerBrandOfPath(ctx.path)) return null;
  const title = block.title ?? t('groupCompanies.title');
  return (
    <div className="logo-strip logo-strip--group">
      <h2 className="logo-strip__title">{title}</h2>
      <Carousel
        label={title}
        className="carousel--logos"
        perView={{ mobile: 2, tablet: 3, desktop: 4 }}
        autoplayMs={block.autoplayMs}
        items={block.logos.map((logo, i) => (
          <Logo key={i} logo={logo} />
        ))}
      />
    </div>
  );
}
