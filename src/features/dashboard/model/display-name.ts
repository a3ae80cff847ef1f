export const DISPLAY_NAME_MAX_LENGTH = 100;

export type DisplayNameResult = { success: true; name: string } | { success: false; error: string };

/** A display name is trimmed; empty is allowed (the e-mail prefix is shown then), long is not. */
export function validateDisplayName(input: string): DisplayNameResult {
  const name = input.trim();
  if (name.length > DISPLAY_NAME_MAX_LENGTH) {
    return {
      success: false,
      error: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
    };
  }
  return { success: true, name };
}
