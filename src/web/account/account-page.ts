/**
 * The account page's browser side (decision 0031): a plain module (no React) that reads GET
 * /api/account with the session cookie and shows the visitor's policies (with how to claim), enquiries, plans
 * asked about and queries; raises a query and escalates one; signs out everywhere. Text only through
 * textContent (never HTML). The strings come from the page (the `account` catalogue in the page language).
 */

import type { Catalogue } from '../../shared/i18n/translator';
import { langOf, pageTranslator } from '../i18n/page-translator';
import { apiGet, apiPost, type ApiResult } from '../session/request';
import { el } from '../ui/el';

type Strings = Record<string, unknown>;
type Json = Record<string, unknown>;

/** Signed out is an ordinary answer here, not an error to record. */
const SIGNED_OUT_IS_ANSWER = { quietStatuses: [401] } as const;

/** The page's calls through the one request helper, in the page language. */
function call(method: 'GET' | 'POST', url: string, lang: string, body?: unknown): Promise<ApiResult<Json>> {
  const opts = { headers: { 'accept-language': lang }, ...SIGNED_OUT_IS_ANSWER };
  return method === 'GET' ? apiGet<Json>(url, opts) : apiPost<Json>(url, body, opts);
}

/** Rows of a list answer ({data: [...]}); none when the call failed. */
const rowsOf = (r: ApiResult<Json>): Json[] => (r.ok ? ((r.data.data as Json[] | undefined) ?? []) : []);

const ltr = (text: string) => el('bdi', { dir: 'ltr' }, text);

