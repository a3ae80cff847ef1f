/**
 * The message a field is described by (`aria-describedby`), which is what a screen reader reads
 * with it: the error, leaving out the password-length hint. `null` when there is none.
 */
export function describedError(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids
      .map((id) => document.getElementById(id)?.textContent)
      .find((text) => text && !text.startsWith('At least')) ?? null
  );
}
