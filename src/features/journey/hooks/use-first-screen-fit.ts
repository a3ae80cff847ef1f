import { useLayoutEffect, type RefObject } from 'react';

/** The least of the step's text kept in view, however small the screen: a few lines. */
const TEXT_MIN_PX = 96;
/** Room kept under the card's foot on the first screen. */
const FOOT_GAP_PX = 12;

/**
 * Gives `part` of `box` the height that puts the bottom of `foot` at the first screen's lower
 * edge. Its height, not only its most: with a short step too, what comes or goes around the text
 * (a check-in line) takes or gives the text's room, and the foot does not move.
 */
function fitOnFirstScreen(box: HTMLElement, part: HTMLElement, foot: HTMLElement): void {
  // Document coordinates: the first screen, wherever the page is scrolled to now.
  const top = box.getBoundingClientRect().top + window.scrollY;
  const rest =
    foot.getBoundingClientRect().bottom - box.getBoundingClientRect().top - part.offsetHeight;
  const room = Math.max(TEXT_MIN_PX, window.innerHeight - top - rest - FOOT_GAP_PX);
  const value = `${Math.floor(room)}px`;
  if (part.style.height !== value) part.style.height = value;
}

/**
 * Keeps `card` down to its `foot` ('Done, next step') on the first screen
 * (docs/decisions/093-the-first-ten-minutes-still.md): its `text` part, the one that may grow past
 * a screen, is given the height the rest leaves above the screen's lower edge and scrolls inside it
 * when longer. Measured again whenever the card or what is above it changes size (a check-in line,
 * 'Start here' folding away, a sub-step list, the window), so whatever comes or goes the foot stays
 * put. What is below the foot ('Sound and notifications') may be below the first screen.
 */
export function useFirstScreenFit(
  card: RefObject<HTMLElement | null>,
  text: RefObject<HTMLElement | null>,
  foot: RefObject<HTMLElement | null>,
  /** Whether the card is on the page (refs are read when this turns true). */
  shown: boolean,
): void {
  useLayoutEffect(() => {
    const box = card.current;
    const part = text.current;
    const end = foot.current;
    if (!box || !part || !end || typeof ResizeObserver === 'undefined') return;
    const fit = () => fitOnFirstScreen(box, part, end);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    // What is above the card ('Start here', the toggle) changes the page's height, not the card's.
    if (box.parentElement) observer.observe(box.parentElement);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [card, text, foot, shown]);
}
