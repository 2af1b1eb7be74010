import { sessionStore } from './store';

/** Overlays entry-client can mount on demand (client-only islands: the server cannot know they are needed). */
export type OverlayName = 'BlockUserPopup';
export type MountOverlay = (name: OverlayName) => Promise<void>;

let mountOverlay: MountOverlay | undefined;

/** entry-client hands over its mounter once the session starts. */
export function setOverlayMounter(mount: MountOverlay): void {
  mountOverlay = mount;
}

/** RATE_LIMIT (docs/product/session.md): the block-user popup with the server's message and retry-after. */
export async function openBlockUser(message: string, retryAfter: number): Promise<void> {
  sessionStore.getState().openBlockUser(message, retryAfter);
  await mountOverlay?.('BlockUserPopup');
}

let signInOpener: (() => void) | undefined;

/** entry-client hands over the sign-in dialog's opener (a plain module in account/, loaded on the first use). */
export function setSignInOpener(open: () => void): void {
  signInOpener = open;
  // A call refused before the session started (the account page reads at first paint) still opens it.
  if (sessionStore.getState().signInPrompt) open();
}

/** INTERNAL_RATE_LIMIT_EXCEED (docs/product/session.md): ask the visitor to sign in, in the sign-in dialog (0088). */
export function openSignInPrompt(): void {
  sessionStore.getState().setSignInPrompt(true);
  signInOpener?.();
}
