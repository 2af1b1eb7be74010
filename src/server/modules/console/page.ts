import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Assets } from '../../../shared/contracts/render';
import { catalogues, NAMESPACES, tFor } from '../../../shared/i18n/catalogues';
import type { ConsoleBoot } from '../../../shared/contracts/console-app';
import { escapeHtml } from '../otp/dev-outbox-page';
import { readCookie } from '../auth/cookie';
import type { ConsoleCookie } from './cookie';
import type { ConsoleService, Staff } from './service';

/**
 * The console pages' own Content-Security-Policy (decisions 0110, 0114; the security hook sets it instead of the
 * site's): scripts and styles from this origin only (the console's own Vite entry; no inline script, no hash),
 * calls to this origin, frames of this origin only (the page editor's preview), no other form target.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // the page editor's preview: this origin's signed preview address in an iframe (decision 0123)
  "frame-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type PageLang = ConsoleBoot['lang'];
const PATHS: Record<PageLang, string> = { en: '/console/', ar: '/ar-ae/console/' };
/** Every `console…` namespace (the shell's, the sections'): the console's strings, English and Arabic only. */
const CONSOLE_NAMESPACES = NAMESPACES.filter((ns) => ns.startsWith('console'));

/**
 * The console page (decision 0114): a server-rendered frame (header, the sign-in notice for a browser without
 * scripts) and the data the app starts from, as a JSON block (`<` escaped, so no text can close the element);
 * the app itself is the console's own entry (src/web/console/entry.tsx), never a visitor page's.
 */
export function renderConsolePage(lang: PageLang, staff: Staff | null, assets: Assets['console']): string {
  const t = tFor(lang);
  const other: PageLang = lang === 'en' ? 'ar' : 'en';
  const strings = Object.fromEntries(CONSOLE_NAMESPACES.map((ns) => [ns, catalogues[lang][ns]]));
  const boot: ConsoleBoot = {
    lang,
    paths: PATHS,
    me: staff
      ? {
          id: staff.id,
          email: staff.email,
          displayName: staff.displayName,
          role: staff.role,
          products: staff.products,
        }
      : null,
    strings,
  };
  const data = JSON.stringify(boot).replace(/</g, '\\u003c');
  const css = (assets?.css ?? []).map((h) => `<link rel="stylesheet" href="${escapeHtml(h)}">`).join('\n');
  const [entry, ...chunks] = assets?.scripts ?? [];
  const preload = chunks.map((h) => `<link rel="modulepreload" href="${escapeHtml(h)}">`).join('\n');
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t('console:title'))} · Sahel Compare</title>
${css}
${preload}
${entry ? `<script type="module" src="${escapeHtml(entry)}"></script>` : ''}
</head>
<body>
<div id="console-root"><div class="cs-app"><header class="cs-header"><strong class="cs-brand">${escapeHtml(t('console:title'))}</strong><span class="cs-header-actions"><a href="${PATHS[other]}" lang="${other}">${escapeHtml(t('console:otherLanguage'))}</a></span></header>
<main class="cs-main"><p class="cs-demo">${escapeHtml(t('console:demo'))}</p><noscript>${escapeHtml(t('console:noScript'))}</noscript></main></div></div>
<script type="application/json" id="console-data">${data}</script>
</body>
</html>
`;
}

/** GET /console/ and /ar-ae/console/ (decisions 0110, 0114): never cached, never indexed, their own CSP. */
export function registerConsolePages(
  app: FastifyInstance,
  deps: { service: ConsoleService; cookie: ConsoleCookie; assets: () => Assets },
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
          .send(renderConsolePage(lang, staff, deps.assets().console));
      },
    );
  }
}
