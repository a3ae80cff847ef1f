import type { IdeaStatus, StepKind } from '@/domain/vocabulary';
import type { Feedback, NewSubStep } from '@/domain/model';
import type { IdeaFilters, IdeaPatch, ImportResult } from '../port';
import type { StepProgressChange } from '@/domain/step-progress';
import type { AccountDataPart, AccountImport } from './account-data';
import type { PageWindow } from './paging';
import type { GuideItemRow, IdeaRow, PortfolioRow, StoredClarification, StoredGuide } from './rows';

/**
 * What an adapter supplies to `createDataPorts`: the rows of the database, read and written in
 * SQL (local mode) or through PostgREST (Supabase mode), and nothing else. The rules every mode
 * shares — id checks, defaults, not-found, the empty patch, logging — live in rules.ts, above it.
 * Every method throws a `BackendError` when the database refuses (see `toBackendError`), and row
 * level security decides which rows the caller sees.
 */
export interface DataStore {
  /** The signed-in account's id, or null for a visitor; known on the device, no server asked. */
  callerId(): Promise<string | null>;
  ideas: IdeasStore;
  guides: GuidesStore;
  feedback: FeedbackStore;
  /** What `public.user_stats()` answers for the caller. */
  userStats(): Promise<unknown>;
  portfolio: PortfolioStore;
  /** `public.delete_my_data()`: the caller's ideas, guides, progress and feedback, in one transaction. */
  deleteMyData(): Promise<void>;
  /** Every row of the part's table that the caller may read. */
  readPart(part: AccountDataPart): Promise<unknown[]>;
  /**
   * Local mode only: adds the ideas (with their guides and progress) the caller does not have yet,
   * in one transaction; an idea is already there when one has its id or the very same text.
   */
  importData?(data: AccountImport): Promise<ImportResult>;
}

/** A new row of `public.ideas`, as stored. */
interface IdeaInsert {
  idea_text: string;
  structured_data: StoredClarification | null;
  status: IdeaStatus;
  tags: string[];
}

/** The columns an update sets, as stored: a new clarification arrives with its tags. */
export interface IdeaChanges extends Omit<IdeaPatch, 'clarification'> {
  structured_data?: StoredClarification;
  tags?: string[];
}

/** The filters of a list or count, normalised: a search term is trimmed and never blank, tags never empty. */
export type IdeaQuery = Pick<IdeaFilters, 'search' | 'status' | 'tags'>;

export interface IdeasStore {
  insert(row: IdeaInsert): Promise<IdeaRow>;
  /** Null when no such row is visible to the caller. */
  find(id: string): Promise<IdeaRow | null>;
  /** Sets the columns present in `changes` (at least one); null when no such row is visible. */
  update(id: string, changes: IdeaChanges): Promise<IdeaRow | null>;
  /**
   * `public.set_step_progress`: one key (or every step) changed under the row's lock, the status
   * recomputed; null when no such row is visible.
   */
  setStepProgress(id: string, change: StepProgressChange): Promise<IdeaRow | null>;
  /** `public.choose_step`: the next step chosen under the row's lock; null when no such row is visible. */
  chooseStep(id: string, step: StepKind): Promise<IdeaRow | null>;
  /** Newest first: `created_at`, then `id`, descending. */
  list(query: IdeaQuery, page: PageWindow): Promise<IdeaRow[]>;
  count(query: IdeaQuery): Promise<number>;
  delete(id: string): Promise<void>;
  deleteOwnedBy(userId: string): Promise<void>;
  /**
   * Parked and in-progress rows with `updated_at` at or before `before`, `updated_at` descending,
   * at most `limit`.
   */
  listUntouched(before: string, limit: number): Promise<IdeaRow[]>;
}

/** The columns of `public.portfolios` a write sets, as stored. */
export interface PortfolioChanges {
  focus_idea_id?: string | null;
  last_triage?: unknown;
}

export interface PortfolioStore {
  /** The caller's row, or null when none was saved yet. */
  find(): Promise<PortfolioRow | null>;
  /** Inserts the caller's row, or sets the given columns of it; answers the row as stored. */
  upsert(userId: string, changes: PortfolioChanges): Promise<PortfolioRow>;
  /** `public.hide_from_shelf`: one key of `shelf_hidden`; answers the row as stored. */
  hideFromShelf(ideaId: string, until: string): Promise<PortfolioRow>;
}

export interface GuidesStore {
  /** The stored `guide` column, or null when the idea has no guide of this kind. */
  find(ideaId: string, kind: StepKind): Promise<unknown>;
  /** Inserts, or replaces the guide of the same idea and kind. */
  upsert(ideaId: string, kind: StepKind, guide: StoredGuide): Promise<void>;
  /** The rows of `public.guide_items` of this guide, in key order. */
  items(ideaId: string, kind: StepKind): Promise<GuideItemRow[]>;
  /** `public.set_guide_item_done`; null when no such guide (or sub-step) is visible. */
  setItemDone(
    ideaId: string,
    kind: StepKind,
    key: string,
    done: boolean,
  ): Promise<GuideItemRow | null>;
  /** `public.add_guide_item_time`; null when no such guide (or sub-step) is visible. */
  addItemTime(
    ideaId: string,
    kind: StepKind,
    key: string,
    seconds: number,
  ): Promise<GuideItemRow | null>;
  /** `public.replace_sub_steps`; false when no such guide is visible. */
  replaceSubSteps(
    ideaId: string,
    kind: StepKind,
    parentKey: string,
    subSteps: NewSubStep[],
  ): Promise<boolean>;
}

/** A feedback row as sent; `id`, `user_id` and `created_at` are the database's. */
export type FeedbackInsert = Omit<Feedback, 'id' | 'user_id' | 'created_at'>;

export interface FeedbackStore {
  /**
   * `public.submit_feedback()`, the only way feedback gets in: one row, as the caller, within the
   * hourly limits. Answers the new row's id (a visitor may not read the row back).
   */
  submit(row: FeedbackInsert): Promise<string>;
}
