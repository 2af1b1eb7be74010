import { SIGNED_IN_HINT_COOKIE } from '../../../shared/contracts/account-constants';

let session: Promise<boolean> | undefined;

/** One GET /api/auth/session per page, and only when the readable hint cookie says a sign-in happened. */
function signedIn(): Promise<boolean> {
  session ??= new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`).test(document.cookie)
    ? fetch('/api/auth/session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then((r) => (r.ok ? (r.json() as Promise<{ signedIn?: boolean }>) : null))
        .then((s) => s?.signedIn === true)
        .catch(() => false)
    : Promise.resolve(false);
  return session;
}

/**
 * 'Sign In' becomes 'Account' for a signed-in visitor ('View History' stays for source 10); a press goes to the
 * account when signed in or for partner sources (docs/product/account.md: they skip the modal), otherwise loads the modal.
 */
export function enhanceAccountButton(button: HTMLElement): void {
  const href = button.dataset.accountHref ?? '/account/';
  let known = false;
  void signedIn().then((yes) => {
    known = yes;
    if (!yes) return;
    if (button.dataset.keepLabel === undefined && button.dataset.labelAccount)
      button.textContent = button.dataset.labelAccount;
    button.removeAttribute('aria-haspopup');
  });
  button.addEventListener('click', () => {
    if (known || button.dataset.skipModal !== undefined) {
      window.location.assign(href);
      return;
    }
    import('../../account/sign-in-modal')
      .then((m) => m.openSignIn(button))
      .catch(() => window.location.assign(href));
  });
}
