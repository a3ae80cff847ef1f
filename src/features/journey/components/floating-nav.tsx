import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/** docs/product.md §5.1: signed-in people can always reach their ideas and their account. */
export function FloatingNav() {
  const linkClass = cn(buttonVariants({ variant: 'outline' }), 'shadow-card bg-surface');
  return (
    <nav
      aria-label="Your account"
      className="fixed right-4 bottom-4 z-30 flex gap-2 sm:right-6 sm:bottom-6"
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
