// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { ERROR_CODES } from '@/graphql/error-codes'
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

function productPayload(giftCardBrand: Record<string, unknown> | null = null) {
  const config = { __typename: 'VariationConfig', id: '11', hasFixedPrices: false, fixedValues: [], minPrice: eur(10), maxPrice: eur(200) }
  return {
    product: {
      __typename: 'ProductPayload',
      product: {
        __typename: 'Product', slug: 'kasteel-spa', title: 'Kasteel Spa', description: 'A day of rest.', productType: 'GIFTCARD_DIGITAL',
        image: { __typename: 'Image', url: '/card-art/kasteel-spa/', alt: 'Kasteel Spa' }, backgroundColor: '#123456',
        giftCardBrand: giftCardBrand && { __typename: 'GiftCardBrand', iframeUrl: null, redirectLink: null, redirectTime: null, productExternalLink: null, ...giftCardBrand },
        digitalVariationConfig: config, physicalVariationConfig: null,
        redeemData: null,
      },
      errors: [],
    },
  }
}

const refused = (code: number, message: string) => ({
  addRedeemPackage: { ...orderPayload(false), order: null, errors: [{ __typename: 'ApiError', code, message, referencedRequestParameter: 'userData.redeemToken' }] },
})

/** Chooses the shop's product and asks to add it with an amount of 50. */
async function addKasteelSpa() {
  await screen.findByTestId('redeem-shop-balance')
  fireEvent.click(screen.getByRole('button', { name: /Kasteel Spa/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose an amount for Kasteel Spa' })
  fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '50' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to my choice' }))
  return dialog
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

  it.each([
    [ERROR_CODES.REDEEM_TEST_CARD, 'A test card cannot be added to an order.'],
    [ERROR_CODES.ZERO_BALANCE_CART, 'You cannot place an order with a balance of zero.'],
    [ERROR_CODES.NOT_REDEEMABLE, 'This gift card cannot be chosen with your balance.'],
    [ERROR_CODES.REDEEM_TOKEN_MISSING, 'Your balance check has expired. Please check your gift card again.'],
  ])('shows refusal %i of an added card in the amount dialog, which stays open', async (code, text) => {
    // The API's own (translated) message first; without one, the shop's text for the code.
    for (const message of [text, '']) {
      const { unmount } = renderAccountIsland(shop, {
        answer: (operation) => operation === 'RedeemShopOrder' ? { redeemBasket: orderPayload(false) }
          : operation === 'RedeemProduct' ? productPayload()
            : operation === 'RedeemShopAdd' ? refused(code, message) : {},
      })
      const dialog = await addKasteelSpa()
      const expected = message || (code === ERROR_CODES.REDEEM_TOKEN_MISSING ? 'Something went wrong. Please try again.' : text)
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected)
      expect(screen.getByRole('dialog', { name: 'Choose an amount for Kasteel Spa' })).toBeInTheDocument()
      unmount()
      useModalStore.getState().closeAll()
    }
  })

  it("visits a brand's webshop after its countdown and links to its products from the product's information (docs/rules/redeem.md brand redirect)", async () => {
    const brand = {
      iframeUrl: 'https://kasteel-spa.example/', redirectLink: 'https://kasteel-spa.example/visit/', redirectTime: 3,
      productExternalLink: { __typename: 'ExternalLink', title: 'What Kasteel Spa offers', url: 'https://kasteel-spa.example/treatments/' },
    }
    renderAccountIsland(shop, { answer: (operation) => operation === 'RedeemShopOrder' ? { redeemBasket: orderPayload(false) } : operation === 'RedeemProduct' ? productPayload(brand) : {} })
    await screen.findByTestId('redeem-shop-balance')
    fireEvent.click(screen.getByRole('button', { name: /Kasteel Spa/ }))
    const amount = await screen.findByRole('dialog', { name: 'Choose an amount for Kasteel Spa' })
    fireEvent.click(within(amount).getByRole('button', { name: 'More information about Kasteel Spa' }))
    const info = screen.getByRole('dialog', { name: 'About Kasteel Spa' })
    expect(within(info).getByRole('link', { name: 'What Kasteel Spa offers (opens in a new window)' })).toHaveAttribute('href', 'https://kasteel-spa.example/treatments/')
    fireEvent.click(within(info).getByRole('button', { name: 'View the webshop' }))
    const visit = screen.getByRole('dialog', { name: 'The webshop of Kasteel Spa' })
    expect(visit.querySelector('iframe')).toBeNull()
    expect(within(visit).getByRole('timer')).toHaveTextContent('Taking you there in 3 seconds.')
    expect(within(visit).getByRole('link', { name: 'Go to the webshop of Kasteel Spa now' })).toHaveAttribute('href', 'https://kasteel-spa.example/visit/')
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
