import * as z from 'zod';
import { IDEA_STATUSES, STEP_KINDS } from '@/domain/vocabulary';
import type { Triage } from '@/domain/model';
import { BackendError } from '@/domain/errors';
import { shelfHiddenSchema, triageSchema } from './rows';

/**
 * 'Download all my data' (docs/decisions/045-account-data-as-parts.md): one JSON file holding every
 * row of the caller's that a part names, read under row level security. Each part is one table;
 * adding one to the file is one line in `ACCOUNT_DATA_PARTS`.
 */
export const ACCOUNT_DATA_PARTS = [
  // Each idea's row carries its progress: `step_progress` and `selected_next_step`.
  { name: 'ideas', table: 'ideas', orderBy: 'id' },
  { name: 'guides', table: 'idea_guides', orderBy: 'id' },
  // Bullet ticks, sub-steps and time spent of each guide.
  { name: 'guide_items', table: 'guide_items', orderBy: 'idea_id, kind, item_key' },
  // The focus, the last 'Which idea first?' and the ideas 'Not now' hid.
  { name: 'portfolio', table: 'portfolios', orderBy: 'user_id' },
  { name: 'feedback', table: 'feedback', orderBy: 'id' },
] as const satisfies readonly AccountDataPart[];

export interface AccountDataPart {
  /** The key of the part in the file. */
  name: string;
  /** The table of `public` whose visible rows the part holds. */
  table: string;
  /** Its key columns, so the file lists rows in a stable order. */
  orderBy: string;
}

/** What the file says it is, so that another JSON file is never taken for one. */
export const ACCOUNT_DATA_FORMAT = 'clarity-account-data';
/** Raised when the file's shape changes; an import refuses a version it does not know. */
export const ACCOUNT_DATA_VERSION = 1;

/**
 * The largest file an import reads (docs/decisions/092-bring-back-from-a-copy.md): some 2,000 ideas
 * with their guides, far beyond a person's list, yet one a browser reads and checks in a moment.
 */
export const ACCOUNT_DATA_MAX_BYTES = 50 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  notJson: 'This file could not be read: it is not a Clarity data file, or it is damaged.',
  wrongFile: 'This is not a Clarity data file. Choose the file that "Download all my data" saved.',
  newer: 'This file comes from a newer version of Clarity, so it cannot be imported here.',
  damaged: 'This Clarity data file is damaged: some of its ideas or guides are not complete.',
  tooLarge: 'This file is larger than 50 MB, too large to be a Clarity data file.',
} as const;

/** The rows an import writes back; the rest of each row (ids, owner) is the database's. */
const importedIdeaSchema = z.object({
  id: z.string(),
  idea_text: z.string().min(1),
  structured_data: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(IDEA_STATUSES),
  // The status a parked idea returns to; files from before parking have none.
  parked_from: z.enum(IDEA_STATUSES).nullable().optional(),
  tags: z.array(z.string()),
  selected_next_step: z.enum(STEP_KINDS).nullable(),
  step_progress: z.record(z.string(), z.unknown()),
  // Files always have it; the database's own time stands in where one does not.
  created_at: z.iso.datetime({ offset: true }).optional(),
});

const importedGuideSchema = z.object({
  idea_id: z.string(),
  kind: z.enum(STEP_KINDS),
  guide: z.record(z.string(), z.unknown()),
});

const importedGuideItemSchema = z.object({
  idea_id: z.string(),
  kind: z.enum(STEP_KINDS),
  item_key: z.string(),
  title: z.string().nullable(),
  estimate_minutes: z.number().int().nullable(),
  done: z.boolean(),
  seconds_spent: z.number().int(),
});

/**
 * The account's one portfolio row. A triage or shelf map that does not read reads as none, as the
 * stored ones do (`toPortfolio`): they are the person's notes, not what the ideas are made of.
 */
const importedPortfolioSchema = z.object({
  focus_idea_id: z.string().nullable(),
  last_triage: z.unknown().transform((value) => {
    const triage = triageSchema.safeParse(value);
    return triage.success ? triage.data : null;
  }),
  shelf_hidden: z.unknown().transform((value) => {
    const hidden = shelfHiddenSchema.safeParse(value);
    return hidden.success ? hidden.data : {};
  }),
});

type ImportedIdea = z.infer<typeof importedIdeaSchema>;
type ImportedGuide = z.infer<typeof importedGuideSchema>;
type ImportedGuideItem = z.infer<typeof importedGuideItemSchema>;

export interface ImportedPortfolio {
  focus_idea_id: string | null;
  last_triage: Triage | null;
  shelf_hidden: Record<string, string>;
}

export interface AccountImport {
  ideas: ImportedIdea[];
  guides: ImportedGuide[];
  guide_items: ImportedGuideItem[];
  /** At most one row: the file's owner's. */
  portfolio: ImportedPortfolio[];
}

const envelopeSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  version: z.number().int().positive(),
});

// Parts added after the first files were written default to empty, so those files still import.
const contentSchema = z.object({
  ideas: z.array(importedIdeaSchema),
  guides: z.array(importedGuideSchema),
  guide_items: z.array(importedGuideItemSchema).default([]),
  portfolio: z.array(importedPortfolioSchema).max(1).default([]),
});

const refuse = (message: string, code: string) => new BackendError(message, code, 400);

/**
 * Reads a file that 'Download all my data' saved, checking everything an import writes; throws a
 * `BackendError` that says what is wrong with the file (another file, a newer one, a damaged one).
 */
export function parseAccountData(text: string): AccountImport {
  // A character is at least one byte of the file: a file the page let through is never refused here.
  if (text.length > ACCOUNT_DATA_MAX_BYTES)
    throw refuse(IMPORT_MESSAGES.tooLarge, 'import_too_large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(IMPORT_MESSAGES.notJson, 'import_not_json');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw refuse(IMPORT_MESSAGES.wrongFile, 'import_wrong_file');
  if (envelope.data.version > ACCOUNT_DATA_VERSION)
    throw refuse(IMPORT_MESSAGES.newer, 'import_newer_version');
  const content = contentSchema.safeParse(json);
  if (!content.success) throw refuse(IMPORT_MESSAGES.damaged, 'import_damaged');
  return content.data;
}
