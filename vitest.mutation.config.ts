import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * The tests Stryker runs against each mutant: the unit tests beside the code. Database-backed
 * integration tests seed a catalogue per file (seconds each) and would run for hours over hundreds
 * of mutants; component tests exercise no money rule.
 */
export default mergeConfig(base, defineConfig({
  test: {
    exclude: ['node_modules/**', '.*/**', 'tests/**', 'data/**', 'components/**', 'app/**', 'stores/**', 'reports/**'],
  },
}))
