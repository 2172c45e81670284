import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist*/', 'build/', 'node_modules/', 'data/', 'playwright-report/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
  prettier,
)
