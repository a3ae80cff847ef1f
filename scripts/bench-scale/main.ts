import { MY_IDEAS_PAGE_SIZE } from '@/config/constants';
import { getEnv } from '@/config/env';
import { createBackend } from '@/lib/backend/create-backend';

/**
 * The page of `npm run bench:scale` (scripts/bench-scale.mjs): the app's own backend, built the same
 * way and talking to the same worker, handed to the benchmark so it can time the calls My Ideas and
 * the dashboard make, without the screens around them.
 */
Object.assign(window, {
  clarityBench: { backend: createBackend(getEnv()), pageSize: MY_IDEAS_PAGE_SIZE },
});
