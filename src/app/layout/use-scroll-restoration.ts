import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry of this tab was scrolled to, by the entry's key. */
const STORAGE_KEY = 'clarity.scroll-positions';

const readPositions = (): Record<string, number> => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    // Storage refused or damaged: every page opens at its top.
    return {};
  }
};

/**
 * Where the window scrolls on a navigation, as a browser does between documents: a new page opens
 * at its top (or at the element its link's hash names), and Back or Forward returns to where that
 * entry was left, a reload included.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(location.key);
  const first = useRef(true);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current;
    const remember = () => {
      saved[current.current] = window.scrollY;
    };
    const store = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage refused: positions are kept for this page's lifetime only.
      }
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = (positions.current ??= readPositions())[location.key];
    const arriving = first.current;
    first.current = false;
    if ((navigationType === 'POP' || arriving) && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    // A page opened afresh starts where the browser put it: a prerendered page may be scrolled
    // already, before the app takes it over.
    if (arriving) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
