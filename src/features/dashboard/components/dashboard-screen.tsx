import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useSignOutMutation } from '@/lib/api/account/sign-out-mutation';
import { useCurrentUserQuery } from '@/lib/api/account/current-user-query';
import { displayName } from '@/features/dashboard/model/profile';
import { useSession } from '@/lib/session/session-provider';
import { AiCard } from './ai-card';
import { DetailsCard } from './details-card';
import { ProfileCard } from './profile-card';
import { QuickStats } from './quick-stats';
import { SecurityCard } from './security-card';
import { YourDataCard } from './your-data-card';

/** docs/product.md §7.7, word for word. */
const SIGN_OUT_FAILED_MESSAGE = 'Failed to sign out. Please try again.';

/**
 * The dashboard (docs/product.md §8.3): the account, its numbers, settings, 'Your data' (with what
 * the route places in it: keeping the data, another feature), and 'Details'.
 */
export function DashboardScreen({ keeping }: { keeping?: ReactNode } = {}) {
  const session = useSession();
  const currentUser = useCurrentUserQuery();
  const signOut = useSignOutMutation();

  if (currentUser.isPending) return <PageLoader label="Loading your dashboard..." />;
  // The auth server's copy is the freshest; if it cannot be read, the session's copy still describes the person.
  const user = currentUser.data ?? session.session?.user;
  if (!user) return <PageLoader label="Loading your dashboard..." />;

  // Once signed out, the session guard takes the person to the sign-in page; a failure keeps them here.
  const leave = () =>
    signOut.mutate(undefined, {
      onError: (error) => {
        console.warn('Sign out failed.', error);
        toast.error(SIGN_OUT_FAILED_MESSAGE);
      },
    });

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="from-brand-50 to-surface-muted min-h-dvh bg-gradient-to-b focus:outline-none"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
              Dashboard
            </p>
            <h1 className="font-display text-ink mt-1 text-3xl font-bold break-words sm:text-4xl">
              Welcome back, {displayName(user)}
            </h1>
            <p className="text-ink-muted mt-2">
              Your account, your progress, and your settings in one place.
            </p>
          </div>
          <nav aria-label="Dashboard" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Link to={paths.ideas} className={buttonVariants()}>
              My Ideas
            </Link>
            <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
              Back to Clarity
            </Link>
            <Button
              variant="ghost"
              className="col-span-2 sm:col-auto"
              onClick={leave}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? 'Signing out...' : 'Sign Out'}
            </Button>
          </nav>
        </header>

        {/* On a phone: who, the numbers, the settings, then the technical details, folded. */}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <ProfileCard user={user} />
          <QuickStats />
          <SecurityCard user={user} />
          <AiCard />
          <YourDataCard keeping={keeping} />
          <DetailsCard user={user} />
        </div>
      </div>
    </main>
  );
}
