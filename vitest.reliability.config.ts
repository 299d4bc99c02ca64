import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

/**
 * The reliability suite (`npm run test:reliability`, docs/reliability.md): production servers from the
 * build in NEXT_DIST_DIR (default .next-reliability) on the PostgreSQL server of TEST_DATABASE_URL.
 * One file at a time: each starts its own servers, and two cores cannot take two scenarios' load.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      { find: /^server-only$/, replacement: `${root}/tests/setup/empty-module.ts` },
    ],
  },
  test: {
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 240_000,
    reporters: ['verbose'],
  },
})
