/**
 * The page's writes (decision 0033; lift: decision 0044): withdraw consent, delete data and lift the "stop all
 * contact" block, each after a confirmation in the site's one dialog and sent once with an idempotency key.
 */
import type { TDeleteCounts, TMyData, TWithdrawCounts } from '../../shared/contracts/my-data';
import { sendIdempotent, submissionKeys } from '../session/idempotency';
import { createDialog } from '../ui/dialog/dialog';
import { el } from '../ui/el';
import type { MyDataContext } from './context';

type Action = 'withdraw' | 'delete' | 'lift';

/** What an action needs from the page: the shared message, a reload, and the signed-out view. */
export type ActionHost = {
  ctx: MyDataContext;
  /** Kept across reloads of the data: the success message of the last action. */
  message: HTMLElement;
  reload: () => Promise<void>;
  signedOut: () => void;
};

const keys = submissionKeys();

/** The confirmation (the site's one dialog over a native <dialog>); resolves true when confirmed. */
function confirmDialog(kind: Action, opener: HTMLElement, { t }: MyDataContext): Promise<boolean> {
  return new Promise((resolve) => {
    const titleId = `my-data-${kind}-title`;
    const ok = el(
      'button',
      {
        type: 'button',
        class: `button${kind === 'delete' ? ' button--danger' : ''}`,
        'data-testid': 'my-data-confirm',
      },
      t(`${kind}.confirm`),
    );
    const cancel = el(
      'button',
      { type: 'button', class: 'button button--outline', 'data-testid': 'my-data-cancel' },
      t(`${kind}.cancel`),
    );
    const d = el(
      'dialog',
      { class: 'dialog my-data__dialog', 'aria-labelledby': titleId, 'data-testid': 'my-data-dialog' },
      el('h2', { id: titleId, class: 'dialog__title' }, t(`${kind}.title`)),
      el('p', {}, t(`${kind}.body`)),
      el('div', { class: 'my-data__dialog-actions' }, ok, cancel),
    );
    document.body.append(d);
    let answer = false;
    const c = createDialog(d, {
      labelledBy: titleId,
      returnFocus: opener,
      onClose: () => {
        c.destroy();
        d.remove();
        resolve(answer);
      },
    });
    ok.addEventListener('click', () => {
      answer = true;
      c.close();
    });
    cancel.addEventListener('click', () => c.close());
    c.open();
    cancel.focus();
  });
}

/** What the message says after an action the server confirmed. */
function doneText(
  t: MyDataContext['t'],
  data: { withdrawn?: TWithdrawCounts; deleted?: TDeleteCounts },
): string {
  const w = data.withdrawn;
  const del = data.deleted;
  if (del)
    return t('delete.done', {
      leads: del.leadsErased,
      enquiries: del.enquiriesErased,
      kept: del.leadsKept + del.enquiriesKept,
    });
  if (w) return t('withdraw.done', { leads: w.leadsWithdrawn, enquiries: w.enquiriesWithdrawn });
  return t('lift.done');
}

async function act(kind: Action, button: HTMLButtonElement, host: ActionHost): Promise<void> {
  const { ctx, message } = host;
  if (!(await confirmDialog(kind, button, ctx))) return;
  button.disabled = true;
  message.textContent = '';
  // One key per confirmed action; a retry after an answer the server did not keep re-sends it.
  const r = await sendIdempotent<{ withdrawn?: TWithdrawCounts; deleted?: TDeleteCounts }>(
    keys,
    'POST',
    `/api/my_data/${kind}`,
    { confirm: true },
    { headers: { 'accept-language': ctx.lang } },
  );
  button.disabled = false;
  if (!r.ok) {
    if (r.status === 401) return host.signedOut();
    message.textContent = r.message || ctx.t('page.failed');
    return;
  }
  await host.reload();
  message.textContent = doneText(ctx.t, r.data);
  message.focus();
}

/** A button that opens an action's confirmation. */
function actionButton(kind: Action, className: string, host: ActionHost): HTMLButtonElement {
  const button = el(
    'button',
    { type: 'button', class: className, 'aria-haspopup': 'dialog', 'data-testid': `my-data-${kind}` },
    host.ctx.t(`${kind}.button`),
  );
  button.addEventListener('click', () => void act(kind, button, host));
  return button;
}

/** Withdraw consent and delete data, side by side. */
export function actionButtons(host: ActionHost): HTMLElement {
  return el(
    'div',
    { class: 'my-data__actions' },
    actionButton('withdraw', 'button', host),
    actionButton('delete', 'button button--outline', host),
  );
}

/**
 * Decision 0044: the suppression ("stop all contact") left, with the way to lift it (this session proved the number),
 * or when it was lifted; null when the number never asked for it.
 */
export function suppressionBlock(s: TMyData['suppression'], host: ActionHost): HTMLElement | null {
  const { sentence, date } = host.ctx;
  if (!s) return null;
  if (s.liftedAt === null)
    return el(
      'div',
      { class: 'my-data__suppression', 'data-testid': 'my-data-suppression', 'data-state': 'active' },
      ...sentence('suppression.active', { date: date(s.since) }),
      el('div', { class: 'my-data__actions' }, actionButton('lift', 'button', host)),
    );
  return el(
    'p',
    { class: 'my-data__suppression', 'data-testid': 'my-data-suppression', 'data-state': 'lifted' },
    ...sentence('suppression.lifted', { date: date(s.since), lifted: date(s.liftedAt) }),
  );
}
