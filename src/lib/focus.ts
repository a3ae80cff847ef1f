/**
 * Moves the focus where the app takes the person (a new stage's heading, the next step), marked
 * `data-focus-moved` until it leaves, so the focus ring shows even after a click or a tap: the
 * browser's own `:focus-visible` leaves a focus moved by a script after a pointer press unmarked
 * (docs/decisions/093-the-first-ten-minutes-still.md).
 */
export function moveFocusTo(element: HTMLElement | null | undefined, options?: FocusOptions): void {
  if (!element) return;
  element.setAttribute('data-focus-moved', '');
  element.addEventListener('blur', () => element.removeAttribute('data-focus-moved'), {
    once: true,
  });
  element.focus(options);
}
