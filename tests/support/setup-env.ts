import { setTestEnv } from './env';

// Tests run in local mode with no AI, whatever a developer's .env says; a file that needs another
// configuration calls setTestEnv itself.
setTestEnv();
