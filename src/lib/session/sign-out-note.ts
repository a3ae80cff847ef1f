/**
 * A sign-out leaves a note in localStorage, shared by every tab of this browser, naming the account
 * that signed out. The backend announces a sign-out and a session that ran out alike (both adapters
 * say SIGNED_OUT, in this tab and in the others), so the note is how any tab tells a person's own
 * sign-out from an expiry (docs/product.md §5.11, §7.7). A new sign-in takes the note away.
 */
const SIGN_OUT_NOTE_KEY = 'clarity.signed-out';

const storage = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

/** Written just before asking the backend to sign `userId` out. */
export function noteSignOut(userId: string): void {
  try {
    storage()?.setItem(SIGN_OUT_NOTE_KEY, userId);
  } catch {
    // Storage refused: the sign-out still happens, other tabs just take it for an expiry.
  }
}

/** Whether the session of `userId` ended because someone signed out (here or in another tab). */
export const wasSignedOut = (userId: string): boolean =>
  storage()?.getItem(SIGN_OUT_NOTE_KEY) === userId;

/** A sign-in, or a sign-out that failed: the note no longer describes anything. */
export function dropSignOutNote(): void {
  storage()?.removeItem(SIGN_OUT_NOTE_KEY);
}
