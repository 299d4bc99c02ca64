// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkoutRetry, failedPaymentOf, paymentOutcome, retryHref } from './payment-outcome'
import { PaymentProcessingView, takePurchaseMark, trackPurchase } from './payment-processing'
import { CheckoutTestProviders } from './test-providers'
import { testOrder } from '@/tests/fixtures/checkout-order'

const ORDER = testOrder()

function renderProcessing(result: string | null, errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> = []) {
  const api = { completePayment: vi.fn(async () => ({ result, order: ORDER, errors })) }
  const navigate = vi.fn()
  render(
    <PaymentProcessingView checkoutHref="/bestellen/" basketHref="/winkelmandje/" confirmationHref="/bestellen/ORDER_UUID/" api={api as never} navigate={navigate} />,
    { wrapper: CheckoutTestProviders },
  )
  return { api, navigate }
}

describe('paymentOutcome', () => {
  it('routes every provider result', () => {
    expect(paymentOutcome('AUTHORISED')).toEqual({ kind: 'confirmation' })
    expect(paymentOutcome('PENDING')).toEqual({ kind: 'confirmation' })
    expect(paymentOutcome('REFUSED')).toEqual({ kind: 'retry', error: '1' })
    expect(paymentOutcome('CANCELLED')).toEqual({ kind: 'retry', error: '1' })
    expect(paymentOutcome('ERROR')).toEqual({ kind: 'retry', error: '1' })
    expect(paymentOutcome('FRAUD')).toEqual({ kind: 'retry', error: '2035' })
    expect(paymentOutcome(null)).toEqual({ kind: 'error' })
  })

  it('builds and reads the retry parameters (docs/rules/checkout.md: retry when the error parameter is present)', () => {
    expect(retryHref('/fr/commander/', 'abc', '1')).toBe('/fr/commander/?error=1&order=abc')
    expect(failedPaymentOf({ error: '1', order: 'abc' })).toEqual({ orderUuid: 'abc', error: '1' })
    expect(failedPaymentOf({ error: '2035', order: 'abc' })).toEqual({ orderUuid: 'abc', error: '2035' })
    expect(failedPaymentOf({ error: null, order: 'abc' })).toBeNull()
    expect(failedPaymentOf({ error: '1', order: null })).toBeNull()
  })

  it('retries only with the toggle on and without a redeem token; otherwise the failed order is abandoned', () => {
    const failed = { orderUuid: 'abc', error: '1' }
    expect(checkoutRetry({ error: '1', order: 'abc' }, true)).toEqual({ retry: failed, abandoned: null })
    expect(checkoutRetry({ error: '1', order: 'abc' }, false)).toEqual({ retry: null, abandoned: failed })
    expect(checkoutRetry({ error: '1', order: 'abc', redeemToken: 'tok' }, true)).toEqual({ retry: null, abandoned: failed })
    expect(checkoutRetry({ error: null, order: 'abc' }, true)).toEqual({ retry: null, abandoned: null })
  })
})

describe('PaymentProcessing', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', `/bestellen/betaling-verwerken/?order=${ORDER.id}&payment=tp-1`)
    window.dataLayer = []
  })
  afterEach(cleanup)

  it('completes the payment with every query parameter and goes to the confirmation, marked for its purchase event', async () => {
    const { api, navigate } = renderProcessing('AUTHORISED')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/bestellen/${ORDER.id}/`))
    expect(api.completePayment).toHaveBeenCalledWith(ORDER.id, [{ name: 'order', value: ORDER.id }, { name: 'payment', value: 'tp-1' }])
    expect(takePurchaseMark(ORDER.id)).toBe(true)
    // Once only: a reload of the confirmation does not count the sale again.
    expect(takePurchaseMark(ORDER.id)).toBe(false)
    trackPurchase(ORDER)
    const purchase = window.dataLayer!.find((entry) => entry.event === 'purchase') as { ecommerce: { transaction_id: string; value: number } }
    expect(purchase.ecommerce).toMatchObject({ transaction_id: 'CB-100001', value: 25.95 })
  })

  it('sends a refused or cancelled payment back to checkout to retry', async () => {
    const { navigate } = renderProcessing('REFUSED')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/bestellen/?error=1&order=${ORDER.id}`))
    expect(takePurchaseMark(ORDER.id)).toBe(false)
  })

  it('sends a fraud refusal back to checkout with its own message code', async () => {
    const { navigate } = renderProcessing('FRAUD')
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/bestellen/?error=2035&order=${ORDER.id}`))
  })

  it("stays with the API's error (e.g. the retry limit)", async () => {
    const { navigate } = renderProcessing(null, [{ message: 'Too many attempts have been made.', code: 2036, referencedRequestParameter: null }])
    expect(await screen.findByText('Too many attempts have been made.')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe('/bestellen/')
  })
})
