import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useBackendMode } from '@/lib/api/backend-mode';
import { DataPortability } from './data-portability';

/**
 * 'Your data' (docs/product.md §8.3), on the dashboard itself rather than behind Privacy Settings:
 * where the ideas live and how to keep them (`keeping`, another feature), then the all-my-data file.
 */
export function YourDataCard({ keeping }: { keeping?: ReactNode }) {
  const mode = useBackendMode();
  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <section aria-labelledby="your-data-heading" className="flex flex-col gap-4">
        <h2 id="your-data-heading" className="text-ink text-lg font-semibold">
          Your data
        </h2>
        {keeping}
        <DataPortability canImport={mode === 'local'} />
      </section>
    </Card>
  );
}
