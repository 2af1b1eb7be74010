import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { imageSrc, isCurrent } from '../commerce-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/** docs/product/pages.md 'offers shown 2'. */
export const OFFERS_SHOWN = 2;

/**
 * OFFERS_PREVIEW (docs/product/pages.md 'Offers data'): the first two offers still current (an offer past its end date is not
 * shown), each with its plans; nothing when none is current.
 */
export function OffersPreviewBlock({
  block,
  ctx,
  now = new Date(),
}: BlockProps<'OFFERS_PREVIEW'> & { now?: Date }) {
  const { t } = useT('blocksCommerce');
  const offers = block.offers
    .filter((o) => isCurrent(o.endDate, now) && o.plans.length > 0)
    .slice(0, OFFERS_SHOWN);
  if (offers.length === 0) return null;
  return (
    <section className="offers-preview">
      <h2 className="offers-preview__title">{block.title || t('offers.title')}</h2>
      {offers.map((offer, o) => (
        <div key={o} className="offers-preview__offer">
          <h3 className="offers-preview__offer-title">
            <Bidi text={offer.title} dir={ctx.dir} />
          </h3>
          <ul className="offers-preview__plans">
            {offer.plans.map((plan, p) => {
              const src = imageSrc(plan.img);
              const href = plan.link ? contentHref(plan.link, ctx.lang) : undefined;
              return (
                <li key={p} className="offers-preview__plan">
                  {src ? (
                    <img
                      className="offers-preview__img"
                      src={src}
                      alt={plan.imgAlt}
                      width={120}
                      height={60}
                      loading="lazy"
                    />
                  ) : null}
                  <h4 className="offers-preview__plan-title">
                    <Bidi text={plan.title} dir={ctx.dir} />
                  </h4>
                  {plan.description ? (
                    <p className="offers-preview__text">
                      <Bidi text={plan.description} dir={ctx.dir} />
                    </p>
                  ) : null}
                  {plan.features.length > 0 ? (
                    <ul className="offers-preview__features">
                      {plan.features.map((f, i) => {
                        const icon = imageSrc(f.icon);
                        return (
                          <li key={i}>
                            {icon ? <img src={icon} alt="" width={20} height={20} loading="lazy" /> : null}
                            <Bidi text={f.title} dir={ctx.dir} />
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                  {href ? (
                    <a className="offers-preview__cta" href={href}>
                      {t('offers.view')}
                      <span className="cm-sr">: {plan.title}</span>
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
