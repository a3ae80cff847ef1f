/**
 * One anonymous id per browser session, sent with feedback (`session_id`, docs/product.md §9.4) so
 * several answers from one visit can be told apart from answers of different visits.
 */
const SESSION_ID_KEY = 'clarity.feedback-session-id';

/**
 * What `public.submit_feedback` takes as a session id (supabase/migrations/
 * 20261129003910_submit_feedback_checks_its_arguments.sql); a UUID always is.
 */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,200}$/;

let memoryId: string | undefined;

export function getFeedbackSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_ID_KEY);
    // One the database would refuse (edited, or damaged in storage) is replaced, not sent.
    if (existing && WELL_FORMED.test(existing)) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}

/**
 * The rating invitation under a guide shows at most once per browser, whatever the tab: asked again
 * and again, people who are easily pulled off track lose the thread (docs/product.md §6). Kept in
 * localStorage; a browser that refuses storage is never invited (never twice is the promise).
 */
const INVITED_KEY = 'clarity.feedback-invited';

/** Whether this browser has not been invited yet (false where storage is refused). */
export function invitationDue(): boolean {
  try {
    return localStorage.getItem(INVITED_KEY) !== '1';
  } catch {
    return false;
  }
}

/** Remembers that this browser was invited (once shown, it is not shown again). */
export function noteInvited(): void {
  try {
    localStorage.setItem(INVITED_KEY, '1');
  } catch {
    // Nothing to remember it in; invitationDue() already answers false for such a browser.
  }
}
