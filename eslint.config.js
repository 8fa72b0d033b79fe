import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { crossFeatureImports } from './scripts/eslint/cross-feature-imports.js';

const noToFixed = {
  selector: "CallExpression[callee.property.name='toFixed']",
  message: 'Odds are floored by floorOdds/formatOdds in @betkit/domain; toFixed rounds.',
};

// Flat config replaces a rule's options block by block, so both selectors are named once and reused.
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Server HTML reaches the DOM only through <SafeHtml html={...} /> from @betkit/ui (DOMPurify with the allow-list).',
};

// Files that run only under a test runner or Storybook (tests, stories, their fixtures) may import a package's devDependencies.
const testAndStoryFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.fixtures.{ts,tsx}', '**/e2e/**', '.storybook/*.{ts,tsx}', 'apps/site/src/stories/**'];

const root = fileURLToPath(new URL('.', import.meta.url));
// Each package's folder and its code's files (the helpers package keeps its modules at its top level).
const workspacePackages = [
  ['packages/domain', 'src/**'],
  ['packages/api', 'src/**'],
  ['packages/mocks', 'src/**'],
  ['packages/ui', 'src/**'],
  ['apps/site', '{src,e2e}/**'],
  ['.storybook/helpers', '*.ts'],
];
/**
 * Each package declares what its code imports. Its tests and stories may also use the workspace's own tools
 * (vitest, Storybook, Playwright, fast-check, msw), declared once in the root's devDependencies: declaring them
 * again per package resolved second copies of msw and vitest under other peers, and their types stopped matching.
 */
const declaredDependencies = (packageDir, devDependencies = testAndStoryFiles) => [
  'error',
  { includeTypes: true, devDependencies, packageDir: [`${root}${packageDir}`, root] },
];

// The site's feature folders: every folder of apps/site/src but the kernel (app/) and the stories' harness (stories/).
const siteSource = 'apps/site/src';
const siteFeatures = readdirSync(`${root}${siteSource}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['app', 'stories'].includes(entry.name))
  .map((entry) => entry.name);
const featureOf = (file) => file.split('/')[0];
/** A feature imports only the kernel, its own folder and the packages (plus, for its stories and tests, the harness). */
const featureZone = (feature, allowed = []) => ({
  target: `./${siteSource}/${feature}`,
  from: `./${siteSource}`,
  except: [`./${feature}`, './app', ...allowed.map((file) => `./${file}`)],
  message: 'A site feature imports only app/, its own folder and the packages: move what features share into app/.',
});
const featureBoundary = (zones) => ['error', { basePath: root, zones }];
const storyAndTestFiles = [`${siteSource}/**/*.stories.{ts,tsx}`, `${siteSource}/**/*.test.{ts,tsx}`];
const isStoryOrTest = (file) => /\.(stories|test)\.tsx?$/.test(file);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      '.reports/**',
      'test-results/**',
      // The bare shell pnpm lighthouse measures beside the site: a frozen build, kept as built.
      'scripts/lighthouse-shell/frozen/**',
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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], conditionNames: ['import', 'default'] })],
      // no-cycle follows imports through TypeScript files: they must be parsed, not skipped as unknown extensions.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // The import graph: another package is reached by its name (build configs may share the root's tsup.base; source
    // never climbs out) and declared in the importer's package.json; no module imports itself back through a chain.
    files: ['packages/*/src/**', 'apps/*/src/**', 'apps/*/e2e/**', '.storybook/**'],
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-extraneous-dependencies': ['error', { includeTypes: true, devDependencies: testAndStoryFiles }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...workspacePackages.map(([packageDir, code]) => ({
    files: [`${packageDir}/${code}`],
    rules: { 'import-x/no-extraneous-dependencies': declaredDependencies(packageDir) },
  })),
  {
    // ui's build compiles its stylesheets away (vanilla-extract: class names and a CSS file per module) and ships
    // Pretendard's faces and subsets in its dist (vite.config.ts): a consumer installs neither package.
    files: ['packages/ui/src/**/*.css.ts', 'packages/ui/src/theme/fonts.ts'],
    rules: { 'import-x/no-extraneous-dependencies': declaredDependencies('packages/ui', true) },
  },
  {
    files: [`${siteSource}/**`],
    rules: { 'import-x/no-restricted-paths': featureBoundary(siteFeatures.map((feature) => featureZone(feature))) },
  },
  {
    files: storyAndTestFiles,
    rules: { 'import-x/no-restricted-paths': featureBoundary(siteFeatures.map((feature) => featureZone(feature, ['stories']))) },
  },
  // Today's cross-feature imports, file by file (scripts/eslint/cross-feature-imports.js; the list only shrinks).
  ...Object.entries(crossFeatureImports).map(([file, imports]) => ({
    files: [`${siteSource}/${file}`],
    rules: {
      'import-x/no-restricted-paths': featureBoundary([featureZone(featureOf(file), [...imports, ...(isStoryOrTest(file) ? ['stories'] : [])])]),
    },
  })),
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
    // What the site's bundle must not bring: the router's Link and NavLink keep its route-module prefetching (the site draws
    // links with app/routerLinks.tsx), and <Routes> children its JSX-to-objects code (the site's routes are objects).
    files: ['apps/site/src/**'],
    ignores: [...storyAndTestFiles, `${siteSource}/stories/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].flatMap((name) => [
            {
              name,
              importNames: ['Link', 'NavLink'],
              message: "Use SiteLink or SiteNavLink from app/routerLinks.tsx: the router's Link keeps its prefetching code in the bundle.",
            },
            { name, importNames: ['Routes', 'Route'], message: 'Give useRoutes route objects: <Routes> children bring the code that turns them into objects.' },
          ]),
        },
      ],
    },
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
