/**
 * "Who has my number" in the browser (decision 0033): a plain module (no React) that reads GET /api/my_data with
 * the session cookie and lists the number's contact requests (who received them and when), enquiries, consents and
 * the recorded actions; withdraws consent or deletes data, each after a confirmation in the site's dialog. Signed
 * out, it offers the sign-in modal, which comes back here. Each section is its own small module beside this one
 * (contact-requests, enquiries, consents, actions). Text only through textContent (never HTML). The strings come
 * from the page (the `myData` catalogue in the page language).
 */
import type { TMyData } from '../../shared/contracts/my-data';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/contracts/account-constants';
import type { Catalogue } from '../../shared/i18n/translator';
import { langOf, ltrValue, pageTranslator } from '../i18n/page-translator';
import { apiGet } from '../session/request';
import { el } from '../ui/el';
import { actionButtons, suppressionBlock, type ActionHost } from './actions';
import { actionItem, consentItem } from './consents';
import { contactAttemptItem } from './contact-attempts';
import { leadItem } from './contact-requests';
import { myDataContext, section, type MyDataContext } from './context';
import { enquiryItem } from './enquiries';

type Strings = Record<string, unknown>;

export async function mountMyData(root: HTMLElement): Promise<void> {
  const lang = langOf(root.dataset.lang);
  const script = root.querySelector<HTMLScriptElement>('script[data-json="my-data-strings"]');
  const strings = script?.textContent ? (JSON.parse(script.textContent) as Strings) : {};
  const ctx = myDataContext(lang, pageTranslator(lang, strings as Catalogue), strings as Catalogue);
  const body = root.querySelector<HTMLElement>('[data-my-data-body]');
  if (!body) return;
  const message = el('p', { class: 'my-data__message', role: 'status', 'data-testid': 'my-data-message' });
  const signedOut = () => body.replaceChildren(...signedOutView(root, strings, ctx));

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
    if (!res.ok) return body.replaceChildren(el('p', { role: 'alert' }, ctx.t('page.failed')));
    body.replaceChildren(...overview(res.data, { ctx, message, reload: load, signedOut }));
  };
  await load();
}

/** Signed out: the text and the button that opens the sign-in modal, which comes back to this page. */
function signedOutView(root: HTMLElement, strings: Strings, { t }: MyDataContext): Node[] {
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
  return [el('p', {}, t('page.signedOut')), button];
}

/** Signed in: the number, the suppression if any, the actions and their message, then each section. */
function overview(d: TMyData, host: ActionHost): Node[] {
  const { ctx, message } = host;
  const { t, line } = ctx;
  const suppression = suppressionBlock(d.suppression, host);
  message.tabIndex = -1;
  return [
    // The masked number has no strong character: isolated left to right, or Arabic reads it "2222*****".
    line('page.signedInAs', { mobile: ltrValue(d.maskedMobile) }, { 'data-testid': 'my-data-number' }),
    ...(suppression ? [suppression] : []),
    actionButtons(host),
    message,
    section(
      t('sections.leads'),
      'my-data-leads',
      d.leads.map((l) => leadItem(l, ctx)),
      t('sections.noLeads'),
    ),
    section(
      t('contactAttempts.title'),
      'my-data-contact-attempts',
      d.contactAttempts.map((a) => contactAttemptItem(a, ctx)),
      t('contactAttempts.none'),
    ),
    section(
      t('sections.enquiries'),
      'my-data-enquiries',
      d.enquiries.map((e) => enquiryItem(e, ctx)),
      t('sections.noEnquiries'),
    ),
    section(
      t('sections.consents'),
      'my-data-consents',
      d.consents.map((c) => consentItem(c, ctx)),
      t('sections.noConsents'),
    ),
    section(
      t('sections.history'),
      'my-data-history',
      d.actions.map((a) => actionItem(a, ctx)),
      t('sections.noHistory'),
    ),
  ];
}