export async function mountAccount(root: HTMLElement): Promise<void> {
  const lang = langOf(root.dataset.lang);
  const script = root.querySelector<HTMLScriptElement>('script[data-json="account-strings"]');
  const t = pageTranslator(lang, script?.textContent ? (JSON.parse(script.textContent) as Catalogue) : {});
  const body = root.querySelector<HTMLElement>('[data-account-body]');
  if (!body) return;

  const signedOut = () => {
    const button = el('button', {
      type: 'button',
      class: 'button',
      'aria-haspopup': 'dialog',
      'data-testid': 'account-sign-in',
    });
    button.textContent = t('signIn.title');
    // The modal reads its texts from its opener (as the header's button gives them).
    const strings = script?.textContent ? (JSON.parse(script.textContent) as Strings).signIn : undefined;
    button.dataset.strings = JSON.stringify(strings ?? {});
    // After sign-in the modal returns here, in this page's language (not the English '/account/').
    button.dataset.accountHref = window.location.pathname;
    button.addEventListener('click', () => {
      void import('./sign-in-modal').then((m) => m.openSignIn(button));
    });
    body.replaceChildren(el('p', {}, t('page.signedOut')), button);
  };

  const load = async () => {
    const res = await call('GET', '/api/account', lang);
    if (res.status === 401) return signedOut();
    if (!res.ok) {
      body.replaceChildren(el('p', { role: 'alert' }, t('signIn.failed')));
      return;
    }
    render(res.data ?? {});
  };

  const section = (title: string, testid: string, items: Node[], empty: string) =>
    el(
      'section',
      { class: 'account__section', 'data-testid': testid },
      el('h2', {}, title),
      items.length ? el('ul', { class: 'account__list' }, ...items) : el('p', {}, empty),
    );

  const render = (d: Json) => {
    const policies = (d.policies as Json[] | undefined) ?? [];
    const enquiries = (d.enquiries as Json[] | undefined) ?? [];
    const leads = (d.leads as Json[] | undefined) ?? [];
    const tickets = (d.tickets as Json[] | undefined) ?? [];

    const signOut = el('button', { type: 'button', class: 'button button--outline' }, t('page.signOut'));
    signOut.addEventListener('click', () => {
      // The one request helper: a JSON body and the device token, which sign-out requires (decision 0031).
      void apiPost('/api/auth/signout', {}, { headers: { 'accept-language': lang } }).then(() =>
        window.location.reload(),
      );
    });

    const policyItems = policies.map((p) => {
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
    });

    const enquiryItems = enquiries.map((e) =>
      el(
        'li',
        { class: 'account__item' },
        ltr(String(e.reference ?? e.enquiryId)),
        ` · ${t(`status.${String(e.status)}`)}`,
      ),
    );
    const leadItems = leads.map((l) =>
      el(
        'li',
        { class: 'account__item' },
        String(l.providerName ?? ''),
        ` · ${String(l.createdAt ?? '').slice(0, 10)}`,
      ),
    );

    const ticketItem = (k: Json) => {
      const next = k.nextEscalation as { level: number; availableAt: string } | null;
      const item = el(
        'li',
        { class: 'account__item', 'data-ticket': String(k.ticketId) },
        el('p', {}, t(`issue.${String(k.issueTypeId)}`)),
        el('p', {}, t(`status.${String(k.status)}`)),
        el('p', {}, t('page.level', { level: Number(k.escLevel ?? 0) })),
      );
      if (next) {
        const available = new Date(next.availableAt).getTime() <= Date.now();
        if (!available) {
          item.append(
            el(
              'p',
              {},
              t('page.escalateLater', {
                level: next.level,
                when: new Date(next.availableAt).toLocaleString(lang),
              }),
            ),
          );
        } else {
          const form = el('form', { class: 'account__form' });
          const id = `esc-${String(k.ticketId)}`;
          const comment = el('textarea', {
            id,
            name: 'comment',
            required: '',
            minlength: '10',
            maxlength: '1000',
          });
          const message = el('p', { role: 'status' });
          form.append(
            el('label', { for: id }, t('page.escalateComment')),
            comment,
            el('button', { type: 'submit', class: 'button' }, t('page.escalate', { level: next.level })),
            message,
          );
          form.addEventListener('submit', (e) => {
            e.preventDefault();
            void call('POST', '/api/escalateTicket', lang, {
              ticketId: k.ticketId,
              escLevel: next.level,
              comment: comment.value,
            }).then((r) => {
              if (r.ok) return load();
              message.textContent = r.message || t('signIn.failed');
            });
          });
          item.append(form);
        }
      }
      return item;
    };

    body.replaceChildren(
      el(
        'p',
        {},
        t('page.signedInAs', { mobile: '\u0000' }).split('\u0000')[0] ?? '',
        ltr(String(d.maskedMobile ?? '')),
      ),
      signOut,
      section(t('page.policies'), 'account-policies', policyItems, t('page.noPolicies')),
      section(t('page.enquiries'), 'account-enquiries', enquiryItems, t('page.noEnquiries')),
      section(t('page.leads'), 'account-leads', leadItems, t('page.noLeads')),
      section(t('page.queries'), 'account-queries', tickets.map(ticketItem), t('page.noQueries')),
      raiseForm(policies),
      el('p', { class: 'account__note' }, t('page.regulator')),
    );
  };

  const raiseForm = (policies: Json[]) => {
    const form = el('form', { class: 'account__form', 'data-testid': 'raise-query' });
    const product = el('select', { id: 'raise-product', name: 'productId', required: '' });
    const issue = el('select', { id: 'raise-issue', name: 'issueTypeId', required: '' });
    const policy = el('select', { id: 'raise-policy', name: 'policyId' });
    const text = el('textarea', {
      id: 'raise-text',
      name: 'description',
      required: '',
      minlength: '10',
      maxlength: '1000',
    });
    const message = el('p', { role: 'status' });
    policy.append(el('option', { value: '' }, '—'));
    for (const p of policies)
      policy.append(el('option', { value: String(p.policyId) }, String(p.policyNumber)));
    const loadIssues = async () => {
      issue.replaceChildren();
      if (!product.value) return;
      const r = await call(
        'GET',
        `/api/raise_query/get_issue_types/${encodeURIComponent(product.value)}`,
        lang,
      );
      for (const o of rowsOf(r)) issue.append(el('option', { value: String(o.id) }, String(o.name)));
    };
    product.addEventListener('change', () => void loadIssues());
    void call('GET', '/api/raise_query/get_products', lang).then(async (r) => {
      for (const o of rowsOf(r)) product.append(el('option', { value: String(o.id) }, String(o.name)));
      await loadIssues();
    });
    form.append(
      el('h2', {}, t('page.raise')),
      el('label', { for: 'raise-product' }, t('page.product')),
      product,
      el('label', { for: 'raise-issue' }, t('page.issueType')),
      issue,
      el('label', { for: 'raise-policy' }, t('page.policy')),
      policy,
      el('label', { for: 'raise-text' }, t('page.description')),
      text,
      el('button', { type: 'submit', class: 'button' }, t('page.submit')),
      message,
    );
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void call('POST', '/api/raise_query/raise_ticket', lang, {
        productId: Number(product.value),
        issueTypeId: Number(issue.value),
        ...(policy.value ? { policyId: policy.value } : {}),
        description: text.value,
      }).then((r) => {
        if (r.ok) return load();
        message.textContent = r.message || t('signIn.failed');
      });
    });
    return form;
  };

  await load();
}
