// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { CART_QUANTITY_STORAGE_KEY, useCartStore } from '@/stores/cart-store'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { HeaderCartQuantityDocument } from '@/graphql/generated/plain-operations'
import { mayHaveBasket } from './basket-count'
import { BasketLink } from './basket-link'

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const renderLink = () => renderWithTheme(
  <NextIntlClientProvider locale="en" messages={en}><BasketLink href="/basket/" shopper={shopper} /></NextIntlClientProvider>,
)
const answer = (quantity: number) => vi.fn(async () => new Response(JSON.stringify({ data: { cartQuantity: { quantity } } }), { status: 200 }))

describe('BasketLink', () => {
  beforeEach(() => {
    useCartStore.setState({ cartQuantity: 0 })
    window.localStorage.clear()
    document.cookie = 'logged_in=; max-age=0'
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the store count in the badge and the link name', () => {
    vi.stubGlobal('fetch', answer(0))
    renderLink()
    act(() => useCartStore.getState().setCartQuantity(4))
    expect(screen.getByRole('link', { name: 'Basket, 4 items' })).toHaveAttribute('href', '/basket/')
    expect(screen.getByTestId('basket-count')).toHaveAttribute('data-count', '4')
  })

  it('asks nothing on an anonymous first visit', () => {
    const fetch = answer(3)
    vi.stubGlobal('fetch', fetch)
    renderLink()
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Basket, no items' })).toBeInTheDocument()
    expect(screen.queryByTestId('basket-count')).toBeNull()
  })

  it('shows the remembered count at once and replaces it with the API count (cartQuantity)', async () => {
    window.localStorage.setItem(CART_QUANTITY_STORAGE_KEY, '2')
    const fetch = answer(5)
    vi.stubGlobal('fetch', fetch)
    renderLink()
    expect(screen.getByTestId('basket-count')).toHaveAttribute('data-count', '2')
    await waitFor(() => expect(screen.getByTestId('basket-count')).toHaveAttribute('data-count', '5'))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/graphql/')
    expect(init.headers).toMatchObject({ 'x-store': 'CBBE', 'x-language': 'en', 'x-country': 'BE' })
    expect(JSON.parse(String(init.body))).toEqual({ query: String(HeaderCartQuantityDocument), variables: { userData: { language: 'en', storeID: 49, countryCode: 'BE', redeemToken: null } } })
  })

  it('asks when the logged-in hint cookie exists (the account keeps a basket)', async () => {
    document.cookie = 'logged_in=1'
    vi.stubGlobal('fetch', answer(1))
    renderLink()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeInTheDocument())
  })

  it('keeps the remembered count when the API cannot answer', async () => {
    window.localStorage.setItem(CART_QUANTITY_STORAGE_KEY, '2')
    const fetch = vi.fn(async () => new Response('', { status: 502 }))
    vi.stubGlobal('fetch', fetch)
    renderLink()
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(screen.getByTestId('basket-count')).toHaveAttribute('data-count', '2')
  })
})

describe('mayHaveBasket', () => {
  it('is true with the logged-in hint or a remembered count only', () => {
    expect(mayHaveBasket('', 0)).toBe(false)
    expect(mayHaveBasket('a=b; logged_in=1', 0)).toBe(true)
    expect(mayHaveBasket('logged_in=0', 0)).toBe(false)
    expect(mayHaveBasket('', 1)).toBe(true)
  })
})
