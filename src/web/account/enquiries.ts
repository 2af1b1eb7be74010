import type { TFunction } from '../../shared/i18n/translator';
import { el } from '../ui/el';
import { ltr, type Json } from './context';

/** An enquiry of the signed-in number: its reference and status. */
export function enquiryItem(e: Json, t: TFunction): HTMLLIElement {
  return el(
    'li',
    { class: 'account__item' },
    ltr(String(e.reference ?? e.enquiryId)),
    ` · ${t(`status.${String(e.status)}`)}`,
  );
}

/** A plan the number asked about (a lead): the provider and the day. */
export function leadItem(l: Json): HTMLLIElement {
  return el(
    'li',
    { class: 'account__item' },
    String(l.providerName ?? ''),
    ` · ${String(l.createdAt ?? '').slice(0, 10)}`,
  );
}
