import type { GuidesStore } from '../data/store';
import type { RunAsCaller } from './sql';

/** `public.idea_guides` in SQL, one row per idea and step kind. */
export function createLocalGuidesStore(run: RunAsCaller): GuidesStore {
  return {
    find: (ideaId, kind) =>
      run(async (tx) => {
        const { rows } = await tx.query<{ guide: unknown }>(
          `select guide from public.idea_guides where idea_id = $1 and kind = $2`,
          [ideaId, kind],
        );
        return rows[0] ? rows[0].guide : null;
      }),

    upsert: async (ideaId, kind, guide) => {
      await run((tx) =>
        tx.query(
          `insert into public.idea_guides (idea_id, kind, guide)
           values ($1, $2, $3::jsonb)
           on conflict (idea_id, kind) do update set guide = excluded.guide`,
          [ideaId, kind, JSON.stringify(guide)],
        ),
      );
    },
  };
}
