import type { StepKind } from '@/config/constants';
import type { Guide } from '@/lib/domain';
import { BackendError, type GuidesPort } from '../port';
import { MESSAGES } from '../data/errors';
import { toGuide, toStoredGuide } from '../data/rows';
import { isUuid } from '../data/ids';
import type { RunAsCaller } from './sql';

export function createLocalGuides(run: RunAsCaller): GuidesPort {
  return {
    get: (ideaId: string, kind: StepKind) =>
      isUuid(ideaId)
        ? run(async (tx) => {
            const { rows } = await tx.query<{ guide: unknown }>(
              `select guide from public.idea_guides where idea_id = $1 and kind = $2`,
              [ideaId, kind],
            );
            return rows[0] ? toGuide(kind, rows[0].guide) : null;
          })
        : Promise.resolve(null),

    save: async (ideaId: string, guide: Guide) => {
      if (!isUuid(ideaId)) throw new BackendError(MESSAGES.ideaGone, 'not_found', 404);
      await run((tx) =>
        tx.query(
          `insert into public.idea_guides (idea_id, kind, guide)
           values ($1, $2, $3::jsonb)
           on conflict (idea_id, kind) do update set guide = excluded.guide`,
          [ideaId, guide.kind, JSON.stringify(toStoredGuide(guide))],
        ),
      );
    },
  };
}
