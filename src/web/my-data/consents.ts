import type { TMyData } from '../../shared/contracts/my-data';
import { el } from '../ui/el';
import type { MyDataContext } from './context';

/** A consent the number gave: what for, and since when (or when it was withdrawn). */
export function consentItem(c: TMyData['consents'][number], { t, line, date }: MyDataContext): HTMLLIElement {
  return el(
    'li',
    { class: 'my-data__item', 'data-consent': c.kind },
    el('p', {}, t(`consent.${c.kind}`, { product: c.productName })),
    c.withdrawnAt
      ? line('consent.withdrawn', { date: date(c.withdrawnAt) }, { class: 'my-data__withdrawn' })
      : line('consent.active', { date: date(c.givenAt) }),
  );
}

const num = (v: unknown) => String(typeof v === 'number' ? v : 0);

/** A recorded action on the number's data (withdraw, delete, lift), with what it changed. */
export function actionItem(a: TMyData['actions'][number], { t, date }: MyDataContext): HTMLLIElement {
  const d = a.detail;
  const detail =
    a.action === 'withdraw'
      ? t('action.withdrawDetail', { leads: num(d.leadsWithdrawn), enquiries: num(d.enquiriesWithdrawn) })
      : a.action === 'delete'
        ? t('action.deleteDetail', { leads: num(d.leadsErased), enquiries: num(d.enquiriesErased) })
        : '';
  return el(
    'li',
    { class: 'my-data__event', 'data-action': a.action },
    el('bdi', { class: 'my-data__when' }, date(a.at)),
    ` ${t(`action.${a.action}`)}`,
    detail ? ` (${detail})` : '',
  );
}
