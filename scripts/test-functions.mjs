#!/usr/bin/env node
/**
 * Lints, type-checks and tests every Edge Function under supabase/functions (each folder with its
 * own deno.json), with Deno from the project's devDependencies.
 *
 *   npm run test:functions            # all of them
 *   npm run test:functions -- ai      # the named ones
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = 'supabase/functions';
const named = process.argv.slice(2);
const functions = readdirSync(root).filter(
  (name) =>
    existsSync(join(root, name, 'deno.json')) && (named.length === 0 || named.includes(name)),
);
if (functions.length === 0) {
  console.error(
    `test:functions: no function found${named.length ? ` named ${named.join(', ')}` : ''}`,
  );
  process.exit(1);
}

// Code the functions share by relative import (`_shared/`, no deno.json: not a function itself) is
// type-checked and tested through them; linted here on its own.
const shared = join(root, '_shared');
if (existsSync(shared)) {
  const args = ['lint', shared];
  console.log(`\n$ deno ${args.join(' ')}`);
  const { status } = spawnSync('deno', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

for (const name of functions) {
  const dir = join(root, name);
  const config = ['--config', join(dir, 'deno.json')];
  for (const args of [
    ['lint', ...config, dir],
    ['check', ...config, join(dir, 'index.ts')],
    ['test', ...config, '--allow-net=127.0.0.1', '--allow-env', dir],
  ]) {
    console.log(`\n$ deno ${args.join(' ')}`);
    const { status } = spawnSync('deno', args, { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
