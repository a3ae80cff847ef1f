import { useLayoutEffect, type RefObject } from 'react';

/** The least of the step's text kept in view, however small the screen: a few lines. */
const TEXT_MIN_PX = 120;
/** Room kept under the card's foot on the first screen. */
const FOOT_GAP_PX = 12;

/**
 * Gives `part` of `box` the height the rest of `box` leaves above the first screen's lower edge.
 * Its height, not only its most: with a short step too, what comes or goes around the text (a
 * check-in line) takes or gives the text's room, and the card's foot does not move.
 */
function fitOnFirstScreen(box: HTMLElement, part: HTMLElement): void {
  // Document coordinates: the first screen, wherever the page is scrolled to now.
  const top = box.getBoundingClientRect().top + window.scrollY;
  const rest = box.offsetHeight - part.offsetHeight;
  const room = Math.max(TEXT_MIN_PX, window.innerHeight - top - rest - FOOT_GAP_PX);
  const value = `${Math.floor(room)}px`;
  if (part.style.height !== value) part.style.height = value;
}

/**
 * Keeps `card` whole on the first screen (docs/decisions/093-the-first-ten-minutes-still.md): its
 * `text` part, the one that may grow past a screen, is given the height the rest of the card leaves
 * above the screen's lower edge and scrolls inside it when longer. Measured again whenever the card or what is
 * above it changes size (a check-in line, 'Start here' folding away, a sub-step list, the window),
 * so whatever comes or goes the card's foot, 'Done, next step', stays put on the screen.
 */
export function useFirstScreenFit(
  card: RefObject<HTMLElement | null>,
  text: RefObject<HTMLElement | null>,
  /** Whether the card is on the page (refs are read when this turns true). */
  shown: boolean,
): void {
  useLayoutEffect(() => {
    const box = card.current;
    const part = text.current;
    if (!box || !part || typeof ResizeObserver === 'undefined') return;
    const fit = () => fitOnFirstScreen(box, part);
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
  }, [card, text, shown]);
}
