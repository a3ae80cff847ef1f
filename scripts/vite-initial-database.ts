import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { parseEnv } from '../src/config/env-schema.ts';
import { migrate } from '../src/lib/backend/local/migrate.ts';

const MIGRATIONS_DIR = 'supabase/migrations';
const SHIM = 'supabase/local-auth-shim.sql';
/** Builds of the same schema reuse the archive (CI builds local mode several times). */
const CACHE_DIR = join(tmpdir(), 'clarity-initial-database');

/** PGlite's gzipped archive of a database with the shim and every migration applied. */
async function makeArchive(): Promise<Uint8Array> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    const migrations = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort((a, b) => a.localeCompare(b))
      .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
    await migrate(db, readFileSync(SHIM, 'utf8'), migrations);
    // Written back to the files, so the archive holds the schema without its write-ahead log to replay.
    await db.exec('checkpoint');
    return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * The archive's name: a hash of the schema, of PGlite's version and of the code that migrates
 * (what it records decides what a first start still has to do).
 */
function archiveName(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync('node_modules/@electric-sql/pglite/package.json'));
  hash.update(readFileSync('src/lib/backend/local/migrate.ts'));
  hash.update(readFileSync(SHIM));
  for (const name of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  return `initial-database-${hash.digest('hex').slice(0, 10)}.tar.gz`;
}

/**
 * The path of the archive for today's schema, made on first use and then reused: by every build
 * of local mode, and by the db tests, which start each database from it instead of running initdb
 * and the migrations again (docs/decisions/066-one-database-archive-per-test-run.md).
 */
export async function initialDatabaseArchive(): Promise<string> {
  const cached = join(CACHE_DIR, archiveName());
  if (!existsSync(cached)) {
    const source = await makeArchive();
    mkdirSync(dirname(cached), { recursive: true });
    // Written under another name first, so a run that reads it meanwhile never sees half a file.
    const partial = `${cached}.${process.pid}.partial`;
    writeFileSync(partial, source);
    renameSync(partial, cached);
  }
  return cached;
}

/**
 * Local mode's database as a first visit would create it — PostgreSQL's files after initdb and
 * every migration — made once at build time and shipped as PGlite's gzipped data-directory archive
 * (docs/decisions/056-local-database-warm-up.md). A browser with no database yet loads it instead of
 * running initdb (a second WebAssembly instance) and the migrations: the first start drops from
 * seconds of CPU to the archive's unpacking, for a download of a few MB that only a first visit
 * makes.
 *
 * Its name carries a hash of the schema, of PGlite's version and of the migrating code, so a build
 * with another schema never loads an older archive; the page learns the name through
 * `__CLARITY_INITIAL_DATABASE__`.
 * Supabase-mode builds, the dev server and the tests have none: their database starts as before.
 */
export function clarityInitialDatabase(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'clarity:initial-database',
    apply: 'build',
    config(_config, { mode }) {
      const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
      if (env.mode !== 'local') return { define: { __CLARITY_INITIAL_DATABASE__: 'undefined' } };
      fileName = `assets/${archiveName()}`;
      return { define: { __CLARITY_INITIAL_DATABASE__: JSON.stringify(`/${fileName}`) } };
    },
    async generateBundle() {
      if (!fileName) return;
      const source = readFileSync(await initialDatabaseArchive());
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
