import type { TFunction } from '../../shared/i18n/translator';
import { el } from '../ui/el';
import { ltr, type Json } from './context';

/** A policy of the signed-in number: plan, insurer and number, period, premium, cover and how to claim. */
export function policyItem(p: Json, t: TFunction): HTMLLIElement {
  const insurer = (p.insurer as Json | undefined)?.name;
  const cover = ((p.cover as Json[] | undefined) ?? []).map((c) =>
    el('li', {}, `${String(c.label)}: `, ltr(String(c.value))),
  );
  const steps = ((p.howToClaim as string[] | undefined) ?? []).map((s) => el('li', {}, s));
  return el(
    'li',
    { class: 'account__item', 'data-policy': String(p.policyId) },
    el('h3', {}, String(p.planName)),
    el('p', {}, `${t('page.insurer')}: ${String(insurer ?? '')} · `, ltr(String(p.policyNumber))),
    el('p', {}, t('page.period', { start: String(p.startDate), end: String(p.endDate) })),
    el('p', {}, t('page.premium', { amount: Number(p.premiumAed ?? 0).toLocaleString('en-US') })),
    cover.length ? el('ul', {}, ...cover) : null,
    el('details', {}, el('summary', {}, t('page.howToClaim')), el('ol', {}, ...steps)),
  );
}
