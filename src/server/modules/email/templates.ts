import { localeOf, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { escapeHtml } from '../otp/dev-outbox-page';

/**
 * The e-mails the site sends (decision 0106), each in the four languages of the `email` namespace:
 * `email:<template>.subject`, `.body` (paragraphs split by a blank line), `.action` (the label of its one link) and
 * `.after` (a closing paragraph). `link` names the variable that holds the link's absolute URL. A new e-mail (the
 * console's staff invitation) is one line here and its keys in the four catalogues.
 */
export const EMAIL_TEMPLATES = {
  subscribeConfirm: { link: 'confirmUrl' },
  subscribeWelcome: { link: 'unsubscribeUrl' },
  /** The staff console's invitation link (decision 0110). */
  consoleInvitation: { link: 'inviteUrl' },
} as const;
export type EmailTemplate = keyof typeof EMAIL_TEMPLATES;
export type EmailVars = Readonly<Record<string, string>>;

export type RenderedEmail = { subject: string; text: string; html: string };

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Only http(s) links go into an e-mail; anything else is a programming error. */
function safeLink(url: string | undefined): string {
  if (!url || !/^https?:\/\/[^\s"'<>]+$/.test(url))
    throw new Error('an e-mail link must be an absolute http(s) URL');
  return url;
}

/**
 * Renders one template: plain text and a simple HTML version (every text and value escaped, one link, no image,
 * no script, no tracking), in the language's direction.
 */
export function renderEmail(template: EmailTemplate, lang: LangCode, vars: EmailVars): RenderedEmail {
  const t = tFor(lang);
  const brand = t('common:brand');
  const params = { ...vars, brand };
  const key = (k: string) => t(`email:${template}.${k}`, params);
  const link = safeLink(vars[EMAIL_TEMPLATES[template].link]);
  const body = paragraphs(key('body'));
  const after = paragraphs(key('after'));
  const footer = t('email:footer', params);
  const subject = key('subject');
  const text = [...body, `${key('action')}:\n${link}`, ...after, '--', footer].join('\n\n') + '\n';
  const dir = localeOf(lang).dir;
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body.map(p).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(key('action'))}</a></p>
${after.map(p).join('\n')}
<hr>
<p><small>${escapeHtml(footer)}</small></p>
</body>
</html>
`;
  return { subject, text, html };
}
