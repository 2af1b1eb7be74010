/**
 * The account page's browser side (decision 0031): a plain module (no React) that reads GET /api/account with the
 * session cookie and shows the visitor's policies (with how to claim), enquiries (with the link to their results),
 * plans asked about and queries (with what escalation means); raises a query and escalates one; signs out
 * everywhere. Each section is its own small module beside this one (policies, enquiries, queries, raise-query);
 * the layout is account.css (decision 0061). Text only through textContent (never HTML). The strings come from the
 * page (the `account` catalogue in the page language).
 */

import type { TAccountPolicy } from '../../shared/contracts/account';
import type { Catalogue } from '../../shared/i18n/translator';
import { langOf, ltrValue, pageTranslator } from '../i18n/page-translator';
import { apiPost } from '../session/request';
import { el } from '../ui/el';
import { accountContext, section, type AccountContext, type Json } from './context';
import { enquiryItem, leadItem } from './enquiries';
import { policyItem } from './policies';
import { escalationHelp, ticketItem } from './queries';
import { raiseQueryForm } from './raise-query';

export async function mountAccount(root: HTMLElement): Promise<void> {
  const lang = langOf(root.dataset.lang);
  const script = root.querySelector<HTMLScriptElement>('script[data-json="account-strings"]');
  const strings = script?.textContent ? (JSON.parse(script.textContent) as Catalogue) : {};
  const t = pageTranslator(lang, strings);
  const body = root.querySelector<HTMLElement>('[data-account-body]');
  if (!body) return;

  const load = async () => {
    const res = await ctx.call('GET', '/api/account');
    if (res.status === 401) return body.replaceChildren(...signedOut(strings, t));
    if (!res.ok) return body.replaceChildren(el('p', { role: 'alert' }, t('signIn.failed')));
    body.replaceChildren(...overview(res.data ?? {}, ctx));
  };
  const ctx: AccountContext = accountContext(lang, t, strings, load);
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

/** The number (isolated left to right: a masked number has no strong character) and sign-out. */
function who(d: Json, ctx: AccountContext): HTMLElement {
  const signOut = el('button', { type: 'button', class: 'button button--outline' }, ctx.t('page.signOut'));
  signOut.addEventListener('click', () => {
    // The one request helper: a JSON body and the device token, which sign-out requires (decision 0031).
    void apiPost('/api/auth/signout', {}, { headers: { 'accept-language': ctx.lang } }).then(() =>
      window.location.reload(),
    );
  });
  const mobile = ltrValue(String(d.maskedMobile ?? ''));
  return el(
    'div',
    { class: 'account__who' },
    el('p', { 'data-testid': 'account-number' }, ...ctx.sentence('page.signedInAs', { mobile })),
    signOut,
  );
}

/** Signed in: the number, sign-out, then each section of the account. */
function overview(d: Json, ctx: AccountContext): Node[] {
  const { t } = ctx;
  const list = (key: string) => (d[key] as Json[] | undefined) ?? [];
  const policies = list('policies');
  return [
    who(d, ctx),
    section(
      t('page.policies'),
      'account-policies',
      policies.map((p) => policyItem(p as unknown as TAccountPolicy, ctx)),
      t('page.noPolicies'),
    ),
    section(
      t('page.enquiries'),
      'account-enquiries',
      list('enquiries').map((e) => enquiryItem(e, ctx)),
      t('page.noEnquiries'),
    ),
    section(
      t('page.leads'),
      'account-leads',
      list('leads').map((l) => leadItem(l, ctx)),
      t('page.noLeads'),
    ),
    section(
      t('page.queries'),
      'account-queries',
      list('tickets').map((k) => ticketItem(k, ctx)),
      t('page.noQueries'),
      escalationHelp(ctx),
    ),
    // A purchase still being issued has no number to name in a query yet.
    raiseQueryForm(
      policies.filter((p) => p.policyNumber),
      ctx,
    ),
  ];
}
