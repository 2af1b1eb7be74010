import { PRODUCT_SEGMENTS, productPath } from '../../../shared/domain/products';
import { localizedPath } from '../../../shared/domain/locales';
import { MOBILE_INPUT_MAX_LENGTH } from '../../../shared/rules/inputs';
import { useT } from '../../i18n/use-t';
import { JsonScript } from '../../safe/safe-html';
import { useWidget } from '../../widgets/collector';
import { moreView } from '../../widgets/cm-more/view';
import type { DoorwayLeadData } from '../../widgets/doorway/enhance';
import { Bidi } from '../bidi';
import { idOf, imageSrc } from '../commerce-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/** docs/product/pages.md 'Doorway page size 12 (6 mobile)'. */
export const DOORWAY_LIMIT = 12;
export const DOORWAY_LIMIT_MOBILE = 6;

/** Base path plus refUrl, with the trailing slash (docs/product/pages.md), in the page's language. */
export function doorwayHref(basePath: string, refUrl: string, lang: Parameters<typeof contentHref>[1]) {
  return contentHref(`${basePath}${refUrl.replace(/\/+$/, '')}/`, lang);
}

/** The product the cards are about: the base path's product segment ('/car-insurance/…' → 1), else the page's. */
export function doorwayProductId(basePath: string, pageProductId: number): number {
  const segment = basePath.split('/').find((p) => p !== '');
  return (segment && PRODUCT_SEGMENTS[segment]) || pageProductId;
}

/**
 * DOORWAY (docs/product/pages.md): a card grid of three types; 12 cards show (6 on mobile) and Expand / Collapse
 * reveal the rest of the document's cards (the `doorway` widget; the server hides past its guess of the width).
 * Type 3 adds 'Know More' and 'Get Quotes': a lead form in a <dialog> (source 'doorway', consent required,
 * decision 0030); without JavaScript 'Get Quotes' is a link to the product's journey.
 */
export function DoorwayBlock({ block, ctx }: BlockProps<'DOORWAY'>) {
  const { t } = useT('blocksCommerce');
  const widget = useWidget('doorway');
  const f = block.fieldValues;
  const cards = block.data.flatMap((item) => {
    const href = doorwayHref(f.basePath, item.refUrl, ctx.lang);
    return href ? [{ item, href }] : [];
  });
  if (cards.length === 0) return null;
  const id = idOf('doorway', block.key);
  const limit = ctx.isMobile ? DOORWAY_LIMIT_MOBILE : DOORWAY_LIMIT;
  const view = moreView(cards.length, limit, false);
  const productId = doorwayProductId(f.basePath, ctx.productId);
  const journey = localizedPath(`${productPath(productId) || f.basePath.replace(/\/$/, '')}/`, ctx.lang);
  const lead: DoorwayLeadData = {
    productId,
    messages: {
      required: t('doorway.lead.required'),
      invalid: t('doorway.lead.invalid'),
      consent: t('doorway.lead.consentRequired'),
      failed: t('doorway.lead.failed'),
      done: t('doorway.lead.done'),
      sending: t('doorway.lead.sending'),
    },
  };
  return (
    <section
      className={`doorway doorway--type-${f.type}${f.hideImage ? ' doorway--no-image' : ''}`}
      aria-labelledby={f.title ? `${id}-title` : undefined}
      {...widget}
      data-limit={DOORWAY_LIMIT}
      data-limit-mobile={DOORWAY_LIMIT_MOBILE}
    >
      {f.title ? (
        <h2 className="doorway__title" id={`${id}-title`}>
          {f.title}
        </h2>
      ) : null}
      {f.description ? <p className="doorway__description">{f.description}</p> : null}
      <ul className="doorway__list">
        {cards.map(({ item, href }, i) => {
          const src = f.hideImage
            ? undefined
            : imageSrc(
                f.imageType === 'secondary'
                  ? (item.secondaryImageUrl ?? item.pageImageUrl)
                  : item.pageImageUrl,
              );
          const title = item.journeyTitle || item.pageName;
          return (
            <li key={i} className="doorway__card" data-more-item="" hidden={!view.shown(i)}>
              {src ? (
                <img
                  className="doorway__img"
                  src={src}
                  alt={item.pageImageAltText}
                  width={160}
                  height={100}
                  loading="lazy"
                />
              ) : null}
              {f.type === 3 ? (
                <>
                  <h3 className="doorway__name">
                    <Bidi text={title} dir={ctx.dir} />
                  </h3>
                  {item.description ? (
                    <p className="doorway__text">
                      <Bidi text={item.description} dir={ctx.dir} />
                    </p>
                  ) : null}
                  <div className="doorway__actions">
                    <a className="doorway__know" href={href}>
                      {t('doorway.knowMore')}
                      <span className="cm-sr">: {title}</span>
                    </a>
                    <a className="doorway__quotes" href={journey} data-get-quotes={title}>
                      {t('doorway.getQuotes')}
                      <span className="cm-sr">: {title}</span>
                    </a>
                  </div>
                </>
              ) : (
                <a className="doorway__link" href={href}>
                  <span className="doorway__name">
                    <Bidi text={title} dir={ctx.dir} />
                  </span>
                  {f.type === 2 && item.description ? (
                    <span className="doorway__text">
                      <Bidi text={item.description} dir={ctx.dir} />
                    </span>
                  ) : null}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {view.toggle || cards.length > DOORWAY_LIMIT_MOBILE ? (
        <button
          type="button"
          className="cm-more__toggle doorway__toggle"
          data-more-toggle=""
          data-label-more={t('doorway.expand')}
          data-label-less={t('doorway.collapse')}
          aria-expanded="false"
          hidden={!view.toggle}
        >
          {t('doorway.expand')}
        </button>
      ) : null}
      {f.type === 3 ? (
        <dialog className="doorway-lead" aria-labelledby={`${id}-lead-title`}>
          <form className="doorway-lead__form" method="dialog" noValidate>
            <h2 className="doorway-lead__title" id={`${id}-lead-title`}>
              {t('doorway.getQuotes')}
            </h2>
            <p className="doorway-lead__for" data-lead-for="" />
            <label className="doorway-lead__label" htmlFor={`${id}-mobile`}>
              {t('doorway.lead.mobile')}
            </label>
            <div className="doorway-lead__mobile" dir="ltr">
              <span className="doorway-lead__prefix">+971</span>
              <input
                id={`${id}-mobile`}
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={MOBILE_INPUT_MAX_LENGTH}
                required
                aria-describedby={`${id}-lead-error`}
              />
            </div>
            <label className="doorway-lead__consent">
              <input type="checkbox" name="consent" required />
              <span>{t('doorway.lead.consent')}</span>
            </label>
            <p className="doorway-lead__error" id={`${id}-lead-error`} role="alert" data-lead-error="" />
            <p className="doorway-lead__status" role="status" data-lead-status="" />
            <div className="doorway-lead__buttons">
              <button type="submit" className="doorway-lead__submit" value="send">
                {t('doorway.lead.submit')}
              </button>
              <button type="button" className="doorway-lead__close" data-lead-close="">
                {t('doorway.lead.close')}
              </button>
            </div>
          </form>
        </dialog>
      ) : null}
      {f.type === 3 ? <JsonScript name="doorway-lead" value={lead} /> : null}
    </section>
  );
}
