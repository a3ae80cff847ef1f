/**
 * One anonymous id per browser session, sent with feedback (`session_id`, docs/product.md §9.4) so
 * several answers from one visit can be told apart from answers of different visits.
 */
const SESSION_ID_KEY = 'clarity.feedback-session-id';
const AUTO_PROMPT_KEY = 'clarity.feedback-auto-prompted';

let memoryId: string | undefined;

export function getFeedbackSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_ID_KEY);
    if (existing) return existing;
    const id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    memoryId ??= crypto.randomUUID();
    return memoryId;
  }
}

/**
 * The dialog opens by itself after a step pick at most once per browser session: asked again and
 * again, people who are easily pulled off track lose the thread (docs/product.md §5.5).
 * Returns true the first time it is asked in this session.
 */
export function claimAutoPrompt(): boolean {
  try {
    if (sessionStorage.getItem(AUTO_PROMPT_KEY) === '1') return false;
    sessionStorage.setItem(AUTO_PROMPT_KEY, '1');
    return true;
  } catch {
    return false;
  }
}
