import { linkMask } from '../server/lib/masking';
import { TEST_CARDS, type THandoffProposal } from '../shared/contracts/policies';
import { localeOf, type LangCode } from '../shared/domain/locales';
import { isolateNumbersInHtml } from '../shared/i18n/bidi';
import { tFor } from '../shared/i18n/catalogues';
import { localized, type Localized } from '../shared/i18n/localized';
import { numberFormat } from '../shared/i18n/number-format';
import { groupedCard } from './domain';

/**
 * The sandbox's pages (src/sandbox/README.md): server-rendered HTML, styled by the site's stylesheet
 * (src/web/styles/sandbox.css), no script and no inline style (CSP script-src 'self'), a plain form that works
 * without JavaScript. Every value is escaped; every visible text comes from the `sandbox` catalogue in the
 * proposal's language; numbers, amounts and card numbers are isolated left to right inside Arabic text.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/** A value that reads left to right wherever it stands (amounts, numbers, references). */
const ltr = (text: string, cls?: string) =>
  `<bdi dir="ltr"${cls ? ` class="${cls}"` : ''}>${escapeHtml(text)}</bdi>`;

/** Date-time formats with Latin digits (decision 0079), per page language. */
const INTL: Record<LangCode, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
  ml: 'ml-IN-u-nu-latn',
};

/** 'AED 1,234.50' in every language (UAE sites write the code and Latin digits). */
export function aed(fils: number): string {
  return `AED ${numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fils / 100)}`;
}

function dubaiTime(iso: string, lang: LangCode): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(INTL[lang], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Dubai',
  }).format(d);
}

/** The page texts of one language: `text` escapes; `html` fills `{{name}}` with ready HTML and isolates numbers. */
function texts(lang: LangCode) {
  const t = tFor(lang);
  const key = (k: string) => `sandbox:${k}`;
  return {
    raw: (k: string, params?: Record<string, string>) => t(key(k), params),
    text: (k: string) => isolateNumbersInHtml(escapeHtml(t(key(k)))),
    html: (k: string, fill: Record<string, string>) =>
      isolateNumbersInHtml(
        escapeHtml(t(key(k))).replace(/\{\{(\w+)\}\}/g, (m, name: string) => fill[name] ?? m),
      ),
  };
}

export type PageInsurer = { code: string; name: Localized; logo: string | null };

type Frame = {
  lang: LangCode;
  css: readonly string[];
  title: string;
  insurer: PageInsurer | null;
  body: string;
};

function page(f: Frame): string {
  const { text, html } = texts(f.lang);
  const name = f.insurer ? localized(f.insurer.name, f.lang) : '';
  const links = f.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  const logo = f.insurer?.logo
    ? `<img src="${escapeHtml(f.insurer.logo)}" alt="" width="48" height="48">`
    : '';
  const header = f.insurer
    ? `<header class="sbx-insurer">${logo}<div><p class="sbx-eyebrow">${text('eyebrow')}</p>` +
      `<h1>${escapeHtml(name)}</h1></div></header>`
    : '';
  return `<!doctype html>
<html lang="${f.lang}" dir="${localeOf(f.lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(f.title)}</title>
${links}
</head>
<body class="sbx">
<header class="sbx-banner"><strong>${text('label')}</strong> ${html('labelNote', {
    insurer: escapeHtml(name || text('anInsurer')),
  })}</header>
<main class="sbx-main">
${header}
${f.body}
</main>
</body>
</html>
`;
}

/** A safe link target: the proposal's http(s) URL, else the marketplace's home page. */
export function safeUrl(url: string, fallback: string): string {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : fallback;
  } catch {
    return fallback;
  }
}

/** The marketplace's home page in a language (the cancel and error links). */
export function homeUrl(origin: string, lang: LangCode): string {
  const prefix = localeOf(lang).prefix;
  return `${origin.replace(/\/+$/, '')}/${prefix ? `${prefix}/` : ''}`;
}

/** What the checkout page says above the form after an attempt. */
export type Notice = 'declined' | 'testCardsOnly' | 'missingCard';

export type CheckoutView = {
  lang: LangCode;
  css: readonly string[];
  origin: string;
  insurer: PageInsurer;
  proposal: THandoffProposal;
  handoffId: string;
  status: 'open' | 'paid';
  policyNumber: string | null;
  notice?: Notice | undefined;
};

function proposalSection(v: CheckoutView): string {
  const { text, html } = texts(v.lang);
  const p = v.proposal;
  const until = dubaiTime(p.validUntil, v.lang);
  const facts: [string, string][] = [
    [text('proposal.plan'), escapeHtml(p.planName)],
    [text('proposal.reference'), ltr(p.reference)],
    ...(p.holder.name ? ([[text('proposal.holder'), escapeHtml(p.holder.name)]] as [string, string][]) : []),
    [text('proposal.mobile'), ltr(linkMask(p.holder.mobile))],
    ...(until
      ? ([[text('proposal.validUntil'), isolateNumbersInHtml(escapeHtml(until))]] as [string, string][])
      : []),
  ];
  const dl = facts.map(([dt, dd]) => `<dt>${dt}</dt><dd>${dd}</dd>`).join('');
  return `<section class="sbx-card" aria-labelledby="sbx-proposal">
<h2 id="sbx-proposal">${text('proposal.heading')}</h2>
<dl class="sbx-facts">${dl}</dl>
<table class="sbx-price">
<tr><th scope="row">${text('proposal.premium')}</th><td>${ltr(aed(p.price.premiumFils))}</td></tr>
<tr><th scope="row">${text('proposal.vat')}</th><td>${ltr(aed(p.price.vatFils))}</td></tr>
<tr class="sbx-total"><th scope="row">${text('proposal.total')}</th><td>${ltr(aed(p.price.totalFils))}</td></tr>
</table>
<p class="sbx-honoured">${html('proposal.honoured', {})}</p>
</section>`;
}

