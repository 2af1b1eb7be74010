import type { TCmsListData } from '../../../shared/contracts/block-data';
import type { TCmsPageItem } from '../../../shared/contracts/cms';
import { PRODUCT_SEGMENTS, productPath } from '../../../shared/domain/products';
import { localizedPath } from '../../../shared/domain/locales';
import { MOBILE_INPUT_MAX_LENGTH } from '../../../shared/rules/inputs';
import { useT } from '../../i18n/use-t';
import { JsonScript } from '../../safe/safe-html';
import { useWidget } from '../../widgets/collector';
import { moreView } from '../../widgets/cm-more/view';
import type { DoorwayLeadData } from '../../widgets/doorway/enhance';
import { Bidi } from '../bidi';
import { CmsPager } from '../cms-list/server-list';
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
  // Decision 0112: with a `list`, the cards are this `?page=` of page data (the document's are the fallback).
  const server = (block.list ? ctx.data?.cmsLists?.[block.key] : undefined) ?? undefined;
  const cards: Card[] = server
    ? server.items.map((item) => serverCard(item, f.hideImage))
    : block.data.flatMap((item) => {
        const href = doorwayHref(f.basePath, item.refUrl, ctx.lang);
        if (!href) return [];
        const src = f.hideImage
          ? undefined
          : imageSrc(
              f.imageType === 'secondary' ? (item.secondaryImageUrl ?? item.pageImageUrl) : item.pageImageUrl,
            );
        const title = item.journeyTitle || item.pageName;
        return [{ title, description: item.description, href, src, alt: item.pageImageAltText }];
      });
  if (cards.length === 0 && !server) return null;
  const id = idOf('doorway', block.key);
  const limit = ctx.isMobile ? DOORWAY_LIMIT_MOBILE : DOORWAY_LIMIT;
  // A server list shows its whole page (the server sized it for the device); a document list hides past `limit`.
  const view = moreView(cards.length, server ? cards.length : limit, false);
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
      {...(server ? pagingProps(server, ctx.isMobile, ctx.lang) : {})}
    >
      {f.title ? (
        <h2 className="doorway__title" id={`${id}-title`}>
          {f.title}
        </h2>
      ) : null}
      {f.description ? <p className="doorway__description">{f.description}</p> : null}
      <ul className="doorway__list" data-cms-list="">
        {cards.map((card, i) => (
          <li key={i} className="doorway__card" data-more-item="" hidden={!view.shown(i)}>
            <CardBody card={card} type={f.type} journey={journey} dir={ctx.dir} />
          </li>
        ))}
      </ul>
      {server ? (
        <DoorwayPaging
          server={server}
          type={f.type}
          journey={journey}
          dir={ctx.dir}
          hideImage={f.hideImage}
          expand={t('doorway.expand')}
          collapse={t('doorway.collapse')}
        />
      ) : null}
      {!server && (view.toggle || cards.length > DOORWAY_LIMIT_MOBILE) ? (
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

type Card = {
  title: string;
  description: string | undefined;
  href: string;
  src: string | undefined;
  alt: string;
};

const serverCard = (item: TCmsPageItem, hideImage: boolean): Card => ({
  title: item.title,
  description: item.description || undefined,
  href: item.url,
  src: hideImage ? undefined : imageSrc(item.pageImageUrl ?? undefined),
  alt: item.pageImageAltText,
});

/** What the `doorway` widget reads to fetch the next page (decision 0112; the `cms-more` widget's attributes). */
function pagingProps(server: NonNullable<TCmsListData>, isMobile: boolean, lang: string) {
  return {
    'data-cms-query': server.query,
    'data-cms-loaded': server.skip + server.items.length,
    'data-cms-total': server.totalCount,
    'data-cms-step': isMobile ? DOORWAY_LIMIT_MOBILE : DOORWAY_LIMIT,
    'data-cms-lang': lang,
  };
}

/** One card's content (types 1 to 3); `data-cms-*` marks what the widget fills in a clone of the template. */
function CardBody({
  card,
  type,
  journey,
  dir,
}: {
  card: Card;
  type: 1 | 2 | 3;
  journey: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useT('blocksCommerce');
  const image = card.src ? (
    <img className="doorway__img" src={card.src} alt={card.alt} width={160} height={100} loading="lazy" />
  ) : null;
  if (type === 3)
    return (
      <>
        {image}
        <h3 className="doorway__name" data-cms-title="">
          <Bidi text={card.title} dir={dir} />
        </h3>
        {card.description ? (
          <p className="doorway__text" data-cms-text="">
            <Bidi text={card.description} dir={dir} />
          </p>
        ) : null}
        <div className="doorway__actions">
          <a className="doorway__know" href={card.href} data-cms-link="">
            {t('doorway.knowMore')}
            <span className="cm-sr">: {card.title}</span>
          </a>
          <a className="doorway__quotes" href={journey} data-get-quotes={card.title}>
            {t('doorway.getQuotes')}
            <span className="cm-sr">: {card.title}</span>
          </a>
        </div>
      </>
    );
  return (
    <>
      {image}
      <a className="doorway__link" href={card.href} data-cms-link="">
        <span className="doorway__name" data-cms-title="">
          <Bidi text={card.title} dir={dir} />
        </span>
        {type === 2 && card.description ? (
          <span className="doorway__text" data-cms-text="">
            <Bidi text={card.description} dir={dir} />
          </span>
        ) : null}
      </a>
    </>
  );
}

/**
 * The server-paged doorway's controls (decision 0112): a `<template>` card the widget fills for each fetched item,
 * the status line, the failure alert, Expand (shown by the widget while the total exceeds what is loaded) and
 * Collapse (back to the first page), and the `?page=` links for visitors without JavaScript.
 */
function DoorwayPaging({
  server,
  type,
  journey,
  dir,
  hideImage,
  expand,
  collapse,
}: {
  server: NonNullable<TCmsListData>;
  type: 1 | 2 | 3;
  journey: string;
  dir: 'ltr' | 'rtl';
  hideImage: boolean;
  expand: string;
  collapse: string;
}) {
  const { t } = useT('cmsLists');
  const { t: tp } = useT('pagedLists');
  return (
    <>
      <template data-cms-template="">
        <li className="doorway__card" data-more-item="">
          <CardBody
            card={{
              title: '-',
              description: '-',
              href: '/',
              src: hideImage ? undefined : '/assets/demo/ceo-our-story.svg',
              alt: '',
            }}
            type={type}
            journey={journey}
            dir={dir}
          />
        </li>
      </template>
      <p className="cms-more__status" role="status" data-cms-status="" hidden />
      <p className="doorway__failed" role="alert" data-doorway-failed="" hidden>
        {t('more.failed')}
      </p>
      <div className="doorway__buttons">
        <button
          type="button"
          className="cm-more__toggle doorway__toggle"
          data-doorway-expand=""
          data-label-loading={t('more.loading')}
          data-label-loaded={t('more.loaded')}
          aria-expanded="false"
          hidden
        >
          {expand}
        </button>
        <button type="button" className="cm-more__toggle doorway__toggle" data-doorway-collapse="" hidden>
          {collapse}
        </button>
      </div>
      <CmsPager page={server.page} pages={server.pages} label={tp('doorway.pager')} />
    </>
  );
}
