// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { basketOf, packageOf } from '@/tests/fixtures/basket'
import { useCartStore } from '@/stores/cart-store'
import { useModalStore } from '@/stores/modal-store'
import { renderAccountIsland, testShopper } from '@/tests/helpers/account-island'
import { OrdersList } from './orders-list'
import type { OrderSummary, OrdersOfYear } from './order-format'

const eur = (value: number) => ({ __typename: 'Money' as const, currency: 'EUR' as const, value })

function orderOf(id: string, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    __typename: 'CustomerOrder',
    id,
    reference: `CB-${id}`,
    status: 'COMPLETED',
    orderedDate: '2026-03-14T10:00:00.000Z',
    paymentMethod: 'bancontact',
    contactPerson: 'An Peeters',
    referenceNumber: null,
    quantity: 2,
    invoicePath: `/api/orders/${id}/invoice/`,
    creditNotePath: null,
    grandTotal: eur(50.95),
    ...overrides,
  }
}

const years: OrdersOfYear[] = [
  { __typename: 'OrdersOfYear', year: 2026, orders: [orderOf('a1'), orderOf('a2', { status: 'AWAITING_BANK_TRANSFER', paymentMethod: 'banktransfer', referenceNumber: 'PO-77', invoicePath: null })] },
  { __typename: 'OrdersOfYear', year: 2025, orders: [orderOf('b1', { orderedDate: '2025-12-01T09:00:00.000Z', status: 'CANCELED', paymentMethod: 'invoice', creditNotePath: '/api/orders/b1/credit-note/' })] },
]

const details = basketOf([
  { tag: 'digital', type: 'DIGITAL', packages: [packageOf('bol', { title: 'Bol.com gift card', amount: 25, qty: 2, type: 'digital', message: 'Happy birthday' })] },
], {
  id: 'a1',
  status: 'COMPLETED',
  reference: 'CB-a1',
  shipments: [{
    __typename: 'Shipment', id: 's1', tag: 'digital', deliveryType: 'DIGITAL', deliveryDate: null, deliveryTime: null, registeredMail: false,
    deliveryAddress: { __typename: 'Address', firstName: 'Bram', lastName: 'Jacobs', customerType: 'PRIVATE', companyName: null, countryCode: 'BE', postCode: null, houseNumber: null, suffix: null, addressLine2: null, street: null, city: null, email: 'bram@example.com', invoiceEmail: null, phoneNumber: null, vatNumber: null, kvkNumber: null, referenceNumber: null },
    packages: [packageOf('bol', { title: 'Bol.com gift card', amount: 25, qty: 2, type: 'digital', message: 'Happy birthday' })],
  }],
})

const answer = (skipped: number) => (operation: string, variables: Record<string, unknown>) => {
  if (operation === 'AccountOrderDetails') return { cartV2: { __typename: 'CartPayload', order: { ...details, id: variables.orderUuid }, errors: [] } }
  if (operation === 'AccountReorder') return { reorder: { __typename: 'ReorderPayload', skipped, order: { ...details, id: 'basket-1', status: 'CART', quantity: 4 }, errors: [] } }
  return {}
}

