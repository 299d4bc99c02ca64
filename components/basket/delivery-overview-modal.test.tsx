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
import type { BasketOrder, BasketReceiver } from './cart-api'

vi.mock('./cart-api', () => ({
  addToCart: vi.fn(), updatePackage: vi.fn(), deletePackage: vi.fn(), setDeliveryGrouping: vi.fn(),
}))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const bol = packageOf('bol', { title: 'Bol.com', amount: 25, qty: 2, type: 'digital' })
const zalando = packageOf('zalando', { title: 'Zalando', amount: 50, qty: 1, type: 'physical' })
const ikea = packageOf('ikea', { title: 'IKEA', amount: 30, qty: 3, type: 'physical' })
const anna: BasketReceiver = { firstName: 'Anna', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', email: 'anna@example.com' }

function basket(): BasketOrder {
  const order = basketOf([
    { tag: 'DIGITAL-1', type: 'DIGITAL', packages: [bol] },
    { tag: 'PHYSICAL-1', type: 'PHYSICAL', packages: [zalando, ikea] },
  ], {
    packagesGroups: [{ __typename: 'PackagesGroup', tag: 'DIGITAL-1', packageId: 'bol', receiverTitle: 'Anna Peeters', receiverDescription: 'anna@example.com', totalPrice: bol.totalPrice, cardsPreviews: [] }],
  })
  const [digital, physical] = order.shipments
  return { ...order, shipments: [{ ...digital!, deliveryAddress: anna, deliveryDate: '2099-12-24' }, physical!] }
}

function renderView() {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <BasketView initialOrder={basket()} shopper={shopper} locale="en-BE" checkoutHref="/checkout/" continueShoppingHref="/gift-cards/" loggedIn={false} loginHref="/account/login/" registerHref="/account/register/" />
    </NextIntlClientProvider>,
  )
}

describe('DeliveryOverviewModal', () => {
  beforeEach(() => useModalStore.setState({ open: [] }))

  it('lists every shipment with how it travels, its receiver, date and cards, and closes on Escape back to its trigger', async () => {
    renderView()
    const { dialog, closeWithEscape } = await openModalWith(screen.getByRole('button', { name: 'Delivery overview' }), 'Who receives what')
    const [digital, physical] = within(dialog).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL')

    expect(within(digital!).getByRole('heading')).toHaveTextContent('Shipment 1: By e-mail')
    expect(digital).toHaveTextContent('Receiver: Anna Peeters')
    expect(digital).toHaveTextContent('anna@example.com')
    expect(digital).toHaveTextContent('Delivery date: 24 December 2099')
    expect(within(digital!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 × Bol.com of €25'])

    expect(within(physical!).getByRole('heading')).toHaveTextContent('Shipment 2: By post')
    expect(physical).toHaveTextContent('No receiver chosen yet')
    expect(physical).toHaveTextContent('Delivery date: as soon as possible')
    expect(within(physical!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 × Zalando of €50', '3 × IKEA of €30'])

    await closeWithEscape()
  })
})
