import path from 'node:path'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const root = path.dirname(new URL(import.meta.url).pathname)

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside a React Server build; tests run server code directly.
      { find: /^server-only$/, replacement: `${root}/tests/setup/empty-module.ts` },
    ],
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // Dot-folders hold build output and scratch copies of the tree, never tests of this tree.
    exclude: ['node_modules/**', '.*/**', 'tests/e2e/**', 'tests/reliability/**', 'data/**'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    globalSetup: ['tests/setup/postgres-notice.ts'],
    // The server's logger stays quiet; a test that reads it captures it (tests/helpers/capture-logs.ts).
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: PGlite instances are CPU-bound, more workers only thrash.
    maxWorkers: 2,
  },
})
