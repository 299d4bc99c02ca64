import * as library from '@adyen/api-library'

/**
 * CheckoutAPI, Client and HttpClientException of Adyen's library. The library is CommonJS, and
 * Node's own ESM loader cannot find these three among its named exports (the bundlers of Next and
 * vitest can), so a script running the server code unbundled (`npm run payments:import-statement`)
 * failed to load. The CommonJS module itself is the namespace's default export under Node.
 */
const commonJs = (library as unknown as { default?: typeof library }).default ?? library

export const { CheckoutAPI, Client, HttpClientException } = commonJs
