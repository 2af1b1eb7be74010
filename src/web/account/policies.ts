import { ltrValue } from '../i18n/page-translator';
import { el } from '../ui/el';
import type { AccountContext, Json } from './context';

/** A policy of the signed-in number: plan, insurer and number, period, premium, cover and how to claim. */
export function policyItem(p: Json, { t, sentence, day }: AccountContext): HTMLLIElement {
  const insurer = (p.insurer as Json | undefined)?.name;
  // The cover lines are in the policy's own words (English demo data): each isolated, so Arabic keeps "label: value".
  const cover = ((p.cover as Json[] | undefined) ?? []).map((c) =>
    el('li', {}, el('bdi', {}, `${String(c.label)}: `, ltrValue(String(c.value)))),
  );
  const steps = ((p.howToClaim as string[] | undefined) ?? []).map((s) => el('li', {}, s));
  const period = { start: day(String(p.startDate)), end: day(String(p.endDate)) };
  return el(
    'li',
    { class: 'account__item', 'data-policy': String(p.policyId) },
    el('h3', { class: 'account__title' }, String(p.planName)),
    el('p', {}, `${t('page.insurer')}: ${String(insurer ?? '')}`),
    el('p', { class: 'account__meta' }, ltrValue(String(p.policyNumber))),
    el('p', {}, ...sentence('page.period', period)),
    el('p', {}, t('page.premium', { amount: Number(p.premiumAed ?? 0).toLocaleString('en-US') })),
    cover.length ? el('ul', { class: 'account__cover' }, ...cover) : null,
    el(
      'details',
      { class: 'account__details' },
      el('summary', {}, t('page.howToClaim')),
      el('ol', {}, ...steps),
    ),
  );
}
