// Plain JavaScript so Jest reads it without a TypeScript loader (it would need ts-node for jest.config.ts).

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
}

// A few dependencies ship only as ES modules, which Jest on Node 20 cannot require: babel-jest compiles them.
// msw needs until-async; @fastify/static and light-my-request need content-disposition 3 and cookie 2.
const esmOnly = ['until-async', 'content-disposition', 'cookie']
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`]

// SWC strips the types and compiles to CommonJS, file by file and without checking: `npm run type-check` checks the
// types (tsc on both tsconfigs). @swc/jest hoists jest.mock calls above the imports, as ts-jest did.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
]
const transform = { '^.+\\.tsx?$': swc, '^.+\\.js$': 'babel-jest' }

/** Two projects: the SPA in a browser-like environment and the API in Node. @type {import('jest').Config} */
const config = {
  // A safety net, not a measure of speed: no test asserts how fast anything is (npm run bench does). CI runs two
  // workers on two cores beside suites that start ESLint, servers and databases, where building a test app (a migrated,
  // seeded database) took more than Jest's default 5 s for a hook.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which RTK Query, msw and the DataGrid need.
      testEnvironment: '<rootDir>/src/testing/jsdomEnvironment.cjs',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/contract/**/*.test.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    },
  ],
}

module.exports = config
