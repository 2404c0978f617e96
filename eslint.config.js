// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const webFeatures = 'apps/web/src/features';
const featureNames = existsSync(webFeatures)
  ? readdirSync(webFeatures, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Imports flow one way (STYLE.md): shared (lib, components, config, i18n) -> features -> app and
// pages. A feature never imports another feature; the contract never imports an app.
const boundaryZones = [
  { target: './packages/contract', from: './apps' },
  { target: './packages/legal', from: './apps' },
  { target: './apps/server', from: './apps/web' },
  { target: './apps/web', from: './apps/server' },
  ...featureNames.map((name) => ({
    target: `./${webFeatures}/${name}`,
    from: `./${webFeatures}`,
    except: [`./${name}`],
    message: 'A feature does not import another feature; compose them in pages or app/.',
  })),
  ...['lib', 'components', 'config', 'i18n'].map((shared) => ({
    target: `./apps/web/src/${shared}`,
    from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/app'],
    message: 'Shared code does not import features, pages or the app shell.',
  })),
  {
    target: `./${webFeatures}`,
    from: ['./apps/web/src/pages', './apps/web/src/app'],
    message: 'Features do not import pages or the app shell.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'tmp/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/e2e/**', 'apps/web/*.config.ts', 'apps/web/scripts/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Every user-facing string goes through i18n (issue #11): no literal text or labels in JSX.
    files: ['apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'alt', 'title', 'placeholder', 'label'] },
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', 'bench/**', '**/scripts/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
