import type { TMyData } from '../../shared/contracts/my-data';
import { el } from '../ui/el';
import type { MyDataContext } from './context';

type Lead = TMyData['leads'][number];

/** Who received a contact request and when (or why it was not sent). */
function deliveryLine(l: Lead, { line, date }: MyDataContext): HTMLParagraphElement | null {
  const d = l.delivery;
  if (!d) return null;
  const receiver = d.receiver;
  const attrs = { class: 'my-data__delivery' };
  if (d.state === 'delivered') return line('lead.sentTo', { receiver, date: date(d.deliveredAt) }, attrs);
  if (d.state === 'withdrawn') return line('lead.notSent', { receiver }, attrs);
  if (d.state === 'dead') return line('lead.failed', { receiver }, attrs);
  if (d.state === 'suppressed') return line('lead.suppressed', { receiver }, attrs);
  return line('lead.waiting', { receiver }, attrs);
}

/** A contact request the number made: product and source, plan, consent, call window, channel and delivery. */
export function leadItem(l: Lead, ctx: MyDataContext): HTMLLIElement {
  const { t, line, date } = ctx;
  return el(
    'li',
    {
      class: 'my-data__item',
      'data-lead': l.leadId,
      'data-state': l.withdrawn ? 'withdrawn' : 'active',
      'data-delivery': l.delivery?.state ?? '',
      'data-erased': String(l.erased),
    },
    el('h3', {}, `${l.productName} · ${t(`source.${l.source}`)}`),
    line('lead.made', { date: date(l.createdAt) }),
    l.planName ? line('lead.plan', { plan: l.planName }) : null,
    l.providerName ? line('lead.provider', { provider: l.providerName }) : null,
    line('lead.consent', { date: date(l.consent.at), version: l.consent.version ?? '—' }),
    line('lead.window', { from: l.callWindow.from, to: l.callWindow.to }),
    el('p', {}, t('lead.channel', { channel: t(`channel.${l.channel}`) })),
    l.withdrawn
      ? line('lead.withdrawn', { date: date(l.withdrawn.at) }, { class: 'my-data__withdrawn' })
      : null,
    deliveryLine(l, ctx),
    l.erased ? el('p', { class: 'my-data__note' }, t('lead.erased')) : null,
  );
}
