import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps the import direction of
 * docs/decisions/010-import-direction-enforced-by-lint.md. Each case lints a snippet as if it lived
 * at a given path, with the project's real eslint.config.js.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const restrictedImportMessages = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
};

// A ceiling, not a speed assertion: the first case starts ESLint and typescript-eslint, which takes
// seconds on a busy 2-core machine.
describe('the import-direction lint rule', { timeout: 30_000 }, () => {
  it('rejects a feature importing another feature', async () => {
    const messages = await restrictedImportMessages(
      'src/features/journey/components/example.tsx',
      `import { IdeaCard } from '@/features/ideas/components/idea-card';\nexport const x = IdeaCard;\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
  });

  it('lets a feature import its own modules and shared code', async () => {
    const messages = await restrictedImportMessages(
      'src/features/journey/components/example.tsx',
      `import { reduce } from '@/features/journey/model/journey';\nimport { Button } from '@/components/ui/button';\nimport { paths } from '@/config/paths';\nexport const x = [reduce, Button, paths];\n`,
    );
    expect(messages).toEqual([]);
  });

  it('rejects supabase-js, PGlite and openai anywhere outside src/lib', async () => {
    const code = `import { createClient } from '@supabase/supabase-js';\nimport { PGlite } from '@electric-sql/pglite';\nimport OpenAI from 'openai';\nexport const x = [createClient, PGlite, OpenAI];\n`;
    expect(
      await restrictedImportMessages('src/features/dashboard/api/example.ts', code),
    ).toHaveLength(3);
    expect(await restrictedImportMessages('src/app/example.ts', code)).toHaveLength(3);
    expect(await restrictedImportMessages('src/lib/backend/supabase/example.ts', code)).toEqual([]);
  });

  it('rejects shared code importing a feature', async () => {
    const code = `import { LoginScreen } from '@/features/auth/components/login-screen';\nexport const x = LoginScreen;\n`;
    expect(await restrictedImportMessages('src/components/ui/example.tsx', code)).toEqual([
      expect.stringMatching(/Shared code must not import a feature/),
    ]);
    expect(await restrictedImportMessages('src/lib/example.ts', code)).toEqual([
      expect.stringMatching(/Shared code must not import a feature/),
    ]);
  });

  it('rejects climbing out of a folder with ../../, which would hide an import from these rules', async () => {
    const messages = await restrictedImportMessages(
      'src/features/journey/components/example.tsx',
      `import { x } from '../../ideas/model/x';\nexport const y = x;\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/@\/ alias/)]);
  });

  it('keeps Radix behind the design-system primitives', async () => {
    const code = `import * as Dialog from '@radix-ui/react-dialog';\nexport const x = Dialog;\n`;
    expect(
      await restrictedImportMessages('src/features/ideas/components/example.tsx', code),
    ).toHaveLength(1);
    expect(await restrictedImportMessages('src/components/ui/example.tsx', code)).toEqual([]);
  });
});
