import { MY_IDEAS_PAGE_SIZE } from '@/config/constants';
import type { Backend } from '@/lib/backend/port';
import { createLocalAuth } from '@/lib/backend/local/auth';
import { createLocalData } from '@/lib/backend/local/data';
import { openLocalDatabase, type EmbeddedDatabase } from '@/lib/backend/local/database';

/**
 * The page of `npm run bench:scale` (scripts/bench-scale.mjs): the local backend assembled as
 * `createLocalBackend` does — the same worker, the same IndexedDB database, the same SQL — handed
 * to the benchmark so it can time the calls My Ideas and the dashboard make, without the screens
 * around them. `seed` writes the ideas for the signed-in account in one statement (the quota trigger
 * still runs): 5,000 separate saves, each flushed to IndexedDB, take many minutes on a busy machine.
 */
let opening: Promise<EmbeddedDatabase> | undefined;
const database = () => (opening ??= openLocalDatabase());
const auth = createLocalAuth(database);
const backend: Backend = {
  mode: 'local',
  auth,
  ...createLocalData({ database, currentUserId: auth.currentUserId }),
};

async function seed(count: number): Promise<void> {
  const sub = auth.currentUserId();
  if (!sub) throw new Error('bench:scale: sign up first');
  // As the database owner, so each idea can get a creation time of its own (a person's ideas are
  // written minutes or days apart; one statement's now() would give them all the same one).
  await (
    await database()
  ).transaction((tx) =>
    tx.query(
      `insert into public.ideas (user_id, idea_text, status, tags, created_at)
       select $2::uuid, 'Idea ' || n || ': a small project about ' ||
              case when n % 50 = 7 then 'quizzes for exam week'
                   else (array['garden', 'podcast', 'bakery', 'tutoring', 'bicycle', 'recipes',
                               'budget', 'poetry'])[n % 8 + 1] end ||
              ', with a plan for the first month and a few people to ask',
              (array['draft', 'clarified', 'in_progress', 'completed'])[n % 4 + 1],
              array[(array['garden', 'podcast', 'bakery', 'tutoring'])[n % 4 + 1]],
              now() - n * interval '1 minute'
       from generate_series(1, $1) as n`,
      [count, sub],
    ),
  );
}

Object.assign(window, { clarityBench: { backend, seed, pageSize: MY_IDEAS_PAGE_SIZE } });