describe('OrdersList', () => {
  beforeEach(() => {
    useModalStore.setState({ open: [] })
    useCartStore.getState().setCartQuantity(0)
  })
  afterEach(() => useCartStore.getState().setCartQuantity(0))

  it('groups the orders per year, newest first, with their facts', () => {
    renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Orders in 2026', 'Orders in 2025'])
    const [first, second] = within(screen.getByRole('region', { name: 'Orders in 2026' })).getAllByTestId('order')
    expect(first).toHaveTextContent('Order number CB-a1')
    expect(first).toHaveTextContent('Ordered on 14 March 2026')
    expect(first).toHaveTextContent('Completed')
    expect(first).toHaveTextContent('Bancontact')
    expect(first).toHaveTextContent('An Peeters')
    expect(first).toHaveTextContent('€50.95')
    expect(first).not.toHaveTextContent('Reference number')
    expect(within(first!).getByRole('link', { name: 'Download invoice' })).toHaveAttribute('href', '/api/orders/a1/invoice/')
    expect(second).toHaveTextContent('Awaiting bank transfer confirmation')
    expect(second).toHaveTextContent('Reference numberPO-77')
    expect(within(second!).queryByRole('link', { name: 'Download invoice' })).toBeNull()
    expect(within(first!).queryByRole('link', { name: 'Download credit note' })).toBeNull()
    // A cancelled order on invoice: its invoice and the credit note that cancelled it.
    const cancelled = within(screen.getByRole('region', { name: 'Orders in 2025' })).getByTestId('order')
    expect(cancelled).toHaveTextContent('Cancelled')
    expect(within(cancelled).getByRole('link', { name: 'Download invoice' })).toHaveAttribute('href', '/api/orders/b1/invoice/')
    expect(within(cancelled).getByRole('link', { name: 'Download credit note' })).toHaveAttribute('href', '/api/orders/b1/credit-note/')
  })

  it('says so when there are no orders', () => {
    renderAccountIsland(<OrdersList years={[]} shopper={testShopper} locale="en-BE" basketHref="/basket/" />)
    expect(screen.getByText('You have not placed any orders yet.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })

  it("shows a completed order's digital cards in its details, to resend their e-mails (docs/rules/checkout.md)", async () => {
    const card = {
      __typename: 'OrderGiftCard', id: 'card-1', productTitle: 'Bol.com gift card', amount: eur(25), lastDigits: '4321', recipient: 'bram@example.com',
      mailState: 'SENT', scheduledFor: null, remainingResends: 3, canCorrectRecipient: true,
    }
    const { requests } = renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" />, {
      answer: (operation, variables) => (operation === 'OrderGiftCards'
        ? { orderGiftCards: { __typename: 'OrderGiftCardsPayload', cards: [card], errors: [] } } : answer(0)(operation, variables)),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Order details CB-a1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order CB-a1' })
    const section = await within(dialog).findByRole('region', { name: 'Gift cards' })
    expect(within(section).getByRole('heading', { level: 3, name: 'Gift cards' })).toBeInTheDocument()
    expect(section).toHaveTextContent('Card ending in 4321')
    expect(within(section).getByRole('button', { name: 'Resend e-mail' })).toBeInTheDocument()
    expect(requests.find((request) => request.operationName === 'OrderGiftCards')?.variables).toMatchObject({ orderUuid: 'a1' })
  })

  it('opens the order details with packages, receiver, totals and the invoice download', async () => {
    const { requests } = renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" />, { answer: answer(0) })
    fireEvent.click(screen.getByRole('button', { name: 'Order details CB-a1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order CB-a1' })
    await within(dialog).findByText('Bol.com gift card')
    expect(requests.find((request) => request.operationName === 'AccountOrderDetails')?.variables).toMatchObject({ orderUuid: 'a1' })
    expect(dialog).toHaveTextContent('Receiver: Bram Jacobs')
    expect(dialog).toHaveTextContent('bram@example.com')
    expect(dialog).toHaveTextContent('Happy birthday')
    expect(dialog).toHaveTextContent('Service fee')
    const invoice = within(dialog).getByRole('link', { name: 'Download invoice' })
    expect(invoice).toHaveAttribute('href', '/api/orders/a1/invoice/')
    expect(invoice).toHaveAttribute('download')
  })

  it('explains the missing invoice of an unpaid order', async () => {
    renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" />, { answer: answer(0) })
    fireEvent.click(screen.getByRole('button', { name: 'Order details CB-a2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order CB-a2' })
    expect(dialog).toHaveTextContent('The invoice can be downloaded once the order has been paid.')
    expect(within(dialog).queryByRole('link', { name: 'Download invoice' })).toBeNull()
  })

  it('orders again: updates the basket count and goes to the basket', async () => {
    const navigate = vi.fn()
    const { requests } = renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" navigate={navigate} />, { answer: answer(0) })
    fireEvent.click(screen.getByRole('button', { name: 'Order details CB-a1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order CB-a1' })
    await within(dialog).findByText('Bol.com gift card')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Order again' })).toBeEnabled())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order again' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/basket/'))
    expect(requests.find((request) => request.operationName === 'AccountReorder')?.variables).toMatchObject({ orderUuid: 'a1' })
    expect(useCartStore.getState().cartQuantity).toBe(4)
  })

  it('tells how many items could not be ordered again and stays', async () => {
    const navigate = vi.fn()
    renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" navigate={navigate} />, { answer: answer(2) })
    fireEvent.click(screen.getByRole('button', { name: 'Order details CB-a1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order CB-a1' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Order again' })).toBeEnabled())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order again' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 items could not be ordered again')
    expect(within(dialog).getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/basket/')
    expect(navigate).not.toHaveBeenCalled()
    expect(useCartStore.getState().cartQuantity).toBe(4)
  })

  it('shows the API error of a refused reorder', async () => {
    const navigate = vi.fn()
    renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" navigate={navigate} />, {
      answer: (operation, variables) => operation === 'AccountReorder'
        ? { reorder: { __typename: 'ReorderPayload', skipped: 0, order: null, errors: [{ __typename: 'ApiError', message: 'Order not found', code: 3020, referencedRequestParameter: 'orderUuid' }] } }
        : answer(0)(operation, variables),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Order details CB-a1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order CB-a1' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Order again' })).toBeEnabled())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order again' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order not found')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('reorder mode: shows the order products before adding them to the basket', async () => {
    const navigate = vi.fn()
    renderAccountIsland(<OrdersList years={years} shopper={testShopper} locale="en-BE" basketHref="/basket/" mode="reorder" navigate={navigate} />, { answer: answer(0) })
    expect(screen.queryByRole('button', { name: 'Order details CB-a1' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Order again CB-b1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Products of order CB-b1' })
    await within(dialog).findByText('Bol.com gift card')
    expect(dialog).toHaveTextContent("These gift cards go into your basket at today's prices.")
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add to basket' })).toBeEnabled())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to basket' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/basket/'))
  })
})
