import { useEffect } from 'react';
import { useBackend } from '@/lib/backend/backend-context';
import { warmUpOnFirstUse } from '@/lib/backend/warm-up';

/**
 * Someone on a sign-in or sign-up page is about to need the database: it starts as they begin to
 * fill the form and opens while they type, instead of after the click
 * (docs/decisions/056-local-database-warm-up.md, and 101 for the first sign of use).
 */
export function useDatabaseWarmUp(): void {
  const backend = useBackend();
  useEffect(() => warmUpOnFirstUse(backend), [backend]);
}
