import { useState } from 'react';
import { readAccountCopy, type AccountCopy } from '@/lib/api/account/account-copy';
import { useDataImportMutation } from '@/lib/api/account/data-import-mutation';
import { authErrorMessage } from '../model/auth-errors';
import type { RestoreOutcome } from '../model/bring-back';

/**
 * 'Bring back from a copy' on the account pages (docs/decisions/092-bring-back-from-a-copy.md): the
 * chosen file is read and checked at once, then waits in the page, never written anywhere, until
 * the account exists; `restore` then brings it in, in one transaction.
 */
export function useBringBack() {
  const [copy, setCopy] = useState<AccountCopy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const importing = useDataImportMutation();

  const choose = async (file: File) => {
    setError(null);
    setReading(true);
    try {
      setCopy(await readAccountCopy(file));
    } catch (failure) {
      // A refused file replaces nothing that was waiting, so a second look cannot lose the first.
      setError(authErrorMessage(failure));
    } finally {
      setReading(false);
    }
  };

  const drop = () => {
    setCopy(null);
    setError(null);
  };

  /** Once the account exists: what became of the waiting copy, or null when none waits. */
  const restore = async (): Promise<RestoreOutcome | null> => {
    if (!copy) return null;
    try {
      return { ok: true, ...(await importing.mutateAsync(copy)) };
    } catch (failure) {
      return { ok: false, message: authErrorMessage(failure) };
    }
  };

  return { copy, error, reading, choose, drop, restore };
}

export type BringBack = ReturnType<typeof useBringBack>;
