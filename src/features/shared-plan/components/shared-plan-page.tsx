import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-provider';
import type { SharedPlan, SharedPlanHandover } from '@/lib/share/plan';
import type { PlanRead } from '@/lib/share/read';
import { useSharedPlan } from '@/features/shared-plan/hooks/use-shared-plan';
import { SharedPlanView } from './shared-plan-view';

/** Why a link shows no plan, in one sentence each (docs/product.md §5.14). */
const WHY_NOT: Record<Exclude<PlanRead['kind'], 'plan'>, string> = {
  empty: 'This link has no plan in it: ask for the whole link again.',
  damaged:
    'This link is damaged, perhaps cut short when it was copied: ask for the whole link again.',
  'too-long': 'This link is too long for a browser to open safely, so its plan was not read.',
  newer:
    'This link was made by a newer version of Clarity: reload this page to get it, then open the link again.',
  unsupported:
    'This browser cannot open shared plans; a recent Chrome, Edge, Firefox or Safari can.',
};

interface SharedPlanPageProps {
  /** Whether this tab holds a journey that a visitor's copy would take the place of. */
  tabHasJourney: () => boolean;
}

/**
 * `/shared` (docs/product.md §5.14): a plan someone shared, read from the link's fragment and shown
 * read-only, with 'Make it mine' to carry on with a copy of one's own.
 */
export function SharedPlanPage({ tabHasJourney }: SharedPlanPageProps) {
  const { hash } = useLocation();
  const read = useSharedPlan(hash);
  if (!read) return <PageLoader label="Opening the shared plan..." />;
  if (read.kind !== 'plan')
    return (
      <StatusScreen
        mark="?"
        title={read.kind === 'empty' ? 'No plan in this link' : 'This plan cannot be opened'}
        actions={
          <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
            Go to Clarity
          </Link>
        }
      >
        <p className="text-balance">{WHY_NOT[read.kind]}</p>
      </StatusScreen>
    );
  return <SharedPlanScreen plan={read.plan} tabHasJourney={tabHasJourney} />;
}

function SharedPlanScreen({ plan, tabHasJourney }: { plan: SharedPlan } & SharedPlanPageProps) {
  const session = useSession();
  // Read once: this screen only ever renders in the browser (a link's fragment is not prerendered).
  const [replacesJourney] = useState(tabHasJourney);
  const signedIn = session.status === 'signed-in';
  const navigate = useNavigate();
  // The copy is kept on `/`, with the journey's own writes (KeepSharedPlan).
  const handover: SharedPlanHandover = { keepSharedPlan: plan };
  const makeItMine = () => void navigate(paths.home, { state: handover });

  return (
    <main
      id="main-content"
      className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-16"
    >
      <header className="flex flex-col gap-4">
        <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
          A shared plan · read-only
        </p>
        <h1 className="font-display text-ink text-3xl font-bold sm:text-4xl">
          Someone shared a plan with you
        </h1>
        <p className="rounded-control border-line bg-surface text-ink border px-4 py-3 text-sm">
          Anyone with this link can read this plan. It is shown as it was when it was shared, and it
          lives only in the link: no server keeps a copy.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button size="lg" onClick={makeItMine} disabled={session.status === 'loading'}>
            Make it mine
          </Button>
          <p className="text-ink-muted text-sm">
            {signedIn
              ? 'Saves a copy to your account, to tick and change as your own idea.'
              : `Opens a copy in this tab as your own journey, to tick and change.${
                  replacesJourney ? ' It takes the place of the idea open in this tab.' : ''
                }`}
          </p>
        </div>
      </header>
      <SharedPlanView plan={plan} />
    </main>
  );
}
