import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import fs from 'node:fs'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

const root = import.meta.dirname

/**
 * The server's domains, lowest layer first (server/src/domains/README.md): a domain imports only domains of lower
 * layers, never one of its own layer or above, so the domain graph has no cycle.
 */
const DOMAIN_LAYERS = [
  ['audit', 'auth', 'health'],
  ['prices'],
  ['lookups', 'preferences'],
  ['users', 'coaches', 'payments', 'families'],
  ['messages'],
  ['sessions'],
  ['enrolments'],
  ['waitlists'],
  ['swimmers', 'preteams'],
  ['schools', 'money', 'reports', 'progress'],
]
const unplaced = fs
  .readdirSync(`${root}/server/src/domains`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !DOMAIN_LAYERS.flat().includes(entry.name))
if (unplaced.length > 0) {
  throw new Error(`Place each domain in a layer of DOMAIN_LAYERS (eslint.config.mjs): ${unplaced.map((e) => e.name)}`)
}
const domainZones = DOMAIN_LAYERS.flatMap((layer, index) =>
  layer.map((domain) => ({
    target: `./server/src/domains/${domain}`,
    from: DOMAIN_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== domain)
      .map((other) => `./server/src/domains/${other}`),
    message: `Domains import only lower layers (server/src/domains/README.md): ${domain} may not import this one.`,
  })),
)

/**
 * The SPA's shared code: every folder of src/ but the features and the app shell that routes to them, below every
 * feature (bulletproof-react's "shared code never imports features").
 */
const SPA_SHARED = fs
  .readdirSync(`${root}/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['features', 'app'].includes(entry.name))
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist*/',
      'build/',
      'node_modules/',
      'data/',
      'playwright-report/',
      'test-results/',
      'coverage/',
      // Code that breaks the import rules on purpose, linted only by server/test/architecture.
      'server/test/architecture/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // CommonJS files (Jest's test environment) load what they need with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/no-danger': 'error',
      'react/jsx-no-target-blank': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from src/app/hooks.ts',
            },
          ],
          patterns: [{ group: ['**/server/**'], message: 'The SPA talks to the server only through the contract.' }],
        },
      ],
    },
  },
  {
    // Features do not import each other; shared code lives below them.
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from src/app/hooks.ts',
            },
          ],
          patterns: [
            { group: ['@/features/*', '../../features/*'], message: 'Features do not import each other.' },
            {
              // The app shell sits above the features (it routes to them); texts, API, session and components below.
              group: ['@/app/*', '!@/app/hooks', '../../app/*'],
              message:
                'Features do not import the app shell: shared code lives below them (src/i18n, src/api, src/session).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain layers point one way: routes → service → repository (server/src/domains/README.md).
    files: ['server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/*.repository.ts'],
              message: 'Routes call services; only a service reads or writes through a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/http-error'],
              message: 'Repositories throw nothing HTTP: return rows and let the service decide.',
            },
            { group: ['**/*.service', '**/*.service.ts'], message: 'Repositories do not call services.' },
          ],
        },
      ],
    },
  },
  {
    // Resolve imports as TypeScript does (tsconfig.json paths: @/ and @contract/), for the import-x rules below.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: `${root}/tsconfig.json` },
        }),
      ],
    },
  },
  {
    // No import cycle, between files or through any number of them. Following every path costs about 1 s of CPU
    // over maxDepth 8 on server/src, src and contract (48 s against 47 s), so no cycle is left to chance; packages
    // are not followed. Type-only imports are erased and do not count.
    files: ['server/src/**/*.ts', 'src/**/*.{ts,tsx}', 'contract/**/*.ts', 'server/test/architecture/fixtures/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: '∞', ignoreExternal: true }] },
  },
  {
    // Who may import whom, by folder. One rule, so every zone is here.
    files: ['server/src/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...domainZones,
            {
              target: './server/src/plugins/!(auth).ts',
              from: './server/src/domains',
              message: 'Plugins are below the domains; only plugins/auth.ts reaches the auth domain.',
            },
            {
              target: './server/src/db/migrations',
              from: [
                './server/src/domains',
                './server/src/lib',
                './server/src/plugins',
                './server/src/db/seed',
                './contract',
              ],
              message: 'A migration is frozen once run: copy what it needs into it instead of importing live code.',
            },
            {
              target: SPA_SHARED.map((dir) => `./src/${dir}`),
              from: './src/features',
              message: 'Shared code never imports a feature: move what both need below the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // One axe check for the browser tests (e2e/axe.ts): the same rules and settings on every page and dialog.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/axe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@axe-core/playwright',
              message: 'Check with expectNoViolations from e2e/axe.ts, the one axe check of the browser tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware: a promise is awaited, returned, or dropped on purpose (`void`), and never handed to a place that
    // ignores what it returns (a callback expecting void, a condition). Each file is typed by its nearest tsconfig.
    // JSX event handlers may be async (React ignores what they return; each one handles its own errors), as the
    // typescript-eslint docs suggest for React.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'contract/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['server/test/architecture/fixtures/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  prettier,
)
