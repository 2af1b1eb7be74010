/**
 * "Who has my number" in the browser (decision 0033): a plain module (no React) that reads GET
 * /api/my_data with the session cookie and lists the number's contact requests (who received them and when),
 * enquiries, consents and the recorded actions; withdraws consent or deletes data, each after a confirmation in
 * the site's dialog. Signed out, it offers the sign-in modal, which comes back here. Text only through
 * textContent (never HTML). The strings come from the page (the `myData` catalogue in the page language).
 */
import type { TDeleteCounts, TMyData, TWithdrawCounts } from '../../shared/contracts/my-data';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/contracts/account-constants';
import type { Catalogue } from '../../shared/i18n/translator';
import { langOf, pageTranslator } from '../i18n/page-translator';
import { sendIdempotent, submissionKeys } from '../session/idempotency';
import { apiGet } from '../session/request';
import { createDialog } from '../ui/dialog/dialog';
import { el } from '../ui/el';

type Strings = Record<string, unknown>;
type Lead = TMyData['leads'][number];
type Enquiry = TMyData['enquiries'][number];

/** The catalogue's text for a key, placeholders kept (sentence() fills them with isolated values). */
function lookup(strings: Strings, key: string): string {
  let node: unknown = strings;
  for (const part of key.split('.')) node = (node as Strings | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** Latin digits in every language (numbers and dates stay readable and isolated in right-to-left text). */
const LOCALE: Record<string, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
  ml: 'ml-IN-u-nu-latn',
};

/**
 * A translated sentence with its {{placeholders}} filled by isolated (`<bdi>`) values: dates, times, numbers and
 * ids keep their order inside Arabic text.
 */
function sentence(template: string, values: Record<string, string>): (Node | string)[] {
  const out: (Node | string)[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{\{(\w+)\}\}/g)) {
    out.push(template.slice(last, m.index));
    const v = values[m[1] ?? ''] ?? '';
    // <bdi> is dir=auto: an Arabic-formatted date reads right to left, times, ids and masked numbers left to right.
    out.push(el('bdi', {}, v));
    last = (m.index ?? 0) + m[0].length;
  }
  out.push(template.slice(last));
  return out;
}

const keys = submissionKeys();

/** The page's writes, each behind a confirmation (lift: decision 0044). */
type Action = 'withdraw' | 'delete' | 'lift';

