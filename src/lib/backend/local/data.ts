import { BackendError, type Backend } from '../port';
import type { LocalContext } from './context';

/** Ideas, guides, feedback and stats of local mode (issue: data). */
export function createLocalData(_context: LocalContext): Pick<Backend, 'ideas' | 'guides' | 'feedback' | 'stats'> {
  const unavailable = async (): Promise<never> => {
    throw new BackendError('Local data is not available yet.');
  };
  return {
    ideas: { create: unavailable, get: unavailable, update: unavailable, list: unavailable, remove: unavailable, count: unavailable, removeAll: unavailable },
    guides: { get: unavailable, save: unavailable },
    feedback: { submit: unavailable, list: unavailable, stats: unavailable, subscribe: unavailable, removeMine: unavailable },
    stats: { forCurrentUser: unavailable },
  };
}
