import { setupServer } from 'msw/node';

/**
 * The one fake network of the component tests. Tests add handlers per service with
 * `server.use(...)` (the msw adapters of the fakes: tests/support/fakes/ai/msw.ts and
 * tests/support/fakes/supabase/msw.ts); any request nobody handles fails the test
 * (`onUnhandledRequest: 'error'` in the setup file).
 */
export const server = setupServer();
