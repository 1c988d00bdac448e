import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The modules of src/offline the service worker shares with the page: the device data both write. */
const SW_SHARED_OFFLINE = [
  'outbox/drain.ts', 'outbox/logic.ts', 'outbox/store.ts', 'recently-viewed/recent-list.ts', 'shared-photos.ts', 'trim-message.ts',
];

/** The app shell: only it wires the layers together. */
const SHELL = ['**/app.tsx', '**/router.tsx', '**/main.tsx', '**/entry-server.tsx'];

function layerRules(layers) {
  return layers.map(({ files, above, pure }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        ...(pure ? [{ group: ['react', 'react-*', 'node:*', 'hono', 'hono/*'], message: 'The contract and lib are shared by the browser and the server: no React, Node or Hono.' }] : []),
        { group: above.map((layer) => `**/${layer}/**`), message: `A lower layer does not import from ${above.join(', ')} (README 'Layers').` },
        { group: SHELL, message: 'Only the app shell imports the shell.' },
      ] }],
    },
  }));
}

export default tseslint.config(
  { ignores: ['build/', 'dist/', 'data/', '.tmp/', 'node_modules/', 'test-results/', 'playwright-report/', 'dev-dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Layers (README 'Layers'): contract < lib < api < offline < components <
  // features < the app shell (app.tsx, router.tsx, main.tsx, entry-server.tsx). A layer imports only
  // those before it; tests/unit/import-cycles.test.ts keeps the graph free of cycles.
  ...layerRules([
    { files: ['src/contract/**/*.ts'], above: ['lib', 'api', 'offline', 'components', 'features'], pure: true },
    { files: ['src/lib/**/*.ts'], above: ['api', 'offline', 'components', 'features'], pure: true },
    { files: ['src/api/**/*.{ts,tsx}'], above: ['offline', 'components', 'features'] },
    { files: ['src/offline/**/*.{ts,tsx}'], above: ['components', 'features'] },
    { files: ['src/components/**/*.{ts,tsx}'], above: ['features'] },
  ]),
  {
    // Features own their screens; shared pieces live in components/, api/, offline/ or lib/.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/features/**', '../*/**', '!../../**'], message: 'Features do not import each other\'s internals; move shared code to src/components, src/api or src/lib.' },
        { group: SHELL, message: 'The app shell imports features, not the other way round.' },
      ] }],
    },
  },
  {
    // The service worker runs without the page: it shares the contract, the pure helpers and the few
    // device-data modules that both it and the page must read and write the same way (the outbox,
    // recently viewed, shared photos), named here so that no other page code slips in.
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-*', 'hono', 'hono/*', 'node:*'], message: 'The service worker has no React, Hono or Node.' },
        {
          group: [
            '**/src/api/**', '**/src/components/**', '**/src/features/**', ...SHELL,
            // Files, not the folder: a folder left out cannot have files taken back in (gitignore's rule).
            '**/src/offline/**/*.ts', '**/src/offline/**/*.tsx',
            ...SW_SHARED_OFFLINE.map((module) => `!**/src/offline/${module}`),
          ],
          message: `The service worker may use src/contract, src/lib and, of src/offline, only ${SW_SHARED_OFFLINE.join(', ')} (eslint.config.js).`,
        },
      ] }],
    },
  },
  {
    // The server shares the contract and pure helpers with the app, never the app's browser layers.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/api/**', '**/src/offline/**', '**/src/components/**', '**/src/features/**'], message: 'The server may use src/contract and src/lib only.' },
      ] }],
    },
  },
);
