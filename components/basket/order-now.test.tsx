// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { ERROR_CODES } from '@/graphql/error-codes'
import { useModalStore } from '@/stores/modal-store'
import { ALL_TOGGLES_OFF, useTogglesStore } from '@/stores/toggles-store'
import { useUserStore } from '@/stores/user-store'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { renderAccountIsland, statusPayload, testShopper } from '@/tests/helpers/account-island'
import { BasketView } from './basket-view'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))
// The identify modal's API client is the test's recording one (renderAccountIsland).
vi.mock('@/graphql/browser-client', () => ({ ApolloProvider: ({ children }: { children: ReactNode }) => children }))
vi.mock('./cart-api', () => ({ addToCart: vi.fn(), updatePackage: vi.fn(), deletePackage: vi.fn(), setDeliveryGrouping: vi.fn() }))

const basket = basketOf([{ tag: 'digital-1', type: 'DIGITAL', packages: [packageOf('bol', { title: 'Bol.com', amount: 25, qty: 1, type: 'digital' })] }])
const LOGIN = '/account/login/?callback=%2Fcheckout%2F'
const REGISTER = '/account/register/?callback=%2Fcheckout%2F'
const GUEST = '/checkout/?guest=1'

function renderBasket({ loggedIn = false, orderModalAuth = true, exists = 'NOT_EXISTS' as string | null } = {}) {
  useTogglesStore.getState().setToggles({ ...ALL_TOGGLES_OFF, isOrderModalAuthOn: orderModalAuth })
  return renderAccountIsland(
    <BasketView initialOrder={basket} shopper={testShopper} locale="en-BE" checkoutHref="/checkout/" continueShoppingHref="/gift-cards/" loggedIn={loggedIn} loginHref="/account/login/" registerHref="/account/register/" />,
    {
      answer: () => ({
        checkUserExist: exists
          ? statusPayload('StatusPayload', exists)
          : statusPayload('StatusPayload', null, [{ code: ERROR_CODES.RATE_LIMITED, message: 'Too many attempts. Please try again in 15 minutes.', referencedRequestParameter: null }]),
      }),
    },
  )
}

const orderNow = () => screen.getByRole('link', { name: 'Order now' })

/** Clicks Order now and tells whether the page prevented the link's navigation (jsdom never navigates). */
function clickOrderNow(): boolean {
  let prevented = false
  const listener = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', listener)
  orderNow().focus()
  fireEvent.click(orderNow())
  document.removeEventListener('click', listener)
  return prevented
}

async function identifyAs(dialog: HTMLElement, email: string) {
  fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: email } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
}

