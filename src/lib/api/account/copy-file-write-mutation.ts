import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { writeCopyFile } from '@/lib/keep-data/copy-file';
import { backendDecides } from '../network-mode';

/**
 * The living copy's rewrite (docs/decisions/091-keeping-a-persons-data.md): the account's data as
 * 'Download all my data' writes it (so 'Import data' reads it), into the file the person chose.
 * Says nothing through the cache: the line that shows the copy says a failure once, in words.
 */
export function useCopyFileWriteMutation() {
  const backend = useBackend();
  return useMutation({
    ...backendDecides,
    mutationFn: async (handle: FileSystemFileHandle) => {
      const text = await backend.privacy.exportAllMyData();
      await writeCopyFile(handle, text);
    },
  });
}
