// @ts-check
import base from './stryker.config.mjs'

/**
 * The money modules of the mutation run, as a step of `npm test` (`npm run test:mutation:money`,
 * docs/testing.md): the rules that move value or take it, each judged by tests beside it. The run
 * fails below a mutation score of 85 %. Its own incremental file, so a developer's full run and
 * this one do not overwrite each other's results.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  ...base,
  mutate: [
    'config/charges.ts',
    'server/modules/order/pricing.ts',
    'server/modules/cart/basket-limits.ts',
    'server/modules/payments/payment-lifecycle.ts',
    'server/modules/cards/card-ledger.ts',
    'server/modules/redeem/redeem-amounts.ts',
    'server/services/rate-limit.ts',
  ],
  incrementalFile: 'mutation-results/money-incremental.json',
  htmlReporter: { fileName: 'reports/mutation-money/index.html' },
  jsonReporter: { fileName: 'reports/mutation-money/mutation.json' },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  tempDirName: '.stryker-tmp-money',
}

export default config
