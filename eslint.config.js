// ESLint (flat config): TypeScript rules, React hooks rules, and the import boundaries of
// docs/ARCHITECTURE.md enforced with eslint-plugin-boundaries.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });

// A server module is used through its index.ts only (and by the steps through its subscriber.ts);
// inside, a module uses its own files.
const serverPolicies = [
  {
    from: { element: { types: { anyOf: ['server', 'server-module'] } } },
    allow: [
      { to: { element: { types: { anyOf: ['server', 'server-support', 'shared'] } } } },
      { to: { element: { type: 'server-module', fileInternalPath: 'src/server/modules/*/index.ts' } } },
      { to: { element: { type: 'server-module', fileInternalPath: 'src/server/modules/*/subscriber.ts' } } },
      { to: { element: { type: 'server-module', captured: { module: '{{from.captured.module}}' } } } },
    ],
  },
  // The seed and the test helpers write and read rows as they are: they may reach into a module.
  { from: { element: { type: 'server-support' } }, allow: { to: { element: { types: { anyOf: ['server', 'server-support', 'server-module', 'shared'] } } } } },
];
const boundariesMessage = '{{from.type}} must not import {{to.type}} (docs/ARCHITECTURE.md, "Layers and import rules").';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'public/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  {
    // Tests reach into Chart.js option objects, and Playwright fixtures take `({}, use)` by design.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // One i18n instance and no provider: lib/i18n.ts (t, msg) and lib/trans.tsx (Trans).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@lingui/react', message: 'Use Trans from src/client/lib/trans.tsx and t from src/client/lib/i18n.ts.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        element('shared', 'src/shared/**'),
        element('server-module', 'src/server/modules/*/**', ['module']),
        element('server-support', 'src/server/{db,test}/**'),
        element('server', 'src/server/**'),
        element('client-app', 'src/client/app/**'),
        element('client-feature', 'src/client/features/*/**', ['feature']),
        element('client-base', 'src/client/{lib,components,config,assets,test}/**'),
        // The queries of APIs several features read (the deals, the wallet, the properties).
        element('client-api', 'src/client/api/**'),
        element('client-entry', 'src/client/*'),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: boundariesMessage,
          policies: [
            // shared → lib/components → api → features → app; the client and the server never import each other.
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            ...serverPolicies,
            { from: { element: { type: 'client-base' } }, allow: { to: { element: { types: { anyOf: ['client-base', 'shared'] } } } } },
            { from: { element: { type: 'client-api' } }, allow: { to: { element: { types: { anyOf: ['client-api', 'client-base', 'shared'] } } } } },
            {
              from: { element: { type: 'client-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['client-api', 'client-base', 'shared'] } } } },
                // A feature uses only its own files; only route files combine features.
                { to: { element: { type: 'client-feature', captured: { feature: '{{from.captured.feature}}' } } } },
              ],
            },
            {
              from: { element: { types: { anyOf: ['client-app', 'client-entry'] } } },
              allow: { to: { element: { types: { anyOf: ['client-app', 'client-entry', 'client-feature', 'client-api', 'client-base', 'shared'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // A test may look inside any server module (totals it recomputes, rows it checks).
    files: ['src/server/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: boundariesMessage,
          policies: [
            {
              from: { element: { types: { anyOf: ['server', 'server-module', 'server-support'] } } },
              allow: { to: { element: { types: { anyOf: ['server', 'server-support', 'server-module', 'shared'] } } } },
            },
          ],
        },
      ],
    },
  },
);
