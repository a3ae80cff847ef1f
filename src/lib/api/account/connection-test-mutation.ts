import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { ideaKeys } from '../ideas/keys';
import { statsKeys } from '../stats/keys';

export interface ConnectionReport {
  message: string;
  durationMs: number;
}

/** Fails with the backend's message and how long it took to fail. */
export class ConnectionTestError extends Error {
  constructor(
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function timed(run: () => Promise<string>): Promise<ConnectionReport> {
  const started = performance.now();
  try {
    const message = await run();
    return { message, durationMs: performance.now() - started };
  } catch (error) {
    throw new ConnectionTestError(messageOf(error), performance.now() - started);
  }
}

const TEST_IDEA_TEXT = 'Connection test idea from the dashboard. It is deleted again at once.';

/** 'Test Connection': reads the count of the person's ideas. */
export function useConnectionTestMutation() {
  const backend = useBackend();
  return useMutation<ConnectionReport, ConnectionTestError>({
    mutationFn: () =>
      timed(async () => {
        const count = await backend.ideas.count();
        return `Connected. The database counted ${count} ${count === 1 ? 'idea' : 'ideas'} of yours.`;
      }),
  });
}

/** 'Test Create Idea': writes a test idea and deletes it again, proving both work. */
export function useConnectionWriteTestMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<ConnectionReport, ConnectionTestError>({
    mutationFn: () =>
      timed(async () => {
        const idea = await backend.ideas.create({
          idea_text: TEST_IDEA_TEXT,
          structured_data: null,
          status: 'draft',
        });
        const id = idea.id.slice(0, 8);
        try {
          await backend.ideas.remove(idea.id);
        } catch (error) {
          throw new Error(`Created test idea ${id}, but could not delete it: ${messageOf(error)}`, {
            cause: error,
          });
        }
        return `Created test idea ${id} and deleted it again.`;
      }),
    // The test idea may have reached a list that was loading meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
