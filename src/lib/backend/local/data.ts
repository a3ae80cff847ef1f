import { createDataPorts, type DataPorts } from '../data/rules';
import { importLocalData, readLocalPart } from './account-data';
import { createLocalFeedbackStore } from './feedback';
import { createLocalGuidesStore } from './guides';
import { createLocalIdeasStore } from './ideas';
import { createLocalPortfolioStore } from './portfolio';
import { createRunAsCaller, type LocalDataContext } from './sql';

/**
 * Ideas, guides, feedback and stats of local mode. Every call runs as the signed-in local account
 * under the same RLS policies as Supabase (see `createRunAsCaller`). `LocalContext` is a
 * `LocalDataContext`; the narrower type lets the db tests run this adapter on a real PostgreSQL.
 */
export function createLocalData(context: LocalDataContext): DataPorts {
  const run = createRunAsCaller(context);
  return createDataPorts({
    callerId: async () => context.currentUserId(),
    ideas: createLocalIdeasStore(run),
    guides: createLocalGuidesStore(run),
    feedback: createLocalFeedbackStore(run),
    portfolio: createLocalPortfolioStore(run),
    userStats: () =>
      run(
        async (tx) =>
          (await tx.query<{ stats: unknown }>(`select public.user_stats() as stats`)).rows[0]
            ?.stats,
      ),
    deleteMyData: async () => {
      await run((tx) => tx.query(`select public.delete_my_data()`));
    },
    readPart: readLocalPart(run),
    importData: importLocalData(run),
  });
}
