import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownModuleGraph } from '../../../vitest.config';

/**
 * Most component test files share their worker's modules with the files before them
 * (docs/decisions/090-component-files-share-a-worker.md). A module a file replaces with `vi.mock`
 * would then stay replaced, or never be, depending on which file ran first: such a file belongs to
 * the project that gives each file its own modules.
 */
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;

const componentTestFiles = async (dir = 'tests/components'): Promise<string[]> =>
  (await readdir(dir, { recursive: true }))
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => join(dir, path));

describe('component test files that replace a module', () => {
  it('each run with modules of their own', async () => {
    const files = await componentTestFiles();
    const replacing: string[] = [];
    for (const file of files) {
      if (REPLACES_A_MODULE.test(await readFile(file, 'utf8'))) replacing.push(file);
    }
    expect(replacing.length).toBeGreaterThan(0);
    expect(replacing.sort()).toEqual([...ownModuleGraph].sort());
  });
});
