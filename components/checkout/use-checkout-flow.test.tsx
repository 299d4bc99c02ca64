// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useUserStore } from '@/stores/user-store'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { CheckoutTestProviders } from './test-providers'
import { useCheckoutFlow } from './use-checkout-flow'
import type { CheckoutOrder } from './order'

const basket = basketOf([{ tag: 'digital-1', type: 'DIGITAL', packages: [packageOf('bol', { title: 'Bol.com', amount: 25, qty: 1, type: 'digital' })] }]) as unknown as CheckoutOrder
const profile = { firstName: 'Lien', lastName: 'Claes', email: 'lien@example.be', customerType: 'PRIVATE', phoneNumber: null, vatNumber: null, invoiceEmail: null, address: null }
let user: typeof profile | null = null

const api = {
  cart: vi.fn(async () => ({ order: basket, errors: [] })),
  userInfo: vi.fn(async () => ({ user: user ? { mainProfile: user } : null })),
  ownAddresses: vi.fn(async () => []),
}
vi.mock('./checkout-api', () => ({ useCheckoutApi: () => api, releasePendingOrder: vi.fn() }))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const hrefs = { basket: '/basket/', checkout: '/checkout/', login: '/account/login/', terms: '/terms/', privacy: '/privacy/', confirmation: '/checkout/ORDER_UUID/' }

function renderFlow(guest: boolean) {
  return renderHook(() => useCheckoutFlow({ shopper, hrefs, retry: null, abandoned: null, guest }), { wrapper: CheckoutTestProviders })
}

describe('useCheckoutFlow: where the checkout starts (docs/rules/checkout.md identify user)', () => {
  beforeEach(() => {
    user = null
    useUserStore.getState().clear()
  })

  it('asks a shopper who is not logged in to identify first', async () => {
    const { result } = renderFlow(false)
    await waitFor(() => expect(result.current.stage).toBe('identify'))
  })

  it('starts the guest chosen in the basket on the information step, with the e-mail the identify modal checked', async () => {
    useUserStore.getState().setPrefillEmail('nieuw@example.be')
    const { result } = renderFlow(true)
    await waitFor(() => expect(result.current.stage).toBe('information'))
    expect(result.current.information.email).toBe('nieuw@example.be')
    // Typed twice: the confirmation stays empty, so a typo is still caught.
    expect(result.current.information.confirmEmail).toBe('')
    expect(result.current.loggedIn).toBe(false)
  })

  it('starts that guest without an e-mail when none was checked', async () => {
    const { result } = renderFlow(true)
    await waitFor(() => expect(result.current.stage).toBe('information'))
    expect(result.current.information.email).toBe('')
  })

  it('gives a logged-in customer their profile, guest parameter or not', async () => {
    user = profile
    useUserStore.getState().setPrefillEmail('nieuw@example.be')
    const { result } = renderFlow(true)
    await waitFor(() => expect(result.current.stage).toBe('information'))
    expect(result.current.information.email).toBe('lien@example.be')
    expect(result.current.loggedIn).toBe(true)
  })
})
