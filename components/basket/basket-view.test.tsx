// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { useCartStore } from '@/stores/cart-store'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { BasketView } from './basket-view'
import * as cartApi from './cart-api'

vi.mock('./cart-api', () => ({
  addToCart: vi.fn(), updatePackage: vi.fn(), deletePackage: vi.fn(), setDeliveryGrouping: vi.fn(),
}))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const bol = packageOf('bol', { title: 'Bol.com', amount: 25, qty: 2, type: 'digital', message: 'Happy birthday!' })
const zalando = packageOf('zalando', { title: 'Zalando', amount: 50, qty: 1, type: 'physical', wrapper: 'Birthday envelope', giftPacking: true })
const basket = basketOf([{ tag: 'digital-1', type: 'DIGITAL', packages: [bol] }, { tag: 'physical-1', type: 'PHYSICAL', packages: [zalando] }])

function renderView(order = basket) {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <BasketView initialOrder={order} shopper={shopper} locale="en-BE" checkoutHref="/checkout/" continueShoppingHref="/gift-cards/" loggedIn={false} loginHref="/account/login/" registerHref="/account/register/" />
    </NextIntlClientProvider>,
  )
}

describe('BasketView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    useModalStore.setState({ open: [] })
    useErrorStore.setState({ error: null })
    useCartStore.setState({ cartQuantity: 0 })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.mocked(cartApi.deletePackage).mockReset()
    vi.mocked(cartApi.updatePackage).mockReset()
  })

  it('shows each package with amount × quantity and extras, the grouped totals, adjustments and grand total', () => {
    renderView()
    const digital = screen.getByRole('region', { name: 'Digital gift cards' })
    expect(within(digital).getByRole('heading', { name: 'Bol.com' })).toBeInTheDocument()
    expect(within(digital).getByText('2 × €25')).toBeInTheDocument()
    expect(within(digital).getByText('Personal message: “Happy birthday!”')).toBeInTheDocument()
    const physical = screen.getByRole('region', { name: 'Physical gift cards' })
    expect(within(physical).getByText(/Wrapper: Birthday envelope/)).toBeInTheDocument()
    expect(within(physical).getByText(/With gift packing/)).toBeInTheDocument()

    const overview = screen.getByRole('complementary', { name: 'Order overview' })
    expect(within(overview).getByText('2 digital gift cards')).toBeInTheDocument()
    expect(within(overview).getByText('1 physical gift card')).toBeInTheDocument()
    expect(within(overview).getByText('Service fee')).toBeInTheDocument()
    expect(within(overview).getByText('€0.95')).toBeInTheDocument()
    expect(within(overview).getByTestId('basket-grand-total')).toHaveTextContent('€100.95')
    expect(within(overview).getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/checkout/')
    // The page's basket sets the header count.
    expect(useCartStore.getState().cartQuantity).toBe(3)
  })

  it('offers the delivery grouping only when there are physical cards', () => {
    renderView()
    expect(screen.getByRole('group', { name: 'How should we send your physical gift cards?' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Let us choose' })).toBeChecked()
    expect(screen.getByText('All physical cards travel together: one postage charge.')).toBeInTheDocument()
  })

  it('removes a package only after confirmation, with its shipment tag and id', async () => {
    const after = basketOf([{ tag: 'physical-1', type: 'PHYSICAL', packages: [zalando] }])
    vi.mocked(cartApi.deletePackage).mockResolvedValue({ order: after, errors: [] })
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bol.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove gift card' })
    expect(within(dialog).getByText('Are you sure you want to remove this gift card from your basket?')).toBeInTheDocument()
    expect(cartApi.deletePackage).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(cartApi.deletePackage).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bol.com' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Digital gift cards' })).toBeNull())
    expect(cartApi.deletePackage).toHaveBeenCalledWith(shopper, 'digital-1', 'bol')
    expect(useCartStore.getState().cartQuantity).toBe(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('changes a quantity through updatePackage, keeping the extras, and shows an API error in the error modal', async () => {
    vi.mocked(cartApi.updatePackage).mockResolvedValue({ order: basket, errors: [{ code: 2030, message: 'Too many', parameter: null }] })
    renderView()
    fireEvent.change(screen.getByRole('combobox', { name: 'Number of Zalando' }), { target: { value: '4' } })
    await waitFor(() => expect(useErrorStore.getState().error?.code).toBe(2030))
    expect(cartApi.updatePackage).toHaveBeenCalledWith(shopper, { packageId: 'zalando', quantity: 4, wrapperId: 'birthday', giftPacking: true, message: null })
  })

  it('shows the wrapper design name and price in the overlay', async () => {
    renderView()
    fireEvent.click(screen.getByRole('button', { name: 'View the wrapper' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wrapper' })
    expect(within(dialog).getByText('Birthday envelope')).toBeInTheDocument()
    expect(within(dialog).getByText('Price: €1.95')).toBeInTheDocument()
    act(() => useModalStore.getState().closeAll())
  })

  it('shows the empty state with a continue shopping link', () => {
    renderView(basketOf([]))
    expect(screen.getByText('Your basket is empty.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/gift-cards/')
    expect(screen.queryByRole('link', { name: 'Order now' })).toBeNull()
    expect(useCartStore.getState().cartQuantity).toBe(0)
  })
})
