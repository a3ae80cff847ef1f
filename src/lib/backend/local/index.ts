import type { Backend } from '../port';
import { BackendError } from '../port';

/**
 * Local mode (DESIGN §2): accounts and data in an embedded PostgreSQL inside this browser.
 * The data and auth parts are filled in by the data and accounts work; until then every call
 * reports that it is not available, and the session check finds nobody signed in.
 */
export function createLocalBackend(): Backend {
  const unavailable = (): never => {
    throw new BackendError('This part of local mode is not available yet.');
  };
  const part = new Proxy({}, { get: () => async () => unavailable() });
  return {
    mode: 'local',
    auth: {
      ...(part as Backend['auth']),
      getSession: async () => null,
      getUser: async () => null,
      onAuthStateChange: async () => () => undefined,
    },
    ideas: part as Backend['ideas'],
    guides: part as Backend['guides'],
    feedback: part as Backend['feedback'],
    stats: part as Backend['stats'],
  };
}
