import { localeOf, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { escapeHtml } from '../otp/dev-outbox-page';
import type { LinkState } from './service';

export type SubscribePage =
  { kind: 'confirm' | 'unsubscribe'; state: LinkState; action: string } | { kind: 'subscribed'; ok: boolean };

/**
 * The subscription pages (decision 0106), server-rendered in the link's language with the site's stylesheet and no
 * script: the GET only asks (its button posts the form to the same address), so a mail scanner that opens the link
 * changes nothing. `subscribed` answers the subscribe box's form when it is posted without JavaScript.
 */
export function renderSubscribePage(page: SubscribePage, lang: LangCode, css: readonly string[]): string {
  const t = tFor(lang);
  const brand = t('common:brand');
  const e = (key: string) => escapeHtml(t(`subscribe:${key}`, { brand }));
  let title: string;
  let body: string;
  if (page.kind === 'subscribed') {
    title = e('subscribed.title');
    body = page.ok
      ? `<p role="status">${e('box.sent')}</p>`
      : `<p role="alert">${e('box.invalid')}</p>\n<p><a href="${escapeHtml(localizedPath('/ceo-blog/', lang))}">${e('subscribed.back')}</a></p>`;
  } else {
    const k = page.kind;
    title = e(`${k}.title`);
    body =
      page.state === 'ask'
        ? `<p>${e(`${k}.question`)}</p>\n<form method="post" action="${escapeHtml(page.action)}">` +
          `<button type="submit" class="button">${e(`${k}.button`)}</button></form>`
        : `<p role="status">${e(`${k}.${page.state}`)}</p>`;
  }
  const styles = css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${localeOf(lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title} | ${escapeHtml(brand)}</title>
${styles}
</head>
<body>
<main class="subscribe-page">
<h1>${title}</h1>
${body}
<p><a href="${escapeHtml(localizedPath('/', lang))}">${e('home')}</a></p>
</main>
</body>
</html>
`;
}
