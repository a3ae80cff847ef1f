import { existsSync, readdirSync } from 'node:fs';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of docs/decisions/010-import-direction-enforced-by-lint.md, enforced here:
 *   app → features → components, lib, config
 * - a feature never imports another feature (compose them in `app`);
 * - shared code (components, lib, config) never imports a feature or `app`;
 * - only `src/lib/**` imports supabase-js, PGlite or openai; only `src/components/ui/**` imports Radix;
 * - no climbing two folders up with `../../`: cross-folder imports use the `@/` alias, which is what
 *   makes the rules above see them;
 * - screens (features, components) and the query client reach data only through `src/lib/api`: they
 *   import nothing of `src/lib/backend`; the words they share with it (a person, a piece of
 *   feedback, a reset link, an error fit to show) live in `src/domain` (docs/decisions/098);
 * - `src/domain` (the product's words and their pure rules) imports nothing of app, features,
 *   components or lib; `src/lib` never imports `src/components` (the UI).
 * Rules that stay met (docs/decisions/064-rules-that-stay-met.md): a component file is at most 250
 * lines, `react-hooks/exhaustive-deps` is never switched off, and no import cycle.
 */

// The features docs/architecture.md names, plus any folder added since: each gets its own fence.
const featuresDir = new URL('./src/features', import.meta.url);
const features = [
  ...new Set([
    'landing',
    'journey',
    'auth',
    'ideas',
    'dashboard',
    'feedback',
    ...(existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : []),
  ]),
];

const vendorOnlyInLib = [
  {
    group: ['@supabase/*', '@supabase/**'],
    message: 'Only src/lib talks to Supabase: use the Backend port (useBackend).',
  },
  {
    group: ['@electric-sql/*', '@electric-sql/**'],
    message: 'Only src/lib talks to PGlite: use the Backend port (useBackend).',
  },
  {
    group: ['openai', 'openai/*', 'openai/**'],
    message: 'Only src/lib talks to the AI provider: use src/lib/ai.',
  },
];
const radixOnlyInUi = {
  group: ['@radix-ui/*'],
  message: 'Radix is wrapped by src/components/ui: import the primitive from there.',
};
const noDeepRelative = {
  group: ['../../*', '../../**'],
  message: 'Import across folders with the @/ alias so the layering rules can see it.',
};
const noFeatures = {
  group: ['@/features', '@/features/**'],
  message:
    'Shared code must not import a feature ' +
    '(docs/decisions/010-import-direction-enforced-by-lint.md).',
};
const noApp = { group: ['@/app', '@/app/**'], message: 'Only the composition root imports @/app.' };
const dataOnlyThroughApi = {
  group: ['@/lib/backend', '@/lib/backend/*', '@/lib/backend/**'],
  message:
    'Screens reach data only through src/lib/api (docs/architecture.md §4); the words they share with the backend are in src/domain (docs/decisions/098).',
};
const noComponents = {
  group: ['@/components', '@/components/**'],
  message: 'src/lib never imports the UI: a caller or the query client shows errors.',
};
const domainImportsNothingOfOurs = {
  group: [
    '@/app',
    '@/app/**',
    '@/features',
    '@/features/**',
    '@/components',
    '@/components/**',
    '@/lib',
    '@/lib/**',
    '@/config/env',
    '@/config/env-schema',
  ],
  message: 'src/domain holds the pure vocabulary every layer imports: it imports none of them.',
};

const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'node_modules',
      'supabase/functions',
      'tests/fixtures/lint/**',
    ],
  },
  {
    // A disable directive that no longer suppresses anything is an error, so none can linger.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // --- Rules that stay met ----------------------------------------------------------------------
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      // Its warnings are fixed by changing the code, never by silencing them.
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'react-hooks/exhaustive-deps',
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // The first call loads the browser's number-format data: a long task on a slow phone, which
      // cost the entry pages their Lighthouse budget (docs/decisions/076).
      'no-restricted-properties': [
        'error',
        {
          property: 'toLocaleString',
          message: 'Use withThousandsSeparators from @/lib/text (docs/decisions/076).',
        },
      ],
    },
  },
  {
    // The fixtures are linted only by the test that proves this rule (with ignores off).
    files: ['src/**/*.{ts,tsx}', 'tests/fixtures/lint/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Its TypeScript settings (extensions, parser), so that it reads the modules it follows.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // --- Layering ---------------------------------------------------------------------------------
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noDeepRelative, ...vendorOnlyInLib, radixOnlyInUi) },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        noDeepRelative,
        noFeatures,
        noApp,
        dataOnlyThroughApi,
        ...vendorOnlyInLib,
        radixOnlyInUi,
      ),
    },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        noDeepRelative,
        noFeatures,
        noApp,
        dataOnlyThroughApi,
        ...vendorOnlyInLib,
      ),
    },
  },
  {
    // lib may use the vendors; it may still not reach up into features, app or the UI.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noFeatures, noApp, noComponents, radixOnlyInUi) },
  },
  {
    // The query client serves every screen: like them, it knows the backend only by its errors'
    // shape, which is the domain's (docs/decisions/098).
    files: ['src/lib/query-client.ts'],
    rules: {
      'no-restricted-imports': restrict(
        noFeatures,
        noApp,
        noComponents,
        radixOnlyInUi,
        dataOnlyThroughApi,
      ),
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        noDeepRelative,
        domainImportsNothingOfOurs,
        ...vendorOnlyInLib,
        radixOnlyInUi,
      ),
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        noDeepRelative,
        noApp,
        dataOnlyThroughApi,
        ...vendorOnlyInLib,
        radixOnlyInUi,
        {
          group: [
            '@/features/*',
            '@/features/**',
            `!@/features/${feature}`,
            `!@/features/${feature}/**`,
          ],
          message: `A feature never imports another feature: compose them in src/app (this is features/${feature}).`,
        },
      ),
    },
  })),
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
