// The one place a test reads which engine it runs on. .ci/run's PostgreSQL step runs exactly the suites that import
// this file, directly or through helper.ts or a fixture (jest --findRelatedTests server/test/engine.ts): a suite
// that never reads it runs on SQLite or on no database at all, and gives the same result in both steps.
// server/test/architecture/engine-suites.test.ts keeps every other file from reading TEST_DATABASE_URL itself.

/** A PostgreSQL server to test on (postgres://…); unset: in-memory SQLite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined

export const usingPostgres = Boolean(testDatabaseUrl)
