/** Whether the person asked their system for less motion (no smooth scrolling, no confetti). */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls an element into view: smoothly, unless the person prefers reduced motion. */
export function scrollIntoViewGently(element: Element | null, block: ScrollLogicalPosition): void {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block });
}
