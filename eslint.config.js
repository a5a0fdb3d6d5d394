import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (patterns) => ['error', { patterns }];

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
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '**/server/**'], message: 'The client never imports server code.' },
            {
              group: ['@shared/contracts/*', '!@shared/contracts/assessment-rules'],
              allowTypeImports: true,
              message: 'Screens import only types from the zod contracts (zod stays out of the bundle); rules live in assessment-rules.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/components/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
      'no-restricted-imports': boundary([
        {
          group: ['@client/features/*', '@client/app/*'],
          message: 'UI primitives import no features.',
        },
        { group: ['@server/*', '**/server/**'], message: 'The client never imports server code.' },
      ]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary([
        { group: ['@client/*', '**/client/**'], message: 'The server never imports client code.' },
      ]),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary([
        {
          group: ['@server/*', '@client/*', 'node:*', '**/server/**', '**/client/**'],
          message: 'src/shared imports nothing of ours and no node: modules.',
        },
      ]),
    },
  },
);
