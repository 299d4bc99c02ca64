import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config'
import { FastestFirstSequencer } from './tests/setup/fastest-first-sequencer'

/**
 * The tests Stryker runs against each mutant: the tests beside the code (the card ledger's and the
 * rate limits' among them run on an in-memory PGlite database, about a second each). The
 * integration tests in tests/ seed a whole catalogue per file and would run for hours over hundreds
 * of mutants; component tests exercise no money rule. Quickest files first (FastestFirstSequencer):
 * a mutant's run stops at its first failing test.
 */
export default mergeConfig(base, defineConfig({
  test: {
    exclude: ['node_modules/**', '.*/**', 'tests/**', 'data/**', 'components/**', 'app/**', 'stores/**', 'reports/**'],
    sequence: { sequencer: FastestFirstSequencer },
  },
}))
