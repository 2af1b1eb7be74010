import { localeOf, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { escapeHtml } from '../otp/dev-outbox-page';

/** What the 'Stop reminders' page says (decision 0089). */
export type StopPageState =
  | { kind: 'ask'; product: string; insurer: string; date: string }
  | { kind: 'done' }
  | { kind: 'already' }
  | { kind: 'invalid' };

/**
 * The page a reminder's 'Stop reminders' link opens: server-rendered in the link's language with the site's
 * stylesheet, no script (CSP script-src 'self' holds), 360 px wide. The GET only asks; the button posts the form to
 * the same address, and only that POST stops (a link-preview robot fetching the GET changes nothing).
 */
export function renderStopPage(state: StopPageState, lang: LangCode, css: readonly string[]): string {
  const t = tFor(lang);
  const e = (key: string, params?: Record<string, string>) => escapeHtml(t(`renewals:stop.${key}`, params));
  const brand = t('common:brand');
  let body: string;
  switch (state.kind) {
    case 'ask':
      body =
        `<p>${e('question', { product: state.product, insurer: state.insurer, date: state.date })}</p>\n` +
        `<form method="post"><button type="submit" class="button">${e('button')}</button></form>`;
      break;
    case 'done':
      body = `<p role="status">${e('done')}</p>\n<p>${e('again')}</p>`;
      break;
    case 'already':
      body = `<p>${e('already')}</p>\n<p>${e('again')}</p>`;
      break;
    case 'invalid':
      body = `<p>${e('invalid')}</p>`;
      break;
  }
  const styles = css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${localeOf(lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${e('title')} | ${escapeHtml(brand)}</title>
${styles}
</head>
<body>
<main>
<h1>${e('title')}</h1>
${body}
<p><a href="${escapeHtml(localizedPath('/', lang))}">${e('home', { brand })}</a></p>
</main>
</body>
</html>
`;
}
