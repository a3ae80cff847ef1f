import { setupServer } from 'msw/node';

/**
 * The one fake network of the component tests. Tests add handlers per service with
 * `server.use(...)` (see the handler modules beside this file); any request nobody handles fails
 * the test (`onUnhandledRequest: 'error'` in the setup file).
 */
export const server = setupServer();
