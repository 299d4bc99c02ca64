/**
 * Vitest global setup: says once, at the top of the run, when the PostgreSQL half of the
 * integration tests will not run. Without it the `postgres` blocks of describe.each(testBackends())
 * simply do not exist, and a green run would not show that the races (which only mean something on
 * PostgreSQL) were never tried. In CI a missing server is an error instead (tests/helpers/test-db.ts).
 */
export default function postgresNotice(): void {
  if (process.env.TEST_DATABASE_URL) return
  process.stdout.write('\n[tests] TEST_DATABASE_URL is not set: integration tests run on PGlite only; their PostgreSQL half and the concurrency tests are skipped (npm test starts a PostgreSQL server for them).\n\n')
}
