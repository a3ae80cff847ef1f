import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the sign-up and login pages load before anyone touches them: the modules their routes
 * import statically (a dynamic `import()` is fetched when it runs, a type import never). The data
 * file's format checks wait until a copy is chosen
 * (docs/decisions/104-the-copy-checks-load-when-a-copy-is-chosen.md).
 */
const ROOT = process.cwd();
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Value imports and re-exports: `import … from`, `import '…'`, `export … from`; not `import type`. */
const STATIC_IMPORT =
  /^\s*(?:import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?|export\s+(?!type\s)[^'";]*?\s+from\s+)['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null; // a package: not the app's own code
  const found = CANDIDATES.map((ending) => base + ending).find(
    (path) => existsSync(path) && /\.tsx?$/.test(path),
  );
  return found ?? null;
}

/** Every module of the app reached from `entry` through static imports, as paths from the root. */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    const name = relative(ROOT, file);
    if (reached.has(name)) return;
    reached.add(name);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolve(file, specifier!);
      if (next) visit(next);
    }
  };
  visit(join(ROOT, entry));
  return reached;
}

describe("the account pages' first load", () => {
  it.each(['src/app/routes/signup.tsx', 'src/app/routes/login.tsx'])(
    '%s offers "Bring back from a copy" without loading the copy\'s format checks',
    (route) => {
      const reached = staticallyReached(route);
      // The walk does reach the feature: reading a copy is on the page, its checks are not.
      expect(reached).toContain('src/features/auth/hooks/use-bring-back.ts');
      expect(reached).toContain('src/lib/api/account/account-copy.ts');
      expect(reached).not.toContain('src/lib/backend/data/account-data.ts');
    },
  );
});
