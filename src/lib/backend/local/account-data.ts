import type { AccountDataPart, AccountImport, ImportedPortfolio } from '../data/account-data';
import {
  PORTFOLIO_COLUMNS,
  restorableShelfDates,
  toPortfolio,
  type PortfolioRow,
} from '../data/rows';
import type { ImportResult } from '../port';
import type { RunAsCaller, SqlSession } from './sql';

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
 * The ideas of a data file the account does not have yet, with their guides, progress, guide items
 * (bullet ticks, sub-steps, time spent) and their part of the portfolio, in one transaction of the
 * database worker: a refused row (a check, the ideas quota) rolls back all of it. New rows get new
 * ids; an idea keeps the creation time the file gives it.
 */
export const importLocalData =
  (run: RunAsCaller) =>
  (data: AccountImport): Promise<ImportResult> =>
    run(async (tx) => {
      const { rows: existing } = await tx.query<{ id: string; idea_text: string }>(
        `select id, idea_text from public.ideas`,
      );
      const alreadyHere = alreadyInAccount(existing, data.ideas);
      // The file's id of each idea that was imported, to the id it has now.
      const newIds = new Map<string, string>();
      let skipped = 0;
      for (const idea of data.ideas) {
        if (alreadyHere.has(idea)) {
          skipped += 1;
          continue;
        }
        // A parked idea goes in with the status it had and is parked after, so the database
        // remembers what 'Unpark' returns it to (only its trigger writes `parked_from`).
        const parkedFrom = idea.status === 'parked' ? (idea.parked_from ?? 'clarified') : null;
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.ideas
             (idea_text, structured_data, status, tags, selected_next_step, step_progress, created_at)
           values ($1, $2::jsonb, $3, $4::text[], $5, $6::jsonb, coalesce($7::timestamptz, now()))
           returning id`,
          [
            idea.idea_text,
            idea.structured_data === null ? null : JSON.stringify(idea.structured_data),
            parkedFrom ?? idea.status,
            idea.tags,
            idea.selected_next_step,
            JSON.stringify(idea.step_progress),
            idea.created_at ?? null,
          ],
        );
        const newId = rows[0]!.id;
        if (parkedFrom)
          await tx.query(`update public.ideas set status = 'parked' where id = $1`, [newId]);
        for (const guide of data.guides.filter((item) => item.idea_id === idea.id)) {
          await tx.query(
            `insert into public.idea_guides (idea_id, kind, guide) values ($1, $2, $3::jsonb)`,
            [newId, guide.kind, JSON.stringify(guide.guide)],
          );
        }
        for (const item of data.guide_items.filter((row) => row.idea_id === idea.id)) {
          await tx.query(
            `insert into public.guide_items
               (idea_id, kind, item_key, title, estimate_minutes, done, seconds_spent)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [
              newId,
              item.kind,
              item.item_key,
              item.title,
              item.estimate_minutes,
              item.done,
              item.seconds_spent,
            ],
          );
        }
        newIds.set(idea.id, newId);
      }
      const portfolio = data.portfolio[0];
      if (portfolio && newIds.size > 0) await importPortfolio(tx, portfolio, newIds);
      return { imported: newIds.size, skipped };
    });

/**
 * The file's ideas the account already has (docs/decisions/092-bring-back-from-a-copy.md): its own
 * (same id), then, text by text, as many as the account holds with the very same words. Counting
 * instead of matching makes a restore idempotent without losing anything: two ideas with the same
 * words both come back the first time, and neither comes back twice.
 */
function alreadyInAccount(
  existing: ReadonlyArray<{ id: string; idea_text: string }>,
  fileIdeas: ReadonlyArray<{ id: string; idea_text: string }>,
): Set<object> {
  const textOfId = new Map(existing.map((row) => [row.id, row.idea_text]));
  const unmatched = new Map<string, number>();
  const count = (text: string, by: number) => unmatched.set(text, (unmatched.get(text) ?? 0) + by);
  for (const row of existing) count(row.idea_text, 1);
  const here = new Set<object>();
  // The account's own ideas first, each taking its account row (whose words may have changed since).
  for (const idea of fileIdeas) {
    const text = textOfId.get(idea.id);
    if (text === undefined) continue;
    here.add(idea);
    count(text, -1);
  }
  for (const idea of fileIdeas) {
    if (here.has(idea) || (unmatched.get(idea.idea_text) ?? 0) <= 0) continue;
    here.add(idea);
    count(idea.idea_text, -1);
  }
  return here;
}

/**
 * The file's portfolio, as far as it is about the imported ideas, joins the account's without
 * overwriting it: their shelf dates are added, and the file's focus and last triage are taken
 * only where the account has none (and the focus only when its idea was imported).
 */
async function importPortfolio(
  tx: SqlSession,
  file: ImportedPortfolio,
  newIds: ReadonlyMap<string, string>,
) {
  const { rows } = await tx.query<PortfolioRow>(
    `select ${PORTFOLIO_COLUMNS} from public.portfolios`,
  );
  const current = toPortfolio(rows[0] ?? null);

  const hidden = restorableShelfDates(file.shelf_hidden, newIds, new Date());
  const focus =
    current.focusIdeaId ?? (file.focus_idea_id && newIds.get(file.focus_idea_id)) ?? null;
  // A triage compares ideas side by side: it comes back only when every idea in it did.
  const triage =
    current.lastTriage ??
    (file.last_triage?.entries.every((entry) => newIds.has(entry.ideaId))
      ? {
          ...file.last_triage,
          entries: file.last_triage.entries.map((entry) => ({
            ...entry,
            ideaId: newIds.get(entry.ideaId)!,
          })),
        }
      : null);

  await tx.query(
    `insert into public.portfolios (focus_idea_id, last_triage)
     values ($1::uuid, $2::jsonb)
     on conflict (user_id) do update
       set focus_idea_id = excluded.focus_idea_id,
           last_triage = excluded.last_triage`,
    [focus, triage === null ? null : JSON.stringify(triage)],
  );
  // The shelf map has no writer but its functions: this one adds the dates of ideas it has none
  // for and never drops one it holds (docs/decisions/095-the-shelf-map-the-calendar-name-the-feedback-session.md).
  if (Object.keys(hidden).length > 0)
    await tx.query(`select from public.restore_shelf_hidden($1::jsonb)`, [JSON.stringify(hidden)]);
}
