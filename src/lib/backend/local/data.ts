import type { Backend } from '../port';
import { createLocalFeedback } from './feedback';
import { createLocalGuides } from './guides';
import { createLocalIdeas } from './ideas';
import { createRunAsCaller, type LocalDataContext } from './sql';
import { createLocalStats } from './stats';

/**
 * Ideas, guides, feedback and stats of local mode. Every call runs as the signed-in local account
 * under the same RLS policies as Supabase (see `createRunAsCaller`). `LocalContext` is a
 * `LocalDataContext`; the narrower type lets the db tests run this adapter on a real PostgreSQL.
 */
export function createLocalData(
  context: LocalDataContext,
): Pick<Backend, 'ideas' | 'guides' | 'feedback' | 'stats'> {
  const run = createRunAsCaller(context);
  return {
    ideas: createLocalIdeas(run),
    guides: createLocalGuides(run),
    feedback: createLocalFeedback(run, context),
    stats: createLocalStats(run, context),
  };
}