export async function mountMyData(root: HTMLElement): Promise<void> {
  const lang = langOf(root.dataset.lang);
  const script = root.querySelector<HTMLScriptElement>('script[data-json="my-data-strings"]');
  const strings = script?.textContent ? (JSON.parse(script.textContent) as Strings) : {};
  const t = pageTranslator(lang, strings as Catalogue);
  const raw = (key: string) => lookup(strings, key);
  const body = root.querySelector<HTMLElement>('[data-my-data-body]');
  if (!body) return;
  const fmt = new Intl.DateTimeFormat(LOCALE[lang] ?? 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  const date = (iso: string | null | undefined) => (iso ? fmt.format(new Date(iso)) : '');
  const line = (key: string, values: Record<string, string>, attrs: Record<string, string> = {}) =>
    el('p', attrs, ...sentence(raw(key), values));

  // Kept across reloads of the data: the success message of the last action.
  const message = el('p', { class: 'my-data__message', role: 'status', 'data-testid': 'my-data-message' });

  const signedOut = () => {
    const button = el('button', {
      type: 'button',
      class: 'button',
      'aria-haspopup': 'dialog',
      'data-testid': 'my-data-sign-in',
    });
    button.textContent = t('page.signIn');
    // The modal reads its texts and where to go afterwards from its opener: back to this page.
    button.dataset.strings = JSON.stringify(strings.signIn ?? {});
    button.dataset.accountHref = root.dataset.href ?? '/my-data/';
    button.addEventListener('click', () => {
      void import('../account/sign-in-modal').then((m) => m.openSignIn(button));
    });
    body.replaceChildren(el('p', {}, t('page.signedOut')), button);
  };

  const load = async (): Promise<void> => {
    // Without the readable sign-in hint (decision 0031) there is no session: no request is needed.
    if (!document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`)))
      return signedOut();
    const res = await apiGet<TMyData>('/api/my_data', {
      headers: { 'accept-language': lang },
      // Signed out is an ordinary answer here, not an error to record.
      quietStatuses: [401],
    });
    if (res.status === 401) return signedOut();
    if (!res.ok) {
      body.replaceChildren(el('p', { role: 'alert' }, t('page.failed')));
      return;
    }
    render(res.data);
  };

  const section = (title: string, testid: string, items: Node[], empty: string) =>
    el(
      'section',
      { class: 'my-data__section', 'data-testid': testid },
      el('h2', {}, title),
      items.length ? el('ul', { class: 'my-data__list' }, ...items) : el('p', {}, empty),
    );

  const deliveryLine = (l: Lead) => {
    const d = l.delivery;
    if (!d) return null;
    const receiver = d.receiver;
    if (d.state === 'delivered')
      return line('lead.sentTo', { receiver, date: date(d.deliveredAt) }, { class: 'my-data__delivery' });
    if (d.state === 'withdrawn') return line('lead.notSent', { receiver }, { class: 'my-data__delivery' });
    if (d.state === 'dead') return line('lead.failed', { receiver }, { class: 'my-data__delivery' });
    if (d.state === 'suppressed')
      return line('lead.suppressed', { receiver }, { class: 'my-data__delivery' });
    return line('lead.waiting', { receiver }, { class: 'my-data__delivery' });
  };

  const leadItem = (l: Lead) =>
    el(
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
      deliveryLine(l),
      l.erased ? el('p', { class: 'my-data__note' }, t('lead.erased')) : null,
    );

  const enquiryItem = (e: Enquiry) => {
    const mc = e.marketingConsent;
    return el(
      'li',
      { class: 'my-data__item', 'data-enquiry': e.enquiryId },
      el('h3', {}, e.productName),
      e.reference ? el('p', {}, `${t('enquiry.reference')}: `, el('bdi', { dir: 'ltr' }, e.reference)) : null,
      line('enquiry.made', { date: date(e.createdAt) }),
      mc.state === 'given'
        ? line('enquiry.marketingGiven', { date: date(mc.at) })
        : mc.state === 'withdrawn'
          ? line(
              'enquiry.marketingWithdrawn',
              { date: date(mc.withdrawnAt) },
              { class: 'my-data__withdrawn' },
            )
          : el('p', {}, t('enquiry.marketingNone')),
      e.erased ? el('p', { class: 'my-data__note' }, t('enquiry.erased')) : null,
      e.keptForPolicy ? el('p', { class: 'my-data__note' }, t('enquiry.keptForPolicy')) : null,
    );
  };

  const consentItem = (c: TMyData['consents'][number]) =>
    el(
      'li',
      { class: 'my-data__item', 'data-consent': c.kind },
      el('p', {}, t(`consent.${c.kind}`, { product: c.productName })),
      c.withdrawnAt
        ? line('consent.withdrawn', { date: date(c.withdrawnAt) }, { class: 'my-data__withdrawn' })
        : line('consent.active', { date: date(c.givenAt) }),
    );

  const num = (v: unknown) => String(typeof v === 'number' ? v : 0);
  const actionItem = (a: TMyData['actions'][number]) => {
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
  };

  /** The confirmation (the site's one dialog over a native <dialog>); resolves true when confirmed. */
  const confirmDialog = (kind: Action, opener: HTMLElement): Promise<boolean> =>
    new Promise((resolve) => {
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

  const act = async (kind: Action, button: HTMLButtonElement) => {
    if (!(await confirmDialog(kind, button))) return;
    button.disabled = true;
    message.textContent = '';
    const url = `/api/my_data/${kind}`;
    const payload = { confirm: true };
    // One key per confirmed action; a retry after an answer the server did not keep re-sends it.
    const r = await sendIdempotent<{ withdrawn?: TWithdrawCounts; deleted?: TDeleteCounts }>(
      keys,
      'POST',
      url,
      payload,
      { headers: { 'accept-language': lang } },
    );
    button.disabled = false;
    if (!r.ok) {
      if (r.status === 401) return signedOut();
      message.textContent = r.message || t('page.failed');
      return;
    }
    await load();
    const w = r.data.withdrawn;
    const del = r.data.deleted;
    message.textContent = del
      ? t('delete.done', {
          leads: del.leadsErased,
          enquiries: del.enquiriesErased,
          kept: del.leadsKept + del.enquiriesKept,
        })
      : w
        ? t('withdraw.done', { leads: w.leadsWithdrawn, enquiries: w.enquiriesWithdrawn })
        : t('lift.done');
    message.focus();
  };

  const render = (d: TMyData) => {
    const withdraw = el(
      'button',
      { type: 'button', class: 'button', 'aria-haspopup': 'dialog', 'data-testid': 'my-data-withdraw' },
      t('withdraw.button'),
    );
    const remove = el(
      'button',
      {
        type: 'button',
        class: 'button button--outline',
        'aria-haspopup': 'dialog',
        'data-testid': 'my-data-delete',
      },
      t('delete.button'),
    );
    withdraw.addEventListener('click', () => void act('withdraw', withdraw));
    // Decision 0044: the suppression "stop all contact" left, and the way to lift it (this session proved the number).
    const s = d.suppression;
    let suppression: HTMLElement | null = null;
    if (s && s.liftedAt === null) {
      const lift = el(
        'button',
        { type: 'button', class: 'button', 'aria-haspopup': 'dialog', 'data-testid': 'my-data-lift' },
        t('lift.button'),
      );
      lift.addEventListener('click', () => void act('lift', lift));
      suppression = el(
        'div',
        { class: 'my-data__suppression', 'data-testid': 'my-data-suppression', 'data-state': 'active' },
        ...sentence(raw('suppression.active'), { date: date(s.since) }),
        el('div', { class: 'my-data__actions' }, lift),
      );
    } else if (s) {
      suppression = el(
        'p',
        { class: 'my-data__suppression', 'data-testid': 'my-data-suppression', 'data-state': 'lifted' },
        ...sentence(raw('suppression.lifted'), { date: date(s.since), lifted: date(s.liftedAt) }),
      );
    }
    remove.addEventListener('click', () => void act('delete', remove));
    message.tabIndex = -1;
    body.replaceChildren(
      line('page.signedInAs', { mobile: d.maskedMobile }, { 'data-testid': 'my-data-number' }),
      ...(suppression ? [suppression] : []),
      el('div', { class: 'my-data__actions' }, withdraw, remove),
      message,
      section(t('sections.leads'), 'my-data-leads', d.leads.map(leadItem), t('sections.noLeads')),
      section(
        t('sections.enquiries'),
        'my-data-enquiries',
        d.enquiries.map(enquiryItem),
        t('sections.noEnquiries'),
      ),
      section(
        t('sections.consents'),
        'my-data-consents',
        d.consents.map(consentItem),
        t('sections.noConsents'),
      ),
      section(t('sections.history'), 'my-data-history', d.actions.map(actionItem), t('sections.noHistory')),
    );
  };

  await load();
}
