import type { AccountCopy } from '@/lib/api/account/account-copy';

/** What became of a copy brought back once the account existed. */
export type RestoreOutcome =
  { ok: true; imported: number; skipped: number } | { ok: false; message: string };

const ideasCount = (count: number) => (count === 1 ? '1 idea' : `${count} ideas`);

/** The line that says which file waits, and for what (docs/product.md §7.8). */
export const waitingLine = (copy: AccountCopy, until: 'signup' | 'login') =>
  `${ideasCount(copy.ideas)}, will be brought back ${until === 'signup' ? 'when your account is made' : 'when you sign in'}.`;

/** One or two sentences on what the restore did. */
export function outcomeLine(outcome: RestoreOutcome): string {
  if (!outcome.ok)
    return `Your copy was not brought back, and nothing from it was added: ${outcome.message} You can try again with 'Import data' under 'Your data' on your dashboard.`;
  if (outcome.imported === 0) return 'Every idea in your copy was already here: nothing was added.';
  const brought = `Brought back ${ideasCount(outcome.imported)} from your copy.`;
  return outcome.skipped === 0
    ? brought
    : `${brought} ${ideasCount(outcome.skipped)} ${outcome.skipped === 1 ? 'was' : 'were'} already here.`;
}

/** Said after 'Invalid login credentials' while a copy waits: the browser may have lost the account. */
export const accountGoneHint =
  'If this browser no longer has your account, create it again with Sign up and bring your copy back there.';
