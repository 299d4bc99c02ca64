/**
 * Where the payment processing page sends the shopper (docs/rules/checkout.md): a paid (or pending, e.g. bank
 * transfer) order goes to its confirmation page; a refused, cancelled or failed payment back to
 * checkout with the error parameter, which turns the retry on; a failed fraud check back to checkout
 * with its own message (docs/rules/errors.md 2035). Anything else (no result, an API error such as 2036) stays on
 * the processing page with the error.
 */
export type PaymentOutcome =
  | { kind: 'confirmation' }
  | { kind: 'retry'; error: RetryError }
  | { kind: 'error' }

/** The checkout's `error` query parameter: '1' a failed or cancelled payment, '2035' a fraud refusal. */
export type RetryError = '1' | '2035'

export function paymentOutcome(result: string | null | undefined): PaymentOutcome {
  switch (result) {
    case 'AUTHORISED':
    case 'PENDING':
      return { kind: 'confirmation' }
    case 'REFUSED':
    case 'CANCELLED':
    case 'ERROR':
      return { kind: 'retry', error: '1' }
    case 'FRAUD':
      return { kind: 'retry', error: '2035' }
    default:
      return { kind: 'error' }
  }
}

/** The checkout URL of a retry: `?error=<error>&order=<uuid>` (docs/rules/checkout.md). */
export function retryHref(checkoutHref: string, orderUuid: string, error: RetryError): string {
  return `${checkoutHref}?${new URLSearchParams({ error, order: orderUuid }).toString()}`
}

export interface FailedPayment {
  orderUuid: string
  error: RetryError
}

/** The failed payment the checkout's address names: the error parameter and the order's uuid. */
export function failedPaymentOf(params: { error?: string | null; order?: string | null }): FailedPayment | null {
  if (!params.error || !params.order) return null
  const error: RetryError = params.error === '2035' ? '2035' : '1'
  return { orderUuid: params.order, error }
}

/**
 * docs/rules/checkout.md: retry payment is active when the error parameter is present, the toggle is on, and the
 * checkout was not opened with a redeem token. A failed payment that may not be retried is
 * `abandoned`: its order is let go and the shopper checks out from the basket again.
 */
export function checkoutRetry(
  params: { error?: string | null; order?: string | null; redeemToken?: string | null },
  retryEnabled: boolean,
): { retry: FailedPayment | null; abandoned: FailedPayment | null } {
  const failed = failedPaymentOf(params)
  if (!failed) return { retry: null, abandoned: null }
  return retryEnabled && !params.redeemToken ? { retry: failed, abandoned: null } : { retry: null, abandoned: failed }
}

/** The provider's return parameters, as completePayment takes them (the order parameter is ours). */
export function returnParams(search: URLSearchParams): Array<{ name: string; value: string }> {
  return [...search.entries()].map(([name, value]) => ({ name, value }))
}
