import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog, the sliders and the AI's triage load only when the person asks.
const TriageDialog = lazy(() =>
  import('./triage-dialog').then((module) => ({ default: module.TriageDialog })),
);

/** 'Which idea first?' on My Ideas: the button, and the dialog once it has been opened. */
export function TriageLauncher() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Which idea first?
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <TriageDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
