import { Link } from 'react-router-dom';
import { StatusScreen } from '@/components/layout/status-screen';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
};

/** The browser could not fetch a piece of the app's code: almost always a lost connection. */
const isLoadFailure = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

const LOAD_FAILURE_MESSAGE =
  'This screen could not be loaded. Check your internet connection, then reload the page — your journey is kept in this tab.';

/**
 * docs/product.md §3.3: the fallback for unhandled routing errors, with the error's message
 * (shown by route-error-boundary.tsx).
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const loadFailed =
    isLoadFailure(error) || (typeof navigator !== 'undefined' && !navigator.onLine);
  return (
    <StatusScreen
      tone="danger"
      mark="!"
      title="Unexpected Application Error!"
      actions={
        <>
          <button
            type="button"
            className={buttonVariants({ size: 'lg' })}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <Link
            to={paths.home}
            reloadDocument
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            Return Home
          </Link>
        </>
      }
    >
      <p className="text-balance">
        {loadFailed
          ? LOAD_FAILURE_MESSAGE
          : 'Sorry, something broke on our side. Nothing you typed was sent anywhere new.'}
      </p>
      <p className="rounded-control bg-surface-sunken text-ink mt-4 px-4 py-3 font-mono text-sm break-words">
        {messageOf(error)}
      </p>
    </StatusScreen>
  );
}
