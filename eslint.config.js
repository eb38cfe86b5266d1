import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'bench/out', '.tmp', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  { files: ['public/**/*.js'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // design.md §2: machines are pure: they import xstate, zod and machines/ only (no React, no DOM,
    // no fetch, nothing of src/ or server/). Their tests and the path-test harness may use test tools.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!xstate$|zod(/.*)?$|\\.{1,2}/)', message: 'machines/ imports only xstate, zod and machines/ (design.md §2).' },
            { regex: '^(\\.\\./)+(src|server|api-spec|tests|bench|scripts)/', message: 'machines/ imports only xstate, zod and machines/ (design.md §2).' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'document', 'window', 'localStorage'],
    },
  },
  {
    files: ['machines/**/*.test.ts', 'machines/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@xstate/react', '*/src/*', '*/server/*', 'socket.io*', 'openapi-fetch'] }],
      'no-restricted-globals': ['error', 'fetch', 'document', 'window', 'localStorage'],
    },
  },
  // Views render machines; they never call the API directly. A feature never imports another
  // (what two share lives in src/ui, src/runtime or machines/).
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/api/*', '**/server/*'], message: 'Views render machines; they never call the API directly.' },
            {
              regex: `^(\\.\\./)+(features/)?(?!${feature}/)(${FEATURES.join('|')})/`,
              message: 'A feature does not import another feature: move what they share to src/ui, src/runtime or machines/.',
            },
          ],
        },
      ],
    },
  })),
  {
    // A file is read in one sitting and a view fits a screen (decision 240): hand-written files keep
    // to 400 lines of code, view functions to 120. Generated files are ignored above.
    files: ['**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The server shares only api-spec/ with the front-end, and the pure rules listed in
    // docs/decisions/021-rules-the-server-shares.md.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(src|machines)/(?!(wallet/utr-extract|wallet/upload-rules|shared/file-bytes|matka/matka-rules|fantasy/team-rules|fantasy/prize-rules|sports/cash-out-maths|casino/crash-rules|site/home-banners)\\.ts$)' }] },
      ],
    },
  },
);
