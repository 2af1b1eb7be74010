import { localizedPath } from '../../shared/domain/locales';
import { productPath } from '../../shared/domain/products';
import { ltrValue } from '../i18n/page-translator';
import { el } from '../ui/el';
import type { AccountContext, Json } from './context';

/**
 * Where an enquiry's results are (docs/product/enquiries.md): the product's quotes page for it, where the journey
 * sent the visitor (on another device that page asks for the number's code first); an unfinished one resumes on
 * the product's page.
 */
function enquiryHref(e: Json, lang: AccountContext['lang']): string {
  const path = productPath(Number(e.productId));
  const query = `?enquiryId=${encodeURIComponent(String(e.enquiryId))}`;
  return e.status === 'draft'
    ? `${localizedPath(`${path}/`, lang)}${query}`
    : `${localizedPath(`${path}/quotes/`, lang)}${query}`;
}

/** An enquiry of the signed-in number: product, reference, status, the day, and the link to its results. */
export function enquiryItem(e: Json, ctx: AccountContext): HTMLLIElement {
  const { t, sentence, day } = ctx;
  const status = String(e.status);
  const reference = e.reference ? String(e.reference) : null;
  return el(
    'li',
    { class: 'account__item', 'data-enquiry': String(e.enquiryId) },
    el(
      'div',
      { class: 'account__row' },
      el('h3', { class: 'account__title' }, t(`products.${Number(e.productId)}`)),
      el('span', { class: 'account__status', 'data-status': status }, t(`status.${status}`)),
    ),
    reference ? el('p', { class: 'account__meta' }, `${t('page.reference')}: `, ltrValue(reference)) : null,
    el('p', { class: 'account__meta' }, ...sentence('page.started', { date: day(String(e.createdAt)) })),
    el(
      'a',
      { class: 'button button--outline account__link', href: enquiryHref(e, ctx.lang) },
      t(status === 'draft' ? 'page.continueEnquiry' : 'page.seeResults'),
    ),
  );
}

/** A plan the number asked about (a lead): the provider and the day. */
export function leadItem(l: Json, { t, day }: AccountContext): HTMLLIElement {
  return el(
    'li',
    { class: 'account__item' },
    el('h3', { class: 'account__title' }, String(l.providerName ?? t(`products.${Number(l.productId)}`))),
    el('p', { class: 'account__meta' }, el('bdi', {}, day(String(l.createdAt ?? '')))),
  );
}
