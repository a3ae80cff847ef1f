/**
 * What crosses from the database worker to the page: both sides import it from here, so neither
 * imports the other (worker-api.ts runs in the worker, remote-database.ts on the page).
 */

/** An error as it crosses from the worker: its message plus PostgreSQL's fields (code, detail…). */
export type RemoteError = { message: string } & Record<string, string | number>;
export type RemoteResult<T> = { ok: true; value: T } | { ok: false; error: RemoteError };
