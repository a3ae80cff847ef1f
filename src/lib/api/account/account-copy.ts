import { BackendError } from '@/domain/errors';

/**
 * A data file a person chose, read and checked whole in the page before anything is written
 * (docs/decisions/092-bring-back-from-a-copy.md): on the account pages it waits here until the
 * account exists; 'Import data' reads it the same way.
 */
export interface AccountCopy {
  fileName: string;
  /** The file's text, as the import reads it again in its one transaction. */
  text: string;
  /** How many ideas the file holds. */
  ideas: number;
}

/** Reads and checks a chosen file; throws a `BackendError` whose message is one sentence. */
export async function readAccountCopy(file: File): Promise<AccountCopy> {
  // The file format's checks (about 15 KB gzip) are fetched when a file is chosen, not with the
  // sign-up and login pages: every visitor sees the choice, few make it.
  const { ACCOUNT_DATA_MAX_BYTES, IMPORT_MESSAGES, parseAccountData } =
    await import('@/lib/backend/data/account-data');
  // Checked before reading: a film chosen by mistake is not read into the page's memory.
  if (file.size > ACCOUNT_DATA_MAX_BYTES)
    throw new BackendError(IMPORT_MESSAGES.tooLarge, 'import_too_large', 400);
  let text: string;
  try {
    text = await file.text();
  } catch (cause) {
    // The file was moved or deleted after it was chosen.
    throw new BackendError(IMPORT_MESSAGES.notJson, 'import_not_json', 400, { cause });
  }
  return { fileName: file.name, text, ideas: parseAccountData(text).ideas.length };
}
