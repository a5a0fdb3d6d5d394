import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries between the source roots (docs/architecture.md). Each pattern names a root by
// its alias and by any relative path into it, so `../../server/app` is caught like `@server/app`.
// scripts/eslint-boundaries.test.ts shows each rule refusing a violation and allowing a legal import.
const boundary = (options) => ['error', options];

const NO_SERVER = {
  group: ['@server', '@server/*', '**/server', '**/server/**'],
  message: 'The client never imports server code.',
};
const NO_CLIENT = {
  // Not '**/client': the server has a db/client.ts of its own.
  group: ['@client', '@client/*', '**/client/**'],
  message: 'The server never imports client code.',
};
const CONTRACT_TYPES_ONLY = {
  group: [
    '@shared/contracts/*',
    '!@shared/contracts/assessment-rules',
    '!@shared/contracts/routes',
  ],
  allowTypeImports: true,
  message:
    'Screens import only types from the zod contracts (zod stays out of the bundle); rules live in assessment-rules.ts, the route table in routes.ts.',
};
// The client reaches the API through the route table (ADR 038): call(API.x, ...), pathOf(API.x, ...).
const NO_PATH_BUILDERS = {
  group: ['@shared/paths', '**/shared/paths'],
  message:
    "The client builds no URL by hand: call(API.<route>, ...) or pathOf(API.<route>, ...) from '@shared/contracts/routes'.",
};
// No '/api/...' string in the client's code (its tests may check the wire with them).
const NO_API_LITERALS = [
  'error',
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message:
      "The client builds no URL by hand: call(API.<route>, ...) or pathOf(API.<route>, ...) from '@shared/contracts/routes'.",
  },
];
// The route table is read by the client: it imports only types, so zod stays out of the bundle.
const ROUTE_TABLE_TYPES_ONLY = {
  group: ['zod', './*', '../*'],
  allowTypeImports: true,
  message:
    'The route table is read by the client: it imports only types (the schemas are in route-schemas.ts).',
};
const PRIMITIVES_NO_FEATURE = {
  group: [
    '@client/features',
    '@client/features/*',
    '@client/app',
    '@client/app/*',
    '**/features/**',
    '**/app/**',
  ],
  message: 'UI primitives know no feature: they import neither features nor the app.',
};
const PRIMITIVES_NO_DOMAIN = {
  group: ['@shared/*', '!@shared/ui-settings', '**/shared/**', '!**/shared/ui-settings'],
  message: 'UI primitives know no domain: of src/shared they import only @shared/ui-settings.',
};
const SHARED_NO_RUNTIME = {
  group: [
    '@server',
    '@server/*',
    '@client',
    '@client/*',
    '**/server',
    '**/server/**',
    '**/client',
    '**/client/**',
  ],
  message: 'src/shared runs on both sides: it imports no server and no client code.',
};
// A module's files are its own: other code reaches it through its face, modules/<m>/index.ts
// (docs/architecture.md, ADR 032). A path into modules/<m>/ may name only `index` (or nothing:
// '../<m>', '@server/modules/<m>'); tests may also use a module's `<m>.test-support`.
const MODULE_FACES_MESSAGE =
  "Another module is used only through its face, modules/<m>/index.ts: import '../<m>' or '@server/modules/<m>', not its files.";
const FACE = 'index';
const FACE_OR_TEST_SUPPORT = 'index|[^/]+\\.test-support';
/** Any path through a `modules/<m>/` folder to a file other than those `allowed`. */
const moduleFaces = (allowed) => ({
  regex: `(^|/)modules/[^/]+/(?!(${allowed})$)[^/]+`,
  message: MODULE_FACES_MESSAGE,
});
/** From inside a module, '../<m>/<file>' into a sibling (not '../../infra/...'). */
const siblingFaces = (allowed) => ({
  regex: `^\\.\\./(?!\\.)[^/]+/(?!(${allowed})$)[^/]+`,
  message: MODULE_FACES_MESSAGE,
});
// Infrastructure below, domains above (docs/architecture.md, ADR 037): src/server/infra and
// src/server/db import no module (not even its face), not the coaching domain and not context.ts,
// whose AppDeps the modules complete. Their tests may drive the assembled app like other tests.
const INFRA_NO_DOMAIN = {
  group: [
    '@server/modules',
    '@server/modules/**',
    '**/modules',
    '**/modules/**',
    '@server/coach',
    '@server/coach/**',
    '**/coach',
    '**/coach/**',
    '@server/context',
    '**/context',
  ],
  message:
    'Infrastructure (src/server/infra, src/server/db) knows no module, no coach/ and not context.ts: the domains build on it, not the other way round.',
};
const SERVER_TESTS = [
  'src/server/**/*.test.{ts,tsx}',
  'src/server/**/*.test-support.{ts,tsx}',
  'src/server/test/**/*.{ts,tsx}',
];

const SHARED_NO_NODE = 'src/shared runs in the browser too: it imports no Node built-in module.';
const SHARED_NO_NODE_PREFIXED = { regex: '^node:', message: SHARED_NO_NODE };
const SHARED_NO_NODE_BUILTINS = builtinModules.map((name) => ({ name, message: SHARED_NO_NODE }));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist.next/**',
      'dist.old/**',
      'data/**',
      'node_modules/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [NO_SERVER, CONTRACT_TYPES_ONLY, NO_PATH_BUILDERS],
      }),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
    rules: { 'no-restricted-syntax': NO_API_LITERALS },
  },
  {
    // Later blocks replace a rule's options rather than adding to them, so this one repeats the
    // client's server rule.
    files: ['src/client/components/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [NO_SERVER, PRIMITIVES_NO_FEATURE, PRIMITIVES_NO_DOMAIN],
      }),
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [NO_CLIENT, moduleFaces(FACE)],
      }),
    },
  },
  {
    files: ['src/server/infra/**/*.{ts,tsx,mjs}', 'src/server/db/**/*.{ts,tsx,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [NO_CLIENT, INFRA_NO_DOMAIN],
      }),
    },
  },
  {
    // After the infrastructure's block, so that its tests get this one.
    files: SERVER_TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [NO_CLIENT, moduleFaces(FACE_OR_TEST_SUPPORT)],
      }),
    },
  },
  {
    files: ['src/server/modules/**/*.{ts,tsx,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [NO_CLIENT, moduleFaces(FACE), siblingFaces(FACE)],
      }),
    },
  },
  {
    files: [
      'src/server/modules/**/*.test.{ts,tsx}',
      'src/server/modules/**/*.test-support.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [
          NO_CLIENT,
          moduleFaces(FACE_OR_TEST_SUPPORT),
          siblingFaces(FACE_OR_TEST_SUPPORT),
        ],
      }),
    },
  },
  {
    files: ['bench/**/*.{ts,tsx,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({ patterns: [moduleFaces(FACE)] }),
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [SHARED_NO_RUNTIME, SHARED_NO_NODE_PREFIXED],
        paths: SHARED_NO_NODE_BUILTINS,
      }),
    },
  },
  {
    files: ['src/shared/contracts/routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': boundary({
        patterns: [SHARED_NO_RUNTIME, SHARED_NO_NODE_PREFIXED, ROUTE_TABLE_TYPES_ONLY],
        paths: SHARED_NO_NODE_BUILTINS,
      }),
    },
  },
);
