import type { ReactNode } from 'react';
import type { TCmsListData } from '../../../shared/contracts/block-data';
import type { TCmsPageItem } from '../../../shared/contracts/cms';
import { useT } from '../../i18n/use-t';
import { MaybeWidget } from '../editorial-common/common';

/** A `?page=N` address of the list (page 1 is the address without it). */
const pageHref = (n: number): string => (n <= 1 ? '?' : `?page=${n}`);

/**
 * 'Page N of M' with plain links to the previous and next `?page=` (decisions 0100, 0107): every item of a
 * server-paged list is reachable without JavaScript. `data-cms-next` marks the link the `cms-more` widget removes
 * once its button appends the next items instead.
 */
export function CmsPager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const { t } = useT('cms');
  if (pages <= 1) return null;
  return (
    <nav className="cms-pager" aria-label={label}>
      {page > 1 ? (
        <a className="cms-pager__link" href={pageHref(page - 1)} rel="prev">
          {t('pager.previous')}
        </a>
      ) : null}
      <span className="cms-pager__where">{t('pager.pageOf', { page, pages })}</span>
      {page < pages ? (
        <a className="cms-pager__link" href={pageHref(page + 1)} rel="next" data-cms-next="">
          {t('pager.next')}
        </a>
      ) : null}
    </nav>
  );
}

/** A stand-in item the `<template>` is rendered from (the widget fills each clone with a real one). */
const TEMPLATE_ITEM: TCmsPageItem = {
  refUrl: '/',
  url: '/',
  title: '-',
  description: '-',
  pageImageUrl: '/assets/demo/ceo-our-story.svg',
  pageImageAltText: '',
  updatedOn: '2000-01-01',
  createdOn: '2000-01-01',
  pageViews: 0,
  pageTag: [],
  productId: 17,
  pageTypeId: 2,
};

/**
 * A list paged by the server (decision 0107), the reusable part of the CEO blog's (decision 0100): the items of
 * this `?page=`, each drawn by `renderItem` inside an `<li>`, a `<template>` drawn the same way for the items
 * 'Load More' appends (one markup), the status line, the button (rendered hidden; the `cms-more` widget shows it
 * while the total exceeds what is shown, asks GET /api/page_data for `step` more from the number shown, and on a
 * failure keeps what is shown and says so) and the pager links for visitors without JavaScript. The widget fills a
 * clone's image, `<time>`, title (`[data-cms-title]`, its link when it holds one), text (`[data-cms-text]`) and
 * links (`a[data-cms-link]`).
 */
export function ServerPagedList({
  data,
  step,
  lang,
  className,
  listClassName,
  itemClassName,
  heading,
  renderItem,
  labels,
}: {
  data: NonNullable<TCmsListData>;
  step: number;
  lang: string;
  className: string;
  listClassName: string;
  itemClassName?: string;
  heading?: ReactNode;
  renderItem: (item: TCmsPageItem) => ReactNode;
  labels: { more: string; loading: string; loaded: string; failed: string; empty: string; pager: string };
}) {
  const loaded = data.skip + data.items.length;
  return (
    <MaybeWidget
      name="cms-more"
      enabled={loaded < data.totalCount}
      tag="div"
      props={{
        className,
        'data-cms-query': data.query,
        'data-cms-loaded': loaded,
        'data-cms-total': data.totalCount,
        'data-cms-step': step,
        'data-cms-lang': lang,
      }}
    >
      {heading}
      {data.items.length > 0 ? (
        <ul className={listClassName} role="list" data-cms-list="">
          {data.items.map((item) => (
            <li key={item.refUrl} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cms-more__empty">{labels.empty}</p>
      )}
      <template data-cms-template="">
        <li className={itemClassName}>{renderItem(TEMPLATE_ITEM)}</li>
      </template>
      <p className="cms-more__status" role="status" data-cms-status="" hidden />
      <button
        type="button"
        className="ed-more"
        data-cms-button=""
        data-label-loading={labels.loading}
        data-label-loaded={labels.loaded}
        data-label-failed={labels.failed}
        hidden
      >
        {labels.more}
      </button>
      <CmsPager page={data.page} pages={data.pages} label={labels.pager} />
    </MaybeWidget>
  );
}
