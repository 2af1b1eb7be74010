import { createStore } from 'zustand/vanilla';

/**
 * Cross-island session state (docs/ARCHITECTURE.md#stack 'Cross-island state'). Vanilla store so the request helper and
 * the bootstrap can use it without React; islands read it with `useStore(sessionStore, selector)`.
 */
export type BlockUserState = {
  open: boolean;
  message: string;
  /** Seconds the server asked the visitor to wait (Retry-After). */
  retryAfter: number;
  /** Epoch ms when the wait ends; the popup counts down to it. */
  until: number;
};

export type SessionState = {
  blockUser: BlockUserState;
  /** INTERNAL_RATE_LIMIT_EXCEED asks the visitor to sign in (docs/product/session.md); the sign-in modal reads this. */
  signInPrompt: boolean;
  session: { deviceUuid?: string; visitId?: number };
  openBlockUser(message: string, retryAfter: number, now?: number): void;
  closeBlockUser(): void;
  setSignInPrompt(open: boolean): void;
  setSession(session: { deviceUuid?: string | undefined; visitId?: number | undefined }): void;
};

const closed: BlockUserState = { open: false, message: '', retryAfter: 0, until: 0 };

export const sessionStore = createStore<SessionState>()((set) => ({
  blockUser: closed,
  signInPrompt: false,
  session: {},
  openBlockUser: (message, retryAfter, now = Date.now()) => {
    const seconds = Math.max(0, Math.ceil(retryAfter));
    set({ blockUser: { open: true, message, retryAfter: seconds, until: now + seconds * 1000 } });
  },
  closeBlockUser: () => set((s) => ({ blockUser: { ...s.blockUser, open: false } })),
  setSignInPrompt: (open) => set({ signInPrompt: open }),
  setSession: (session) => {
    const next: SessionState['session'] = {};
    if (session.deviceUuid) next.deviceUuid = session.deviceUuid;
    if (session.visitId) next.visitId = session.visitId;
    set({ session: next });
  },
}));
