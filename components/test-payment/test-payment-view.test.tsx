// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CheckoutTestProviders } from '@/components/checkout/test-providers'
import { TestPaymentView, type TestPaymentSummary } from './test-payment-view'

const PAYMENT: TestPaymentSummary = { id: 'tp-1', reference: 'CB-100001', amount: '€ 25,95', methodId: 'scheme', methodLabel: 'Card', bank: null, outcome: null }

function renderView(payment: Partial<TestPaymentSummary> | null = {}) {
  render(<TestPaymentView payment={payment && { ...PAYMENT, ...payment }} action="/api/test-payments/tp-1" homeHref="/" />, { wrapper: CheckoutTestProviders })
}

const authorise = () => screen.getByRole('button', { name: 'Authorise' }) as HTMLButtonElement
const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}
const nextYear = String(new Date().getFullYear() + 1)

describe('TestPaymentView', () => {
  afterEach(cleanup)

  it('says it is a test and shows what is paid', () => {
    renderView({ methodId: 'ideal', methodLabel: 'iDEAL', bank: 'Rabobank' })
    expect(screen.getByRole('heading', { name: 'Payment details' })).toBeTruthy()
    expect(screen.getByText(/Nothing is charged/)).toBeTruthy()
    expect(screen.getByText('CB-100001')).toBeTruthy()
    expect(screen.getByText('€ 25,95')).toBeTruthy()
    expect(screen.getByText('Rabobank')).toBeTruthy()
    // No card needed: every answer can be posted at once.
    expect(authorise().disabled).toBe(false)
    const form = authorise().closest('form')!
    expect(form.getAttribute('action')).toBe('/api/test-payments/tp-1')
    expect(form.getAttribute('method')).toBe('post')
    expect(authorise().getAttribute('name')).toBe('outcome')
    expect(authorise().value).toBe('AUTHORISED')
  })

  it('offers the provider scenarios as posts of their own, each authorising', () => {
    renderView({ methodId: 'bancontact', methodLabel: 'Bancontact' })
    const scenarios = screen.getByRole('form', { name: 'Payment provider scenarios' })
    expect(scenarios.getAttribute('action')).toBe('/api/test-payments/tp-1')
    const buttons = ['Authorise without returning to the shop', 'Authorise twice', 'Authorise; a refund of it fails']
      .map((name) => screen.getByRole('button', { name }) as HTMLButtonElement)
    expect(buttons.map((button) => [button.name, button.value, button.disabled])).toEqual([
      ['scenario', 'NO_RETURN', false], ['scenario', 'TWICE', false], ['scenario', 'REFUND_FAILS', false],
    ])
  })

  it('keeps the scenarios closed for a card until the card is valid, like Authorise', () => {
    renderView()
    expect((screen.getByRole('button', { name: 'Authorise twice' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('enables Authorise for a card only once the card is valid (brand pattern and Luhn)', async () => {
    renderView()
    expect(authorise().disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Refuse' }) as HTMLButtonElement).disabled).toBe(false)
    type('Name on the card', 'A. Peeters')
    type('Expiry month (MM)', '12')
    type('Expiry year (YYYY)', nextYear)
    type('CVC', '737')
    // Fails the Luhn check (last digit off by one).
    type('Card number', '4111 1111 1111 1112')
    expect(await screen.findByText('Please enter a valid card number')).toBeTruthy()
    expect(authorise().disabled).toBe(true)
    type('Card number', '4111 1111 1111 1111')
    await waitFor(() => expect(authorise().disabled).toBe(false))
    expect(screen.getByText('Card brand: visa')).toBeTruthy()
    expect(screen.getByText('The card details are valid. You can authorise the payment.')).toBeTruthy()
    // The card details never go into the posted form.
    expect(authorise().closest('form')!.querySelector('input')).toBeNull()
  })

  it('asks for a 6-digit BLIK code', async () => {
    renderView({ methodId: 'blik', methodLabel: 'BLIK' })
    type('BLIK code (6 digits)', '12345')
    expect(await screen.findByText('The BLIK code must have 6 digits')).toBeTruthy()
    expect(authorise().disabled).toBe(true)
    type('BLIK code (6 digits)', '123456')
    await waitFor(() => expect(authorise().disabled).toBe(false))
  })

  it('shows a decided payment without buttons, and an unknown one', () => {
    renderView({ outcome: 'REFUSED' })
    expect(screen.getByText('This test payment has already been answered: REFUSED.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Authorise' })).toBeNull()
    cleanup()
    renderView(null)
    expect(screen.getByRole('alert').textContent).toBe('This test payment does not exist (any more).')
  })
})
