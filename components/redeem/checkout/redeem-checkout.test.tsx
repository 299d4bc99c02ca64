// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { ERROR_CODES } from '@/graphql/error-codes'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { RedeemCheckout } from './redeem-checkout'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }))

const eur = (value: number) => ({ __typename: 'Money', currency: 'EUR', value })
const order = {
  __typename: 'RedeemOrderPayload',
  order: {
    __typename: 'GiftcardOrder', id: 'o1', status: 'CART',
    shipments: [{
      __typename: 'Shipment', id: 's1',
      packages: [{
        __typename: 'Package', id: 'p1', totalPrice: eur(50), message: null,
        giftcardItem: {
          __typename: 'GiftcardOrderItem', qty: 1,
          variation: {
            __typename: 'OrderVariation', id: '12', title: 'Kasteel Spa 50', variationType: 'digital', price: eur(50),
            product: { __typename: 'OrderProduct', title: 'Kasteel Spa', image: '/card-art/kasteel-spa/', backgroundColor: '#123456' },
          },
        },
      }],
    }],
    totals: { __typename: 'Totals', grandTotal: eur(50) },
  },
  cards: [{ __typename: 'RedeemCard', cardNumberEnd: '1234', balance: eur(0) }],
  balance: eur(0), priceToPay: eur(50), remainingBalance: eur(0), needsPhysicalAddress: false, errors: [],
}
const delivery = { __typename: 'RedeemOrderPayload', needsPhysicalAddress: false, physicalAddress: null, errors: [] }
const refusal = (code: number, message: string) => ({
  confirmRedeemOrder: { ...order, order: null, errors: [{ __typename: 'ApiError', code, message, referencedRequestParameter: 'userData.redeemToken' }] },
})

const checkout = <RedeemCheckout shopper={testShopper} locale="en-BE" hrefs={{ balanceCheck: '/saldocheck/', shop: '/saldocheck/inwisselen/', home: '/', confirmation: '/bevestiging/' }} />

describe('RedeemCheckout refusals (docs/rules/redeem.md redeem package errors)', () => {
  beforeEach(() => {
    useModalStore.getState().closeAll()
    useRedeemStore.getState().reset()
    window.localStorage.clear()
    useRedeemStore.getState().setRedeem('token-1', { cardNumberMasked: '•••• •••• •••• ••• 1234', balance: { currency: 'EUR', value: 0 }, expiresAt: '2028-01-31' })
  })

  it.each([
    [ERROR_CODES.ZERO_BALANCE_CART, 'You cannot place an order with a balance of zero.'],
    [ERROR_CODES.REDEEM_TEST_CARD, 'A test card cannot be added to an order.'],
  ])('shows refusal %i of the confirmation in the form\'s alert, with its own text when the API sends none; the token stays', async (code, text) => {
    const { requests } = renderAccountIsland(checkout, {
      answer: (operation) => operation === 'RedeemShopOrder' ? { redeemBasket: order }
        : operation === 'RedeemDelivery' ? { redeemBasket: delivery }
          : operation === 'RedeemShopConfirm' ? refusal(code, '') : {},
    })
    const form = (await screen.findByRole('heading', { name: 'Who receives the gift cards?' })).closest('form')!
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Lies' } })
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Maes' } })
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'lies@example.com' } })
    fireEvent.change(within(form).getByLabelText('Repeat e-mail address'), { target: { value: 'lies@example.com' } })
    const confirm = within(form).getByRole('button', { name: 'Confirm' })
    // The order is read first: until then there is nothing to confirm.
    await waitFor(() => expect(confirm).toBeEnabled())
    fireEvent.click(confirm)
    expect(await within(form).findByRole('alert')).toHaveTextContent(text)
    expect(requests.some((request) => request.operationName === 'RedeemShopConfirm')).toBe(true)
    expect(useRedeemStore.getState().token).toBe('token-1')
  })
})