describe('Order now in the basket (docs/rules/checkout.md identify user)', () => {
  beforeEach(() => {
    push.mockReset()
    useModalStore.setState({ open: [] })
    useUserStore.getState().clear()
  })
  afterEach(() => useTogglesStore.getState().setToggles(ALL_TOGGLES_OFF))

  it('takes a logged-in customer straight to the checkout, whatever the toggle', () => {
    for (const orderModalAuth of [true, false]) {
      const view = renderBasket({ loggedIn: true, orderModalAuth })
      expect(orderNow()).toHaveAttribute('href', '/checkout/')
      expect(orderNow()).not.toHaveAttribute('aria-haspopup')
      expect(clickOrderNow()).toBe(false)
      expect(useModalStore.getState().open).toEqual([])
      expect(screen.queryByRole('dialog')).toBeNull()
      view.unmount()
    }
  })

  it('also takes a customer the header found logged in since the page was rendered straight on', () => {
    useUserStore.getState().setUser({ firstName: 'Lien', lastName: 'Claes', email: 'lien@example.be', customerType: 'PRIVATE', subscribed: false })
    renderBasket()
    expect(clickOrderNow()).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens the identify modal for a shopper who is not logged in when the order-modal auth mode is on; Escape closes it and the focus returns', async () => {
    renderBasket()
    expect(orderNow()).toHaveAttribute('aria-haspopup', 'dialog')
    expect(clickOrderNow()).toBe(true)
    const dialog = await screen.findByRole('dialog', { name: 'Log in or continue' })
    expect(within(dialog).getByText('Enter your e-mail address. We will check whether you already have an account.')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByLabelText('E-mail address')).toHaveFocus())
    expect(screen.queryByRole('dialog', { name: 'How would you like to order?' })).toBeNull()
    expect(within(dialog).getByRole('link', { name: 'Continue as guest' })).toHaveAttribute('href', GUEST)

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(orderNow()).toHaveFocus()
    expect(push).not.toHaveBeenCalled()

    // Opened again, it is the same modal.
    clickOrderNow()
    expect(await screen.findByRole('dialog', { name: 'Log in or continue' })).toBeInTheDocument()
  })

  it('sends an existing account to the login page, e-mail kept for it and the checkout as callback', async () => {
    const { requests } = renderBasket({ exists: 'EXISTS' })
    clickOrderNow()
    const dialog = await screen.findByRole('dialog', { name: 'Log in or continue' })
    await identifyAs(dialog, 'lien.claes@example.be')
    await waitFor(() => expect(push).toHaveBeenCalledWith(LOGIN))
    expect(requests).toEqual([{ operationName: 'CheckUserExist', variables: expect.objectContaining({ email: 'lien.claes@example.be', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN }) }])
    expect(useUserStore.getState().prefillEmail).toBe('lien.claes@example.be')
    expect(useModalStore.getState().open).toEqual([])
  })

  it('sends a new e-mail address on to the checkout\'s guest flow, the address kept for its information step', async () => {
    renderBasket({ exists: 'NOT_EXISTS' })
    clickOrderNow()
    const dialog = await screen.findByRole('dialog', { name: 'Log in or continue' })
    await identifyAs(dialog, 'nieuw@example.be')
    await waitFor(() => expect(push).toHaveBeenCalledWith(GUEST))
    expect(useUserStore.getState().prefillEmail).toBe('nieuw@example.be')
    expect(useModalStore.getState().open).toEqual([])
  })

  it('shows the check\'s error in the modal and goes nowhere', async () => {
    renderBasket({ exists: null })
    clickOrderNow()
    const dialog = await screen.findByRole('dialog', { name: 'Log in or continue' })
    await identifyAs(dialog, 'nieuw@example.be')
    expect(await within(dialog).findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument()
    expect(push).not.toHaveBeenCalled()
  })

  it('goes nowhere when the shopper closed the modal while the check ran', async () => {
    const { requests } = renderBasket({ exists: 'EXISTS' })
    clickOrderNow()
    const dialog = await screen.findByRole('dialog', { name: 'Log in or continue' })
    await identifyAs(dialog, 'lien.claes@example.be')
    act(() => useModalStore.getState().closeAll())
    // The check still answers, after the modal is gone: the shopper stays on the basket.
    await waitFor(() => expect(requests).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(push).not.toHaveBeenCalled()
  })

  it('opens the guest order modal when the order-modal auth mode is off: guest, log in or register, each on to the checkout', async () => {
    renderBasket({ orderModalAuth: false })
    expect(clickOrderNow()).toBe(true)
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to order?' })
    expect(within(dialog).getByText('You do not need an account to order. With an account you find all your orders in one place.')).toBeInTheDocument()
    const guest = within(dialog).getByRole('link', { name: 'Order as a guest' })
    expect(guest).toHaveAttribute('href', GUEST)
    expect(guest).toHaveFocus()
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', LOGIN)
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', REGISTER)
    expect(screen.queryByRole('dialog', { name: 'Log in or continue' })).toBeNull()

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(orderNow()).toHaveFocus()
  })

  it('leaves a modified click (a new tab) to the browser: the checkout asks there', () => {
    renderBasket()
    let prevented = true
    const listener = (event: Event) => {
      prevented = event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', listener)
    fireEvent.click(orderNow(), { ctrlKey: true })
    document.removeEventListener('click', listener)
    expect(prevented).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
