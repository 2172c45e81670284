import type { Config } from 'jest'

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
}

// A few dependencies ship only as ES modules, which Jest on Node 20 cannot require: babel-jest compiles them.
// msw needs until-async; @fastify/static and light-my-request need content-disposition 3 and cookie 2.
const esmOnly = ['until-async', 'content-disposition', 'cookie']
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`]
const transformWith = (tsconfig: string): Config['transform'] => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig, isolatedModules: true }],
  '^.+\\.js$': 'babel-jest',
})

// Two projects: the SPA in a browser-like environment and the API in Node.
const config: Config = {
  projects: [
    {
      displayName: 'web',
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which RTK Query, msw and the DataGrid need.
      testEnvironment: 'jest-fixed-jsdom',
      transform: transformWith('tsconfig.json'),
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/contract/**/*.test.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: transformWith('server/tsconfig.json'),
      transformIgnorePatterns,
      moduleNameMapper,
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    },
  ],
}

export default config
