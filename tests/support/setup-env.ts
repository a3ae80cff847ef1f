import { parseEnv } from '@/config/env-schema';

/**
 * What Vite's `clarityEnv` plugin defines for the browser: tests always run in local mode with no
 * AI, whatever a developer's .env says. A test that needs another configuration builds its own
 * with `parseEnv` and passes it where the code accepts one.
 */
(globalThis as { __CLARITY_ENV__?: unknown }).__CLARITY_ENV__ = parseEnv({});
