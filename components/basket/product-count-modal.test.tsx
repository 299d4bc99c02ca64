// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { BasketView } from './basket-view'
import * as cartApi from './cart-api'

vi.mock('./cart-api', () => ({
  addToCart: vi.fn(), updatePackage: vi.fn(), deletePackage: vi.fn(), setDeliveryGrouping: vi.fn(),
}))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const zalando = packageOf('zalando', { title: 'Zalando', amount: 50, qty: 2, type: 'physical', wrapper: 'Birthday envelope', giftPacking: true })
const basket = basketOf([{ tag: 'physical-1', type: 'PHYSICAL', packages: [zalando] }])
const after = basketOf([{ tag: 'physical-1', type: 'PHYSICAL', packages: [{ ...zalando, giftcardItem: { ...zalando.giftcardItem, qty: 4 } }] }])

function renderView() {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <BasketView initialOrder={basket} shopper={shopper} locale="en-BE" checkoutHref="/checkout/" continueShoppingHref="/gift-cards/" loggedIn={false} loginHref="/account/login/" registerHref="/account/register/" />
    </NextIntlClientProvider>,
  )
}

const trigger = () => screen.getByRole('button', { name: 'Quantity: 2, Zalando' })

describe('ProductCountModal', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))
  afterEach(() => vi.mocked(cartApi.updatePackage).mockReset())

  it('opens on the package quantity, keeps it within 1 to 20 and closes on Escape back to its trigger without saving', async () => {
    renderView()
    const { dialog, closeWithEscape } = await openModalWith(trigger(), 'Number of Zalando')
    const count = within(dialog).getByRole('textbox', { name: 'Number of gift cards' })
    expect(count).toHaveValue('2')
    expect(count).toHaveFocus()
    expect(count).toHaveAccessibleDescription('Choose from 1 to 20 cards.')
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 × €50')

    fireEvent.click(within(dialog).getByRole('button', { name: 'One card less' }))
    expect(count).toHaveValue('1')
    expect(within(dialog).getByRole('button', { name: 'One card less' })).toBeDisabled()

    fireEvent.change(count, { target: { value: '21' } })
    expect(count).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    fireEvent.change(count, { target: { value: '20' } })
    expect(within(dialog).getByRole('button', { name: 'One card more' })).toBeDisabled()

    await closeWithEscape()
    expect(cartApi.updatePackage).not.toHaveBeenCalled()
  })

  it('saves the new quantity with the package extras and closes once the basket took it', async () => {
    vi.mocked(cartApi.updatePackage).mockResolvedValue({ order: after, errors: [] })
    renderView()
    const { dialog } = await openModalWith(trigger(), 'Number of Zalando')
    fireEvent.click(within(dialog).getByRole('button', { name: 'One card more' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'One card more' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cartApi.updatePackage).toHaveBeenCalledWith(shopper, { packageId: 'zalando', quantity: 4, wrapperId: 'birthday', giftPacking: true, message: null })
    expect(screen.getByRole('button', { name: 'Quantity: 4, Zalando' })).toHaveFocus()
  })
})
