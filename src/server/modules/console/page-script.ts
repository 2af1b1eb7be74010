/**
 * The console page's one small script (decision 0110), inline and allowed by its SHA-256 in the page's own CSP.
 * Plain DOM, no framework: the forms post JSON to /api/console/… (same origin, so the browser sends Origin) and
 * the page reloads once signed in or out. The invitation token travels after '#', never to a server log.
 */
export const CONSOLE_SCRIPT = `(() => {
  const s = JSON.parse(document.getElementById('console-strings').textContent);
  const $ = (id) => document.getElementById(id);
  const show = (id, on) => { const el = $(id); if (el) el.hidden = !on; };
  const say = (form, text) => { const p = form.querySelector('.console-error'); p.textContent = text || ''; };
  async function call(path, body) {
    const r = await fetch('/api/console/' + path, {
      method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json' }, body: JSON.stringify(body || {}),
    });
    const json = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(s.errors[json.code] || s.errors.other);
    return json.data;
  }
  const on = (id, run) => {
    const form = $(id);
    if (!form) return;
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      say(form, '');
      const button = form.querySelector('button');
      button.disabled = true;
      try { await run(new FormData(form), form); } catch (e) { say(form, e.message); }
      finally { button.disabled = false; }
    });
  };
  let ticket = '';
  on('console-sign-in', async (f) => {
    ticket = (await call('sign-in', { email: f.get('email'), password: f.get('password') })).ticket;
    show('console-sign-in', false); show('console-code', true); $('console-code').querySelector('input').focus();
  });
  on('console-code', async (f) => { await call('sign-in/code', { ticket, code: f.get('code') }); location.reload(); });
  const invite = new URLSearchParams(location.hash.slice(1)).get('invite');
  if (invite && $('console-accept')) { show('console-sign-in', false); show('console-accept', true); }
  on('console-accept', async (f, form) => {
    if (f.get('password') !== f.get('repeat')) throw new Error(s.invite.mismatch);
    const d = await call('invitations/accept', { token: invite, password: f.get('password') });
    $('console-secret').textContent = d.secret;
    $('console-uri').href = d.otpauthUri;
    show('console-accept', false); show('console-confirm', true);
  });
  on('console-confirm', async (f) => {
    await call('invitations/confirm', { token: invite, code: f.get('code') });
    history.replaceState(null, '', location.pathname); location.reload();
  });
  on('console-sign-out', async () => { await call('sign-out'); location.reload(); });
  on('console-sign-out-everywhere', async () => { await call('sign-out-everywhere'); location.reload(); });
})();`;

export const CONSOLE_STYLE = `
body{margin:0;font:16px/1.5 system-ui,'Noto Sans','Noto Sans Arabic',sans-serif;color:#14213d;background:#f4f6fa}
header{background:#0b3d91;color:#fff;padding:12px 16px;display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}
header a{color:#fff}
main{max-width:480px;margin:24px auto;padding:0 16px}
main.home{max-width:960px}
form,section{background:#fff;border:1px solid #d5dbe6;border-radius:8px;padding:16px;margin:0 0 16px}
label{display:block;margin:0 0 12px;font-weight:600}
input{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:10px;font:inherit;border:1px solid #9aa6bb;border-radius:6px}
button{font:inherit;padding:10px 16px;border:0;border-radius:6px;background:#0b3d91;color:#fff;cursor:pointer}
button:disabled{opacity:.6}
.console-error{color:#b00020;min-height:1.5em;margin:8px 0 0}
.demo{font-size:14px;color:#4a5568}
code{word-break:break-all;background:#eef1f6;padding:2px 4px}
ul.tiles{list-style:none;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
ul.tiles li{background:#fff;border:1px solid #d5dbe6;border-radius:8px;padding:16px;color:#4a5568}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.actions form{padding:0;border:0;background:none;margin:0}
[hidden]{display:none!important}
`;
