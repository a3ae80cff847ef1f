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

const ruleMessages = async (filePath: string, code: string, ruleId: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
};

/** A component of `lines` lines (a JSX list, one item a line). */
const componentOf = (lines: number) =>
  [
    'export function Example() {',
    '  return (',
    '    <ul>',
    ...Array.from({ length: lines - 6 }, (_, n) => `      <li>Item ${n}</li>`),
    '    </ul>',
    '  );',
    '}',
  ].join('\n') + '\n';

// docs/decisions/064-rules-that-stay-met.md: each fence fails on a file that breaks it.
describe('the rules that stay met', { timeout: 60_000 }, () => {
  it('rejects a screen or the query client importing the backend, its port included', async () => {
    const code = `import { useBackend } from '@/lib/backend/backend-context';\nimport { refusalMessage } from '@/lib/backend/data/refusal';\nimport { BackendError, type AuthUser } from '@/lib/backend/port';\nexport const x = [useBackend, refusalMessage, BackendError] as unknown as AuthUser;\n`;
    const messages = await restrictedImportMessages('src/features/journey/hooks/example.ts', code);
    expect(messages).toEqual([
      expect.stringMatching(/only through src\/lib\/api/),
      expect.stringMatching(/only through src\/lib\/api/),
      expect.stringMatching(/only through src\/lib\/api/),
    ]);
    expect(await restrictedImportMessages('src/components/export/example.tsx', code)).toHaveLength(
      3,
    );
    expect(await restrictedImportMessages('src/lib/query-client.ts', code)).toHaveLength(3);
    // The data layer and the composition root still reach the backend.
    expect(await restrictedImportMessages('src/lib/api/ideas/example.ts', code)).toEqual([]);
    expect(await restrictedImportMessages('src/app/example.tsx', code)).toEqual([]);
  });

  it('lets a screen and the query client name a person, feedback, a reset link and an error from src/domain', async () => {
    const code = `import { BackendError } from '@/domain/errors';\nimport type { AuthUser, NewFeedback, RecoveryLink } from '@/domain/model';\nexport const x = BackendError as unknown as [AuthUser, NewFeedback, RecoveryLink];\n`;
    expect(await restrictedImportMessages('src/features/dashboard/model/example.ts', code)).toEqual(
      [],
    );
    expect(await restrictedImportMessages('src/lib/query-client.ts', code)).toEqual([]);
  });

  it('rejects src/lib importing the UI', async () => {
    const messages = await restrictedImportMessages(
      'src/lib/api/ideas/example.ts',
      `import { toast } from '@/components/ui/toaster';\nexport const x = toast;\n`,
    );
    expect(messages).toEqual([expect.stringMatching(/src\/lib never imports the UI/)]);
  });

  it('rejects src/domain importing any layer of the app', async () => {
    const code = `import { useBackend } from '@/lib/backend/backend-context';\nimport { Button } from '@/components/ui/button';\nimport { reduce } from '@/features/journey/model/journey';\nexport const x = [useBackend, Button, reduce];\n`;
    expect(await restrictedImportMessages('src/domain/example.ts', code)).toEqual([
      expect.stringMatching(/src\/domain holds the pure vocabulary/),
      expect.stringMatching(/src\/domain holds the pure vocabulary/),
      expect.stringMatching(/src\/domain holds the pure vocabulary/),
    ]);
  });

  it('rejects a component file over 250 lines', async () => {
    const path = 'src/features/ideas/components/example.tsx';
    expect(await ruleMessages(path, componentOf(251), 'max-lines')).toEqual([
      expect.stringMatching(/too many lines \(251\)\. Maximum allowed is 250/),
    ]);
    expect(await ruleMessages(path, componentOf(250), 'max-lines')).toEqual([]);
  });

  it('rejects switching off react-hooks/exhaustive-deps', async () => {
    const code = `import { useEffect } from 'react';\nexport function useExample(value: number, report: (n: number) => void) {\n  useEffect(() => {\n    report(value);\n    // eslint-disable-next-line react-hooks/exhaustive-deps\n  }, []);\n}\n`;
    expect(
      await ruleMessages(
        'src/features/ideas/hooks/example.ts',
        code,
        '@eslint-community/eslint-comments/no-restricted-disable',
      ),
    ).toEqual([expect.stringMatching(/Disabling 'react-hooks\/exhaustive-deps' is not allowed/)]);
  });

  it('rejects an import cycle', async () => {
    // The fixtures are ignored by `npm run lint`; here they are linted with the project's config.
    const withFixtures = new ESLint({ cwd: process.cwd(), ignore: false });
    const [result] = await withFixtures.lintFiles(['tests/fixtures/lint/cycle/first.ts']);
    expect(
      (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle'),
    ).toEqual([expect.objectContaining({ message: expect.stringMatching(/cycle/i) })]);
  });
});
