import type { GuidesStore } from '../data/store';
import { GUIDE_ITEM_COLUMNS, toStoredSubSteps, type GuideItemRow } from '../data/rows';
import type { RunAsCaller } from './sql';

/** `public.idea_guides` in SQL, one row per idea and step kind, and its `public.guide_items`. */
export function createLocalGuidesStore(run: RunAsCaller): GuidesStore {
  /** The one row a statement returns, or null. */
  const oneItem = (sql: string, params: unknown[]) =>
    run(async (tx) => (await tx.query<GuideItemRow>(sql, params)).rows[0] ?? null);

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

    items: (ideaId, kind) =>
      run(
        async (tx) =>
          (
            await tx.query<GuideItemRow>(
              `select ${GUIDE_ITEM_COLUMNS} from public.guide_items
               where idea_id = $1 and kind = $2 order by item_key`,
              [ideaId, kind],
            )
          ).rows,
      ),

    setItemDone: (ideaId, kind, key, done) =>
      oneItem(`select ${GUIDE_ITEM_COLUMNS} from public.set_guide_item_done($1, $2, $3, $4)`, [
        ideaId,
        kind,
        key,
        done,
      ]),

    addItemTime: (ideaId, kind, key, seconds) =>
      oneItem(`select ${GUIDE_ITEM_COLUMNS} from public.add_guide_item_time($1, $2, $3, $4)`, [
        ideaId,
        kind,
        key,
        seconds,
      ]),

    replaceSubSteps: (ideaId, kind, parentKey, subSteps) =>
      run(async (tx) => {
        const { rows } = await tx.query<{ replaced: boolean }>(
          `select public.replace_sub_steps($1, $2, $3, $4::jsonb) as replaced`,
          [ideaId, kind, parentKey, JSON.stringify(toStoredSubSteps(subSteps))],
        );
        return rows[0]?.replaced === true;
      }),
  };
}
