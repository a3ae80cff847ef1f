import { lazy, Suspense, useState } from 'react';

// On the input screen this sits in the first page load: the controls load only when opened.
const VoiceChoice = lazy(() =>
  import('./voice-choice').then((module) => ({ default: module.VoiceChoice })),
);

/** 'Tone and energy', folded: the tone and low-energy choices for the next AI answers. */
export function VoiceDisclosure() {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-card border-line bg-surface border px-4 py-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="text-ink cursor-pointer py-2.5 text-sm font-semibold">
        Tone and energy
      </summary>
      {open ? (
        <div className="pt-2 pb-1">
          <Suspense fallback={null}>
            <VoiceChoice />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
