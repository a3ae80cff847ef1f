import type { UseMutationResult } from '@tanstack/react-query';
import type { AiChoice } from '@/lib/ai/choice';
import type { ConnectionTestReport } from '@/lib/api/ai/connection-test-mutation';

const formatDuration = (ms: number): string =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

/** How the answer's JSON was obtained, as the app itself would ask for it. */
const FORMAT_WORDS = {
  json_schema: 'Structured answers work.',
  json_object:
    'Structured answers are not offered, so Clarity asks for JSON instead (JSON mode). That works too.',
  text: 'Neither structured answers nor JSON mode is offered, so Clarity reads JSON out of plain answers.',
} as const;

export function ConnectionTestResult({
  test,
}: {
  test: UseMutationResult<ConnectionTestReport, Error, AiChoice>;
}) {
  if (test.isIdle) return null;
  if (test.isPending) return <p className="text-ink-muted text-sm">Testing the connection…</p>;
  if (test.isError) {
    const { durationMs } = test.error as Error & { durationMs?: number };
    return (
      <p className="text-danger-700 text-sm font-medium">
        Failed: {test.error.message}
        {durationMs !== undefined ? ` (${formatDuration(durationMs)})` : null}
      </p>
    );
  }
  const report = test.data;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="text-success-700 font-medium">
        Connected: {report.model} answered in {formatDuration(report.durationMs)}.
      </p>
      <p className="text-ink-muted">{FORMAT_WORDS[report.format]}</p>
      {report.readable ? null : (
        <p className="text-warning-700">
          But its answer could not be read as a summary of an idea, so ideas would get the examples.
          A larger model may do better.
        </p>
      )}
    </div>
  );
}
