// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import type { RedeemShopProduct } from './redeem-product-grid'
import { RedeemShop } from './redeem-shop'

// The doubler modal in the toolbar navigates with the app router.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }))

const eur = (value: number) => ({ __typename: 'Money', currency: 'EUR', value })
const products: RedeemShopProduct[] = [
  { slug: 'kasteel-spa', title: 'Kasteel Spa', imageUrl: '/card-art/kasteel-spa/', backgroundColor: '#123456', minPrice: eur(10), maxPrice: eur(200) },
]

function orderPayload(physical: boolean) {
  return {
    __typename: 'RedeemOrderPayload',
    order: {
      __typename: 'GiftcardOrder',
      id: 'o1',
      status: 'CART',
      shipments: [{
        __typename: 'Shipment',
        id: 's1',
        packages: [{
          __typename: 'Package',
          id: 'p1',
          totalPrice: eur(50),
          message: { __typename: 'MessageItem', text: 'Enjoy!' },
          giftcardItem: {
            __typename: 'GiftcardOrderItem',
            qty: 1,
            variation: {
              __typename: 'OrderVariation', id: '12', title: 'Kasteel Spa 50', variationType: physical ? 'physical' : 'digital', price: eur(50),
              product: { __typename: 'OrderProduct', title: 'Kasteel Spa', image: '/card-art/kasteel-spa/', backgroundColor: '#123456' },
            },
          },
        }],
      }],
      totals: { __typename: 'Totals', grandTotal: eur(50) },
    },
    cards: [{ __typename: 'RedeemCard', cardNumberEnd: '1234', balance: eur(30) }, { __typename: 'RedeemCard', cardNumberEnd: '5678', balance: eur(40) }],
    balance: eur(70),
    priceToPay: eur(0),
    remainingBalance: eur(20),
    needsPhysicalAddress: physical,
    errors: [],
  }
}

const shop = <RedeemShop shopper={testShopper} locale="en-BE" products={products} hrefs={{ balanceCheck: '/saldocheck/', checkout: '/saldocheck/checkout/' }} />

describe('RedeemShop', () => {
  beforeEach(() => {
    useModalStore.getState().closeAll()
    useRedeemStore.getState().reset()
    window.localStorage.clear()
    useRedeemStore.getState().setRedeem('token-1', { cardNumberMasked: '•••• •••• •••• ••• 1234', balance: { currency: 'EUR', value: 30 }, expiresAt: '2028-01-31' })
  })

  it('shows the combined balance, the cards in use and a physical card with its note; the address flag follows the order', async () => {
    renderAccountIsland(shop, { answer: (operation) => (operation === 'RedeemShopOrder' ? { redeemBasket: orderPayload(true) } : {}) })
    expect(await screen.findByTestId('redeem-shop-balance')).toHaveTextContent('€70')
    // jsdom applies no media query: the side basket counts as hidden (it shows from 900 px).
    const basket = screen.getByRole('region', { name: 'Your choice', hidden: true })
    expect(within(basket).getByTestId('redeem-package')).toHaveTextContent('Kasteel Spa €50 (by post)“Enjoy!”')
    await waitFor(() => expect(useRedeemStore.getState().needsPhysicalAddress).toBe(true))

    fireEvent.click(screen.getByRole('button', { name: 'Your gift cards (2)' }))
    const cards = screen.getByRole('dialog', { name: 'Gift cards in use' })
    expect(within(cards).getAllByTestId('redeem-card-in-use')).toHaveLength(2)
    expect(cards).toHaveTextContent('Total balance: €70')
  })

  it('opens one steps modal at a time from its toolbar: nice to know replaces the cards modal, reset asks before clearing', async () => {
    renderAccountIsland(shop, { answer: (operation) => (operation === 'RedeemShopOrder' ? { redeemBasket: orderPayload(false) } : {}) })
    await screen.findByTestId('redeem-shop-balance')
    expect(useRedeemStore.getState().needsPhysicalAddress).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Your gift cards (2)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Nice to know' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: 'Nice to know' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Start again?' })).getByRole('button', { name: 'Yes, start again' }))
    expect(useRedeemStore.getState().token).toBeNull()
    expect(await screen.findByText('First check the balance of your gift card, then choose gift cards with it.')).toBeInTheDocument()
  })
})
