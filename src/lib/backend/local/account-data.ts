import type { AccountDataPart, AccountImport } from '../data/account-data';
import type { ImportResult } from '../port';
import type { RunAsCaller } from './sql';

/** Every row of the part's table the caller may read: RLS limits it to their own. */
export const readLocalPart =
  (run: RunAsCaller) =>
  (part: AccountDataPart): Promise<unknown[]> =>
    run(
      async (tx) =>
        // `part` comes from ACCOUNT_DATA_PARTS, never from a file or a person.
        (await tx.query<unknown>(`select * from public.${part.table} order by ${part.orderBy}`))
          .rows,
    );

/**
 * The ideas of a data file the account does not have yet, with their guides and progress, in one
 * transaction of the database worker: a refused row (a check, the ideas quota) rolls back all of
 * it. New rows get new ids and today's dates, as any new idea does.
 */
export const importLocalData =
  (run: RunAsCaller) =>
  (data: AccountImport): Promise<ImportResult> =>
    run(async (tx) => {
      const { rows: existing } = await tx.query<{ id: string; idea_text: string }>(
        `select id, idea_text from public.ideas`,
      );
      const ids = new Set(existing.map((row) => row.id));
      const texts = new Set(existing.map((row) => row.idea_text));
      let imported = 0;
      let skipped = 0;
      for (const idea of data.ideas) {
        if (ids.has(idea.id) || texts.has(idea.idea_text)) {
          skipped += 1;
          continue;
        }
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.ideas
             (idea_text, structured_data, status, tags, selected_next_step, step_progress)
           values ($1, $2::jsonb, $3, $4::text[], $5, $6::jsonb)
           returning id`,
          [
            idea.idea_text,
            idea.structured_data === null ? null : JSON.stringify(idea.structured_data),
            idea.status,
            idea.tags,
            idea.selected_next_step,
            JSON.stringify(idea.step_progress),
          ],
        );
        const newId = rows[0]!.id;
        for (const guide of data.guides.filter((item) => item.idea_id === idea.id)) {
          await tx.query(
            `insert into public.idea_guides (idea_id, kind, guide) values ($1, $2, $3::jsonb)`,
            [newId, guide.kind, JSON.stringify(guide.guide)],
          );
        }
        ids.add(idea.id);
        texts.add(idea.idea_text);
        imported += 1;
      }
      return { imported, skipped };
    });
