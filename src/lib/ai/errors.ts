/**
 * Errors of the AI layer. An abort (the user left the screen) is not a failure: it must not show a
 * message or a fallback, so callers test for it with `isAbortError` and stay quiet.
 */

export class AiAbortError extends Error {
  override name = 'AbortError';
  constructor(message = 'The AI request was cancelled.') {
    super(message);
  }
}

export function isAbortError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // DOMException('AbortError') from fetch, the SDK's APIUserAbortError, and ours.
  return (
    error.name === 'AbortError' ||
    error.name === 'APIUserAbortError' ||
    error instanceof AiAbortError
  );
}

export const NO_RESPONSE_MESSAGE = 'No response from OpenAI';
export const NOT_CONNECTED_MESSAGE = 'AI not connected';
export const INVALID_RESPONSE_MESSAGE = 'The AI answer could not be read';
