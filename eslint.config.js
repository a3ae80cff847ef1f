import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
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
 *   makes the rules above see them.
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
  // A component file reads in one sitting: at most 250 lines. Fenced where the screens were split
  // by what each part does (AI settings); the other folders follow as they are split.
  {
    files: ['src/features/ai-settings/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 250 }] },
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
        ...vendorOnlyInLib,
        radixOnlyInUi,
      ),
    },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(noDeepRelative, noFeatures, noApp, ...vendorOnlyInLib),
    },
  },
  {
    // lib may use the vendors; it may still not reach up into features or app.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noFeatures, noApp, radixOnlyInUi) },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(noDeepRelative, noApp, ...vendorOnlyInLib, radixOnlyInUi, {
        group: [
          '@/features/*',
          '@/features/**',
          `!@/features/${feature}`,
          `!@/features/${feature}/**`,
        ],
        message: `A feature never imports another feature: compose them in src/app (this is features/${feature}).`,
      }),
    },
  })),
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
