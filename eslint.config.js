// `npm run lint` (with knip): the shape of the code, not its format (Prettier's).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Server-only modules: src/lib/server/ and every feature's `*.server.ts`. */
const SERVER_ONLY = {
  regex: '(^|/)server/|\\.server\\.ts$',
  message: 'Browser code must not import server-only code.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-edge/',
      '.astro/',
      '.wrangler/',
      'data/',
      'bench-results/',
      'test-results/',
      'playwright-report/',
      'public/',
      'tests/fixtures/google-loader-stub.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A cycle among the storefront's own modules; the packages' own graphs are theirs.
    files: ['src/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // What runs in the browser, or in both: islands, stores, screens and shared modules.
    files: ['src/islands/**', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/server/**', 'src/lib/build/**', 'src/lib/**/*.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_ONLY] }] },
  },
  {
    // Node programs; the bench and the browser tests also hand functions to the pages they drive.
    files: ['scripts/**', 'deploy/**', 'tests/**', '*.config.*', 'astro.config.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright reads a test's (or a fixture's) fixtures from its first parameter's destructuring, `{}` when it needs
    // none.
    files: ['tests/e2e/**', 'tests/fixtures/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
