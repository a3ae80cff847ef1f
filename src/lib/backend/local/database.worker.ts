/// <reference lib="webworker" />
import { expose } from 'comlink';
import { createDatabaseWorkerApi } from './worker-api';

/**
 * The embedded PostgreSQL in a Web Worker (see remote-database.ts and worker-api.ts): seconds of
 * WebAssembly compile, restore and migrations that would otherwise freeze the page.
 */
expose(createDatabaseWorkerApi());
