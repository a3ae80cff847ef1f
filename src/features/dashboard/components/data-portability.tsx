import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { useAllDataExportMutation } from '@/lib/api/account/all-data-export-mutation';
import { useDataImportMutation } from '@/lib/api/account/data-import-mutation';

const ideasCount = (count: number) => (count === 1 ? '1 idea' : `${count} ideas`);

function importSummary({ imported, skipped }: { imported: number; skipped: number }): string {
  const added = imported === 0 ? 'No new ideas to import.' : `Imported ${ideasCount(imported)}.`;
  if (skipped === 0) return added;
  return `${added} Skipped ${ideasCount(skipped)} you already have.`;
}

/**
 * 'Your data' on the dashboard (docs/product.md §8.3), the person's own copy of the data: 'Download all my data' as one file, and in local mode
 * 'Import data' from such a file (from another browser, or before starting fresh).
 */
export function DataPortability({ canImport }: { canImport: boolean }) {
  const download = useAllDataExportMutation();
  const importing = useDataImportMutation();
  const fileInput = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (file) importing.mutate(file);
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted text-sm">
        Keep a copy of your ideas, guides, progress and feedback in one file
        {canImport ? ', or bring ideas in from such a file' : ''}.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Preparing your file...' : 'Download all my data'}
        </Button>
        {canImport ? (
          <>
            <Button
              variant="outline"
              onClick={() => fileInput.current?.click()}
              disabled={importing.isPending}
            >
              {importing.isPending ? 'Importing...' : 'Import data'}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              aria-label="Import data"
              // The button above opens it; hidden, it is not a second 'Import data' to screen readers.
              hidden
              onChange={chosen}
            />
          </>
        ) : null}
      </div>
      {download.isSuccess ? (
        <FormMessage tone="success">Downloaded {download.data}.</FormMessage>
      ) : null}
      {download.isError ? (
        <FormMessage>Your file could not be made: {download.error.message}</FormMessage>
      ) : null}
      {importing.isSuccess ? (
        <FormMessage tone="success">{importSummary(importing.data)}</FormMessage>
      ) : null}
      {importing.isError ? (
        // One transaction: a refused file or row adds nothing.
        <FormMessage>Nothing was imported. {importing.error.message}</FormMessage>
      ) : null}
    </div>
  );
}
