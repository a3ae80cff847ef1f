import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-provider';
import type { SharedPlan } from '@/lib/share/plan';
import { useKeepSharedPlan } from '@/features/shared-plan/hooks/use-keep-shared-plan';

interface KeepSharedPlanProps {
  plan: SharedPlan;
  /** A visitor's copy becomes this tab's journey (the journey's, handed in by the app). */
  keepInTab: (plan: SharedPlan) => void;
}

/**
 * 'Make it mine', carried out on `/` (docs/product.md §5.14): `/shared` hands its plan over when the
 * button is pressed, so the writes it needs are the journey's own, already loaded there, and
 * `/shared` shares no code with the landing page's first load. Keeps the copy once, then opens it:
 * a visitor's at its guide in this tab, a signed-in person's as their saved idea.
 */
export function KeepSharedPlan({ plan, keepInTab }: KeepSharedPlanProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { keep, error } = useKeepSharedPlan(keepInTab);
  const [attempt, setAttempt] = useState(0);
  // The attempt already under way: a re-render (or Strict Mode's second run) must not save twice.
  const started = useRef(-1);
  const known = session.status !== 'loading';
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!known || started.current === attempt) return;
    started.current = attempt;
    void keep(plan, signedIn).then((ideaId) => {
      // Replaced, so going back returns to the shared plan rather than saving it again.
      if (ideaId === null) return navigate(paths.home, { replace: true });
      if (ideaId) return navigate(paths.resumeJourney(ideaId, plan.guide.kind), { replace: true });
      return undefined;
    });
  }, [known, attempt, keep, plan, signedIn, navigate]);

  if (!error) return <PageLoader label="Making this plan yours…" />;
  return (
    <StatusScreen
      mark="!"
      tone="danger"
      title="Your copy was not saved"
      actions={
        <>
          <Button size="lg" onClick={() => setAttempt((current) => current + 1)}>
            Try again
          </Button>
          <Button size="lg" variant="outline" onClick={() => void navigate(-1)}>
            Back to the shared plan
          </Button>
        </>
      }
    >
      <p className="text-balance">{error}</p>
    </StatusScreen>
  );
}
