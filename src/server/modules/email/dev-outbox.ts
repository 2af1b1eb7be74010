import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { escapeHtml } from '../otp/dev-outbox-page';
import type { EmailOutboxRepo } from './outbox';

/** How many e-mails the development outbox page lists. */
export const DEV_EMAIL_LIMIT = 30;

type Row = Awaited<ReturnType<EmailOutboxRepo['latest']>>[number];

/**
 * The e-mail part of /dev/outbox/ (decision 0106): each e-mail "sent" through the development outbox, its plain text
 * shown as written (links can be followed from here), every value escaped. A development tool only.
 */
export function renderEmailOutboxSection(rows: readonly Row[], lang: LangCode): string {
  const t = tFor(lang);
  const text = (key: string) => escapeHtml(t(`email:devOutbox.${key}`));
  const items = rows
    .map((r) => {
      const at = r.createdAt.toISOString();
      return (
        `<article class="dev-email" data-email-id="${r.id}">\n` +
        `<h3>${escapeHtml(r.subject)}</h3>\n` +
        `<p><span dir="ltr">${escapeHtml(r.to)}</span> · ${escapeHtml(r.template)} · ${escapeHtml(r.lang)} · ` +
        `${escapeHtml(r.state)} · <time datetime="${escapeHtml(at)}">${escapeHtml(at.replace('T', ' ').slice(0, 19))}</time></p>\n` +
        `<pre dir="auto">${escapeHtml(r.text)}</pre>\n</article>`
      );
    })
    .join('\n');
  return `<section aria-labelledby="dev-email-title">
<h2 id="dev-email-title">${text('title')}</h2>
<p>${text('intro')}</p>
${rows.length === 0 ? `<p>${text('empty')}</p>` : items}
</section>`;
}
