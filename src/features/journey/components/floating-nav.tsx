import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The bottom padding a page needs under `FloatingNav`: more than the bar's height on narrow
 * screens (h-18, 4.5rem) and more than the floating buttons' reach on wider ones (bottom-6 plus
 * a 2.75rem button, 4.25rem), so the last element of a page can always be scrolled clear of it.
 */
export const FLOATING_NAV_ROOM = 'pb-28 sm:pb-24';

/** docs/product.md §5.1: signed-in people can always reach their ideas and their account. */
export function FloatingNav() {
  const linkClass = buttonVariants({ variant: 'outline', className: 'sm:shadow-card' });
  return (
    <nav
      aria-label="Your account"
      // Narrow screens: an opaque bar, so text scrolling past never shows through the buttons.
      className="border-line bg-surface fixed inset-x-0 bottom-0 z-30 flex h-18 items-center justify-end gap-2 border-t px-4 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-auto sm:border-0 sm:bg-transparent sm:px-0"
    >
      <Link to={paths.ideas} className={linkClass}>
        <span aria-hidden="true">💡</span> My Ideas
      </Link>
      <Link to={paths.dashboard} className={linkClass}>
        <span aria-hidden="true">⚙️</span> Settings
      </Link>
    </nav>
  );
}
