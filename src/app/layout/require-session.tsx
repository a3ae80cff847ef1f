import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-provider';

/** Where a guarded page sends someone to sign in, and where they return afterwards. */
interface LoginRedirectState {
  from?: string;
}

/**
 * Guards /dashboard, /ideas and /idea/{id} (docs/product.md §3.2). Only a person who arrived here
 * without a session is sent back after signing in: a session that ends on the page (a sign-out,
 * here or in another tab, or an expiry) leaves no page to return to, and signing in goes home.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const [admitted, setAdmitted] = useState(false);
  if (session.status === 'signed-in' && !admitted) setAdmitted(true);

  if (session.status === 'loading') return <PageLoader label="Checking authentication..." />;
  if (session.status === 'signed-out') {
    const state: LoginRedirectState | null = admitted
      ? null
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
