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

/**
 * The modules of src/lib/server/ that still import a feature's code: the Node server's entry, which wires the features'
 * parts in (node/), the catalog's sources (target/), and three that import one feature's module each.
 */
const FEATURES_IMPORTED_BY_SERVER = [
  'src/lib/server/customer-writes.ts',
  'src/lib/server/node/background-work.ts',
  'src/lib/server/node/before-start.ts',
  'src/lib/server/node/server.ts',
  'src/lib/server/observability/process.ts',
  'src/lib/server/security-headers.ts',
  'src/lib/server/target/in-memory.ts',
  'src/lib/server/target/node.ts',
  'src/lib/server/target/source.ts',
];

/** The name an element or attribute is written with in a template (`script`, `LowPriorityScripts`, `is:inline`). */
function jsxName(name) {
  if (name?.type === 'JSXIdentifier') return name.name;
  if (name?.type === 'JSXNamespacedName') return `${name.namespace.name}:${name.name.name}`;
  return undefined;
}

const elementName = (element) => jsxName(element.openingElement.name);

/** Whether `node` sits inside a `<LowPriorityScripts>` element of its file. */
function insideLowPriorityScripts(node, lowPriorityNames) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'JSXElement' && lowPriorityNames.has(elementName(parent))) return true;
  }
  return false;
}

/** The local names a file gives to the components it imports whose path matches `pattern`. */
function importedNames(program, pattern) {
  return new Set(
    program.body
      .filter((statement) => statement.type === 'ImportDeclaration' && pattern.test(statement.source.value))
      .flatMap((statement) => statement.specifiers.map((specifier) => specifier.local.name)),
  );
}

/**
 * Every page script Astro bundles starts at low priority (docs/decisions/062-scripts-at-low-priority-and-pictures-in-view.md):
 * it sits inside `<LowPriorityScripts>`, or in a component of src/components named `…Script.astro` whose every use does.
 * Astro bundles a `<script>` with no attribute but `src`; any other is written as it stands (`is:inline`).
 */
const scriptsAtLowPriority = {
  meta: {
    type: 'problem',
    messages: {
      script:
        'A bundled <script> goes inside <LowPriorityScripts> (src/components/LowPriorityScripts.astro), or is:inline.',
      component: 'A …Script.astro component is used only inside <LowPriorityScripts>.',
    },
  },
  create(context) {
    const scriptComponent = /(^|\/)src\/components\/[^/]+Script\.astro$/.test(context.filename);
    let lowPriorityNames = new Set();
    let scriptComponentNames = new Set();
    return {
      Program(program) {
        lowPriorityNames = importedNames(program, /(^|\/)LowPriorityScripts\.astro$/);
        scriptComponentNames = importedNames(program, /Script\.astro$/);
      },
      JSXElement(node) {
        const name = elementName(node);
        if (name === 'script') {
          const bundled = node.openingElement.attributes.every(
            (attribute) => attribute.type === 'JSXAttribute' && jsxName(attribute.name) === 'src',
          );
          if (bundled && !scriptComponent && !insideLowPriorityScripts(node, lowPriorityNames)) {
            context.report({ node, messageId: 'script' });
          }
        } else if (scriptComponentNames.has(name) && !insideLowPriorityScripts(node, lowPriorityNames)) {
          context.report({ node, messageId: 'component' });
        }
      },
    };
  },
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
    // src/lib/server/ holds what every feature shares, so it imports no feature: a feature's part in the server is
    // passed in by the entry points (the demo catalog's seed: src/lib/catalog/seed.server.ts).
    files: ['src/lib/server/**'],
    ignores: FEATURES_IMPORTED_BY_SERVER,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib/server',
              from: './src/lib',
              except: ['./server', './config.ts', './contract.ts'],
              message: 'src/lib/server/ imports no feature: have the entry point pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.astro'],
    plugins: { storefront: { rules: { 'scripts-at-low-priority': scriptsAtLowPriority } } },
    rules: { 'storefront/scripts-at-low-priority': 'error' },
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