function noticeSection(lang: LangCode, notice: Notice | undefined): string {
  if (!notice) return '';
  const { text } = texts(lang);
  if (notice === 'declined')
    return `<div class="sbx-alert" role="alert"><h2>${text('declined.heading')}</h2><p>${text('declined.body')}</p></div>`;
  return `<div class="sbx-alert" role="alert"><p>${text(notice === 'missingCard' ? 'missingCard' : 'testCardsOnly')}</p></div>`;
}

function paySection(v: CheckoutView): string {
  const { text, html } = texts(v.lang);
  const action = `/sandbox/insurers/${encodeURIComponent(v.insurer.code)}/checkout/${encodeURIComponent(v.handoffId)}/pay`;
  const invalid = v.notice === 'testCardsOnly' || v.notice === 'missingCard';
  return `<section class="sbx-card" aria-labelledby="sbx-pay">
<h2 id="sbx-pay">${text('pay.heading')}</h2>
<form class="sbx-form" method="post" action="${escapeHtml(action)}">
<label for="sbx-card-number">${text('pay.cardNumber')}</label>
<input id="sbx-card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="off" dir="ltr" maxlength="23" required aria-describedby="sbx-card-hint"${invalid ? ' aria-invalid="true"' : ''}>
<p id="sbx-card-hint" class="sbx-hint">${text('pay.hint')}</p>
<button class="sbx-pay" type="submit">${html('pay.button', { amount: ltr(aed(v.proposal.price.totalFils)) })}</button>
</form>
<p class="sbx-cancel"><a href="${escapeHtml(homeUrl(v.origin, v.lang))}">${text('pay.cancel')}</a></p>
</section>
<section class="sbx-card" aria-labelledby="sbx-cards">
<h2 id="sbx-cards">${text('cards.heading')}</h2>
<ul class="sbx-cards">
<li><code dir="ltr">${groupedCard(TEST_CARDS.approve)}</code> ${text('cards.approve')}</li>
<li><code dir="ltr">${groupedCard(TEST_CARDS.decline)}</code> ${text('cards.decline')}</li>
</ul>
<p class="sbx-hint">${text('cards.other')}</p>
</section>`;
}

function paidSection(v: CheckoutView): string {
  const { text, html } = texts(v.lang);
  const back = safeUrl(v.proposal.returnUrl, homeUrl(v.origin, v.lang));
  return `<section class="sbx-card sbx-paid" aria-labelledby="sbx-paid">
<h2 id="sbx-paid">${text('paid.heading')}</h2>
<p>${html('paid.body', { policyNumber: ltr(v.policyNumber ?? '', 'sbx-number') })}</p>
<p><a class="sbx-button" href="${escapeHtml(back)}">${text('paid.continue')}</a></p>
</section>`;
}

/** The checkout: the proposal with its price honoured, then the card form and the test cards (or the paid state). */
export function renderCheckoutPage(v: CheckoutView): string {
  const { raw } = texts(v.lang);
  const name = localized(v.insurer.name, v.lang);
  const body =
    v.status === 'paid'
      ? `${paidSection(v)}\n${proposalSection(v)}`
      : `${noticeSection(v.lang, v.notice)}\n${proposalSection(v)}\n${paySection(v)}`;
  return page({
    lang: v.lang,
    css: v.css,
    title: `${raw('title', { insurer: name })} · ${raw('label')}`,
    insurer: v.insurer,
    body,
  });
}

/** Why a checkout cannot be shown, from the marketplace's answer to the handoff fetch (or an unknown insurer). */
export type Refusal =
  { kind: 'unknownInsurer' } | { kind: 'marketplace'; status: number; code: string | null };

function refusalKey(r: Refusal): string {
  if (r.kind === 'unknownInsurer') return 'refused.unknownInsurer';
  if (r.status === 410) return 'refused.expired';
  if (r.status === 409) return 'refused.used';
  if (r.status === 404) return 'refused.notFound';
  if (r.status === 401 || r.status === 403) return 'refused.unauthorised';
  return 'refused.unavailable';
}

export function renderRefusedPage(opts: {
  lang: LangCode;
  css: readonly string[];
  origin: string;
  insurer: PageInsurer | null;
  refusal: Refusal;
}): string {
  const { raw, text, html } = texts(opts.lang);
  const r = opts.refusal;
  const status =
    r.kind === 'marketplace'
      ? `<p class="sbx-hint">${html('refused.status', { status: ltr(r.code ? `${r.status} ${r.code}` : String(r.status)) })}</p>`
      : '';
  const body = `<section class="sbx-card sbx-refused" aria-labelledby="sbx-refused">
<h2 id="sbx-refused">${text('refused.heading')}</h2>
<p>${text(refusalKey(r))}</p>
${status}
<p><a class="sbx-button" href="${escapeHtml(homeUrl(opts.origin, opts.lang))}">${text('refused.home')}</a></p>
</section>`;
  return page({
    lang: opts.lang,
    css: opts.css,
    title: `${raw('refused.heading')} · ${raw('label')}`,
    insurer: opts.insurer,
    body,
  });
}
