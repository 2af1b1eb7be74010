import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { escapeHtml } from '../otp/dev-outbox-page';
import { readCookie } from '../auth/cookie';
import type { ConsoleCookie } from './cookie';
import { CONSOLE_SCRIPT, CONSOLE_STYLE } from './page-script';
import type { ConsoleService, Staff } from './service';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/**
 * The console pages' own Content-Security-Policy (decision 0110; the security hook sets it instead of the site's):
 * nothing but this page's inline script and style (by hash), calls to this origin, no frames, no other form target.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  `script-src ${sha(CONSOLE_SCRIPT)}`,
  `style-src ${sha(CONSOLE_STYLE)}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const ERROR_KEYS = [
  'CONSOLE_SIGN_IN_FAILED',
  'CONSOLE_TOTP_INVALID',
  'CONSOLE_LOCKED',
  'CONSOLE_INVITATION_INVALID',
  'CONSOLE_STAFF_EXISTS',
  'VALIDATION_FAILED',
  'other',
] as const;

type PageLang = Extract<LangCode, 'en' | 'ar'>;
const PATHS: Record<PageLang, string> = { en: '/console/', ar: '/ar-ae/console/' };

function field(name: string, label: string, type: string, extra = ''): string {
  return `<label>${escapeHtml(label)}<input name="${name}" type="${type}" required ${extra}></label>`;
}
const form = (id: string, heading: string, body: string, button: string, hidden = false) =>
  `<form id="${id}"${hidden ? ' hidden' : ''}>${heading ? `<h2>${escapeHtml(heading)}</h2>` : ''}${body}<button type="submit">${escapeHtml(button)}</button><p class="console-error" role="alert"></p></form>`;

function signedOutBody(lang: PageLang): string {
  const t = tFor(lang);
  const k = (key: string) => t(`console:${key}`);
  const code = 'inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code"';
  return [
    form(
      'console-sign-in',
      k('signIn.heading'),
      field('email', k('signIn.email'), 'email', 'autocomplete="username"') +
        field('password', k('signIn.password'), 'password', 'autocomplete="current-password"'),
      k('signIn.next'),
    ),
    form(
      'console-code',
      k('signIn.codeHeading'),
      field('code', k('signIn.code'), 'text', code),
      k('signIn.submit'),
      true,
    ),
    form(
      'console-accept',
      k('invite.heading'),
      `<p>${escapeHtml(k('invite.intro'))}</p>` +
        field('password', k('invite.password'), 'password', 'minlength="12" autocomplete="new-password"') +
        field('repeat', k('invite.repeat'), 'password', 'minlength="12" autocomplete="new-password"'),
      k('invite.next'),
      true,
    ),
    form(
      'console-confirm',
      k('invite.secretHeading'),
      `<p>${escapeHtml(k('invite.secretIntro'))}</p><p><a id="console-uri" href="#">${escapeHtml(k('invite.uri'))}</a></p>` +
        `<p>${escapeHtml(k('invite.secret'))}: <code id="console-secret" dir="ltr"></code></p>` +
        field('code', k('invite.code'), 'text', code),
      k('invite.confirm'),
      true,
    ),
  ].join('\n');
}

function homeBody(lang: PageLang, staff: Staff): string {
  const t = tFor(lang);
  const k = (key: string, v?: Record<string, string>) => escapeHtml(t(`console:${key}`, v));
  const tiles = ['leads', 'funnel', 'staff', 'audit'].map((x) => `<li>${k(`home.${x}`)}</li>`).join('');
  return `<p>${k('home.welcome', { name: staff.displayName, role: t(`console:roles.${staff.role}`) })}</p>
<ul class="tiles">${tiles}</ul>
<div class="actions">${form('console-sign-out', '', '', t('console:home.signOut'))}${form('console-sign-out-everywhere', '', '', t('console:home.signOutEverywhere'))}</div>`;
}

export function renderConsolePage(lang: PageLang, staff: Staff | null): string {
  const t = tFor(lang);
  const other: PageLang = lang === 'en' ? 'ar' : 'en';
  const errors = Object.fromEntries(ERROR_KEYS.map((e) => [e, t(`console:errors.${e}`)]));
  const strings = { errors, invite: { mismatch: t('console:invite.mismatch') } };
  // Inside <script type="application/json">: '<' escaped so no text can close the element.
  const data = JSON.stringify(strings).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t('console:title'))} · Sahel Compare</title>
<style>${CONSOLE_STYLE}</style>
</head>
<body>
<header><strong>${escapeHtml(t('console:title'))}</strong><a href="${PATHS[other]}" lang="${other}">${escapeHtml(t('console:otherLanguage'))}</a></header>
<main${staff ? ' class="home"' : ''}>
<p class="demo">${escapeHtml(t('console:demo'))}</p>
${staff ? homeBody(lang, staff) : signedOutBody(lang)}
</main>
<script type="application/json" id="console-strings">${data}</script>
<script>${CONSOLE_SCRIPT}</script>
</body>
</html>
`;
}

/** GET /console/ and /ar-ae/console/ (decision 0110): never cached, never indexed, their own CSP. */
export function registerConsolePages(
  app: FastifyInstance,
  deps: { service: ConsoleService; cookie: ConsoleCookie },
): void {
  for (const lang of ['en', 'ar'] as const) {
    app.get(
      PATHS[lang],
      { config: { public: true, bucket: 'read', csp: CONSOLE_CSP } },
      async (req: FastifyRequest, reply: FastifyReply) => {
        const token = readCookie(req, deps.cookie.name);
        const staff = token ? await deps.service.staffOfSession(token) : null;
        return reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(renderConsolePage(lang, staff));
      },
    );
  }
}
