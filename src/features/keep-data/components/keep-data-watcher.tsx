import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCopyFileWriteMutation } from '@/lib/api/account/copy-file-write-mutation';
import { useUserStatsQuery } from '@/lib/api/stats/user-stats-query';
import { listenForInstallPrompt } from '@/lib/keep-data/install-prompt';
import {
  askToKeepOnce,
  noteChange,
  noteCopy,
  useCopyWriter,
  useKeepData,
} from '@/features/keep-data/hooks/keep-data-store';

/**
 * Watches a signed-in local account's writes in one place, the mutation cache
 * (docs/decisions/091-keeping-a-persons-data.md): a write marked as outdating the copy rewrites the
 * living copy a moment later and counts for the reminder; the all-my-data file counts as a copy.
 * With something to keep, it asks the browser once per session to keep the storage for good.
 */
export function KeepDataWatcher() {
  const queryClient = useQueryClient();
  const data = useKeepData();
  const ideas = useUserStatsQuery().data?.ideasClarified ?? 0;
  const { mutateAsync: write } = useCopyFileWriteMutation();
  useCopyWriter(write);
  useEffect(listenForInstallPrompt, []);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const effect = event.mutation.meta?.dataCopy;
        if (effect === 'outdates') noteChange();
        else if (effect === 'keeps') noteCopy();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (data.persistence === 'best-effort' && ideas > 0) void askToKeepOnce();
  }, [data.persistence, ideas]);

  return null;
}
