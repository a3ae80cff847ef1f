import * as z from 'zod';
import { IDEA_STATUSES, STEP_KINDS } from '@/config/constants';
import { BackendError } from '../port';

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

export const IMPORT_MESSAGES = {
  notJson: 'This file could not be read: it is not a Clarity data file, or it is damaged.',
  wrongFile: 'This is not a Clarity data file. Choose the file that "Download all my data" saved.',
  newer: 'This file comes from a newer version of Clarity, so it cannot be imported here.',
  damaged: 'This Clarity data file is damaged: some of its ideas or guides are not complete.',
} as const;

/** The rows an import writes back; the rest of each row (ids, dates, owner) is the database's. */
const importedIdeaSchema = z.object({
  id: z.string(),
  idea_text: z.string().min(1),
  structured_data: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(IDEA_STATUSES),
  tags: z.array(z.string()),
  selected_next_step: z.enum(STEP_KINDS).nullable(),
  step_progress: z.record(z.string(), z.unknown()),
});

const importedGuideSchema = z.object({
  idea_id: z.string(),
  kind: z.enum(STEP_KINDS),
  guide: z.record(z.string(), z.unknown()),
});

type ImportedIdea = z.infer<typeof importedIdeaSchema>;
type ImportedGuide = z.infer<typeof importedGuideSchema>;

export interface AccountImport {
  ideas: ImportedIdea[];
  guides: ImportedGuide[];
}

const envelopeSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  version: z.number().int().positive(),
});

const contentSchema = z.object({
  ideas: z.array(importedIdeaSchema),
  guides: z.array(importedGuideSchema),
});

const refuse = (message: string, code: string) => new BackendError(message, code, 400);

/**
 * Reads a file that 'Download all my data' saved, checking everything an import writes; throws a
 * `BackendError` that says what is wrong with the file (another file, a newer one, a damaged one).
 */
export function parseAccountData(text: string): AccountImport {
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
