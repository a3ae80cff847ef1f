import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useConnectionTestMutation,
  useConnectionWriteTestMutation,
  type ConnectionReport,
  type ConnectionTestError,
} from '@/lib/api/account/connection-test-mutation';
import { formatDuration } from '@/features/dashboard/model/profile';
import { useBackendMode } from '@/lib/api/backend-mode';
import { cn } from '@/lib/cn';

type Check = UseMutationResult<ConnectionReport, ConnectionTestError, void>;

function CheckResult({ check }: { check: Check }) {
  if (check.isIdle) return null;
  if (check.isPending) return <p className="text-ink-muted text-sm">Checking...</p>;
  const failed = check.isError;
  const report = failed ? check.error : check.data;
  return (
    <p className={cn('text-sm font-medium', failed ? 'text-danger-700' : 'text-success-700')}>
      {failed ? `Failed: ${report.message}` : report.message} ({formatDuration(report.durationMs)})
    </p>
  );
}

function CheckRow({
  label,
  description,
  check,
}: {
  label: string;
  description: string;
  check: Check;
}) {
  return (
    <div className="rounded-control border-line flex flex-col gap-3 border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-muted min-w-0 flex-1 text-sm">{description}</p>
        <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? <Spinner className="size-4" /> : null}
          {label}
        </Button>
      </div>
      <div aria-live="polite">
        <CheckResult check={check} />
      </div>
    </div>
  );
}

/** docs/product.md §8.3: the connection test, saying what happened and how long it took. */
export function ConnectionPanel() {
  const mode = useBackendMode();
  const testConnection = useConnectionTestMutation();
  const testCreate = useConnectionWriteTestMutation();
  return (
    <section aria-labelledby="connection-heading" className="flex flex-col gap-4">
      <div>
        <h4 id="connection-heading" className="text-ink font-semibold">
          Database connection
        </h4>
        <p className="text-ink-muted mt-1 text-sm">
          {mode === 'local'
            ? 'Local mode: the database runs inside this browser.'
            : 'Supabase mode: your ideas are stored in the cloud.'}
        </p>
      </div>
      <CheckRow
        label="Test Connection"
        description="Reads how many ideas you have."
        check={testConnection}
      />
      <CheckRow
        label="Test Create Idea"
        description="Creates a test idea and deletes it again."
        check={testCreate}
      />
    </section>
  );
}
