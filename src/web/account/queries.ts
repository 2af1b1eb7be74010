import { el } from '../ui/el';
import type { AccountContext, Json } from './context';

type NextEscalation = { level: number; availableAt: string };

/** A query with its type, status and level, and the way to escalate it when the next level is open. */
export function ticketItem(k: Json, ctx: AccountContext): HTMLLIElement {
  const { t } = ctx;
  const next = k.nextEscalation as NextEscalation | null;
  const item = el(
    'li',
    { class: 'account__item', 'data-ticket': String(k.ticketId) },
    el('p', {}, t(`issue.${String(k.issueTypeId)}`)),
    el('p', {}, t(`status.${String(k.status)}`)),
    el('p', {}, t('page.level', { level: Number(k.escLevel ?? 0) })),
  );
  if (!next) return item;
  if (new Date(next.availableAt).getTime() > Date.now()) {
    const when = new Date(next.availableAt).toLocaleString(ctx.lang);
    item.append(el('p', {}, t('page.escalateLater', { level: next.level, when })));
  } else {
    item.append(escalationForm(String(k.ticketId), next, ctx));
  }
  return item;
}

/** The comment and button that ask for the next level; the account is read again once it is done. */
function escalationForm(ticketId: string, next: NextEscalation, ctx: AccountContext): HTMLFormElement {
  const { t } = ctx;
  const form = el('form', { class: 'account__form' });
  const id = `esc-${ticketId}`;
  const comment = el('textarea', { id, name: 'comment', required: '', minlength: '10', maxlength: '1000' });
  const message = el('p', { role: 'status' });
  form.append(
    el('label', { for: id }, t('page.escalateComment')),
    comment,
    el('button', { type: 'submit', class: 'button' }, t('page.escalate', { level: next.level })),
    message,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void ctx
      .call('POST', '/api/escalateTicket', { ticketId, escLevel: next.level, comment: comment.value })
      .then((r) => {
        if (r.ok) return ctx.reload();
        message.textContent = r.message || t('signIn.failed');
      });
  });
  return form;
}
