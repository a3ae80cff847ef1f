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
 * entry was left, a reload included. A page that replaces its own entry at the same address (the
 * journey noting its stage there, use-journey-history.ts) stays where it is, as
 * `history.replaceState` does: on arrival that replace came while the person might already be
 * scrolled down, and the jump to the top took a link away from under a press
 * (docs/decisions/061-same-address-replace-keeps-the-scroll.md).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(location.key);
  const address = location.pathname + location.search + location.hash;
  const lastAddress = useRef(address);
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
    const kept = (positions.current ??= readPositions());
    const saved = kept[location.key];
    const arriving = first.current;
    first.current = false;
    const sameAddress = lastAddress.current === address;
    lastAddress.current = address;
    if (navigationType === 'REPLACE' && sameAddress) {
      kept[location.key] = window.scrollY;
      return;
    }
    // A jump, as between documents: the page's smooth scrolling is for moves within a page, and
    // made a new page glide up from where the last one was left.
    if ((navigationType === 'POP' || arriving) && typeof saved === 'number') {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    // A page opened afresh starts where the browser put it: a prerendered page may be scrolled
    // already, before the app takes it over.
    if (arriving) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.key, location.hash, address, navigationType]);
}
