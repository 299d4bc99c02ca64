// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { rememberedRedeemToken } from '@/components/redeem/checkout/redeem-flow'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { REDEEM_STORAGE_KEY, useRedeemStore } from '@/stores/redeem-store'
import { OrderConfirmation } from './order-confirmation'
import { testOrder } from '@/tests/fixtures/checkout-order'

const money = (value: number) => ({ __typename: 'Money' as const, currency: 'EUR' as const, value })
const redeemOrder = testOrder({
  status: 'COMPLETED',
  totals: { __typename: 'OrderTotals', subTotal: money(50), grandTotal: money(29.5), adjustments: [{ __typename: 'Adjustment', title: 'Gift card balance', adjustmentType: 'GIFT_CARD_BALANCE', price: money(-20.5) }] },
})
const confirmation = {
  __typename: 'RedeemConfirmationPayload',
  cards: [{ __typename: 'RedeemPaidCard', cardNumberEnd: '6090', amount: money(20.5), remainingBalance: money(0) }],
  paidFromBalance: money(20.5), paidByPayment: money(29.5), remainingBalance: money(0), errors: [],
}

function answer(token: string | null) {
  return (operation: string, variables: Record<string, unknown>) => {
    const owner = (variables.userData as { redeemToken: string | null }).redeemToken === token
    if (operation === 'CheckoutCart') return { cartV2: { __typename: 'CartPayload', order: owner ? redeemOrder : null, errors: [] } }
    if (operation === 'RedeemConfirmation') return { redeemConfirmation: owner ? confirmation : { ...confirmation, cards: [], errors: [{ __typename: 'ApiError', message: 'Not found', code: 3101, referencedRequestParameter: 'orderUuid' }] } }
    return {}
  }
}

describe('OrderConfirmation of a redeem order', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    window.localStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({
      version: 1,
      state: { token: 'token-1', card: { cardNumberMasked: '**** 6090', balance: { currency: 'EUR', value: 20.5 }, expiresAt: '2028-01-31' }, needsPhysicalAddress: true, hasPostcode: true },
    }))
    useLeaveWarningStore.getState().arm('Leave?')
  })

  it("reads the order with the holder's redeem token, shows the balance payments, then ends the redeem flow", async () => {
    const { requests } = renderAccountIsland(
      <OrderConfirmation shopper={testShopper} locale="en-BE" orderUuid={redeemOrder.id} homeHref="/" registerHref={null} />,
      { answer: answer('token-1') },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument()
    expect(await screen.findByTestId('redeem-paid-card')).toHaveTextContent('6090')
    expect(screen.getByTestId('redeem-paid-from-balance')).toHaveTextContent('€20.50')
    expect(screen.getByTestId('redeem-paid-by-payment')).toHaveTextContent('€29.50')
    expect(screen.getByTestId('redeem-remaining-balance')).toHaveTextContent(/^€0$/)
    // The redeem flow's own steps, all behind the shopper; not the checkout's, which it never went through.
    const steps = screen.getByRole('navigation', { name: 'Redeem steps' })
    expect(within(steps).getAllByRole('listitem').map((step) => step.textContent)).toEqual(['1 Card number and PIN', '2 Choose amount and gift cards', '3 Basket', '4 Checkout'])
    expect(screen.queryByRole('navigation', { name: 'Checkout steps' })).toBeNull()
    // The balance deduction in the order summary: the minus sign leads, one format with the rest.
    expect(screen.getByText('Gift card balance').nextElementSibling).toHaveTextContent(/^\u2212€20\.50$/)
    // Every read carried the token, also after the reset below.
    expect(requests.every((request) => (request.variables.userData as { redeemToken: string | null }).redeemToken === 'token-1')).toBe(true)
    await waitFor(() => expect(useRedeemStore.getState()).toMatchObject({ token: null, card: null, needsPhysicalAddress: false, hasPostcode: false }))
    expect(useLeaveWarningStore.getState().message).toBeNull()
    expect(rememberedRedeemToken(redeemOrder.id)).toBe('token-1')
  })

  it('shows nothing of the order to a browser without its token', async () => {
    window.localStorage.clear()
    useRedeemStore.getState().reset()
    renderAccountIsland(
      <OrderConfirmation shopper={testShopper} locale="en-BE" orderUuid={redeemOrder.id} homeHref="/" registerHref={null} />,
      { answer: answer('token-1') },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument()
    expect(screen.queryByTestId('redeem-balance-summary')).toBeNull()
  })
})
