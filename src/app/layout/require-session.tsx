import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-provider';

/** Where a guarded page sends someone to sign in, and where they return afterwards. */
interface LoginRedirectState {
  from?: string;
}

/** Guards /dashboard, /ideas and /idea/{id} (docs/product.md §3.2). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <PageLoader label="Checking authentication..." />;
  if (session.status === 'signed-out') {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
