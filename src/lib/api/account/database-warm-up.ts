import { useEffect } from 'react';
import { useBackend } from '@/lib/backend/backend-context';
import { warmUpWhenIdle } from '@/lib/backend/warm-up';

/**
 * Someone on a sign-in or sign-up page is about to need the database: it starts while they type,
 * once the page is idle, instead of after the click (docs/decisions/056-local-database-warm-up.md).
 */
export function useDatabaseWarmUp(): void {
  const backend = useBackend();
  useEffect(() => warmUpWhenIdle(backend), [backend]);
}
