import type { Config } from 'jest'

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/contract/$1',
}
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true }] as [string, object],
}

// Two projects: the SPA in a browser-like environment and the API in Node.
const config: Config = {
  projects: [
    {
      displayName: 'web',
      // jest-fixed-jsdom keeps Node's fetch, streams and TextEncoder, which RTK Query, msw and the DataGrid need.
      testEnvironment: 'jest-fixed-jsdom',
      transform,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/contract/**/*.test.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'server/tsconfig.json', isolatedModules: true }],
        // @fastify/static and light-my-request require content-disposition 3 and cookie 2: ES modules only.
        '^.+\\.js$': 'babel-jest',
      },
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
      moduleNameMapper,
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
    },
  ],
}

export default config
