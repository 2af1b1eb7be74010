import type { TAccountPolicy } from '../../shared/contracts/account';
import { localizedPath } from '../../shared/domain/locales';
import { formatDayMonthYear } from '../../shared/i18n/date-format';
import { ltrValue } from '../i18n/page-translator';
import { el } from '../ui/el';
import type { AccountContext } from './context';
import { aedOf } from './money';

/**
 * A policy of the signed-in number (decision 0088): plan and status, insurer, number, cover dates (DD MMM YYYY in the
 * page's language, Latin digits), premium with VAT, the schedule and the quote certificate, Renew near the end, the
 * 'Remind me before renewal' switch, and how to claim with the insurer's own line and address. A purchase still being
 * issued says so and shows nothing else yet.
 */
export function policyItem(p: TAccountPolicy, ctx: AccountContext): HTMLLIElement {
  const { t, sentence, lang } = ctx;
  const day = (iso: string) => formatDayMonthYear(iso, lang) ?? iso;
  const issuing = p.status === 'issuing';
  const status = el(
    'span',
    { class: 'account__status', 'data-status': p.status, 'data-testid': 'policy-status' },
    t(`policy.status.${p.status}`),
  );
  const head = el(
    'div',
    { class: 'account__row' },
    // A purchase being issued may not name its plan yet: the product does.
    el('h3', { class: 'account__title' }, p.planName || t(`products.${p.productId}`)),
    status,
  );
  const cover = p.cover.map((c) => el('li', {}, el('bdi', {}, `${c.label}: `, ltrValue(c.value))));
  const price = sentence('policy.price', {
    premium: ltrValue(aedOf(p.price.premiumFils)),
    vat: ltrValue(aedOf(p.price.vatFils)),
    total: ltrValue(aedOf(p.price.totalFils)),
  });
  return el(
    'li',
    { class: 'account__item account__policy', 'data-policy': p.policyId, 'data-status': p.status },
    head,
    el('p', {}, `${t('page.insurer')}: ${p.insurer.name}`),
    issuing
      ? el('p', { class: 'account__meta' }, t('policy.issuingNote'))
      : el(
          'p',
          { class: 'account__meta', 'data-testid': 'policy-number' },
          ...sentence('policy.number', { number: ltrValue(p.policyNumber) }),
        ),
    issuing
      ? null
      : el(
          'p',
          { 'data-testid': 'policy-period' },
          ...sentence('page.period', { start: day(p.startDate), end: day(p.endDate) }),
        ),
    p.status === 'expiring' && p.daysLeft !== null
      ? el('p', { class: 'account__level' }, t('policy.daysLeft', { days: p.daysLeft }))
      : null,
    el('p', { 'data-testid': 'policy-price' }, ...price),
    cover.length ? el('ul', { class: 'account__cover' }, ...cover) : null,
    links(p, ctx),
    p.reminders.available ? remindersSwitch(p, ctx) : null,
    issuing ? null : howToClaim(p, ctx),
  );
}

/** Renew (the main action near the end), the printable schedule and the quote certificate. */
function links(p: TAccountPolicy, { t, lang }: AccountContext): HTMLElement | null {
  const items: HTMLElement[] = [];
  const link = (href: string, text: string, cls: string, testid: string) =>
    el('a', { class: cls, href: localizedPath(href, lang), 'data-testid': testid }, text);
  if (p.links.renew) items.push(link(p.links.renew, t('policy.renew'), 'button', 'policy-renew'));
  if (p.links.schedule)
    items.push(link(p.links.schedule, t('policy.schedule'), 'button button--outline', 'policy-schedule'));
  if (p.links.certificate)
    items.push(
      link(p.links.certificate, t('policy.certificate'), 'account__plain-link', 'policy-certificate'),
    );
  return items.length ? el('div', { class: 'account__actions' }, ...items) : null;
}

/**
 * 'Remind me before renewal': a switch (role=switch) that says its state itself; a refused or failed call turns it
 * back and says so under it.
 */
function remindersSwitch(p: TAccountPolicy, { t, call }: AccountContext): HTMLElement {
  const id = `reminders-${p.policyId}`;
  const hint = el('p', { id: `${id}-hint`, class: 'jf__hint' }, t('policy.remindersHint'));
  const failure = el('p', { class: 'jf__error account__failure', role: 'alert' });
  const button = el('button', {
    type: 'button',
    role: 'switch',
    id,
    class: 'account__switch',
    'aria-checked': String(p.reminders.on),
    'aria-describedby': `${id}-hint`,
    'data-testid': 'policy-reminders',
  });
  const label = el('label', { for: id, class: 'account__switch-label' }, t('policy.reminders'));
  button.addEventListener('click', () => {
    const on = button.getAttribute('aria-checked') !== 'true';
    button.setAttribute('aria-checked', String(on));
    button.disabled = true;
    failure.textContent = '';
    void call('PUT', `/api/account/policies/${p.policyId}/reminders`, { on }).then((r) => {
      button.disabled = false;
      const now = r.ok ? (r.data.reminders as { on?: boolean } | undefined)?.on : undefined;
      if (typeof now === 'boolean') {
        button.setAttribute('aria-checked', String(now));
        return;
      }
      button.setAttribute('aria-checked', String(!on));
      failure.textContent = r.ok ? t('policy.remindersFailed') : r.message || t('policy.remindersFailed');
    });
  });
  return el(
    'div',
    { class: 'account__reminders' },
    el('div', { class: 'account__switch-row' }, label, button),
    hint,
    failure,
  );
}

/** How to claim: the insurer's claims line and address as links, then the steps. */
function howToClaim(p: TAccountPolicy, { t, sentence }: AccountContext): HTMLElement {
  const contact: HTMLElement[] = [];
  if (p.insurer.claimsPhone)
    contact.push(
      el(
        'li',
        {},
        ...sentence('policy.claimCall', {
          phone: el(
            'a',
            { href: `tel:${p.insurer.claimsPhone.replace(/\s/g, '')}`, dir: 'ltr' },
            p.insurer.claimsPhone,
          ),
        }),
      ),
    );
  if (p.insurer.claimsEmail)
    contact.push(
      el(
        'li',
        {},
        ...sentence('policy.claimEmail', {
          email: el('a', { href: `mailto:${p.insurer.claimsEmail}`, dir: 'ltr' }, p.insurer.claimsEmail),
        }),
      ),
    );
  return el(
    'details',
    { class: 'account__details' },
    el('summary', {}, t('page.howToClaim')),
    contact.length ? el('ul', { class: 'account__contact' }, ...contact) : null,
    el('ol', {}, ...p.howToClaim.map((s) => el('li', {}, s))),
  );
}
