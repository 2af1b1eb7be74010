import { el } from '../ui/el';
import type { AccountContext, Json } from './context';
import { fieldOf, showError } from './fields';

type NextEscalation = { level: number; availableAt: string };

/**
 * What the levels mean, once above the queries (docs/product/account.md 'Escalating a query'): who has the query
 * at each level, when the next may be asked for, and the regulator after the last.
 */
export function escalationHelp({ t }: AccountContext): HTMLElement {
  return el(
    'div',
    { class: 'account__help', 'data-testid': 'account-escalation-help' },
    el('h3', { class: 'account__title' }, t('page.escalationTitle')),
    el(
      'ul',
      {},
      el('li', {}, t('page.escalationLevel0')),
      el('li', {}, t('page.escalationLevel1')),
      el('li', {}, t('page.escalationLevel2')),
    ),
    el('p', {}, t('page.regulator')),
  );
}

/** A query with its type, status and level (who has it), and the way to escalate it when the next level is open. */
export function ticketItem(k: Json, ctx: AccountContext): HTMLLIElement {
  const { t, sentence, day } = ctx;
  const next = k.nextEscalation as NextEscalation | null;
  const status = String(k.status);
  const level = Number(k.escLevel ?? 0);
  const item = el(
    'li',
    { class: 'account__item', 'data-ticket': String(k.ticketId) },
    el(
      'div',
      { class: 'account__row' },
      el('h3', { class: 'account__title' }, t(`issue.${String(k.issueTypeId)}`)),
      el('span', { class: 'account__status', 'data-status': status }, t(`status.${status}`)),
    ),
    el(
      'p',
      { class: 'account__meta' },
      ...sentence('page.raisedOn', { date: day(String(k.createdAt ?? '')) }),
    ),
    el('p', { class: 'account__level' }, t('page.levelWith', { level, who: t(`levelWho.${level}`) })),
  );
  if (!next) return item;
  if (new Date(next.availableAt).getTime() > Date.now()) {
    const when = new Date(next.availableAt).toLocaleString(ctx.lang);
    item.append(el('p', { class: 'account__meta' }, t('page.escalateLater', { level: next.level, when })));
  } else {
    item.append(escalationForm(String(k.ticketId), next, ctx));
  }
  return item;
}

/** The comment and button that ask for the next level; the account is read again once it is done. */
function escalationForm(ticketId: string, next: NextEscalation, ctx: AccountContext): HTMLFormElement {
  const { t } = ctx;
  const form = el('form', { class: 'account__form account__form--inline', novalidate: '' });
  const comment = fieldOf('textarea', `esc-${ticketId}`, 'comment', {
    label: t('page.escalateComment'),
    hint: t('page.escalateHint', { who: t(`levelWho.${next.level}`) }),
    required: true,
  });
  comment.control.setAttribute('rows', '3');
  comment.control.setAttribute('maxlength', '1000');
  const failure = el('p', { class: 'jf__error account__failure', role: 'alert' });
  const submit = el('button', { type: 'submit', class: 'button' }, t('page.escalate', { level: next.level }));
  form.append(comment.field, submit, failure);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    failure.textContent = '';
    const text = comment.control.value.trim();
    if (text.length < 10) return showError(comment, t('errors.textShort'));
    showError(comment, '');
    submit.disabled = true;
    void ctx
      .call('POST', '/api/escalateTicket', { ticketId, escLevel: next.level, comment: text })
      .then((r) => {
        submit.disabled = false;
        if (r.ok) return ctx.reload();
        failure.textContent = r.message || t('signIn.failed');
      });
  });
  return form;
}
