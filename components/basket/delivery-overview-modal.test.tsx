// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import nl from '@/i18n/messages/nl.json'
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

const eur = (value: number) => ({ __typename: 'Money' as const, currency: 'EUR' as const, value })
const adjustment = (adjustmentType: string, title: string, value: number) => ({ __typename: 'Adjustment' as const, title, adjustmentType, price: eur(value) })

/**
 * docs/rules/basket.md registered mail: the API flags each shipment that goes registered and prices each with one
 * REGISTERED_MAIL adjustment. Here €400 of cards by post over two shipments: the order is above €300, so both go
 * registered; the digital shipment travels by e-mail.
 */
function registeredBasket(): BasketOrder {
  const watches = packageOf('watches', { title: 'Watch Shop', amount: 200, qty: 1, type: 'physical' })
  const wine = packageOf('wine', { title: 'Wine Cellar', amount: 200, qty: 1, type: 'physical' })
  const order = basketOf([
    { tag: 'DIGITAL-1', type: 'DIGITAL', packages: [bol] },
    { tag: 'PHYSICAL-1', type: 'PHYSICAL', packages: [watches] },
    { tag: 'PHYSICAL-2', type: 'PHYSICAL', packages: [wine] },
  ])
  return {
    ...order,
    shipments: order.shipments.map((shipment) => ({ ...shipment, registeredMail: shipment.deliveryType === 'PHYSICAL' })),
    totals: {
      ...order.totals,
      adjustments: [
        adjustment('SERVICE_FEE', 'Service fee', 0.95),
        adjustment('POSTAGE', 'Postage', 1.95), adjustment('REGISTERED_MAIL', 'Registered mail', 6.5),
        adjustment('POSTAGE', 'Postage', 1.95), adjustment('REGISTERED_MAIL', 'Registered mail', 6.5),
      ],
    },
  }
}

function renderView(order: BasketOrder = basket()) {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <BasketView initialOrder={order} shopper={shopper} locale="en-BE" checkoutHref="/checkout/" continueShoppingHref="/gift-cards/" loggedIn={false} loginHref="/account/login/" registerHref="/account/register/" />
    </NextIntlClientProvider>,
  )
}

async function openShipments() {
  const { dialog } = await openModalWith(screen.getByRole('button', { name: 'Delivery overview' }), 'Who receives what')
  return within(dialog).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL')
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
    // €140 by post, no wine: nothing goes registered.
    expect(within(dialog).queryByText(/registered mail/i)).toBeNull()

    await closeWithEscape()
  })

  it('says which shipments go by registered mail, each with the fee the basket totals charge for it', async () => {
    renderView(registeredBasket())
    const [digital, first, second] = await openShipments()
    expect(within(digital!).getByRole('heading')).toHaveTextContent('Shipment 1: By e-mail')
    expect(digital).not.toHaveTextContent(/registered/i)
    for (const [shipment, number] of [[first, 2], [second, 3]] as const) {
      expect(within(shipment!).getByRole('heading')).toHaveTextContent(`Shipment ${number}: By post`)
      expect(within(shipment!).getByTestId('delivery-overview-registered-mail')).toHaveTextContent(/^By registered mail \(\+ €6\.50\)$/)
    }
  })

  it('names only the shipment the API flags: a wine seller\'s card goes registered whatever the order\'s amount', async () => {
    const order = registeredBasket()
    renderView({
      ...order,
      shipments: order.shipments.map((shipment) => ({ ...shipment, registeredMail: shipment.tag === 'PHYSICAL-2' })),
      totals: { ...order.totals, adjustments: order.totals.adjustments.slice(0, 4) },
    })
    const [, watches, wine] = await openShipments()
    expect(watches).not.toHaveTextContent(/registered/i)
    expect(within(wine!).getByTestId('delivery-overview-registered-mail')).toHaveTextContent('By registered mail (+ €6.50)')
  })

  it('speaks the page language: Dutch', async () => {
    renderWithTheme(
      <NextIntlClientProvider locale="nl" messages={nl}>
        <BasketView initialOrder={registeredBasket()} shopper={{ ...shopper, language: 'nl' }} locale="nl-BE" checkoutHref="/bestellen/" continueShoppingHref="/cadeaubonnen/" loggedIn={false} loginHref="/account/login/" registerHref="/account/registreren/" />
      </NextIntlClientProvider>,
    )
    const { dialog } = await openModalWith(screen.getByRole('button', { name: nl.checkout.basket.deliveryOverviewButton }), nl.checkout.basket.deliveryOverviewTitle)
    expect(within(dialog).getAllByTestId('delivery-overview-registered-mail').map((line) => line.textContent)).toEqual(['Aangetekend verstuurd (+ €\u00a06,50)', 'Aangetekend verstuurd (+ €\u00a06,50)'])
  })
})
