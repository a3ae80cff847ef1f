import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';

/** `clarity-data-2026-11-24.json`: the day of the download, on this device's calendar. */
function accountDataFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `clarity-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/**
 * Privacy Settings' 'Download all my data': the account's ideas, guides, progress and feedback as
 * one JSON file, handed to the browser as a download. Answers the file's name.
 */
export function useAllDataExportMutation() {
  const backend = useBackend();
  return useMutation({
    meta: { dataCopy: 'keeps' },
    mutationFn: async () => {
      const text = await backend.privacy.exportAllMyData();
      const name = accountDataFileName();
      // Loaded here, not with the dashboard: nothing of it is needed before this click.
      const { saveFile } = await import('@/lib/save-file');
      saveFile(new File([text], name, { type: 'application/json' }));
      return name;
    },
  });
}
