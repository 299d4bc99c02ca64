// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CART_QUANTITY_STORAGE_KEY, useCartStore } from '@/stores/cart-store'
import { useUserStore } from '@/stores/user-store'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { AccountEntry, hasLoggedInHint } from './account-entry'

const session = vi.hoisted(() => ({
  loadUserInfo: vi.fn(async () => null),
  logOut: vi.fn(async () => ({ ok: true, errors: [] })),
}))
vi.mock('@/components/account/user-session', () => session)

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'nl', countryCode: 'BE' }
const renderEntry = () => renderWithTheme(
  <AccountEntry
    shopper={shopper}
    loginHref="/account/login/"
    homeHref="/"
    privatePaths={['/account/overzicht/']}
    texts={{ account: 'Account', myAccount: 'Mijn account', logOut: 'Uitloggen' }}
    entries={[{ href: '/account/overzicht/', text: 'Overzicht' }, { href: '/account/adresboek/', text: 'Adresboek' }, { href: '/account/gegevens/', text: 'Mijn gegevens' }]}
  />,
)
const an = { firstName: 'An', lastName: 'Peeters', email: 'an@example.com', customerType: 'PRIVATE' as const, subscribed: false }

describe('AccountEntry', () => {
  beforeEach(() => {
    useUserStore.getState().clear()
    session.loadUserInfo.mockClear()
    session.logOut.mockClear()
  })
  afterEach(() => { document.cookie = 'logged_in=; max-age=0' })

  it('reads the logged-in hint cookie', () => {
    expect(hasLoggedInHint('a=b; logged_in=1')).toBe(true)
    expect(hasLoggedInHint('logged_in=0')).toBe(false)
    expect(hasLoggedInHint('')).toBe(false)
  })

  it('is a login link and asks the API nothing without the hint cookie', async () => {
    renderEntry()
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/login/')
    await act(async () => undefined)
    expect(session.loadUserInfo).not.toHaveBeenCalled()
  })

  it('loads the user info when the hint cookie exists', async () => {
    document.cookie = 'logged_in=1'
    renderEntry()
    await waitFor(() => expect(session.loadUserInfo).toHaveBeenCalledWith(shopper))
  })

  it('shows the dropdown of the user in the store, and Log out clears the store', async () => {
    useUserStore.getState().setUser(an)
    renderEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Mijn account' }))
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Overzicht', 'Adresboek', 'Mijn gegevens', 'Uitloggen'])
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }))
    await waitFor(() => expect(useUserStore.getState().user).toBeNull())
    expect(session.logOut).toHaveBeenCalledWith(shopper)
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument()
  })

  it('clears the basket count on log out (docs/rules/accounts.md Logout success)', async () => {
    useUserStore.getState().setUser(an)
    useCartStore.getState().setCartQuantity(3)
    renderEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Mijn account' }))
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }))
    await waitFor(() => expect(useCartStore.getState().cartQuantity).toBe(0))
    expect(window.localStorage.getItem(CART_QUANTITY_STORAGE_KEY)).toBeNull()
  })

  it('keeps the basket count when the server did not log out', async () => {
    session.logOut.mockResolvedValueOnce({ ok: false, errors: [] })
    useUserStore.getState().setUser(an)
    useCartStore.getState().setCartQuantity(2)
    renderEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Mijn account' }))
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }))
    await waitFor(() => expect(session.logOut).toHaveBeenCalled())
    expect(useCartStore.getState().cartQuantity).toBe(2)
    useCartStore.getState().setCartQuantity(0)
  })

  it('keeps the user when the server did not log out', async () => {
    session.logOut.mockResolvedValueOnce({ ok: false, errors: [] })
    useUserStore.getState().setUser(an)
    renderEntry()
    fireEvent.click(screen.getByRole('button', { name: 'Mijn account' }))
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }))
    await waitFor(() => expect(session.logOut).toHaveBeenCalled())
    expect(useUserStore.getState().user).toEqual(an)
  })
})
