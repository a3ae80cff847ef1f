import { BackendError, type StatsPort } from '../port';
import { MESSAGES } from '../data/errors';
import { toUserStats } from '../data/rows';
import type { LocalDataContext, RunAsCaller } from './sql';

export function createLocalStats(run: RunAsCaller, context: LocalDataContext): StatsPort {
  return {
    forCurrentUser: async () => {
      if (context.currentUserId() === null)
        throw new BackendError(MESSAGES.signInForStats, 'not_signed_in', 401);
      return run(async (tx) => {
        const { rows } = await tx.query<{ stats: unknown }>(`select public.user_stats() as stats`);
        return toUserStats(rows[0]?.stats);
      });
    },
  };
}
