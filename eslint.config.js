import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportLeavingPackage } from './scripts/eslint/no-import-leaving-package.js';

const noToFixed = {
  selector: "CallExpression[callee.property.name='toFixed']",
  message: 'Odds are floored by floorOdds/formatOdds in @betkit/domain; toFixed rounds.',
};

// Flat config replaces a rule's options block by block, so both selectors are named once and reused.
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server HTML reaches the DOM only through <SafeHtml html={...} /> from @betkit/ui (DOMPurify with the allow-list).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      '.reports/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/*/src/**', 'apps/*/src/**'],
    rules: {
      'no-restricted-syntax': ['error', noToFixed, noRawHtml],
    },
  },
  {
    // SafeHtml is the one door for server HTML: only its folder may set innerHTML through React.
    files: ['packages/ui/src/safe-html/**'],
    rules: { 'no-restricted-syntax': ['error', noToFixed] },
  },
  {
    // Build configs may share the root's tsup.base; source never climbs out.
    files: ['packages/*/src/**', 'apps/*/src/**', 'apps/*/e2e/**', '.storybook/**'],
    plugins: { betkit: { rules: { 'no-import-leaving-package': noImportLeavingPackage } } },
    rules: { 'betkit/no-import-leaving-package': 'error' },
  },
  {
    // Dependencies point one way: domain imports nothing of ours; ui never imports api or mocks.
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@betkit/*', 'react', 'react-dom', 'swr', 'msw', 'msw/*'] },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@betkit/api', '@betkit/mocks', 'swr'] }] },
  },
  {
    // The demo backend answers as a server would: no React, no components.
    files: ['packages/mocks/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@betkit/ui', '@betkit/site', 'react', 'react-dom', 'swr'] }] },
  },
  {
    files: ['packages/api/src/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@betkit/mocks', '@betkit/ui', 'react', 'msw', 'msw/*'] }] },
  },
  {
    // vanilla-extract evaluates what a stylesheet imports: the package root would make it depend on every
    // component's CSS and pull all of it into the route that loads the stylesheet.
    files: ['apps/*/src/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@betkit/ui', message: "Import the tokens from '@betkit/ui/theme' in a .css.ts file." }] },
      ],
    },
  },
);
