import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { imageSrc, isCurrent } from '../commerce-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/** OFFER_BANNER_RIGHT: the right-hand offer banner from fieldValues; nothing after its end date. */
export function OfferBannerRightBlock({
  block,
  ctx,
  now = new Date(),
}: BlockProps<'OFFER_BANNER_RIGHT'> & { now?: Date }) {
  const { t } = useT('blocksCommerce');
  const f = block.fieldValues;
  if (!isCurrent(f.endDate, now)) return null;
  const src = imageSrc(f.imgUrl);
  const href = f.linkUrl ? contentHref(f.linkUrl, ctx.lang) : undefined;
  return (
    <aside className="offer-banner-right" aria-labelledby={`obr-${block.key}`}>
      {src ? (
        <img
          className="offer-banner-right__img"
          src={src}
          alt={f.imgAlt}
          width={320}
          height={180}
          loading="lazy"
        />
      ) : null}
      <h2 className="offer-banner-right__title" id={`obr-${block.key}`}>
        <Bidi text={f.title} dir={ctx.dir} />
      </h2>
      {f.description ? (
        <p className="offer-banner-right__text">
          <Bidi text={f.description} dir={ctx.dir} />
        </p>
      ) : null}
      {href ? (
        <a className="offer-banner-right__cta" href={href}>
          {f.ctaLabel || t('offerBanner.cta')}
        </a>
      ) : null}
    </aside>
  );
}
