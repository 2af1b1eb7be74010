import { localeOf, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import type { OutboxMessage } from './repo';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * /dev/outbox/ (decision 0007): a developer's view of the SMS the outbox adapter "sent". Server-rendered,
 * no script and no inline style (strict CSP); every value is escaped. Numbers are shown in full: this page
 * only exists outside a deployment, where every number is a test number.
 */
export function renderDevOutboxPage(
  messages: readonly OutboxMessage[],
  lang: LangCode,
  /** Other outboxes' sections (the e-mails, decision 0106), already escaped HTML. */
  extraHtml = '',
): string {
  const t = tFor(lang);
  const text = (key: string) => escapeHtml(t(`otp:devOutbox.${key}`));
  const rows = messages
    .map(
      (m) =>
        `<tr><td dir="ltr">${escapeHtml(m.mobileNumber)}</td><td>${escapeHtml(m.body)}</td>` +
        `<td dir="ltr"><time datetime="${escapeHtml(m.createdAt.toISOString())}">` +
        `${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('\n');
  const list =
    messages.length === 0
      ? `<p>${text('empty')}</p>`
      : `<table>\n<thead><tr><th scope="col">${text('mobile')}</th><th scope="col">${text('message')}</th>` +
        `<th scope="col">${text('sentAt')}</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`;
  return `<!doctype html>
<html lang="${lang}" dir="${localeOf(lang).dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${text('title')}</title>
</head>
<body>
<main>
<h1>${text('title')}</h1>
<p><strong>${text('note')}</strong></p>
<p>${text('intro')}</p>
${list}
${extraHtml}
</main>
</body>
</html>
`;
}
