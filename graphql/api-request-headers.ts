import { operationTypeOf } from './operation-type'
import { API_HEADERS, CSRF_HEADER } from './request-headers'
import type { Shopper } from './shopper'

/**
 * The headers of one API request (docs/rules/api.md "Headers"), decided here for every transport:
 * the chrome's typed fetch (browser-fetch.ts) and the Apollo link of the islands and the server
 * (shopper-link.ts). The shopper's storefront, language, country and page, the server marker, and
 * the CSRF header when the operation is a mutation.
 */
export function apiRequestHeaders(shopper: Shopper, operation: string, options: { serverSide: boolean }): Record<string, string> {
  return {
    [API_HEADERS.store]: shopper.storefrontCode,
    [API_HEADERS.language]: shopper.language,
    [API_HEADERS.country]: shopper.countryCode,
    ...(shopper.pathname ? { [API_HEADERS.pathname]: shopper.pathname } : {}),
    ...(options.serverSide ? { [API_HEADERS.serverSide]: '1' } : {}),
    ...(operationTypeOf(operation) === 'mutation' ? { [CSRF_HEADER]: '1' } : {}),
  }
}
