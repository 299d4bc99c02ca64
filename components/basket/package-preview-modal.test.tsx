// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { openModalWith } from '@/tests/helpers/modal-round-trip'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { BasketView } from './basket-view'

vi.mock('./cart-api', () => ({
  addToCart: vi.fn(), updatePackage: vi.fn(), deletePackage: vi.fn(), setDeliveryGrouping: vi.fn(),
}))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const bol = packageOf('bol', { title: 'Bol.com', amount: 25, qty: 2, type: 'digital' })
const zalando = { ...packageOf('zalando', { title: 'Zalando', amount: 50, qty: 2, type: 'physical', wrapper: 'Birthday envelope', giftPacking: true, message: 'Happy birthday!' }), totalPrice: { __typename: 'Money' as const, currency: 'EUR' as const, value: 109.8 } }
const basket = basketOf([{ tag: 'digital-1', type: 'DIGITAL', packages: [bol] }, { tag: 'physical-1', type: 'PHYSICAL', packages: [zalando] }])

function renderView() {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <BasketView initialOrder={basket} shopper={shopper} locale="en-BE" checkoutHref="/checkout/" continueShoppingHref="/gift-cards/" loggedIn={false} loginHref="/account/login/" registerHref="/account/register/" />
    </NextIntlClientProvider>,
  )
}

const details = (dialog: HTMLElement) => within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])

describe('PackagePreviewModal', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('shows the card, wrapper, gift packing, message and total of the chosen package, and closes on Escape back to its trigger', async () => {
    renderView()
    const { dialog, closeWithEscape } = await openModalWith(screen.getByRole('button', { name: 'Preview package: Zalando' }), 'Package preview')
    expect(within(dialog).getByRole('heading', { name: 'Zalando' })).toBeInTheDocument()
    expect(details(dialog)).toEqual([
      ['Gift card', '2 × €50'],
      ['Wrapper', 'Birthday envelope, Price: €1.95'],
      ['Gift packing', 'Price: €2.95'],
      ['Personal message', 'Happy birthday!'],
      ['Total', '€109.80'],
    ])
    await closeWithEscape()
  })

  it('leaves out the extras a package does not have', async () => {
    renderView()
    const { dialog } = await openModalWith(screen.getByRole('button', { name: 'Preview package: Bol.com' }), 'Package preview')
    expect(details(dialog)).toEqual([['Gift card', '2 × €25'], ['Total', '€50']])
  })
})
