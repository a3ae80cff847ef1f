import type { BackendMode } from '@/config/env';
import { useBackend } from '@/lib/backend/backend-context';

/**
 * Which backend serves this app ('local' or 'supabase'): what a screen may know of the backend
 * itself. Its data comes through the operations of src/lib/api.
 */
export const useBackendMode = (): BackendMode => useBackend().mode;
