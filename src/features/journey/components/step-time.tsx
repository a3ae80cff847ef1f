import { estimateLabel, tookLabel } from '@/features/journey/model/time';

/** Beside a step's title: what it took once done and timed, else its estimate, if any. */
export function StepTime({ minutes, seconds }: { minutes: number | undefined; seconds: number }) {
  if (seconds <= 0 && !minutes) return null;
  return (
    <>
      <span className="sr-only">, </span>
      <span className="text-ink-subtle ml-2 text-sm font-normal whitespace-nowrap">
        {seconds > 0 ? (
          tookLabel(seconds)
        ) : (
          <>
            <span aria-hidden="true">{estimateLabel(minutes!)}</span>
            <span className="sr-only">about {minutes} minutes</span>
          </>
        )}
      </span>
    </>
  );
}
