/**
 * The account page's browser side (decision 0031): a plain module (no React) that reads GET /api/account with the
 * session cookie and shows the visitor's policies (with how to claim), enquiries, plans asked about and queries;
 * raises a query and escalates one; signs out everywhere. Each section is its own small module beside this one
 * (policies, enquiries, queries, raise-query). Text only through textContent (never HTML). The strings come from
 * the page (the `account` catalogue in the page language).
 */

import type { Catalogue } from '../../shared/i18n/translator';
import { langOf, pageTranslator } from '../i18n/page-translator';
import { apiPost } from '../session/request';
import { el } from '../ui/el';
import { accountCall, ltr, section, type AccountContext, type Json } from './context';
import { enquiryItem, leadItem } from './enquiries';
import { policyItem } from './policies';
import { ticketItem } from './queries';
import { raiseQueryForm } from './raise-query';

export async function mountAccount(root: HTMLElement): Promise<void> {
  const lang = langOf(root.dataset.lang);
  const script = root.querySelector<HTMLScriptElement>('script[data-json="account-strings"]');
  const strings = script?.textContent ? (JSON.parse(script.textContent) as Catalogue) : {};
  const t = pageTranslator(lang, strings);
  const body = root.querySelector<HTMLElement>('[data-account-body]');
  if (!body) return;
  const call = accountCall(lang);

  const load = async () => {
    const res = await call('GET', '/api/account');
    if (res.status === 401) return body.replaceChildren(...signedOut(strings, t));
    if (!res.ok) return body.replaceChildren(el('p', { role: 'alert' }, t('signIn.failed')));
    body.replaceChildren(...overview(res.data ?? {}, ctx));
  };
  const ctx: AccountContext = { lang, t, call, reload: load };
  await load();
}

/** Signed out: the text and the button that opens the sign-in modal, which comes back to this page. */
function signedOut(strings: Catalogue, t: AccountContext['t']): Node[] {
  const button = el('button', {
    type: 'button',
    class: 'button',
    'aria-haspopup': 'dialog',
    'data-testid': 'account-sign-in',
  });
  button.textContent = t('signIn.title');
  // The modal reads its texts from its opener (as the header's button gives them).
  button.dataset.strings = JSON.stringify(strings.signIn ?? {});
  // After sign-in the modal returns here, in this page's language (not the English '/account/').
  button.dataset.accountHref = window.location.pathname;
  button.addEventListener('click', () => {
    void import('./sign-in-modal').then((m) => m.openSignIn(button));
  });
  return [el('p', {}, t('page.signedOut')), button];
}

/** Signed in: the number, sign-out, then each section of the account. */
function overview(d: Json, ctx: AccountContext): Node[] {
  const { t } = ctx;
  const policies = (d.policies as Json[] | undefined) ?? [];
  const enquiries = (d.enquiries as Json[] | undefined) ?? [];
  const leads = (d.leads as Json[] | undefined) ?? [];
  const tickets = (d.tickets as Json[] | undefined) ?? [];

  const signOut = el('button', { type: 'button', class: 'button button--outline' }, t('page.signOut'));
  signOut.addEventListener('click', () => {
    // The one request helper: a JSON body and the device token, which sign-out requires (decision 0031).
    void apiPost('/api/auth/signout', {}, { headers: { 'accept-language': ctx.lang } }).then(() =>
      window.location.reload(),
    );
  });

  return [
    el(
      'p',
      {},
      t('page.signedInAs', { mobile: '\u0000' }).split('\u0000')[0] ?? '',
      ltr(String(d.maskedMobile ?? '')),
    ),
    signOut,
    section(
      t('page.policies'),
      'account-policies',
      policies.map((p) => policyItem(p, t)),
      t('page.noPolicies'),
    ),
    section(
      t('page.enquiries'),
      'account-enquiries',
      enquiries.map((e) => enquiryItem(e, t)),
      t('page.noEnquiries'),
    ),
    section(t('page.leads'), 'account-leads', leads.map(leadItem), t('page.noLeads')),
    section(
      t('page.queries'),
      'account-queries',
      tickets.map((k) => ticketItem(k, ctx)),
      t('page.noQueries'),
    ),
    raiseQueryForm(policies, ctx),
    el('p', { class: 'account__note' }, t('page.regulator')),
  ];
}
