// @ts-check
/**
 * Mutation testing of the rules that move money or guard it (`npm run test:mutation`,
 * docs/testing.md "Mutation testing"). Stryker changes one thing at a time in these files (a `<`
 * into `<=`, a `+` into `-`, a condition into `true`) and runs the tests that cover it; a mutant
 * no test notices is a bug the tests would let through. Incremental: only mutants in changed code,
 * or covered by changed tests, run again; the rest come from reports/stryker-incremental.json.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'config/charges.ts',
    'server/modules/order/pricing.ts',
    'server/modules/cart/basket-limits.ts',
    'server/modules/payments/payment-lifecycle.ts',
    'server/modules/payments/payment-application.ts',
    'server/modules/payments/payment-notifications.ts',
    'server/modules/payments/refunds.ts',
    'server/modules/activation/activation-timing.ts',
    'server/modules/cards/card-state.ts',
    'server/modules/cards/card-ledger.ts',
    'server/modules/redeem/redeem-amounts.ts',
    'server/services/rate-limit.ts',
    'server/modules/cards/gift-card-numbers.ts',
    'validation/*.ts',
    '!validation/*.test.ts',
    'config/storefronts/resolve.ts',
    'config/storefronts/urls.ts',
    'i18n/localize.ts',
    'i18n/compiled-routes.ts',
    'i18n/parse-localized-path.ts',
    'i18n/language-switch.ts',
    'i18n/format.ts',
  ],
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 85, break: 85 },
}

export default config
