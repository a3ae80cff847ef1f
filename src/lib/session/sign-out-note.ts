/**
 * A sign-out leaves a note in localStorage, shared by every tab of this browser, naming the account
 * that signed out. The backend announces a sign-out and a session that ran out alike (both adapters
 * say SIGNED_OUT, in this tab and in the others), so the note is how any tab tells a person's own
 * sign-out from an expiry (docs/product.md §5.11, §7.7). A new sign-in takes the note away.
 * Storage that is switched off makes every end look like an expiry; it never stops a sign-out.
 */
export const SIGN_OUT_NOTE_KEY = 'clarity.signed-out';

/** Left by a person's own sign-out, just before it asks the backend to sign out. */
export function leaveSignOutNote(userId: string): void {
  try {
    localStorage.setItem(SIGN_OUT_NOTE_KEY, userId);
  } catch {
    // Storage refused: the sign-out still happens; other tabs take it for an expiry.
  }
}

/** Whether the session of `userId` ended because someone signed out (here or in another tab). */
export function wasSignedOut(userId: string): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_NOTE_KEY) === userId;
  } catch {
    return false;
  }
}

/** A sign-in, or a sign-out that failed: the note no longer describes anything. */
export function dropSignOutNote(): void {
  try {
    localStorage.removeItem(SIGN_OUT_NOTE_KEY);
  } catch {
    // Storage refused: there is no note to drop either.
  }
}
