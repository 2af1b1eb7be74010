import type { TMyData } from '../../shared/contracts/my-data';
import { el } from '../ui/el';
import type { MyDataContext } from './context';

type Enquiry = TMyData['enquiries'][number];

/** The enquiry's marketing consent: given, withdrawn or none. */
function marketingLine(e: Enquiry, { t, line, date }: MyDataContext): HTMLParagraphElement {
  const mc = e.marketingConsent;
  if (mc.state === 'given') return line('enquiry.marketingGiven', { date: date(mc.at) });
  if (mc.state === 'withdrawn')
    return line(
      'enquiry.marketingWithdrawn',
      { date: date(mc.withdrawnAt) },
      { class: 'my-data__withdrawn' },
    );
  return el('p', {}, t('enquiry.marketingNone'));
}

/** An enquiry of the number: product, reference, when, marketing consent, and whether it was erased or kept. */
export function enquiryItem(e: Enquiry, ctx: MyDataContext): HTMLLIElement {
  const { t, line, date } = ctx;
  return el(
    'li',
    { class: 'my-data__item', 'data-enquiry': e.enquiryId },
    el('h3', {}, e.productName),
    e.reference ? el('p', {}, `${t('enquiry.reference')}: `, el('bdi', { dir: 'ltr' }, e.reference)) : null,
    line('enquiry.made', { date: date(e.createdAt) }),
    marketingLine(e, ctx),
    e.erased ? el('p', { class: 'my-data__note' }, t('enquiry.erased')) : null,
    e.keptForPolicy ? el('p', { class: 'my-data__note' }, t('enquiry.keptForPolicy')) : null,
  );
}
