import { localeOf, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { escapeHtml } from '../otp/dev-outbox-page';

/**
 * The page a phone sees when it opens a used, expired or unknown QR link (decision 0109): what happened and what to
 * do, in the link's language, with the site's stylesheet and no script; the route answers it with 410, no-store and
 * noindex. One text for all three cases: the link says nothing about the enquiry it was for.
 */
export function renderLinkGonePage(lang: LangCode, css: readonly string[]): string {
  const t = tFor(lang);
  const brand = t('common:brand');
  const e = (key: string) => escapeHtml(t(`deviceSync:linkGone.${key}`, { brand }));
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
<main class="sync-gone">
<h1>${e('title')}</h1>
<p role="alert">${e('what')}</p>
<h2>${e('todoTitle')}</h2>
<ol>
<li>${e('step1')}</li>
<li>${e('step2')}</li>
<li>${e('step3')}</li>
</ol>
<p>${e('otp')}</p>
<p><a class="button" href="${escapeHtml(localizedPath('/', lang))}">${e('home')}</a></p>
</main>
</body>
</html>
`;
}
